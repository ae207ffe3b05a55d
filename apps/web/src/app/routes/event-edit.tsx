import { useParams } from 'react-router';
import { EditEvent } from '@/features/events/components/edit-event.tsx';

/** /events/:id/edit, signed in; the page itself sends anyone but the organizer or group owner back. */
export function EventEditRoute() {
  const { id } = useParams();
  return <EditEvent key={id} eventId={Number(id)} />;
}
