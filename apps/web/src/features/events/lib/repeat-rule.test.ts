import { RECURRENCE_MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/features/events/testing/build-event.ts';
import {
  monthPositionOf,
  NO_REPEAT,
  type RepeatForm,
  recurrenceTextOf,
  repeatProblem,
  repeatSummaryOf,
  seriesSummaryOf,
  toggleWeekday,
  weekdaysOf,
} from './repeat-rule.ts';

// A Tuesday, the first of its month's Tuesdays, 7:30 in the evening in Seoul.
const TUESDAY = new Date('2030-12-03T19:30:00+09:00');
const weekly = (patch: Partial<RepeatForm> = {}): RepeatForm => ({ ...NO_REPEAT, freq: 'WEEKLY', count: 8, ...patch });
const monthly = (patch: Partial<RepeatForm> = {}): RepeatForm => ({ ...NO_REPEAT, freq: 'MONTHLY', ...patch });

describe('weekly rules', () => {
  it('repeats on the start’s weekday until another is pressed', () => {
    expect(weekdaysOf(weekly(), TUESDAY)).toEqual(['TU']);
    expect(recurrenceTextOf(weekly(), TUESDAY)).toBe('FREQ=WEEKLY;BYDAY=TU;COUNT=8');
  });

  it('adds and removes pressed weekdays, kept in 월…일 order', () => {
    const days = toggleWeekday(weekdaysOf(weekly(), TUESDAY), 'TH');
    expect(days).toEqual(['TU', 'TH']);
    expect(toggleWeekday(['TH'], 'MO')).toEqual(['MO', 'TH']);
    expect(toggleWeekday(days, 'TU')).toEqual(['TH']);
    expect(recurrenceTextOf(weekly({ weekdays: days }), TUESDAY)).toBe('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8');
    expect(repeatSummaryOf(weekly({ weekdays: days }), TUESDAY)).toBe('매주 화, 목 오후 7:30 · 8회');
  });

  it('reads the weekday on Seoul’s calendar whatever the browser’s zone', () => {
    // 16:00 UTC on Monday is already 01:00 on Tuesday in Seoul.
    expect(weekdaysOf(weekly(), new Date('2030-12-02T16:00:00Z'))).toEqual(['TU']);
  });

  it('refuses a week with every weekday unpressed', () => {
    expect(repeatProblem(weekly({ weekdays: [] }), TUESDAY)).toBe(RECURRENCE_MSG.weekdays);
    expect(repeatSummaryOf(weekly({ weekdays: [] }), TUESDAY)).toBeNull();
  });
});

describe('monthly rules', () => {
  it('repeats on the start’s date', () => {
    expect(recurrenceTextOf(monthly({ monthlyBy: 'DATE' }), TUESDAY)).toBe('FREQ=MONTHLY;BYMONTHDAY=3;COUNT=4');
    expect(repeatSummaryOf(monthly({ monthlyBy: 'DATE' }), TUESDAY)).toBe('매월 3일 오후 7:30 · 4회');
  });

  it('repeats on the start’s weekday in the week it falls in, or the week chosen', () => {
    expect(recurrenceTextOf(monthly({ monthlyBy: 'WEEKDAY' }), TUESDAY)).toBe('FREQ=MONTHLY;BYDAY=1TU;COUNT=4');
    expect(repeatSummaryOf(monthly({ monthlyBy: 'WEEKDAY' }), TUESDAY)).toBe('매월 첫째 화요일 오후 7:30 · 4회');
    expect(recurrenceTextOf(monthly({ monthlyBy: 'WEEKDAY', position: 3 }), TUESDAY)).toBe('FREQ=MONTHLY;BYDAY=3TU;COUNT=4');
    expect(repeatSummaryOf(monthly({ monthlyBy: 'WEEKDAY', position: -1 }), TUESDAY)).toBe('매월 마지막 화요일 오후 7:30 · 4회');
  });

  it('takes a day past the 28th as the month’s last, since not every month has a fifth', () => {
    expect(monthPositionOf(new Date('2030-12-31T19:30:00+09:00'))).toBe(-1);
    expect(monthPositionOf(new Date('2030-12-28T19:30:00+09:00'))).toBe(4);
  });
});

describe('the end', () => {
  it('ends after a count between 2 and 366', () => {
    expect(repeatProblem(weekly({ count: 2 }), TUESDAY)).toBeNull();
    expect(repeatProblem(weekly({ count: 1 }), TUESDAY)).toBe(RECURRENCE_MSG.count);
    expect(repeatProblem(weekly({ count: 367 }), TUESDAY)).toBe(RECURRENCE_MSG.count);
    expect(repeatProblem(weekly({ count: Number.NaN }), TUESDAY)).toBe(RECURRENCE_MSG.count);
  });

  it('ends on a date, written as the last second of that Seoul day', () => {
    const until = weekly({ end: 'UNTIL', until: '2031-03-31' });
    expect(recurrenceTextOf(until, TUESDAY)).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20310331T145959Z');
    expect(repeatSummaryOf(until, TUESDAY)).toBe('매주 화 오후 7:30 · 2031년 3월 31일까지');
  });

  it('asks for an end date after the start’s day', () => {
    expect(repeatProblem(weekly({ end: 'UNTIL', until: '' }), TUESDAY)).toBe(RECURRENCE_MSG.endRequired);
    expect(repeatProblem(weekly({ end: 'UNTIL', until: '2030-12-03' }), TUESDAY)).toBe(RECURRENCE_MSG.tooFew);
    expect(repeatProblem(weekly({ end: 'UNTIL', until: '2030-12-04' }), TUESDAY)).toBeNull();
  });
});

describe('no repeat and existing series', () => {
  it('sends nothing for 반복 안 함 and sees no problem in it', () => {
    expect(recurrenceTextOf(NO_REPEAT, TUESDAY)).toBeNull();
    expect(repeatProblem({ ...NO_REPEAT, count: Number.NaN }, TUESDAY)).toBeNull();
  });

  it('describes an occurrence’s series at its own time of day', () => {
    const event = buildEvent({ recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8', seriesId: 3, eventDate: '2030-12-05T10:30:00.000Z' });
    expect(seriesSummaryOf(event)).toBe('매주 화, 목 오후 7:30 · 8회');
    expect(seriesSummaryOf(buildEvent())).toBeNull();
  });
});
