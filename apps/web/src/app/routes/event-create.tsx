import { CreateEvent } from '@/features/events/components/create-event.tsx';

/** /events/create?groupId=, signed in; the group is picked in advance when the page opens from one. */
export function EventCreateRoute() {
  return <CreateEvent />;
}
