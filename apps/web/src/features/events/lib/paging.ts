import type { Page } from '@dongne/contract';

// Spec §9: the events screen asks for 20 at a time (the service's own default is 10).
export const EVENT_LIST_SIZE = 20;
export const PARTICIPANT_PAGE_SIZE = 50;

/** Infinite queries stop when the server says this page is the last one. */
export function nextPageParam<T>(lastPage: Page<T>): number | undefined {
  return lastPage.last ? undefined : lastPage.number + 1;
}

/** Every item of the loaded pages, dropping repeats that shift in when an event is added between two loads. */
export function flattenPages<T extends { id: number }>(pages: ReadonlyArray<Page<T>> | undefined): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.content) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
