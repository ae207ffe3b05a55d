import { EventsScreen } from '@/features/events/components/events-screen.tsx';

/** /events, signed in (the guard sits in the router): upcoming events and my events. */
export function EventsRoute() {
  return <EventsScreen />;
}
