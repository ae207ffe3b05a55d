import type { Event, Page } from '@dongne/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { cx } from '@/lib/cx.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { flattenPages } from '@/lib/pages.ts';
import { EventCard } from './event-card.tsx';

export type EventPagesQuery = UseInfiniteQueryResult<InfiniteData<Page<Event>>>;

const GRID = 'grid gap-4 md:grid-cols-2';
// The skeleton's four fact lines (date, place, seats, organizer), of varied length as text is.
const FACT_WIDTHS = ['w-2/3', 'w-1/2', 'w-2/5', 'w-1/3'] as const;

/**
 * EventCard's rows in grey at their heights (badge, group line, a title line, two description lines,
 * four facts, tags, the action bar), so a card arriving in a placeholder's place is about its size.
 */
function EventCardSkeleton({ showGroup }: { showGroup: boolean }) {
  return (
    <div className="flex h-full flex-col gap-3 rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-5">
      <Skeleton className="h-5 w-12 rounded-full" />
      <div>
        {showGroup && <Skeleton className="my-0.5 h-5 w-28" />}
        <Skeleton className="mt-1 h-6 w-3/4" />
        <Skeleton className="mt-1.5 h-11 w-full" />
      </div>
      <div className="flex flex-col gap-1.5">
        {FACT_WIDTHS.map((width) => (
          <Skeleton key={width} className={cx('h-5', width)} />
        ))}
      </div>
      <Skeleton className="h-6 w-32 rounded-md" />
      <div className="mt-auto flex justify-end gap-2 border-t border-gray-100 pt-3">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-20" />
      </div>
    </div>
  );
}

function EventListSkeleton({ count = 4, showGroup }: { count?: number; showGroup: boolean }) {
  return (
    <div role="status" aria-label={TEXT.loading} className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <EventCardSkeleton key={index} showGroup={showGroup} />
      ))}
    </div>
  );
}

/** A list that could not load says why (the server's words, else 이벤트를 불러오는데 실패했습니다) and retries. */
function EventLoadError({ error, onRetry, isRetrying }: { error: unknown; onRetry: () => void; isRetrying: boolean }) {
  return (
    <div role="alert" className="rounded-card border border-gray-100 bg-white shadow-card">
      <EmptyState
        as="h3"
        icon={CircleAlert}
        title={toErrorMessage(error, EVENT_MSG.loadFailed)}
        action={
          <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
            {EVENT_TEXT.retry}
          </Button>
        }
      />
    </div>
  );
}

type EventListProps = { query: EventPagesQuery; empty: ReactNode; showGroup?: boolean; headingLevel?: 'h2' | 'h3' };

/** Loaded pages as cards, with a 더 보기 button: a keyboard user reaches the footer without an endless list. */
export function EventList({ query, empty, showGroup = true, headingLevel }: EventListProps) {
  if (query.isPending) return <EventListSkeleton showGroup={showGroup} />;
  const events = flattenPages(query.data?.pages);
  if (query.isError && events.length === 0) {
    return <EventLoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isRefetching} />;
  }
  if (events.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-6">
      <ul className={GRID}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} showGroup={showGroup} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-danger-700">
          {toErrorMessage(query.error, EVENT_MSG.loadFailed)}
        </p>
      )}
      {query.hasNextPage && (
        <Button variant="outline" className="self-center" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchNextPageError ? EVENT_TEXT.retry : EVENT_TEXT.loadMore}
        </Button>
      )}
    </div>
  );
}
