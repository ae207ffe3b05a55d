import type { ChatMessage, ChatReplyQuote } from '@dongne/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * A message the user sent that the server has not stored yet (contract §7): `sending` while a
 * request is out, `waiting` while there is no connection (it goes out by itself when one returns),
 * `failed` when the server refused it (the user resends or deletes it). The `clientId` stays the
 * same through every retry, so the server stores it once.
 */
export type OutboxStatus = 'sending' | 'waiting' | 'failed' | 'sent';

// A stored message the history has not caught up with is kept this long at most.
const SENT_KEEP_MS = 10 * 60_000;

export type OutboxItem = {
  clientId: string;
  groupId: number;
  senderId: number;
  content: string;
  createdAt: string;
  status: OutboxStatus;
  /** The message it answers (답장), as the bubble quotes it until the server's answer replaces it. */
  replyTo?: ChatReplyQuote;
  /** The members it mentions (@멘션), by id. */
  mentions?: number[];
  /** The server's sentence for a `failed` item. */
  error?: string;
  /**
   * The stored message of a `sent` item, shown until the loaded history holds it: a history
   * refetch that started before the send (on reconnect) must not make it vanish again.
   */
  stored?: ChatMessage;
};

type OutboxState = {
  items: OutboxItem[];
  add: (item: OutboxItem) => void;
  update: (clientId: string, change: Partial<Pick<OutboxItem, 'status' | 'error' | 'stored'>>) => void;
  remove: (clientIds: readonly string[]) => void;
};

/** Kept in localStorage so a message typed offline survives a reload and still goes out once. */
export const useChatOutbox = create<OutboxState>()(
  persist(
    (set) => ({
      items: [],
      add: (item) => set((state) => ({ items: [...state.items.filter((known) => known.clientId !== item.clientId), item] })),
      update: (clientId, change) =>
        set((state) => ({ items: state.items.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)) })),
      remove: (clientIds) => {
        if (clientIds.length === 0) return;
        const gone = new Set(clientIds);
        set((state) => ({ items: state.items.filter((item) => !gone.has(item.clientId)) }));
      },
    }),
    {
      name: 'dongne-chat-outbox',
      storage: createJSONStorage(() => localStorage),
      // A request cut short by a reload is not known to have landed: it waits and goes out again.
      merge: (persisted, current) => ({
        ...current,
        items: ((persisted as Partial<OutboxState> | undefined)?.items ?? [])
          .filter((item) => item.status !== 'sent' || Date.now() - Date.parse(item.createdAt) < SENT_KEEP_MS)
          .map((item) => (item.status === 'sending' ? { ...item, status: 'waiting' as const } : item)),
      }),
    },
  ),
);

/** One room's outbox of one sender, oldest first, leaving out what the loaded history already holds. */
export function roomOutbox(
  items: readonly OutboxItem[],
  groupId: number,
  senderId: number | null,
  storedClientIds: ReadonlySet<string>,
): OutboxItem[] {
  if (senderId === null) return [];
  return items.filter((item) => item.groupId === groupId && item.senderId === senderId && !storedClientIds.has(item.clientId));
}

/** The loaded history plus my messages stored but not in it yet, each once, in the server's order. */
export function withSent(messages: readonly ChatMessage[], outbox: readonly OutboxItem[]): readonly ChatMessage[] {
  const sent = outbox.flatMap((item) => (item.status === 'sent' && item.stored ? [item.stored] : []));
  if (sent.length === 0) return messages;
  const known = new Set(messages.map((message) => message.id));
  const missing = sent.filter((message) => !known.has(message.id));
  if (missing.length === 0) return messages;
  return [...messages, ...missing].sort((a, b) => a.id - b.id);
}
