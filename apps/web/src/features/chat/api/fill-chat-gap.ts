import type { ChatMessage, Page } from '@dongne/contract';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/features/chat/api/query-keys.ts';
import { type ChatPages, flattenChatMessages, upsertChatMessage } from '@/features/chat/lib/message-cache.ts';
import { apiClient } from '@/lib/api-client.ts';

/** Messages per gap-fill request (the server's most). */
const GAP_PAGE_SIZE = 100;
/** A gap this many pages long is not walked: the history is loaded afresh instead. */
const MAX_GAP_PAGES = 10;

/**
 * GET /api/groups/{id}/chat/messages?afterId=N (contract §7): the messages after id N, oldest
 * first, at most `size`, plus older messages deleted since N was stored (as `isDeleted`).
 */
export async function getChatMessagesAfter(groupId: number, afterId: number, signal?: AbortSignal): Promise<Page<ChatMessage>> {
  const { data } = await apiClient.get<Page<ChatMessage>>(`/groups/${groupId}/chat/messages`, {
    params: { afterId, size: GAP_PAGE_SIZE },
    signal,
  });
  return data;
}

const running = new Map<string, { again: boolean; since: string | undefined; done: Promise<void> }>();

/**
 * Fills what the live connection missed into the loaded history and merges it by id, so nothing
 * shows twice. After a reconnect of our own: everything after the newest message held. After the
 * server's RESYNC (its link to the other instances was interrupted from `since` on): our own
 * instance kept delivering meanwhile, so missed messages may have ids below ones we hold — ask from
 * the newest message held that was stored before `since`. One fill per room at a time; a request
 * for another while one runs makes it go round once more (from the earlier point of the two).
 * Nothing loaded yet: the first load brings everything.
 */
export function fillChatGap(queryClient: QueryClient, groupId: number, since?: string): Promise<void> {
  const key = String(groupId);
  const current = running.get(key);
  if (current) {
    current.again = true;
    current.since = earlier(current.since, since);
    return current.done;
  }
  const state = { again: true, since, done: Promise.resolve() };
  state.done = (async () => {
    try {
      while (state.again) {
        state.again = false;
        const from = state.since;
        state.since = undefined;
        await fillOnce(queryClient, groupId, from);
      }
    } finally {
      running.delete(key);
    }
  })();
  running.set(key, state);
  return state.done;
}

function earlier(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Date.parse(a) <= Date.parse(b) ? a : b;
}

/** Where a fill starts: the newest message held, or with `since` the newest one stored before it. */
export function gapStartOf(held: ChatMessage[], since?: string): number | null {
  const newest = held.at(-1);
  if (!newest) return null;
  if (since === undefined) return newest.id;
  const cutoff = Date.parse(since);
  const before = held.filter((message) => Date.parse(message.createdAt) < cutoff).at(-1);
  // Everything held is newer than the interruption: ask again for the whole stretch held.
  return before ? before.id : Math.max(0, (held[0]?.id ?? 1) - 1);
}

async function fillOnce(queryClient: QueryClient, groupId: number, since?: string): Promise<void> {
  const held = flattenChatMessages(queryClient.getQueryData<ChatPages>(chatKeys.messages(groupId)));
  const start = gapStartOf(held, since);
  if (start === null) return;
  let afterId = start;
  for (let pages = 0; pages < MAX_GAP_PAGES; pages++) {
    const page = await getChatMessagesAfter(groupId, afterId);
    for (const message of page.content) upsertChatMessage(queryClient, groupId, message);
    afterId = Math.max(afterId, ...page.content.map((message) => message.id));
    if (page.last || page.content.length === 0) return;
  }
  // Gone too long for a gap fill: start again from the newest page.
  await queryClient.resetQueries({ queryKey: chatKeys.messages(groupId) });
}
