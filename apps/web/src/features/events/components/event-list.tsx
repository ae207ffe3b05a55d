import type { Event, Page } from '@dongne/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { flattenPages } from '@/lib/pages.ts';
import { EventCard } from './event-card.tsx';

export type EventPagesQuery = UseInfiniteQueryResult<InfiniteData<Page<Event>>>;

const GRID = 'grid gap-4 md:grid-cols-2';

function EventListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label={TEXT.loading} className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex h-72 flex-col gap-3 rounded-card border border-gray-100 bg-white p-5 shadow-card">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-auto h-9 w-full" />
        </div>
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
export function EventList({ query, empty, showGroup, headingLevel }: EventListProps) {
  if (query.isPending) return <EventListSkeleton />;
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
