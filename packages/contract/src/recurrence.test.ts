import { describe, expect, it } from 'vitest';
import { describeRecurrence, formatRecurrence, parseRecurrence, RECURRENCE_MSG } from './recurrence.ts';

const parse = (text: string) => parseRecurrence(text);
const canonical = (text: string) => {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return formatRecurrence(parsed.value);
};

describe('parseRecurrence', () => {
  it('reads the weekly, monthly-by-date and monthly-by-position forms into one canonical text', () => {
    expect(canonical('FREQ=WEEKLY;BYDAY=TH,TU;COUNT=8')).toBe('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8');
    expect(canonical('RRULE:freq=monthly;byday=3sa;until=20271231')).toBe('FREQ=MONTHLY;BYDAY=3SA;UNTIL=20271231T145959Z');
    expect(canonical('FREQ=MONTHLY;BYMONTHDAY=31;INTERVAL=1;COUNT=6')).toBe('FREQ=MONTHLY;BYMONTHDAY=31;COUNT=6');
    expect(canonical('FREQ=MONTHLY;BYDAY=-1FR;INTERVAL=2;COUNT=4')).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR;COUNT=4');
  });

  it('reads a UTC UNTIL as the Seoul day it falls on', () => {
    const parsed = parse('FREQ=WEEKLY;UNTIL=20270131T150000Z');
    expect(parsed.ok && parsed.value.until).toBe('2027-02-01');
  });

  it.each([
    ['FREQ=DAILY;COUNT=3', RECURRENCE_MSG.freq],
    ['FREQ=WEEKLY', RECURRENCE_MSG.endRequired],
    ['FREQ=WEEKLY;COUNT=3;UNTIL=20270101', RECURRENCE_MSG.endRequired],
    ['FREQ=WEEKLY;COUNT=1', RECURRENCE_MSG.count],
    ['FREQ=WEEKLY;COUNT=400', RECURRENCE_MSG.count],
    ['FREQ=WEEKLY;BYDAY=2TU;COUNT=3', RECURRENCE_MSG.weekdays],
    ['FREQ=WEEKLY;BYDAY=TU,TU;COUNT=3', RECURRENCE_MSG.weekdays],
    ['FREQ=MONTHLY;BYDAY=SA;COUNT=3', RECURRENCE_MSG.monthly],
    ['FREQ=MONTHLY;BYDAY=1SA,3SA;COUNT=3', RECURRENCE_MSG.monthly],
    ['FREQ=MONTHLY;BYDAY=1SA;BYMONTHDAY=3;COUNT=3', RECURRENCE_MSG.monthly],
    ['FREQ=MONTHLY;BYMONTHDAY=32;COUNT=3', RECURRENCE_MSG.monthly],
    ['FREQ=WEEKLY;INTERVAL=0;COUNT=3', RECURRENCE_MSG.interval],
    ['FREQ=WEEKLY;UNTIL=20270230', RECURRENCE_MSG.until],
    ['FREQ=WEEKLY;BYHOUR=9;COUNT=3', RECURRENCE_MSG.invalid],
    ['FREQ=WEEKLY;;COUNT=3', RECURRENCE_MSG.invalid],
    ['FREQ=WEEKLY;COUNT=3;COUNT=4', RECURRENCE_MSG.invalid],
    ['', RECURRENCE_MSG.invalid],
  ])('refuses %s with a Korean message', (text, message) => {
    expect(parse(text)).toEqual({ ok: false, message });
  });
});

describe('describeRecurrence', () => {
  const tuesdayEvening = new Date('2026-12-01T19:30:00+09:00');
  const describe_ = (text: string, start = tuesdayEvening) => {
    const parsed = parse(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return describeRecurrence(parsed.value, start);
  };

  it('says the rule in one Korean line', () => {
    expect(describe_('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8')).toBe('매주 화, 목 오후 7:30 · 8회');
    expect(describe_('FREQ=MONTHLY;BYDAY=3SA;UNTIL=20270331', new Date('2026-12-19T10:00:00+09:00'))).toBe(
      '매월 셋째 토요일 오전 10:00 · 2027년 3월 31일까지',
    );
    expect(describe_('FREQ=WEEKLY;INTERVAL=2;COUNT=5')).toBe('격주 화 오후 7:30 · 5회');
    expect(describe_('FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3', new Date('2026-12-15T00:05:00+09:00'))).toBe('매월 15일 오전 12:05 · 3회');
  });
});
