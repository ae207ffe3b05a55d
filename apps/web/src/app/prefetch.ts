import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths.ts';
import { groupsInfiniteQueryOptions, popularGroupsQueryOptions } from '@/features/groups/api/get-groups.ts';
import { recommendedGroupsQueryOptions } from '@/features/groups/api/get-recommended-groups.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/**
 * Starts the group lists the first screen shows while its route chunk is still loading (issue
 * #16): the request leaves with the entry script instead of after the lazy route and its icons.
 * Same query options as the screens, so they find the answer (or the request in flight) in the
 * cache. Only for the address as typed: `/` (popular, and recommended when signed in) and
 * `/explore` without filters (all groups, newest first). Resolves when those lists have settled.
 */
export function prefetchFirstScreen(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): Promise<void> | null {
  const isAuthenticated = useAuthStore.getState().isAuthenticated;
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  if (pathname === paths.home) {
    return Promise.all([
      queryClient.prefetchQuery(popularGroupsQueryOptions),
      isAuthenticated ? queryClient.prefetchQuery(recommendedGroupsQueryOptions) : undefined,
    ]).then(() => undefined);
  }
  if (pathname === paths.explore && location.search === '') {
    return queryClient.prefetchInfiniteQuery(groupsInfiniteQueryOptions({}));
  }
  return null;
}
