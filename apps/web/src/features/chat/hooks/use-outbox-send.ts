import type { ChatMessage, ChatReplyQuote } from '@dongne/contract';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useCallback, useEffect, useMemo } from 'react';
import { sendChatMessage } from '@/features/chat/api/send-chat-message.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { upsertChatMessage } from '@/features/chat/lib/message-cache.ts';
import { type OutboxItem, roomOutbox, useChatOutbox, withSent } from '@/features/chat/lib/outbox.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { useOnRealtimeReconnect, useRealtimeStatus } from '@/lib/realtime/use-realtime.ts';

/** No answer at all (offline, the connection dropped): the message waits for the connection, it did not fail. */
const isNoAnswer = (error: unknown) => isAxiosError(error) && error.response === undefined && error.code !== 'ERR_CANCELED';
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

// One request per clientId at a time across every mounted room (the panel and the full-screen room).
const inFlight = new Set<string>();

/**
 * Sending through the outbox (contract §7): the bubble shows at once as 전송 중, the text goes out
 * with its clientId, a lost connection leaves it waiting and it is sent again (same clientId)
 * when the browser is back online or the live connection returns; the stored message replaces it
 * by its clientId, so it never shows twice.
 */
export function useOutboxSend(groupId: number, myId: number | null, messages: readonly ChatMessage[]) {
  const queryClient = useQueryClient();
  const items = useChatOutbox((state) => state.items);
  const storedClientIds = useMemo(
    () => new Set(messages.flatMap((message) => (message.clientId !== null && message.senderId === myId ? [message.clientId] : []))),
    [messages, myId],
  );
  const mine = useMemo(() => roomOutbox(items, groupId, myId, storedClientIds), [items, groupId, myId, storedClientIds]);
  const pending = useMemo(() => mine.filter((item) => item.status !== 'sent'), [mine]);
  /** What the room shows: the history and my stored messages it has not caught up with. */
  const shown = useMemo(() => withSent(messages, mine), [messages, mine]);

  // A message stored while the answer was lost arrives by broadcast or the afterId fill: its bubble is done.
  useEffect(() => {
    const ids = new Set(messages.map((message) => message.id));
    const { items: all, remove } = useChatOutbox.getState();
    const held = all.filter(
      (item) => item.groupId === groupId && (storedClientIds.has(item.clientId) || (item.stored !== undefined && ids.has(item.stored.id))),
    );
    remove(held.map((item) => item.clientId));
  }, [groupId, storedClientIds, messages]);

  const deliver = useCallback(
    async (item: OutboxItem) => {
      if (inFlight.has(item.clientId)) return;
      const { update } = useChatOutbox.getState();
      if (isOffline()) {
        update(item.clientId, { status: 'waiting', error: undefined });
        return;
      }
      inFlight.add(item.clientId);
      update(item.clientId, { status: 'sending', error: undefined });
      try {
        const stored = await sendChatMessage(groupId, {
          message: item.content,
          messageType: 'TEXT',
          clientId: item.clientId,
          ...(item.replyTo ? { replyToId: item.replyTo.id } : {}),
          ...(item.mentions?.length ? { mentions: item.mentions } : {}),
        });
        upsertChatMessage(queryClient, groupId, stored);
        // Kept as `sent` until the history holds it (the effect above then drops it).
        update(item.clientId, { status: 'sent', stored });
      } catch (error) {
        if (isNoAnswer(error)) update(item.clientId, { status: 'waiting' });
        else update(item.clientId, { status: 'failed', error: toErrorMessage(error, CHAT_TEXT.sendFailed) });
      } finally {
        inFlight.delete(item.clientId);
      }
    },
    [groupId, queryClient],
  );

  const flushWaiting = useCallback(() => {
    if (myId === null) return;
    for (const item of useChatOutbox.getState().items) {
      if (item.groupId === groupId && item.senderId === myId && item.status === 'waiting') void deliver(item);
    }
  }, [deliver, groupId, myId]);

  // Back online, the live connection back, or the room opened with messages left from before.
  const status = useRealtimeStatus();
  useEffect(() => {
    if (status === 'connected') flushWaiting();
  }, [status, flushWaiting]);
  useOnRealtimeReconnect(flushWaiting);
  useEffect(() => {
    window.addEventListener('online', flushWaiting);
    return () => window.removeEventListener('online', flushWaiting);
  }, [flushWaiting]);
  useEffect(() => {
    flushWaiting();
  }, [flushWaiting]);

  const sendText = (content: string, clientId: string, { replyTo, mentions }: { replyTo?: ChatReplyQuote; mentions?: number[] } = {}) => {
    if (myId === null) return;
    const item: OutboxItem = {
      clientId,
      groupId,
      senderId: myId,
      content,
      createdAt: new Date().toISOString(),
      status: 'sending',
      ...(replyTo ? { replyTo } : {}),
      ...(mentions?.length ? { mentions } : {}),
    };
    useChatOutbox.getState().add(item);
    void deliver(item);
  };

  const retry = (clientId: string) => {
    const item = useChatOutbox.getState().items.find((known) => known.clientId === clientId);
    if (item && item.status !== 'sent') void deliver(item);
  };

  const discard = (clientId: string) => useChatOutbox.getState().remove([clientId]);

  return { shown, pending, sendText, retry, discard };
}
