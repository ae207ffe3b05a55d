import { describe, expect, it } from 'vitest';
import { buildEvent, hoursFromNow } from '@/features/events/testing/build-event.ts';
import { canJoinRestOfSeries, joinOfferOf } from './join-rule.ts';

describe('joinOfferOf (spec §4, contract §8: canJoin / canJoinWaitlist, not participating, in the future)', () => {
  it('offers 참가 신청 for a joinable future event with free seats', () => {
    expect(joinOfferOf(buildEvent())).toEqual({ label: '참가 신청', isWaitlist: false });
  });

  it('words a full event (canJoin false, canJoinWaitlist true) as 대기 신청', () => {
    const full = buildEvent({ participantCount: 10, maxParticipants: 10, canJoin: false, canJoinWaitlist: true });
    expect(joinOfferOf(full)).toEqual({ label: '대기 신청', isWaitlist: true });
  });

  it('follows the server, not its own count: a seat the server still offers is 참가 신청', () => {
    expect(joinOfferOf(buildEvent({ participantCount: 10, maxParticipants: 10, canJoin: true }))).toEqual({
      label: '참가 신청',
      isWaitlist: false,
    });
  });

  it('hides the button when the server says the viewer can join neither the event nor its waitlist', () => {
    expect(joinOfferOf(buildEvent({ canJoin: false }))).toBeNull();
    expect(joinOfferOf(buildEvent({ canJoin: false, canJoinWaitlist: false, participantCount: 10, maxParticipants: 10 }))).toBeNull();
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

describe('canJoinRestOfSeries', () => {
  const occurrence = { seriesId: 4, recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4', isParticipating: true, canJoin: false };

  it('offers the rest of a series to someone in this occurrence only', () => {
    expect(canJoinRestOfSeries(buildEvent(occurrence))).toBe(true);
    expect(canJoinRestOfSeries(buildEvent({ ...occurrence, isParticipating: false, isWaitlisted: true }))).toBe(true);
  });

  it('not once they joined the series, nor for a lone event, a cancelled one or one not joined at all', () => {
    expect(canJoinRestOfSeries(buildEvent({ ...occurrence, seriesJoined: true }))).toBe(false);
    expect(canJoinRestOfSeries(buildEvent({ isParticipating: true }))).toBe(false);
    expect(canJoinRestOfSeries(buildEvent({ ...occurrence, status: 'CANCELLED' }))).toBe(false);
    expect(canJoinRestOfSeries(buildEvent({ ...occurrence, isParticipating: false }))).toBe(false);
    expect(canJoinRestOfSeries(buildEvent({ ...occurrence, eventDate: hoursFromNow(-1) }))).toBe(false);
  });
});
