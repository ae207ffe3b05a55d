import type { Me, Reply } from '@dongne/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommentTarget } from '@/features/posts/lib/comment-target.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CommentItem } from './comment-item.tsx';

/** Post 7 by user 1, whose count changes are not what these tests look at. */
const TARGET: CommentTarget = { kind: 'post', id: 7, groupId: 5, authorId: 1, onCountChange: () => {} };
const comment: Reply = {
  id: 31,
  postId: 7,
  eventId: null,
  parentId: null,
  content: '토요일 7시에 만나요',
  author: { id: 2, nickname: '여의도러너', profileImage: null },
  createdAt: '2026-11-03T10:05:00.000Z',
  updatedAt: '2026-11-03T10:05:00.000Z',
  isDeleted: false,
  isHidden: false,
  canEdit: false,
  canDelete: false,
  viewerCan: { edit: false, delete: false, report: true, block: true },
  mentions: [],
};

beforeEach(() => {
  useAuthStore.setState({ user: { id: 1, nickname: '조용한이웃' } as Me, isAuthenticated: true });
});
afterEach(() => {
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('blocked content (contract §11)', () => {
  it('shows the placeholder for a blocked author’s comment, not its text', () => {
    mockApi(() => ({ status: 404 }));
    renderWithProviders(<CommentItem target={TARGET} comment={{ ...comment, content: '차단한 사용자의 글입니다.', isBlocked: true }} />);
    expect(screen.getByText('차단한 사용자의 글입니다.')).toBeInTheDocument();
    expect(screen.queryByText('여의도러너')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /차단하기/ })).not.toBeInTheDocument();
  });

  it('blocks a comment’s author after a confirm that says what blocking does', async () => {
    const calls: string[] = [];
    mockApi((config) => {
      calls.push(`${config.method} ${config.url}`);
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderWithProviders(<CommentItem target={TARGET} comment={comment} />);
    await user.click(screen.getByRole('button', { name: '여의도러너님 차단하기' }));
    const dialog = screen.getByRole('dialog', { name: '여의도러너님을 차단할까요?' });
    expect(dialog).toHaveTextContent('상대방에게는 알리지 않아요');
    await user.click(screen.getByRole('button', { name: '차단' }));
    await waitFor(() => expect(calls).toContain('post /users/2/block'));
  });

  it('offers no 차단하기 on one’s own comment', () => {
    mockApi(() => ({ status: 404 }));
    renderWithProviders(
      <CommentItem
        target={TARGET}
        comment={{ ...comment, author: { ...comment.author, id: 1 }, viewerCan: { edit: true, delete: true, report: false, block: false } }}
      />,
    );
    expect(screen.queryByRole('button', { name: /차단하기/ })).not.toBeInTheDocument();
  });
});
