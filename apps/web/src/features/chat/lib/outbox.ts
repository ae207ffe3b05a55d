import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * A message the user sent that the server has not stored yet (contract §7): `sending` while a
 * request is out, `waiting` while there is no connection (it goes out by itself when one returns),
 * `failed` when the server refused it (the user resends or deletes it). The `clientId` stays the
 * same through every retry, so the server stores it once.
 */
export type OutboxStatus = 'sending' | 'waiting' | 'failed';

export type OutboxItem = {
  clientId: string;
  groupId: number;
  senderId: number;
  content: string;
  createdAt: string;
  status: OutboxStatus;
  /** The server's sentence for a `failed` item. */
  error?: string;
};

type OutboxState = {
  items: OutboxItem[];
  add: (item: OutboxItem) => void;
  update: (clientId: string, change: Partial<Pick<OutboxItem, 'status' | 'error'>>) => void;
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
        items: ((persisted as Partial<OutboxState> | undefined)?.items ?? []).map((item) =>
          item.status === 'sending' ? { ...item, status: 'waiting' as const } : item,
        ),
      }),
    },
  ),
);

/** One room's unsent messages of one sender, oldest first, leaving out those the server already holds. */
export function roomOutbox(
  items: readonly OutboxItem[],
  groupId: number,
  senderId: number | null,
  storedClientIds: ReadonlySet<string>,
): OutboxItem[] {
  if (senderId === null) return [];
  return items.filter((item) => item.groupId === groupId && item.senderId === senderId && !storedClientIds.has(item.clientId));
}
