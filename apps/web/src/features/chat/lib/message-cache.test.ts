import { CHAT_MSG, type ChatMessage, type Page, SAFETY_MSG } from '@dongne/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '@/features/chat/api/query-keys.ts';
import { applyReadMoves, type ChatPages, flattenChatMessages, setMessageReactions, upsertChatMessage } from './message-cache.ts';

function message(id: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    groupId: 7,
    senderId: 1,
    senderNickname: '새벽대장',
    senderProfileImage: null,
    content: `메시지 ${id}`,
    messageType: 'TEXT',
    isDeleted: false,
    isHidden: false,
    clientId: null,
    viewerCan: { delete: false, report: true, block: true, pinNotice: false },
    unreadCount: 0,
    reactions: [],
    replyTo: null,
    mentions: [],
    createdAt: new Date(2025, 2, 5, 9, id).toISOString(),
    ...extra,
  };
}

function page(number: number, content: ChatMessage[]): Page<ChatMessage> {
  return { content, number, size: 50, totalElements: 0, totalPages: 2, first: number === 0, last: number === 1, empty: false };
}

function cacheWith(pages: Page<ChatMessage>[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ChatPages>(chatKeys.messages(7), { pages, pageParams: pages.map((_, index) => index) });
  const read = () => flattenChatMessages(queryClient.getQueryData<ChatPages>(chatKeys.messages(7)));
  return { queryClient, read };
}

describe('chat message cache', () => {
  it('puts a message’s reactions in place, keeps them through a re-broadcast, and drops them on deletion', () => {
    const { queryClient, read } = cacheWith([page(0, [message(3), message(4)])]);
    const given = [{ key: 'THANKS' as const, count: 2, mine: true }];
    setMessageReactions(queryClient, 7, 4, given);
    expect(read().map((item) => item.reactions)).toEqual([[], given]);
    // A broadcast (a hidden message's, say) carries no reactions: those held stay.
    upsertChatMessage(queryClient, 7, message(4, { isHidden: true, senderId: 9 }));
    expect(read()[1]?.reactions).toEqual(given);
    upsertChatMessage(queryClient, 7, message(4, { isDeleted: true, content: '삭제된 메시지입니다' }));
    expect(read()[1]?.reactions).toEqual([]);
  });

  it('lowers each message by the moves of a reads frame that cover it, on every page, never below zero', () => {
    const unread = (id: number, count: number) => message(id, { unreadCount: count });
    const { queryClient, read } = cacheWith([page(0, [unread(4, 4), unread(5, 1)]), page(1, [unread(2, 2), unread(3, 0)])]);
    applyReadMoves(queryClient, 7, [
      { groupId: 7, userId: 2, lastReadMessageId: 5, fromMessageId: 0 },
      { groupId: 7, userId: 3, lastReadMessageId: 4, fromMessageId: 3 },
      // The sender's own move: their messages were never unread for them.
      { groupId: 7, userId: 1, lastReadMessageId: 5, fromMessageId: 0 },
      { groupId: 7, userId: 4, lastReadMessageId: 5, fromMessageId: 1 },
    ]);
    expect(read().map((item) => [item.id, item.unreadCount])).toEqual([
      [2, 0],
      [3, 0],
      [4, 1],
      [5, 0],
    ]);
  });

  it('shows pages oldest first once each, even when a later page overlaps an earlier one', () => {
    const { read } = cacheWith([page(0, [message(3), message(4)]), page(1, [message(2), message(3)])]);
    expect(read().map((item) => item.id)).toEqual([2, 3, 4]);
  });

  it('adds a new message to the newest page and replaces a known one in place', () => {
    const { queryClient, read } = cacheWith([page(0, [message(3), message(4)]), page(1, [message(1), message(2)])]);
    upsertChatMessage(queryClient, 7, message(5));
    upsertChatMessage(queryClient, 7, message(5));
    upsertChatMessage(queryClient, 7, message(1, { isDeleted: true, content: '삭제된 메시지입니다' }));
    expect(read().map((item) => [item.id, item.isDeleted])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
    ]);
  });

  it('shows the placeholder in the quotes of a message deleted or hidden later, on every loaded page', () => {
    const quote = { id: 1, senderNickname: '새벽대장', content: '메시지 1', isDeleted: false };
    const { queryClient, read } = cacheWith([
      page(0, [message(3, { replyTo: quote })]),
      page(1, [message(1), message(2, { replyTo: quote })]),
    ]);
    upsertChatMessage(queryClient, 7, message(1, { isHidden: true, content: '가려진 메시지입니다' }));
    expect(read().map((item) => item.replyTo?.content ?? null)).toEqual([null, SAFETY_MSG.hiddenContent, SAFETY_MSG.hiddenContent]);
    upsertChatMessage(queryClient, 7, message(1, { isDeleted: true }));
    expect(read()[2]?.replyTo).toEqual({ ...quote, content: CHAT_MSG.deletedPlaceholder, isDeleted: true });
  });

  it('never undoes a deletion with a late copy of the original', () => {
    const { queryClient, read } = cacheWith([page(0, [message(4, { isDeleted: true, content: '삭제된 메시지입니다' })])]);
    upsertChatMessage(queryClient, 7, message(4));
    expect(read()[0]).toMatchObject({ id: 4, isDeleted: true, content: '삭제된 메시지입니다' });
  });

  it('leaves an unloaded room alone: its first load brings the message', () => {
    const queryClient = new QueryClient();
    upsertChatMessage(queryClient, 7, message(1));
    expect(queryClient.getQueryData(chatKeys.messages(7))).toBeUndefined();
  });
});
