import {
  describeRecurrence,
  type Event,
  formatRecurrence,
  parseRecurrence,
  RECURRENCE_COUNT_MAX,
  RECURRENCE_COUNT_MIN,
  RECURRENCE_MSG,
  type Recurrence,
  seoulDate,
  seoulWeekday,
  WEEKDAYS,
  type Weekday,
} from '@dongne/contract';

// The 반복 section's choices and the RRULE they make. Days are read on Seoul's calendar, as the
// server expands the rule there (contract §19), whatever zone the browser is in.

export const REPEAT_FREQS = ['NONE', 'WEEKLY', 'MONTHLY'] as const;
export type RepeatFreq = (typeof REPEAT_FREQS)[number];
export type MonthlyBy = 'DATE' | 'WEEKDAY';
export type RepeatEnd = 'COUNT' | 'UNTIL';
/** 첫째…넷째 and -1 for 마지막: a fifth week is missing from most months, so it is not offered. */
export const MONTH_POSITIONS = [1, 2, 3, 4, -1] as const;

export type RepeatForm = {
  freq: RepeatFreq;
  /** Chosen weekdays; null until one is toggled, meaning the start's own weekday. */
  weekdays: Weekday[] | null;
  monthlyBy: MonthlyBy;
  /** The week of the month; null until chosen, meaning the week the start falls in. */
  position: number | null;
  end: RepeatEnd;
  /** NaN while the number box is empty (react-hook-form's valueAsNumber). */
  count: number;
  /** A date input's value, `YYYY-MM-DD`, or ''. */
  until: string;
};

const DEFAULT_COUNT = 4;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

export const NO_REPEAT: RepeatForm = {
  freq: 'NONE',
  weekdays: null,
  monthlyBy: 'DATE',
  position: null,
  end: 'COUNT',
  count: DEFAULT_COUNT,
  until: '',
};

/** The day of the month (1–31) an instant falls on in Seoul. */
export function seoulDayOfMonth(date: Date): number {
  return new Date(date.getTime() + SEOUL_OFFSET_MS).getUTCDate();
}

/** Which week of its month a day is: 1–4, or -1 (마지막) for the 29th and later, where a fifth would not exist every month. */
export function monthPositionOf(date: Date): number {
  const week = Math.ceil(seoulDayOfMonth(date) / 7);
  return week > 4 ? -1 : week;
}

/** The weekdays the 매주 toggles show pressed: the chosen ones, else the start's. */
export function weekdaysOf(repeat: RepeatForm, start: Date | null): Weekday[] {
  if (repeat.weekdays) return repeat.weekdays;
  return start ? [seoulWeekday(start)] : [];
}

/** The weekdays after pressing one, kept in 월…일 order. */
export function toggleWeekday(current: readonly Weekday[], weekday: Weekday): Weekday[] {
  const next = current.includes(weekday) ? current.filter((day) => day !== weekday) : [...current, weekday];
  return WEEKDAYS.filter((day) => next.includes(day));
}

/**
 * The rule the choices make for an event starting at `start`, or null for 반복 안 함. The end is
 * taken as written; `repeatProblem` says when it cannot be sent.
 */
export function recurrenceOf(repeat: RepeatForm, start: Date): Recurrence | null {
  if (repeat.freq === 'NONE') return null;
  const end = repeat.end === 'COUNT' ? { count: repeat.count, until: null } : { count: null, until: repeat.until };
  if (repeat.freq === 'WEEKLY') {
    const byDay = weekdaysOf(repeat, start).map((weekday) => ({ weekday, position: null }));
    return { freq: 'WEEKLY', interval: 1, byDay, byMonthDay: null, ...end };
  }
  if (repeat.monthlyBy === 'DATE') return { freq: 'MONTHLY', interval: 1, byDay: [], byMonthDay: seoulDayOfMonth(start), ...end };
  const position = repeat.position ?? monthPositionOf(start);
  return { freq: 'MONTHLY', interval: 1, byDay: [{ weekday: seoulWeekday(start), position }], byMonthDay: null, ...end };
}

/**
 * What keeps the choices from being sent, in the contract's Korean (the server says the same): no
 * weekday, a count out of range, a missing end date or one not after the start. Whether the series
 * ends within a year of its first occurrence is the server's to say: only it expands the rule.
 */
export function repeatProblem(repeat: RepeatForm, start: Date | null): string | null {
  if (repeat.freq === 'NONE' || !start) return null;
  if (repeat.freq === 'WEEKLY' && weekdaysOf(repeat, start).length === 0) return RECURRENCE_MSG.weekdays;
  if (repeat.end === 'COUNT') {
    const { count } = repeat;
    return Number.isInteger(count) && count >= RECURRENCE_COUNT_MIN && count <= RECURRENCE_COUNT_MAX ? null : RECURRENCE_MSG.count;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(repeat.until)) return RECURRENCE_MSG.endRequired;
  return repeat.until <= seoulDate(start) ? RECURRENCE_MSG.tooFew : null;
}

/** The RRULE text to send, or null for 반복 안 함. */
export function recurrenceTextOf(repeat: RepeatForm, start: Date): string | null {
  const rule = recurrenceOf(repeat, start);
  return rule ? formatRecurrence(rule) : null;
}

/** The one-line summary under the section ("매주 화, 목 오후 7:30 · 8회"), or null when there is nothing to describe yet. */
export function repeatSummaryOf(repeat: RepeatForm, start: Date | null): string | null {
  if (!start || repeat.freq === 'NONE' || repeatProblem(repeat, start)) return null;
  const rule = recurrenceOf(repeat, start);
  return rule ? describeRecurrence(rule, start) : null;
}

/** An occurrence's series rule in words, at this occurrence's time of day; null for a one-off event or a rule this client cannot read. */
export function seriesSummaryOf(event: Pick<Event, 'recurrence' | 'eventDate'>): string | null {
  if (!event.recurrence) return null;
  const parsed = parseRecurrence(event.recurrence);
  const start = new Date(event.eventDate);
  return parsed.ok && Number.isFinite(start.getTime()) ? describeRecurrence(parsed.value, start) : null;
}
