import { describe, expect, it } from 'vitest';
import {
  formatCommentDateTime,
  formatDateTime,
  formatEventCardDate,
  formatEventRange,
  formatRelativeTime,
  inputValueToIso,
  parseInputValue,
  toInputValue,
} from './dates.ts';

// Local times (no offset), so the expectations hold in any time zone the tests run in.
const NOW = new Date(2026, 10, 10, 12, 0, 0);
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime (spec §9)', () => {
  it('says 방금 전 under one minute, and for a time slightly ahead of the clock', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('방금 전');
    expect(formatRelativeTime(ago(59), NOW)).toBe('방금 전');
    expect(formatRelativeTime(ago(-30), NOW)).toBe('방금 전');
  });

  it('counts minutes under an hour and hours under a day', () => {
    expect(formatRelativeTime(ago(60), NOW)).toBe('1분 전');
    expect(formatRelativeTime(ago(59 * 60 + 59), NOW)).toBe('59분 전');
    expect(formatRelativeTime(ago(3600), NOW)).toBe('1시간 전');
    expect(formatRelativeTime(ago(23 * 3600 + 3599), NOW)).toBe('23시간 전');
  });

  it('counts days under a week', () => {
    expect(formatRelativeTime(ago(24 * 3600), NOW)).toBe('1일 전');
    expect(formatRelativeTime(ago(7 * 24 * 3600 - 1), NOW)).toBe('6일 전');
  });

  it('gives the Korean date from seven days on', () => {
    expect(formatRelativeTime(new Date(2026, 10, 3, 12, 0, 0), NOW)).toBe('2026년 11월 3일');
    expect(formatRelativeTime(new Date(2025, 0, 15, 8, 0, 0), NOW)).toBe('2025년 1월 15일');
  });

  it('answers an empty string for a value that is not a date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});

describe('post and comment dates (spec §9)', () => {
  it('writes posts as yyyy.MM.dd HH:mm and comments as MM월 dd일 HH:mm', () => {
    const date = new Date(2026, 10, 3, 9, 5, 0);
    expect(formatDateTime(date)).toBe('2026.11.03 09:05');
    expect(formatCommentDateTime(date)).toBe('11월 03일 09:05');
    expect(formatDateTime('nope')).toBe('');
  });
});

// The suite runs in the machine's zone; the expectations are built from local wall times so they hold anywhere.
const local = (value: string) => new Date(value).toISOString();

describe('event dates', () => {
  it('formats a card date in Korean with weekday and 오전/오후', () => {
    expect(formatEventCardDate(local('2026-03-07T19:00:00'))).toBe('3월 7일 (토) 오후 7:00');
    expect(formatEventCardDate(local('2026-03-09T09:30:00'))).toBe('3월 9일 (월) 오전 9:30');
    expect(formatEventCardDate('not a date')).toBe('');
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
