import type { Event } from '@dongne/contract';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { ReportMenu } from '@/components/ui/report-menu.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { SAFETY_TEXT } from '@/config/safety-messages.ts';
import { useEvent } from '@/features/events/api/get-event.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { viewerNoteOf } from '@/features/events/lib/viewer-note.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { AttendanceSection } from './attendance-section.tsx';
import { DatePollLink } from './date-poll-link.tsx';
import { EventDetailHeader } from './event-detail-header.tsx';
import { EventNotFound } from './event-not-found.tsx';
import { ManageActions } from './manage-actions.tsx';
import { ParticipantList } from './participant-list.tsx';
import { ParticipationActions } from './participation-actions.tsx';
import { SeriesSection } from './series-section.tsx';
import { ShareActions } from './share-actions.tsx';
import { ViewerNoteBox } from './viewer-note-box.tsx';

const PAGE = 'mx-auto w-full max-w-5xl px-5 pt-6 pb-16 sm:px-6 sm:pt-8';

function DetailSkeleton() {
  return (
    <div role="status" aria-label={TEXT.loading} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Skeleton className="h-80 rounded-card" />
      <Skeleton className="h-56 rounded-card" />
    </div>
  );
}

/** The page's photo section, when it gives one for this event (no empty grid cell otherwise). */
function PhotosSlot({ event, photos }: { event: Event; photos?: (event: Event) => ReactNode }) {
  const section = photos?.(event);
  return section ? <div className="lg:col-start-1">{section}</div> : null;
}

/**
 * /events/:id: the card's facts in full, where the viewer stands, what they can do, who comes, and
 * (given by the page, which composes features) its photos and the questions and answers under it.
 */
export function EventDetail({
  eventId,
  photos,
  comments,
}: {
  eventId: number;
  photos?: (event: Event) => ReactNode;
  comments?: (event: Event) => ReactNode;
}) {
  const viewerId = useAuthStore((store) => store.user?.id ?? null);
  const query = useEvent(eventId);

  if (!Number.isInteger(eventId) || eventId <= 0 || errorStatusOf(query.error) === 404) return <EventNotFound />;
  const event = query.data;
  const note = event ? viewerNoteOf(event, viewerId) : null;

  return (
    <div className={PAGE}>
      <PageTitle title={event?.title ?? EVENT_TEXT.listTitle} />
      <Link to={paths.events} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-gray-600 hover:text-gray-900">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {EVENT_TEXT.backToList}
      </Link>
      {query.isPending ? (
        <DetailSkeleton />
      ) : !event ? (
        <div role="alert" className="rounded-card border border-gray-100 bg-white shadow-card">
          <EmptyState
            as="h1"
            icon={CircleAlert}
            title={toErrorMessage(query.error, EVENT_MSG.loadFailed)}
            action={
              <Button variant="outline" onClick={() => void query.refetch()} isLoading={query.isRefetching}>
                {EVENT_TEXT.reload}
              </Button>
            }
          />
        </div>
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <EventDetailHeader event={event} />
          <aside
            aria-label={EVENT_TEXT.actionsLabel}
            className="flex flex-col gap-4 rounded-card border border-gray-100 bg-white p-5 shadow-card lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1"
          >
            {note && <ViewerNoteBox note={note} />}
            <DatePollLink event={event} />
            <ParticipationActions event={event} viewerId={viewerId} />
            <ShareActions eventId={event.id} />
            <ReportMenu
              target={{ targetType: 'EVENT', targetId: event.id }}
              ownerId={event.organizer.id}
              label={SAFETY_TEXT.eventMenu}
              trigger="outline"
              triggerClassName="self-end"
            />
            <ManageActions event={event} />
          </aside>
          {/* After the actions, so on a phone joining stays near the top; the header already says the rule. */}
          <SeriesSection event={event} className="lg:col-start-1" />
          {event.description && (
            <section className="rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-7 lg:col-start-1">
              <h2 className="text-lg font-bold text-gray-900">{EVENT_TEXT.descriptionTitle}</h2>
              <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line break-words text-gray-700">{event.description}</p>
            </section>
          )}
          <AttendanceSection event={event} className="lg:col-start-1" />
          <div className="lg:col-start-1">
            <ParticipantList event={event} viewerId={viewerId} />
          </div>
          <PhotosSlot event={event} photos={photos} />
          {comments && <div className="rounded-card border border-gray-100 bg-white p-5 shadow-card lg:col-start-1">{comments(event)}</div>}
        </div>
      )}
    </div>
  );
}
