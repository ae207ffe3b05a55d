import type { Event } from '@dongne/contract';
import { CalendarClock, ChevronRight, Crown, MapPin, MessageCircle, UsersRound, Video } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { eventPath, groupPath } from '@/config/paths.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { placeSummaryOf } from '@/features/events/lib/card-format.ts';
import { formatEventCardDate } from '@/lib/dates.ts';
import { EventStatusBadge, OnlineBadge, ParticipationFlag, SeriesBadge } from './event-badges.tsx';
import { EventTags } from './event-tags.tsx';
import { JoinEventButton } from './join-event-button.tsx';

function Fact({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <Icon className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <span className="sr-only">{label}</span>
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

type EventCardProps = { event: Event; headingLevel?: 'h2' | 'h3' | 'h4' /** Hidden inside a group's own tab. */; showGroup?: boolean };

/** One event in a list (spec §2 Events list): status, facts, tags, organizer, the viewer's place and actions. */
export function EventCard({ event, headingLevel: Heading = 'h3', showGroup = true }: EventCardProps) {
  const titleId = useId();
  const isOver = event.status === 'CANCELLED' || event.status === 'COMPLETED';
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <EventStatusBadge status={event.status} />
        {event.isOnline && <OnlineBadge />}
        {event.seriesId !== null && <SeriesBadge />}
        <span className="ml-auto">
          <ParticipationFlag event={event} />
        </span>
      </div>
      <div className="min-w-0">
        {showGroup && (
          // 24 px tall (padding on a 20 px line): a target of its own right above the title's link.
          <Link
            to={groupPath(event.group.id)}
            className="block truncate py-0.5 text-[13px] leading-5 font-semibold text-brand-700 hover:underline"
          >
            <span className="sr-only">{EVENT_TEXT.groupLabel} </span>
            {event.group.name}
          </Link>
        )}
        <Heading
          id={titleId}
          className={isOver ? 'mt-0.5 text-[17px] font-bold text-gray-500' : 'mt-0.5 text-[17px] font-bold text-gray-900'}
        >
          <Link to={eventPath(event.id)} className="line-clamp-2 break-keep hover:underline">
            {event.title}
          </Link>
        </Heading>
        {event.description && <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-gray-600">{event.description}</p>}
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-gray-700">
        <Fact icon={CalendarClock} label={EVENT_TEXT.dateLabel}>
          <time dateTime={event.eventDate}>{formatEventCardDate(event.eventDate)}</time>
        </Fact>
        <Fact icon={event.isOnline ? Video : MapPin} label={event.isOnline ? EVENT_TEXT.linkLabel : EVENT_TEXT.placeLabel}>
          {placeSummaryOf(event.location, event.isOnline)}
        </Fact>
        <Fact icon={UsersRound} label={EVENT_TEXT.participantsLabel}>
          <span className="font-semibold text-gray-900">{EVENT_TEXT.participantCount(event.participantCount, event.maxParticipants)}</span>
          {event.waitlistCount > 0 && <span className="text-amber-700"> · {EVENT_TEXT.waitlistCount(event.waitlistCount)}</span>}
        </Fact>
        <Fact icon={Crown} label={EVENT_TEXT.organizerLabel}>
          {event.organizer.nickname}
        </Fact>
      </ul>
      <EventTags tags={event.tags} />
      <div className="mt-auto flex items-center justify-end gap-2 border-t border-gray-100 pt-3">
        {event.commentCount > 0 && (
          // Questions under the event (contract §19): the count leads to them.
          <Link
            to={`${eventPath(event.id)}#comments`}
            className="mr-auto inline-flex items-center gap-1 text-[13px] font-semibold text-gray-600 hover:text-gray-900"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {EVENT_TEXT.commentCount(event.commentCount)}
          </Link>
        )}
        <JoinEventButton event={event} />
        <Link
          to={eventPath(event.id)}
          aria-label={EVENT_TEXT.detailsOf(event.title)}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'pr-2' })}
        >
          {EVENT_TEXT.details}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
