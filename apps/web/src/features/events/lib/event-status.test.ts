import { describe, expect, it } from 'vitest';
import { statusBadgeOf } from './event-status.ts';

describe('statusBadgeOf', () => {
  it('maps the four statuses to 예정 / 진행 중 / 종료 / 취소 (spec §4)', () => {
    expect(statusBadgeOf('SCHEDULED').label).toBe('예정');
    expect(statusBadgeOf('ONGOING').label).toBe('진행 중');
    expect(statusBadgeOf('COMPLETED').label).toBe('종료');
    expect(statusBadgeOf('CANCELLED').label).toBe('취소');
  });

  it('reads anything else as cancelled, as the spec says', () => {
    expect(statusBadgeOf('POSTPONED').label).toBe('취소');
    expect(statusBadgeOf('').label).toBe('취소');
  });

  it('gives each status its own colour', () => {
    const classes = ['SCHEDULED', 'ONGOING', 'COMPLETED', 'CANCELLED'].map((status) => statusBadgeOf(status).className);
    expect(new Set(classes).size).toBe(4);
  });
});
