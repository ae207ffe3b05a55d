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

const running = new Map<string, { again: boolean; done: Promise<void> }>();

/**
 * Fills what the live connection missed (a reconnect, or the server saying its broker was
 * interrupted) into the loaded history: asks for everything after the newest message held and
 * merges it by id, so nothing shows twice. One fill per room at a time; a request for another
 * while one runs makes it go round once more (it may have started before the missed message was
 * stored). Nothing loaded yet: the first load brings everything.
 */
export function fillChatGap(queryClient: QueryClient, groupId: number): Promise<void> {
  const key = String(groupId);
  const current = running.get(key);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: true, done: Promise.resolve() };
  state.done = (async () => {
    try {
      while (state.again) {
        state.again = false;
        await fillOnce(queryClient, groupId);
      }
    } finally {
      running.delete(key);
    }
  })();
  running.set(key, state);
  return state.done;
}

async function fillOnce(queryClient: QueryClient, groupId: number): Promise<void> {
  const held = flattenChatMessages(queryClient.getQueryData<ChatPages>(chatKeys.messages(groupId)));
  const newest = held.at(-1);
  if (!newest) return;
  let afterId = newest.id;
  for (let pages = 0; pages < MAX_GAP_PAGES; pages++) {
    const page = await getChatMessagesAfter(groupId, afterId);
    for (const message of page.content) upsertChatMessage(queryClient, groupId, message);
    afterId = Math.max(afterId, ...page.content.map((message) => message.id));
    if (page.last || page.content.length === 0) return;
  }
  // Gone too long for a gap fill: start again from the newest page.
  await queryClient.resetQueries({ queryKey: chatKeys.messages(groupId) });
}
