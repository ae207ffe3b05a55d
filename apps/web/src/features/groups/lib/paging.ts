import type { Page } from '@dongne/contract';

// Spec §9: explore and every other group list ask for 20 at a time; home shows 8.
export const LIST_PAGE_SIZE = 20;
export const HOME_LIST_SIZE = 8;

/** Infinite queries stop when the server says this page is the last one. */
export function nextPageParam<T>(lastPage: Page<T>): number | undefined {
  return lastPage.last ? undefined : lastPage.number + 1;
}

/** Every item of the loaded pages, dropping repeats that shift in when a group is created between two loads. */
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
