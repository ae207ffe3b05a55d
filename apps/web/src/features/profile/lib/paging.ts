import type { Page } from '@dongne/contract';

// Spec §9: lists are read 20 at a time.
export const PROFILE_PAGE_SIZE = 20;

export function nextPage<T>(lastPage: Page<T>): number | undefined {
  return lastPage.last ? undefined : lastPage.number + 1;
}

/** Items of every loaded page once, even if one shifted into the next page between two loads. */
export function flattenPages<T extends { id: number }>(pages: ReadonlyArray<Page<T>> | undefined): T[] {
  const seen = new Set<number>();
  return (pages ?? []).flatMap((page) =>
    page.content.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}
