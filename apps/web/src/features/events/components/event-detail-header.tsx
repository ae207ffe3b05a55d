import type { Event } from '@dongne/contract';
import { CalendarClock, Crown, ExternalLink, MapPin, Repeat, UsersRound, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { groupPath } from '@/config/paths.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { safeLinkOf } from '@/features/events/lib/card-format.ts';
import { seriesSummaryOf } from '@/features/events/lib/repeat-rule.ts';
import { eventRangeParts } from '@/lib/dates.ts';
import { EventStatusBadge, OnlineBadge, ParticipationFlag, SeriesBadge } from './event-badges.tsx';
import { EventTags } from './event-tags.tsx';

function Fact({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <dt className="flex shrink-0 items-center gap-1.5 pt-px text-sm text-gray-600">
        <Icon className="size-4.5 text-gray-500" aria-hidden="true" />
        <span className="w-14">{label}</span>
      </dt>
      <dd className="min-w-0 text-[15px] break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** Each end of the range wraps as a whole, never between 오후 and its hour. */
function DateRange({ event }: { event: Event }) {
  const { from, to } = eventRangeParts(event.eventDate, event.endDate);
  return (
    <time dateTime={event.eventDate}>
      <span className="inline-block">{from}</span>
      {to && (
        <>
          {' '}
          <span className="inline-block">~ {to}</span>
        </>
      )}
    </time>
  );
}

function Place({ event }: { event: Event }) {
  const link = event.isOnline ? safeLinkOf(event.location) : null;
  if (!link) return <>{event.location}</>;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <span className="break-all">{event.location}</span>
      <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">({EVENT_TEXT.openLink})</span>
    </a>
  );
}

/** Everything the card shows, in full: status, group, title, the whole date range, a series' rule, place, seats, organizer and tags. */
export function EventDetailHeader({ event }: { event: Event }) {
  const seriesSummary = seriesSummaryOf(event);
  return (
    <header className="rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-7">
      <div className="flex flex-wrap items-center gap-1.5">
        <EventStatusBadge status={event.status} />
        {event.isOnline && <OnlineBadge />}
        {event.seriesId !== null && <SeriesBadge />}
        <ParticipationFlag event={event} />
      </div>
      <Link to={groupPath(event.group.id)} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
        <span className="sr-only">{EVENT_TEXT.groupLabel} </span>
        {event.group.name}
      </Link>
      <h1 className="mt-1 text-title font-bold break-keep text-gray-900 sm:text-[1.75rem]">{event.title}</h1>
      <dl className="mt-5 flex flex-col gap-3">
        <Fact icon={CalendarClock} label={EVENT_TEXT.dateLabel}>
          <DateRange event={event} />
        </Fact>
        {seriesSummary && (
          <Fact icon={Repeat} label={EVENT_TEXT.repeatLegend}>
            {seriesSummary}
          </Fact>
        )}
        <Fact icon={event.isOnline ? Video : MapPin} label={event.isOnline ? EVENT_TEXT.online : EVENT_TEXT.placeLabel}>
          <Place event={event} />
        </Fact>
        <Fact icon={UsersRound} label={EVENT_TEXT.participantsLabel}>
          <span className="font-semibold">{EVENT_TEXT.participantCount(event.participantCount, event.maxParticipants)}</span>
          {event.waitlistCount > 0 && <span className="text-amber-700"> · {EVENT_TEXT.waitlistCount(event.waitlistCount)}</span>}
        </Fact>
        <Fact icon={Crown} label={EVENT_TEXT.organizerLabel}>
          {event.organizer.nickname}
        </Fact>
      </dl>
      <EventTags tags={event.tags} limit={Number.POSITIVE_INFINITY} className="mt-5" />
    </header>
  );
}
