import { describe, expect, it } from 'vitest';
import { buildEvent, hoursFromNow } from '@/features/events/testing/build-event.ts';
import { joinOfferOf } from './join-rule.ts';

describe('joinOfferOf (spec §4: canJoin, not participating, in the future)', () => {
  it('offers 참가 신청 for a joinable future event with free seats', () => {
    expect(joinOfferOf(buildEvent())).toEqual({ label: '참가 신청', isWaitlist: false });
  });

  it('words a full event as 대기 신청', () => {
    expect(joinOfferOf(buildEvent({ participantCount: 10, maxParticipants: 10 }))).toEqual({ label: '대기 신청', isWaitlist: true });
  });

  it('hides the button when the server says the viewer cannot join', () => {
    expect(joinOfferOf(buildEvent({ canJoin: false }))).toBeNull();
  });

  it('hides it for someone already participating or waiting, whatever canJoin says', () => {
    expect(joinOfferOf(buildEvent({ isParticipating: true }))).toBeNull();
    expect(joinOfferOf(buildEvent({ isWaitlisted: true, waitlistPosition: 2 }))).toBeNull();
  });

  it('hides it once the start has passed, even on a page left open with an old canJoin', () => {
    const event = buildEvent({ eventDate: '2026-05-02T10:00:00+09:00' });
    expect(joinOfferOf(event, new Date('2026-05-02T09:59:00+09:00'))).not.toBeNull();
    expect(joinOfferOf(event, new Date('2026-05-02T10:00:00+09:00'))).toBeNull();
    expect(joinOfferOf(buildEvent({ eventDate: hoursFromNow(-1) }))).toBeNull();
  });

  it('hides it when the start date cannot be read', () => {
    expect(joinOfferOf(buildEvent({ eventDate: 'soon' }))).toBeNull();
  });
});
