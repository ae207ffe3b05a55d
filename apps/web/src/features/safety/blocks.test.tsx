import type { ChatMessage, Me, Reply } from '@dongne/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageBubble } from '@/features/chat/components/message-bubble.tsx';
import { CommentItem } from '@/features/posts/components/comment-item.tsx';
import { useAuthStore } from '@/lib/auth-store.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { BlocksScreen } from './blocks-screen.tsx';

const comment: Reply = {
  id: 31,
  postId: 7,
  parentId: null,
  content: '토요일 7시에 만나요',
  author: { id: 2, nickname: '여의도러너', profileImage: null },
  createdAt: '2026-11-03T10:05:00.000Z',
  updatedAt: '2026-11-03T10:05:00.000Z',
  isDeleted: false,
  canEdit: false,
  canDelete: false,
};

const page = <T,>(content: T[]) => ({
  content,
  number: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
  empty: content.length === 0,
});

beforeEach(() => {
  useAuthStore.setState({ user: { id: 1, nickname: '조용한이웃' } as Me, isAuthenticated: true });
});
afterEach(() => {
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('blocked content (contract §11)', () => {
  it('shows the placeholder for a blocked author’s comment, not its text', () => {
    mockApi(() => ({ status: 404 }));
    renderWithProviders(
      <CommentItem postId={7} comment={{ ...comment, content: '차단한 사용자의 글입니다.', isBlocked: true }} postAuthorId={1} />,
    );
    expect(screen.getByText('차단한 사용자의 글입니다.')).toBeInTheDocument();
    expect(screen.queryByText('여의도러너')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /차단하기/ })).not.toBeInTheDocument();
  });

  it('shows a blocked sender’s chat message as the placeholder, never as an image', () => {
    const message: ChatMessage = {
      id: 5,
      groupId: 3,
      senderId: 2,
      senderNickname: '여의도러너',
      senderProfileImage: null,
      content: '차단한 사용자의 글입니다.',
      messageType: 'TEXT',
      isDeleted: false,
      clientId: null,
      createdAt: '2026-11-03T10:05:00.000Z',
      isBlocked: true,
    };
    renderWithProviders(<MessageBubble message={message} isMine={false} isFirstInRun />);
    expect(screen.getByText('차단한 사용자의 글입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('blocks a comment’s author after a confirm that says what blocking does', async () => {
    const calls: string[] = [];
    mockApi((config) => {
      calls.push(`${config.method} ${config.url}`);
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderWithProviders(<CommentItem postId={7} comment={comment} postAuthorId={1} />);
    await user.click(screen.getByRole('button', { name: '여의도러너님 차단하기' }));
    const dialog = screen.getByRole('dialog', { name: '여의도러너님을 차단할까요?' });
    expect(dialog).toHaveTextContent('상대방에게는 알리지 않아요');
    await user.click(screen.getByRole('button', { name: '차단' }));
    await waitFor(() => expect(calls).toContain('post /users/2/block'));
  });

  it('offers no 차단하기 on one’s own comment', () => {
    mockApi(() => ({ status: 404 }));
    renderWithProviders(<CommentItem postId={7} comment={{ ...comment, author: { ...comment.author, id: 1 } }} postAuthorId={1} />);
    expect(screen.queryByRole('button', { name: /차단하기/ })).not.toBeInTheDocument();
  });
});

describe('차단한 사용자 (BlocksScreen)', () => {
  it('lists blocked users and unblocks one after a confirm; an empty list says so', async () => {
    let blocked = [{ id: 5, nickname: '시끄러운이웃', profileImage: null, blockedAt: '2026-11-20T01:00:00.000Z' }];
    const calls: string[] = [];
    mockApi((config) => {
      calls.push(`${config.method} ${config.url}`);
      if (config.method === 'get' && config.url === '/users/blocks') return { status: 200, data: page(blocked) };
      if (config.method === 'delete' && config.url === '/users/5/block') {
        blocked = [];
        return { status: 204 };
      }
      return { status: 404 };
    });
    const user = userEvent.setup();
    renderWithProviders(<BlocksScreen />);
    const list = await screen.findByRole('list', { name: '차단한 사용자 목록' });
    expect(list).toHaveTextContent('시끄러운이웃');
    await user.click(screen.getByRole('button', { name: '시끄러운이웃님 차단 해제' }));
    await user.click(screen.getByRole('button', { name: '해제' }));
    await screen.findByRole('heading', { name: '차단한 사용자가 없어요' });
    expect(calls).toContain('delete /users/5/block');
  });
});
