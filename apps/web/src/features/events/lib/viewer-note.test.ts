import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/features/events/testing/build-event.ts';
import { canLeave } from './join-rule.ts';
import { viewerNoteOf } from './viewer-note.ts';

describe('viewerNoteOf', () => {
  it('tells a waiting member their place in the waitlist', () => {
    expect(viewerNoteOf(buildEvent({ isWaitlisted: true, waitlistPosition: 1, canJoin: false }), 5)?.title).toBe('대기 1번이에요');
  });

  it('says a cancelled or finished event is over before anything about seats', () => {
    expect(viewerNoteOf(buildEvent({ status: 'CANCELLED', isParticipating: true }), 5)?.title).toBe('취소된 이벤트예요');
    expect(viewerNoteOf(buildEvent({ status: 'COMPLETED', isWaitlisted: true }), 5)?.title).toBe('종료된 이벤트예요');
  });

  it('reminds the organizer they cannot leave, and confirms a seat to a participant', () => {
    expect(viewerNoteOf(buildEvent({ isParticipating: true, organizer: { id: 5, nickname: '나', profileImage: null } }), 5)?.title).toBe(
      '내가 주최하는 이벤트예요',
    );
    expect(viewerNoteOf(buildEvent({ isParticipating: true, canJoin: false }), 5)?.title).toBe('참가 신청이 완료된 이벤트예요');
  });

  it('says nothing to a member who can simply join, or join the waitlist of a full event', () => {
    expect(viewerNoteOf(buildEvent(), 5)).toBeNull();
    expect(viewerNoteOf(buildEvent({ canJoin: false, canJoinWaitlist: true, participantCount: 10, maxParticipants: 10 }), 5)).toBeNull();
  });

  it('explains why a scheduled event offers neither a seat nor the waitlist', () => {
    expect(viewerNoteOf(buildEvent({ canJoin: false, canJoinWaitlist: false }), 5)?.tone).toBe('muted');
  });
});

describe('canLeave', () => {
  const organizer = { id: 5, nickname: '주최자', profileImage: null };
  it('lets a participant or a waiting member leave a scheduled event, never the organizer', () => {
    expect(canLeave(buildEvent({ isParticipating: true }), 9)).toBe(true);
    expect(canLeave(buildEvent({ isWaitlisted: true }), 9)).toBe(true);
    expect(canLeave(buildEvent({ isParticipating: true, organizer }), 5)).toBe(false);
    expect(canLeave(buildEvent({ isParticipating: true, status: 'ONGOING' }), 9)).toBe(false);
    expect(canLeave(buildEvent(), 9)).toBe(false);
  });
});
