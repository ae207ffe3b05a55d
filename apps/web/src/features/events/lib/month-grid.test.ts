import { describe, expect, it } from 'vitest';
import { dayKey, monthWeeks, shiftMonth } from './month-grid.ts';

describe('month grid', () => {
  it('lays a month out in weeks from Sunday, blank before the first and after the last day', () => {
    // 2026-11-01 is a Sunday; November has 30 days, so the fifth week ends on Monday the 30th.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.map((cell) => cell.date && dayKey(cell.date))).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]?.map((cell) => cell.date && dayKey(cell.date))).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // 2027-02-01 is a Monday: one blank cell first; 28 days fill the fifth week to Sunday the 28th only.
    const february = monthWeeks('2027-02');
    expect(february[0]?.[0]?.date).toBeNull();
    expect(february[0]?.[1]?.key).toBe('2027-02-01');
    expect(february.flat().filter((cell) => cell.date)).toHaveLength(28);
    expect(new Set(february.flat().map((cell) => cell.key)).size).toBe(35);
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
