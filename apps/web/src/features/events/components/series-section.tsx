import type { Event } from '@dongne/contract';
import { ChevronRight, Repeat } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { eventPath } from '@/config/paths.ts';
import { useSeriesUpcoming } from '@/features/events/api/get-series.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { seriesSummaryOf } from '@/features/events/lib/repeat-rule.ts';
import { cx } from '@/lib/cx.ts';
import { formatEventCardDate } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { EventStatusBadge } from './event-badges.tsx';

/**
 * 반복 일정 on an occurrence's page (contract §19): the rule in one line and the series' next
 * occurrences, each a link to its own page; this one is marked, and a cancelled one says 취소.
 */
export function SeriesSection({ event, className }: { event: Event; className?: string }) {
  const titleId = useId();
  const listId = useId();
  const query = useSeriesUpcoming(event.seriesId);
  if (event.seriesId === null) return null;
  const summary = seriesSummaryOf(event);
  const occurrences = query.data?.content ?? [];

  return (
    <section aria-labelledby={titleId} className={cx('rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-7', className)}>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Repeat className="size-5 text-brand-700" aria-hidden="true" />
        {EVENT_TEXT.seriesTitle}
      </h2>
      {summary && <p className="mt-2 text-[15px] font-semibold text-brand-800">{summary}</p>}
      {event.seriesJoined && <p className="mt-1 text-[13px] text-success-700">{EVENT_TEXT.seriesJoinedNote}</p>}
      <h3 id={listId} className="mt-5 text-sm font-semibold text-gray-700">
        {EVENT_TEXT.seriesUpcomingLabel}
      </h3>
      {query.isPending ? (
        <div role="status" aria-label={EVENT_TEXT.seriesUpcomingLabel} className="mt-2 flex flex-col gap-2">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-[15px] text-gray-700">
          {toErrorMessage(query.error, EVENT_TEXT.seriesLoadFailed)}
        </p>
      ) : occurrences.length === 0 ? (
        <p className="mt-2 text-[15px] text-gray-600">{EVENT_TEXT.seriesEmpty}</p>
      ) : (
        <ul aria-labelledby={listId} className="mt-2 divide-y divide-gray-100 rounded-field border border-gray-100">
          {occurrences.map((occurrence) => {
            const isThis = occurrence.id === event.id;
            const isCancelled = occurrence.status === 'CANCELLED';
            return (
              <li key={occurrence.id}>
                <Link
                  to={eventPath(occurrence.id)}
                  aria-current={isThis ? 'page' : undefined}
                  className={cx(
                    'flex min-h-12 items-center gap-2 px-3.5 py-2.5 text-[15px] hover:bg-gray-50',
                    isThis && 'bg-brand-50 hover:bg-brand-50',
                  )}
                >
                  <time
                    dateTime={occurrence.eventDate}
                    className={cx('min-w-0 flex-1', isCancelled ? 'text-gray-500 line-through' : 'font-medium text-gray-900')}
                  >
                    {formatEventCardDate(occurrence.eventDate)}
                  </time>
                  {isThis && <span className="shrink-0 text-[13px] font-semibold text-brand-700">{EVENT_TEXT.seriesThis}</span>}
                  {isCancelled && <EventStatusBadge status={occurrence.status} />}
                  <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
