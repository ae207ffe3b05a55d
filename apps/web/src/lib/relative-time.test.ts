import { describe, expect, it } from 'vitest';
import { formatCommentDateTime, formatPostDateTime, formatRelativeTime } from './relative-time.ts';

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
    expect(formatPostDateTime(date)).toBe('2026.11.03 09:05');
    expect(formatCommentDateTime(date)).toBe('11월 03일 09:05');
    expect(formatPostDateTime('nope')).toBe('');
  });
});
