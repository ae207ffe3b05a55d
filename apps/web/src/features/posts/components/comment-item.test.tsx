import type { Reply } from '@dongne/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommentTarget } from '@/features/posts/lib/comment-target.ts';
import { jsonBody, mockApi } from '@/test/mock-api.ts';
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
  canEdit: true,
  canDelete: true,
  isHidden: false,
  viewerCan: { edit: true, delete: true, report: false, block: false },
  mentions: [],
};

function recordPuts() {
  const bodies: Record<string, unknown>[] = [];
  mockApi((config) => {
    if (config.method === 'put' && config.url === '/comments/31') {
      const body = jsonBody(config);
      bodies.push(body);
      return { status: 200, data: { ...comment, content: body.content, replies: [] } };
    }
    if (config.url === '/groups/5/members')
      return {
        status: 200,
        data: {
          content: [{ id: 8, nickname: '새벽대장', profileImage: null }],
          page: 0,
          size: 7,
          totalElements: 1,
          totalPages: 1,
          last: true,
        },
      };
    return { status: 404 };
  });
  return bodies;
}

describe('CommentItem edit (spec §5: saved only if non-empty and changed)', () => {
  it('keeps 저장 off for an unchanged or blank text and sends nothing', async () => {
    const puts = recordPuts();
    const user = userEvent.setup();
    renderWithProviders(<CommentItem target={TARGET} comment={comment} />);
    await user.click(screen.getByRole('button', { name: '여의도러너님의 댓글 수정' }));

    const box = screen.getByRole('textbox', { name: '댓글 수정' });
    expect(box).toHaveValue('토요일 7시에 만나요');
    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toBeDisabled();

    await user.type(box, '   ');
    expect(save).toBeDisabled();
    await user.clear(box);
    await user.type(box, '   ');
    expect(save).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(puts).toHaveLength(0);
  });

  it('saves a changed text, trimmed, and closes the editor', async () => {
    const puts = recordPuts();
    const user = userEvent.setup();
    renderWithProviders(<CommentItem target={TARGET} comment={comment} />);
    await user.click(screen.getByRole('button', { name: '여의도러너님의 댓글 수정' }));
    const box = screen.getByRole('textbox', { name: '댓글 수정' });
    await user.clear(box);
    await user.type(box, '  토요일 8시로 바꿀게요 ');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(puts).toEqual([{ content: '토요일 8시로 바꿀게요' }]);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '댓글 수정' })).not.toBeInTheDocument());
  });

  it('shows a deleted comment as its placeholder without actions', () => {
    renderWithProviders(<CommentItem target={TARGET} comment={{ ...comment, isDeleted: true, content: '삭제된 댓글입니다.' }} />);
    expect(screen.getByText('삭제된 댓글입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('CommentItem mentions (@멘션, contract §21)', () => {
  it('shows each mention as a link to its member', () => {
    renderWithProviders(
      <CommentItem
        target={TARGET}
        comment={{ ...comment, content: '@새벽대장 토요일에 봐요', mentions: [{ userId: 8, nickname: '새벽대장' }] }}
      />,
    );
    expect(screen.getByRole('link', { name: '@새벽대장' })).toHaveAttribute('href', '/profile/8');
  });

  it('offers the group’s members after @ in the editor and sends the one picked with the text', async () => {
    const puts = recordPuts();
    const user = userEvent.setup();
    renderWithProviders(<CommentItem target={TARGET} comment={comment} />);
    await user.click(screen.getByRole('button', { name: '여의도러너님의 댓글 수정' }));
    const box = screen.getByRole('textbox', { name: '댓글 수정' });
    await user.type(box, ' @새');
    await user.click(await screen.findByRole('option', { name: '새벽대장' }));
    expect(box).toHaveValue('토요일 7시에 만나요 @새벽대장 ');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(puts).toEqual([{ content: '토요일 7시에 만나요 @새벽대장', mentions: [8] }]);
  });
});
