import type { Event, EventParticipant } from '@dongne/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { profilePath } from '@/config/paths.ts';
import { useParticipants } from '@/features/events/api/get-participants.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { flattenPages } from '@/lib/pages.ts';

function Row({ person, viewerId }: { person: EventParticipant; viewerId: number | null }) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      {person.waitlistPosition !== null && (
        <span className="w-6 shrink-0 text-center text-sm font-bold text-amber-700">
          <span className="sr-only">{EVENT_TEXT.waitlisted(person.waitlistPosition)}</span>
          <span aria-hidden="true">{person.waitlistPosition}</span>
        </span>
      )}
      <Avatar src={person.profileImage} className="size-10" />
      <Link to={profilePath(person.id)} className="min-w-0 truncate text-[15px] font-medium text-gray-900 hover:underline">
        {person.nickname}
      </Link>
      {person.isOrganizer && (
        <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
          {EVENT_TEXT.organizerBadge}
        </span>
      )}
      {person.id === viewerId && <span className="shrink-0 text-xs font-semibold text-gray-500">{EVENT_TEXT.me}</span>}
    </li>
  );
}

type ParticipantListProps = {
  event: Pick<Event, 'id' | 'participantCount' | 'maxParticipants' | 'waitlistCount'>;
  viewerId: number | null;
};

/** Who is in and who waits, in the server's order: participants, then the waitlist by position. */
export function ParticipantList({ event, viewerId }: ParticipantListProps) {
  const query = useParticipants(event.id);
  const headingId = useId();
  const people = flattenPages(query.data?.pages);
  const seated = people.filter((person) => person.status === 'PARTICIPATING');
  const waiting = people.filter((person) => person.status === 'WAITLISTED');

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-gray-900">
        {EVENT_TEXT.participantsTitle(event.participantCount, event.maxParticipants)}
      </h2>
      {query.isPending ? (
        <div role="status" aria-label={TEXT.loading} className="mt-3 flex flex-col gap-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-10 w-full" />
          ))}
        </div>
      ) : query.isError && people.length === 0 ? (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {toErrorMessage(query.error, EVENT_TEXT.participantsLoadFailed)}
        </p>
      ) : (
        <>
          {seated.length === 0 ? (
            <p className="mt-3 text-sm text-gray-600">{EVENT_TEXT.noParticipants}</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100">
              {seated.map((person) => (
                <Row key={person.id} person={person} viewerId={viewerId} />
              ))}
            </ul>
          )}
          {(waiting.length > 0 || event.waitlistCount > 0) && (
            <>
              <h3 className="mt-5 text-base font-bold text-gray-900">{EVENT_TEXT.waitlistTitle(event.waitlistCount)}</h3>
              <ol className="mt-1 divide-y divide-gray-100">
                {waiting.map((person) => (
                  <Row key={person.id} person={person} viewerId={viewerId} />
                ))}
              </ol>
            </>
          )}
          {query.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              isLoading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {EVENT_TEXT.moreParticipants}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
