import { useParams } from 'react-router';
import { EventDetail } from '@/features/events/components/event-detail.tsx';

/** /events/:id, signed in: what the viewer may do depends on their group and seat. */
export function EventDetailRoute() {
  const { id } = useParams();
  return <EventDetail key={id} eventId={Number(id)} />;
}
