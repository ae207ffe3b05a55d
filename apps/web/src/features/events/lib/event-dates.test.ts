import { describe, expect, it } from 'vitest';
import { formatCardDate, formatEventRange, inputValueToIso, parseInputValue, toInputValue } from './event-dates.ts';

// The suite runs in the machine's zone; the expectations are built from local wall times so they hold anywhere.
const local = (value: string) => new Date(value).toISOString();

describe('event dates', () => {
  it('formats a card date in Korean with weekday and 오전/오후', () => {
    expect(formatCardDate(local('2026-03-07T19:00:00'))).toBe('3월 7일 (토) 오후 7:00');
    expect(formatCardDate(local('2026-03-09T09:30:00'))).toBe('3월 9일 (월) 오전 9:30');
    expect(formatCardDate('not a date')).toBe('');
  });

  it('shows only the end time on the same day, both dates past midnight, and the year when not this year', () => {
    const now = new Date('2026-01-10T12:00:00');
    expect(formatEventRange(local('2026-03-07T19:00:00'), local('2026-03-07T21:00:00'), now)).toBe('3월 7일 (토) 오후 7:00 ~ 오후 9:00');
    expect(formatEventRange(local('2026-03-07T22:00:00'), local('2026-03-08T01:00:00'), now)).toBe(
      '3월 7일 (토) 오후 10:00 ~ 3월 8일 (일) 오전 1:00',
    );
    expect(formatEventRange(local('2027-01-02T10:00:00'), local('2027-01-02T12:00:00'), now)).toBe(
      '2027년 1월 2일 (토) 오전 10:00 ~ 오후 12:00',
    );
  });

  it('round-trips a datetime-local value to an ISO string with an offset', () => {
    const iso = inputValueToIso('2026-03-07T19:00');
    expect(iso).toMatch(/^2026-03-07T19:00:00([+-]\d{2}:\d{2}|Z)$/);
    expect(toInputValue(iso)).toBe('2026-03-07T19:00');
    expect(parseInputValue('')).toBeNull();
    expect(() => inputValueToIso('')).toThrow(RangeError);
  });
});
