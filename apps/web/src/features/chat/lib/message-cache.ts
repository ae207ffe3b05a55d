import {
  CHAT_MSG,
  type ChatMessage,
  type ChatReaction,
  type ChatReadMove,
  type ChatReplyQuote,
  type Page,
  SAFETY_MSG,
} from '@dongne/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/features/chat/api/query-keys.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

export type ChatPages = InfiniteData<Page<ChatMessage>, unknown>;

/** A deletion never comes undone: whichever copy says deleted wins (a late echo may not). */
function newer(current: ChatMessage, incoming: ChatMessage): ChatMessage {
  if (current.isDeleted && !incoming.isDeleted) return current;
  // The room's broadcast of a message hidden after reports carries the placeholder for everyone;
  // its sender keeps seeing what they wrote, as the REST history shows them (contract §11).
  // A message's unread readers only fall (contract §21): the lower count of two copies is the later.
  const unreadCount = Math.min(current.unreadCount ?? 0, incoming.unreadCount ?? 0);
  // A broadcast carries no reactions (they change by REACTIONS_CHANGED): a re-broadcast keeps those held.
  const reactions = incoming.isDeleted ? [] : incoming.reactions.length > 0 ? incoming.reactions : (current.reactions ?? []);
  if (incoming.isHidden && !incoming.isDeleted && incoming.senderId !== null && incoming.senderId === useAuthStore.getState().user?.id)
    return { ...incoming, content: current.content, messageType: current.messageType, unreadCount, reactions };
  return { ...incoming, unreadCount, reactions };
}

/**
 * What the replies quoting `message` show once it was deleted or hidden after reports (contract
 * §21: the quote follows its original), or null while it stands as it was.
 */
function quoteGone(message: ChatMessage): Partial<ChatReplyQuote> | null {
  if (message.isDeleted) return { content: CHAT_MSG.deletedPlaceholder, isDeleted: true };
  if (message.isHidden) return { content: SAFETY_MSG.hiddenContent };
  return null;
}

/** Puts a message's reactions (공감, contract §21) as they now are into the loaded history. */
export function setMessageReactions(queryClient: QueryClient, groupId: number, messageId: number, reactions: ChatReaction[]): void {
  queryClient.setQueryData<ChatPages>(chatKeys.messages(groupId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.content.some((message) => message.id === messageId)
              ? { ...page, content: page.content.map((message) => (message.id === messageId ? { ...message, reactions } : message)) }
              : page,
          ),
        }
      : data,
  );
}

/**
 * Puts a message from the socket or a REST answer into the loaded history: replaces the copy it
 * already holds (a deletion), or adds it to the newest page. Nothing is cached before the first
 * load: that load will bring the message itself.
 */
export function upsertChatMessage(queryClient: QueryClient, groupId: number, message: ChatMessage): void {
  queryClient.setQueryData<ChatPages>(chatKeys.messages(groupId), (data) => {
    if (!data) return data;
    let isKnown = false;
    const gone = quoteGone(message);
    const pages = data.pages.map((page) => {
      const quoting = gone !== null && page.content.some((item) => item.replyTo?.id === message.id);
      if (!quoting && !page.content.some((item) => item.id === message.id)) return page;
      return {
        ...page,
        content: page.content.map((item) => {
          if (item.id === message.id) {
            isKnown = true;
            return newer(item, message);
          }
          return gone && item.replyTo?.id === message.id ? { ...item, replyTo: { ...item.replyTo, ...gone } } : item;
        }),
      };
    });
    if (isKnown) return { ...data, pages };
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, content: [...newest.content, message] }, ...older] };
  });
}

/**
 * Every loaded message once, oldest first. Pages are offsets counted when each was fetched, so
 * messages that arrived in between appear on two pages; ids rise in the order the server stored
 * them, which is the order to show.
 */
export function flattenChatMessages(data: ChatPages | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of data?.pages ?? []) {
    for (const message of page.content) {
      const known = byId.get(message.id);
      byId.set(message.id, known ? newer(known, message) : message);
    }
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Members read the room (contract §21, a frame on `/topic/group.{id}.reads`: a window's moves):
 * every loaded message above a move's `fromMessageId` up to its `lastReadMessageId` that its reader
 * did not send has one unread reader fewer. One cache write for the whole frame, so a frame of a
 * thousand moves renders the log once.
 */
export function applyReadMoves(queryClient: QueryClient, groupId: number, moves: readonly ChatReadMove[]): void {
  if (moves.length === 0) return;
  const readersOf = (message: ChatMessage) =>
    message.unreadCount > 0
      ? moves.filter((move) => message.id > move.fromMessageId && message.id <= move.lastReadMessageId && message.senderId !== move.userId)
          .length
      : 0;
  queryClient.setQueryData<ChatPages>(chatKeys.messages(groupId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => {
        const read = page.content.map(readersOf);
        if (!read.some((count) => count > 0)) return page;
        return {
          ...page,
          content: page.content.map((message, index) => {
            const count = read[index] ?? 0;
            return count > 0 ? { ...message, unreadCount: Math.max(0, message.unreadCount - count) } : message;
          }),
        };
      }),
    };
  });
}
