import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { PostMenu } from './post-menu.tsx';

const STAFF_CAN = { edit: false, delete: true, pin: true, report: false, block: false };
const POST = { id: 5, groupId: 3, isPinned: false, viewerCan: STAFF_CAN };
let calls: string[];

describe('PostMenu', () => {
  beforeEach(() => {
    calls = [];
  });

  it("lets the staff pin someone else's post and delete it, without offering to edit it", async () => {
    mockApi((config) => {
      calls.push(`${config.method?.toUpperCase()} ${config.url}`);
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PostMenu post={POST} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '게시글 메뉴' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['공지로 등록', '삭제']);
    await user.click(screen.getByRole('menuitem', { name: '공지로 등록' }));
    await waitFor(() => expect(calls).toEqual(['PUT /posts/5/pin']));
    expect(await screen.findByText('공지로 등록했습니다.')).toBeInTheDocument();
  });

  it('offers 공지 해제 on a notice, and says why a 4th notice is refused', async () => {
    mockApi((config) => {
      calls.push(`${config.method?.toUpperCase()} ${config.url}`);
      return config.method === 'put'
        ? { status: 409, data: errorBody(409, '공지는 모임당 3개까지 등록할 수 있습니다.', 'Conflict') }
        : { status: 204 };
    });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <>
        <PostMenu post={{ ...POST, isPinned: true }} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '게시글 메뉴' }));
    await user.click(screen.getByRole('menuitem', { name: '공지 해제' }));
    await waitFor(() => expect(calls).toEqual(['DELETE /posts/5/pin']));
    unmount();

    renderWithProviders(
      <>
        <PostMenu post={POST} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '게시글 메뉴' }));
    await user.click(screen.getByRole('menuitem', { name: '공지로 등록' }));
    expect(await screen.findByText('공지는 모임당 3개까지 등록할 수 있습니다.')).toBeInTheDocument();
  });

  it('shows no pin item to a member who is not staff', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PostMenu post={{ ...POST, viewerCan: { ...STAFF_CAN, pin: false, edit: true } }} />);
    await user.click(screen.getByRole('button', { name: '게시글 메뉴' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['수정', '삭제']);
  });
});
