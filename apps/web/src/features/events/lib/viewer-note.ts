import type { Event } from '@dongne/contract';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';

export type ViewerNote = { tone: 'info' | 'success' | 'waiting' | 'muted'; title: string; body?: string };

type NoteEvent = Pick<
  Event,
  'status' | 'isParticipating' | 'isWaitlisted' | 'waitlistPosition' | 'canJoin' | 'canJoinWaitlist' | 'organizer'
>;

/**
 * The one sentence that tells the viewer where they stand, most important first: an event that
 * is off or over says so before anything about seats; then the waitlist place, the organizer's
 * duty, a confirmed seat; and a scheduled event they cannot join explains why.
 */
export function viewerNoteOf(event: NoteEvent, viewerId: number | null): ViewerNote | null {
  if (event.status === 'CANCELLED') return { tone: 'muted', title: EVENT_TEXT.cancelledTitle };
  if (event.status === 'COMPLETED') return { tone: 'muted', title: EVENT_TEXT.completedTitle };
  if (event.isWaitlisted) {
    return { tone: 'waiting', title: EVENT_TEXT.waitlistPositionTitle(event.waitlistPosition ?? 1), body: EVENT_TEXT.waitlistPositionBody };
  }
  if (viewerId !== null && event.organizer.id === viewerId)
    return { tone: 'success', title: EVENT_TEXT.organizerTitle, body: EVENT_TEXT.organizerBody };
  if (event.isParticipating) return { tone: 'success', title: EVENT_TEXT.participatingTitle, body: EVENT_TEXT.participatingBody };
  if (event.status === 'ONGOING') return { tone: 'info', title: EVENT_TEXT.ongoingTitle };
  if (!event.canJoin && !event.canJoinWaitlist)
    return { tone: 'muted', title: EVENT_TEXT.cannotJoinTitle, body: EVENT_TEXT.cannotJoinBody };
  return null;
}
