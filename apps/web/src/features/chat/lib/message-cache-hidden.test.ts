import { type ChatMessage, type Me, SAFETY_MSG } from '@dongne/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { chatKeys } from '@/features/chat/api/query-keys.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { type ChatPages, flattenChatMessages, upsertChatMessage } from './message-cache.ts';

const message = (senderId: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 5,
  groupId: 7,
  senderId,
  senderNickname: '보낸사람',
  senderProfileImage: null,
  content: '원래 메시지',
  messageType: 'TEXT',
  isDeleted: false,
  isHidden: false,
  clientId: null,
  viewerCan: { delete: false, report: true, block: true, pinNotice: false },
  unreadCount: 0,
  reactions: [],
  replyTo: null,
  mentions: [],
  createdAt: new Date(2025, 2, 5, 9, 5).toISOString(),
  ...extra,
});

function cacheWith(item: ChatMessage) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ChatPages>(chatKeys.messages(7), {
    pages: [{ content: [item], number: 0, size: 50, totalElements: 1, totalPages: 1, first: true, last: true, empty: false }],
    pageParams: [0],
  });
  return { queryClient, read: () => flattenChatMessages(queryClient.getQueryData<ChatPages>(chatKeys.messages(7))) };
}

const hiddenBroadcast = (senderId: number) => message(senderId, { isHidden: true, content: SAFETY_MSG.hiddenContent });

afterEach(() => useAuthStore.setState({ user: null, isAuthenticated: false }));

describe('a chat message hidden after reports, broadcast to the room (contract §11)', () => {
  it('replaces what others had with the placeholder', () => {
    useAuthStore.setState({ user: { id: 2 } as Me, isAuthenticated: true });
    const { queryClient, read } = cacheWith(message(1));
    upsertChatMessage(queryClient, 7, hiddenBroadcast(1));
    expect(read()[0]).toMatchObject({ isHidden: true, content: SAFETY_MSG.hiddenContent });
  });

  it('keeps its sender’s own text, marked hidden', () => {
    useAuthStore.setState({ user: { id: 1 } as Me, isAuthenticated: true });
    const { queryClient, read } = cacheWith(message(1));
    upsertChatMessage(queryClient, 7, hiddenBroadcast(1));
    expect(read()[0]).toMatchObject({ isHidden: true, content: '원래 메시지' });
  });
});
