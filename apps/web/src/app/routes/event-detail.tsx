import type { Event } from '@dongne/contract';
import { useParams } from 'react-router';
import { EventPhotosSection } from '@/features/album/components/event-photos-section.tsx';
import { eventKeys } from '@/features/events/api/query-keys.ts';
import { EventDetail } from '@/features/events/components/event-detail.tsx';
import { CommentSection } from '@/features/posts/components/comment-section.tsx';

/** The event's questions and answers (contract §19), with its count on the event kept in step. */
function EventComments({ event }: { event: Event }) {
  return (
    <CommentSection
      target={{
        kind: 'event',
        id: event.id,
        groupId: event.groupId,
        authorId: event.organizer.id,
        onCountChange: (queryClient, delta) =>
          queryClient.setQueryData<Event>(eventKeys.detail(event.id), (current) =>
            current ? { ...current, commentCount: Math.max(0, current.commentCount + delta) } : current,
          ),
      }}
      count={event.commentCount}
    />
  );
}

/** /events/:id, signed in: what the viewer may do depends on their group and seat. */
export function EventDetailRoute() {
  const { id } = useParams();
  return (
    <EventDetail
      key={id}
      eventId={Number(id)}
      // Photos go to an event from its start on, by its group's members (contract §20).
      photos={(event) => event.viewerCan.addPhotos && <EventPhotosSection event={event} />}
      comments={(event) => <EventComments event={event} />}
    />
  );
}
