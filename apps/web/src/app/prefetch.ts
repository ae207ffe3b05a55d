import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths.ts';
import { groupsInfiniteQueryOptions } from '@/features/groups/api/get-groups.ts';
import { locationsQueryOptions } from '@/lib/api/get-locations.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/**
 * Starts the group lists the first screen shows while its route chunk is still loading (issue
 * #16): the request leaves with the entry script instead of after the lazy route and its icons.
 * Same query options as the screens, so they find the answer (or the request in flight) in the
 * cache. Only for the address as typed: `/` (the district list: home's lists are asked for the
 * user's 동네, whose id that list resolves) and, for guests, `/explore` without filters (all
 * groups, newest first; members start from their 동네). Resolves when those have settled.
 */
export function prefetchFirstScreen(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): Promise<void> | null {
  const isAuthenticated = useAuthStore.getState().isAuthenticated;
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  if (pathname === paths.home) {
    return queryClient.prefetchQuery(locationsQueryOptions);
  }
  if (pathname === paths.explore && location.search === '' && !isAuthenticated) {
    return queryClient.prefetchInfiniteQuery(groupsInfiniteQueryOptions({}));
  }
  return null;
}
