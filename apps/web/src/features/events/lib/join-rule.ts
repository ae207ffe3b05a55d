import type { Event } from '@dongne/contract';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';

export type JoinableEvent = Pick<
  Event,
  'canJoin' | 'isParticipating' | 'isWaitlisted' | 'eventDate' | 'participantCount' | 'maxParticipants'
>;

export type JoinOffer = { label: string; isWaitlist: boolean };

export function isFull(event: Pick<Event, 'participantCount' | 'maxParticipants'>): boolean {
  return event.participantCount >= event.maxParticipants;
}

/**
 * Spec §4: the join button shows only when `canJoin` is true, the user is not already in (or
 * waiting), and the start is still ahead. The server decides `canJoin`, but a page left open past
 * the start time would otherwise keep offering a join the server then refuses. A full event
 * still offers to join, worded as the waitlist it leads to.
 */
export function joinOfferOf(event: JoinableEvent, now: Date = new Date()): JoinOffer | null {
  if (!event.canJoin || event.isParticipating || event.isWaitlisted) return null;
  const start = Date.parse(event.eventDate);
  if (!Number.isFinite(start) || start <= now.getTime()) return null;
  return isFull(event) ? { label: EVENT_TEXT.joinWaitlist, isWaitlist: true } : { label: EVENT_TEXT.join, isWaitlist: false };
}

/** Whether the viewer may give up a seat or a waitlist place: not the organizer, and only before it starts. */
export function canLeave(
  event: Pick<Event, 'status' | 'isParticipating' | 'isWaitlisted' | 'organizer'>,
  viewerId: number | null,
): boolean {
  if (event.status !== 'SCHEDULED') return false;
  if (event.isWaitlisted) return true;
  return event.isParticipating && event.organizer.id !== viewerId;
}
