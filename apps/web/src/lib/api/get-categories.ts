import type { Category } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { FALLBACK_CATEGORIES } from './fallback-categories.ts';
import { referenceKeys } from './query-keys.ts';

// U+FFFD: what a UTF-8 name looks like after a wrong decoding somewhere between database and browser.
const MIS_DECODED = '\uFFFD';

/** Spec §3: the server's tree unless it is empty or its first name shows a decoding fault. */
export function usableCategories(categories: Category[] | null | undefined): Category[] {
  if (!categories || categories.length === 0) return FALLBACK_CATEGORIES;
  if (categories[0]?.name.includes(MIS_DECODED)) return FALLBACK_CATEGORIES;
  return categories;
}

/** GET /api/categories: the category tree; any failure answers the fallback list instead (spec §7). */
export async function getCategories(): Promise<Category[]> {
  try {
    const { data } = await apiClient.get<Category[]>('/categories');
    return usableCategories(Array.isArray(data) ? data : null);
  } catch {
    return FALLBACK_CATEGORIES;
  }
}

export const categoriesQueryOptions = queryOptions({
  queryKey: referenceKeys.categories(),
  queryFn: getCategories,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

/** Name of a top-level or sub-category id, for filter chips and labels. */
export function findCategoryName(categories: Category[], id: number): string | null {
  for (const category of categories) {
    if (category.id === id) return category.name;
    const sub = category.subCategories.find((item) => item.id === id);
    if (sub) return sub.name;
  }
  return null;
}
