import type { Group, Page } from '@dongne/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TEXT } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';
import { useOnVisible } from '@/lib/use-on-visible.ts';
import { GroupGrid } from './group-grid.tsx';

export type GroupPagesQuery = UseInfiniteQueryResult<InfiniteData<Page<Group>>>;

/**
 * Cards of the loaded pages; the next page loads when a sentinel under the grid nears the viewport
 * (spec §2 Explore). A failed page keeps what is shown and offers to try that page again.
 */
export function InfiniteGroupGrid({ query, groups, highlight }: { query: GroupPagesQuery; groups: readonly Group[]; highlight?: string }) {
  const sentinelRef = useOnVisible<HTMLDivElement>(() => void query.fetchNextPage(), {
    enabled: query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
    watchKey: query.data,
  });
  return (
    <>
      <div aria-busy={query.isPlaceholderData} className={cx('transition-opacity', query.isPlaceholderData && 'opacity-50')}>
        <GroupGrid groups={groups} highlight={highlight} />
      </div>
      {query.isFetchingNextPage && (
        <p role="status" className="mt-6 flex items-center justify-center gap-2 text-sm text-gray-600">
          <Spinner size="sm" />
          {TEXT.loadingMore}
        </p>
      )}
      {query.isFetchNextPageError && (
        <div role="alert" className="mt-6 flex flex-col items-center gap-3 text-sm text-gray-700">
          {TEXT.groupsLoadFailed}
          <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()}>
            {TEXT.retryMore}
          </Button>
        </div>
      )}
      {!query.hasNextPage && (query.data?.pages.length ?? 0) > 1 && (
        <p className="mt-8 text-center text-sm text-gray-500">{TEXT.endOfList}</p>
      )}
      <div ref={sentinelRef} aria-hidden="true" className="h-px" />
    </>
  );
}
