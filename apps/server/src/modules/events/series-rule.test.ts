import { RECURRENCE_MSG, seoulDate } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { endingOn, lastDateBefore, occurrencesOf, occurrencesToMake, planSeries, SERIES_AHEAD_MS } from './series-rule.ts';

const seoul = (local: string) => new Date(`${local}+09:00`);
const local = (dates: Date[]) => dates.map((date) => new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 16));

describe('occurrencesOf', () => {
  it('starts 매주 화·목 on the first matching day after a Monday start and crosses the month and the year', () => {
    const starts = occurrencesOf('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=5', seoul('2026-12-28T19:30:00'));
    expect(local(starts)).toEqual(['2026-12-29T19:30', '2026-12-31T19:30', '2027-01-05T19:30', '2027-01-07T19:30', '2027-01-12T19:30']);
  });

  it('gives 매월 셋째 토요일 (3SA) and the last Friday (-1FR) of each month', () => {
    expect(local(occurrencesOf('FREQ=MONTHLY;BYDAY=3SA;COUNT=4', seoul('2027-01-01T10:00:00')))).toEqual([
      '2027-01-16T10:00',
      '2027-02-20T10:00',
      '2027-03-20T10:00',
      '2027-04-17T10:00',
    ]);
    expect(local(occurrencesOf('FREQ=MONTHLY;BYDAY=-1FR;COUNT=2', seoul('2027-01-01T20:00:00')))).toEqual([
      '2027-01-29T20:00',
      '2027-02-26T20:00',
    ]);
  });

  it('skips months without the 31st instead of moving the meeting', () => {
    expect(local(occurrencesOf('FREQ=MONTHLY;BYMONTHDAY=31;COUNT=3', seoul('2027-01-31T19:00:00')))).toEqual([
      '2027-01-31T19:00',
      '2027-03-31T19:00',
      '2027-05-31T19:00',
    ]);
  });

  it('reads UNTIL as the last Seoul day, inclusive', () => {
    const starts = occurrencesOf('FREQ=WEEKLY;BYDAY=SU;UNTIL=20270117T145959Z', seoul('2027-01-03T23:30:00'));
    expect(local(starts)).toEqual(['2027-01-03T23:30', '2027-01-10T23:30', '2027-01-17T23:30']);
  });
});

describe('planSeries', () => {
  it('refuses a rule that ends more than a year after its first meeting, or meets only once', () => {
    expect(() => planSeries('FREQ=WEEKLY;COUNT=60', seoul('2027-01-04T19:00:00'))).toThrow(RECURRENCE_MSG.tooLong);
    expect(() => planSeries('FREQ=WEEKLY;UNTIL=20270106T145959Z', seoul('2027-01-04T19:00:00'))).toThrow(RECURRENCE_MSG.tooFew);
    expect(() => planSeries('FREQ=WEEKLY;UNTIL=20270101T145959Z', seoul('2027-01-04T19:00:00'))).toThrow(RECURRENCE_MSG.noOccurrence);
    expect(planSeries('FREQ=WEEKLY;COUNT=52', seoul('2027-01-04T19:00:00'))).toHaveLength(52);
  });
});

describe('occurrencesToMake', () => {
  const rule = { recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=30', dtstart: seoul('2027-01-05T19:30:00') };

  it('makes every start within 8 weeks, and stops there', () => {
    const now = seoul('2027-01-01T12:00:00');
    const plan = occurrencesToMake({ ...rule, generatedUntil: null }, now);
    expect(plan.starts.length).toBe(16);
    expect(plan.starts.every((start) => start.getTime() <= now.getTime() + SERIES_AHEAD_MS)).toBe(true);
    expect(plan.finished).toBe(false);
    // Due again when the next start comes within the window.
    const next = occurrencesOf(rule.recurrence, rule.dtstart)[16] as Date;
    expect(plan.dueAt.getTime()).toBe(next.getTime() - SERIES_AHEAD_MS);
  });

  it('makes at least the next 3 of a monthly rule, and is due again before fewer than 3 lie ahead', () => {
    const monthly = { recurrence: 'FREQ=MONTHLY;BYDAY=3SA;COUNT=6', dtstart: seoul('2027-01-16T10:00:00') };
    const now = seoul('2027-01-10T12:00:00');
    const plan = occurrencesToMake({ ...monthly, generatedUntil: null }, now);
    expect(local(plan.starts)).toEqual(['2027-01-16T10:00', '2027-02-20T10:00', '2027-03-20T10:00']);
    expect(local([plan.dueAt])).toEqual(['2027-01-16T10:00']);
  });

  it('makes nothing twice or in the past, and finishes with the rule', () => {
    const made = seoul('2027-01-07T19:30:00');
    const now = seoul('2027-06-01T12:00:00');
    const plan = occurrencesToMake({ ...rule, generatedUntil: made }, now);
    expect(plan.starts).toEqual([]);
    expect(plan.finished).toBe(true);
  });
});

describe('cutting a rule', () => {
  it('ends it on a Seoul day, dropping COUNT, and finds the last day before a meeting', () => {
    const dtstart = seoul('2027-01-05T19:30:00');
    expect(endingOn('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8', '2027-01-13')).toBe('FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270113T145959Z');
    expect(lastDateBefore('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8', dtstart, seoul('2027-01-12T19:30:00'))).toBe('2027-01-07');
    expect(lastDateBefore('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8', dtstart, dtstart)).toBeNull();
    expect(seoulDate(seoul('2027-01-01T00:10:00'))).toBe('2027-01-01');
  });
});
