import type { Event } from '@dongne/contract';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';

export type JoinableEvent = Pick<Event, 'canJoin' | 'canJoinWaitlist' | 'isParticipating' | 'isWaitlisted' | 'eventDate'>;

export type JoinOffer = { label: string; isWaitlist: boolean };

/**
 * Spec §4 and contract §8: 참가 신청 when the server says `canJoin` (a seat is free), 대기 신청 when
 * it says `canJoinWaitlist` (full: joining waits in line); nothing for someone already in (or
 * waiting) or once the start has passed. The server decides both, but a page left open past the
 * start time would otherwise keep offering a join the server then refuses.
 */
export function joinOfferOf(event: JoinableEvent, now: Date = new Date()): JoinOffer | null {
  if (event.isParticipating || event.isWaitlisted) return null;
  if (!event.canJoin && !event.canJoinWaitlist) return null;
  const start = Date.parse(event.eventDate);
  if (!Number.isFinite(start) || start <= now.getTime()) return null;
  return event.canJoin ? { label: EVENT_TEXT.join, isWaitlist: false } : { label: EVENT_TEXT.joinWaitlist, isWaitlist: true };
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

/**
 * Whether someone already in (or waiting for) one occurrence may still sign up for the rest of its
 * series: it is a series they have not joined, and this occurrence has not started.
 */
export function canJoinRestOfSeries(
  event: Pick<Event, 'seriesId' | 'seriesJoined' | 'status' | 'isParticipating' | 'isWaitlisted' | 'eventDate'>,
  now: Date = new Date(),
): boolean {
  if (event.seriesId === null || event.seriesJoined || event.status !== 'SCHEDULED') return false;
  if (!event.isParticipating && !event.isWaitlisted) return false;
  return Date.parse(event.eventDate) > now.getTime();
}
