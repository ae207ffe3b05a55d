import type { Page } from '@dongne/contract';

/** Infinite queries stop when the server says this page is the last one. */
export function nextPageParam<T>(lastPage: Page<T>): number | undefined {
  return lastPage.last ? undefined : lastPage.number + 1;
}

/**
 * Every item of the loaded pages once: something created between two loads shifts the server's
 * pages by one, so the next page starts with an item already shown.
 */
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
