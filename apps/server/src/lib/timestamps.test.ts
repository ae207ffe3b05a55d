import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './timestamps.ts';

describe('isoTimestamp', () => {
  it.each([
    '2026-11-28 08:45:29.123456+00',
    '2026-11-28 08:45:29.999999+00',
    '2026-11-28 08:45:29.5+00',
    '2026-11-28 08:45:29.05+00',
    '2026-11-28 08:45:29+00',
    '1999-12-31 23:59:59.000001+00',
    '2026-11-28 17:45:29.123+09',
    '2026-11-28T08:45:29.123Z',
  ])('answers %s as new Date(…).toISOString() does', (text) => {
    expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
  });

  it('takes a Date', () => {
    const date = new Date('2026-01-02T03:04:05.678Z');
    expect(isoTimestamp(date)).toBe('2026-01-02T03:04:05.678Z');
  });
});
