/**
 * Recurring events (contract §19): the RRULE subset a series may carry, read in Asia/Seoul.
 *
 * `FREQ=WEEKLY` with `BYDAY` weekdays (매주 화·목), or `FREQ=MONTHLY` with one `BYMONTHDAY` (매월 15일)
 * or one positioned `BYDAY` (`3SA`, 매월 셋째 토요일; `-1FR`, 마지막 금요일); `INTERVAL`; and an end,
 * `COUNT` or `UNTIL`. The server expands it with rrule-temporal and checks it ends within a year;
 * this module only reads and writes the text, so the web can build and describe the same rule.
 */

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const RECURRENCE_FREQS = ['WEEKLY', 'MONTHLY'] as const;
export type RecurrenceFreq = (typeof RECURRENCE_FREQS)[number];

/** Longest rule text accepted; the longest canonical rule is about 70 characters. */
export const RECURRENCE_MAX_LENGTH = 200;
export const RECURRENCE_COUNT_MIN = 2;
/** A year of daily meetings; the server also checks the last one falls within a year. */
export const RECURRENCE_COUNT_MAX = 366;
export const RECURRENCE_INTERVAL_MAX = 12;
/** How far after the first occurrence a series may end (contract §19: at most a year ahead). */
export const RECURRENCE_MAX_SPAN_DAYS = 366;

export const RECURRENCE_MSG = {
  invalid: '반복 규칙이 올바르지 않습니다.',
  freq: '반복은 매주 또는 매월로 정해주세요.',
  weekdays: '반복할 요일을 골라주세요.',
  monthly: '매월 반복은 날짜 하나 또는 몇째 주 요일 하나로 정해주세요.',
  interval: `반복 간격은 1에서 ${RECURRENCE_INTERVAL_MAX} 사이로 정해주세요.`,
  endRequired: '반복을 끝낼 횟수나 날짜를 정해주세요.',
  count: `반복 횟수는 ${RECURRENCE_COUNT_MIN}회에서 ${RECURRENCE_COUNT_MAX}회 사이로 정해주세요.`,
  until: '반복 종료 날짜가 올바르지 않습니다.',
  tooLong: '반복 일정은 첫 일정부터 1년 안에 끝나야 합니다.',
  noOccurrence: '이 규칙으로는 시작 날짜 이후에 열리는 일정이 없습니다.',
  tooFew: '반복 일정은 두 번 이상 열려야 합니다. 종료 날짜를 늦추거나 횟수를 늘려주세요.',
} as const;

export type RecurrenceDay = { weekday: Weekday /** 1–5, or -1 for the last; null in a weekly rule. */; position: number | null };

export type Recurrence = {
  freq: RecurrenceFreq;
  interval: number;
  /** Weekly: the weekdays (none means the first event's weekday). Monthly: at most one, positioned. */
  byDay: RecurrenceDay[];
  /** Monthly by date: 1–31 (a month without that day is skipped, as RFC 5545 says). */
  byMonthDay: number | null;
  count: number | null;
  /** The last day occurrences may fall on, a Seoul date `YYYY-MM-DD` (inclusive). */
  until: string | null;
};

export type RecurrenceParse = { ok: true; value: Recurrence } | { ok: false; message: string };

const fail = (message: string): RecurrenceParse => ({ ok: false, message });
const WEEKDAY_SET = new Set<string>(WEEKDAYS);
const DAY_PATTERN = /^(-1|[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;
/** UNTIL as a date (`20270131`) or a UTC date-time (`20270131T145959Z`, what RFC 5545 wants with a TZID start). */
const UNTIL_PATTERN = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** The Seoul date an UNTIL value names: a date as written, a UTC instant as the Seoul day it falls on. */
function untilToSeoulDate(value: string): string | null {
  const match = UNTIL_PATTERN.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0));
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return null;
  const local = new Date(hour === undefined ? utc : utc + SEOUL_OFFSET_MS);
  return local.toISOString().slice(0, 10);
}

function parseInteger(value: string, min: number, max: number): number | null {
  if (!/^-?\d{1,4}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** Reads an RRULE (with or without the `RRULE:` prefix) into the subset, or says in Korean what is wrong. */
export function parseRecurrence(text: string): RecurrenceParse {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (body.length === 0 || body.length > RECURRENCE_MAX_LENGTH) return fail(RECURRENCE_MSG.invalid);
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || value === undefined || extra !== undefined || value.length === 0) return fail(RECURRENCE_MSG.invalid);
    const name = key.toUpperCase();
    if (parts.has(name)) return fail(RECURRENCE_MSG.invalid);
    parts.set(name, value.toUpperCase());
  }
  for (const name of parts.keys()) {
    if (!['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL', 'WKST'].includes(name)) return fail(RECURRENCE_MSG.invalid);
  }
  const freq = parts.get('FREQ');
  if (freq !== 'WEEKLY' && freq !== 'MONTHLY') return fail(RECURRENCE_MSG.freq);
  const interval = parts.has('INTERVAL') ? parseInteger(parts.get('INTERVAL') as string, 1, RECURRENCE_INTERVAL_MAX) : 1;
  if (interval === null) return fail(RECURRENCE_MSG.interval);
  if (parts.has('WKST') && !WEEKDAY_SET.has(parts.get('WKST') as string)) return fail(RECURRENCE_MSG.invalid);

  const byDay: RecurrenceDay[] = [];
  for (const token of parts.get('BYDAY')?.split(',') ?? []) {
    const match = DAY_PATTERN.exec(token);
    if (!match) return fail(freq === 'WEEKLY' ? RECURRENCE_MSG.weekdays : RECURRENCE_MSG.monthly);
    const weekday = match[2] as Weekday;
    if (byDay.some((day) => day.weekday === weekday)) return fail(freq === 'WEEKLY' ? RECURRENCE_MSG.weekdays : RECURRENCE_MSG.monthly);
    byDay.push({ weekday, position: match[1] ? Number(match[1]) : null });
  }
  const byMonthDay = parts.has('BYMONTHDAY') ? parseInteger(parts.get('BYMONTHDAY') as string, 1, 31) : null;
  if (parts.has('BYMONTHDAY') && byMonthDay === null) return fail(RECURRENCE_MSG.monthly);
  if (freq === 'WEEKLY') {
    if (byMonthDay !== null || byDay.some((day) => day.position !== null)) return fail(RECURRENCE_MSG.weekdays);
  } else {
    const byPosition = byDay.length === 1 && byDay[0]?.position !== null;
    if (byMonthDay !== null ? byDay.length > 0 : byDay.length > 0 && !byPosition) return fail(RECURRENCE_MSG.monthly);
    if (byDay.length > 1) return fail(RECURRENCE_MSG.monthly);
  }

  const hasCount = parts.has('COUNT');
  const hasUntil = parts.has('UNTIL');
  if (hasCount === hasUntil) return fail(RECURRENCE_MSG.endRequired);
  const count = hasCount ? parseInteger(parts.get('COUNT') as string, RECURRENCE_COUNT_MIN, RECURRENCE_COUNT_MAX) : null;
  if (hasCount && count === null) return fail(RECURRENCE_MSG.count);
  const until = hasUntil ? untilToSeoulDate(parts.get('UNTIL') as string) : null;
  if (hasUntil && until === null) return fail(RECURRENCE_MSG.until);

  byDay.sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday));
  return { ok: true, value: { freq, interval, byDay, byMonthDay, count, until } };
}

/** The last instant of a Seoul date, as RFC 5545 writes UNTIL for a start with a TZID: `20270131T145959Z`. */
export function untilInstant(seoulDate: string): Date {
  return new Date(new Date(`${seoulDate}T23:59:59+09:00`).getTime());
}

/** The canonical RRULE text of a rule (no prefix), the form the server stores and returns. */
export function formatRecurrence(rule: Recurrence): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.map((day) => `${day.position ?? ''}${day.weekday}`).join(',')}`);
  if (rule.byMonthDay !== null) parts.push(`BYMONTHDAY=${rule.byMonthDay}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) parts.push(`UNTIL=${untilInstant(rule.until).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
  return parts.join(';');
}

export const WEEKDAY_KO: Record<Weekday, string> = { MO: '월', TU: '화', WE: '수', TH: '목', FR: '금', SA: '토', SU: '일' };
const POSITION_KO: Record<string, string> = { '1': '첫째', '2': '둘째', '3': '셋째', '4': '넷째', '5': '다섯째', '-1': '마지막' };

/** The Seoul calendar date of an instant, `YYYY-MM-DD` (Seoul keeps UTC+9 all year). */
export const seoulDate = (date: Date) => new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);

/** The weekday (MO…SU) an instant falls on in Seoul. */
export function seoulWeekday(date: Date): Weekday {
  const day = new Date(date.getTime() + SEOUL_OFFSET_MS).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] as Weekday;
}

function seoulTimeKo(date: Date): string {
  const local = new Date(date.getTime() + SEOUL_OFFSET_MS);
  const hours = local.getUTCHours();
  const minutes = local.getUTCMinutes();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hours < 12 ? '오전' : '오후'} ${hour12}:${String(minutes).padStart(2, '0')}`;
}

function everyText({ freq, interval }: Recurrence): string {
  if (freq === 'MONTHLY') return interval > 1 ? `${interval}개월마다` : '매월';
  if (interval === 2) return '격주';
  return interval > 1 ? `${interval}주마다` : '매주';
}

/**
 * One Korean line for a rule starting at `start` (its time of day): "매주 화, 목 오후 7:30 · 8회",
 * "매월 셋째 토요일 오전 10:00 · 2027년 3월 31일까지", "격주 수 오후 8:00 · 10회".
 */
export function describeRecurrence(rule: Recurrence, start: Date): string {
  const every = everyText(rule);
  let days: string;
  if (rule.freq === 'WEEKLY') {
    const weekdays = rule.byDay.length > 0 ? rule.byDay.map((day) => day.weekday) : [seoulWeekday(start)];
    days = weekdays.map((weekday) => WEEKDAY_KO[weekday]).join(', ');
  } else if (rule.byMonthDay !== null) {
    days = `${rule.byMonthDay}일`;
  } else if (rule.byDay[0]) {
    days = `${POSITION_KO[String(rule.byDay[0].position)] ?? ''} ${WEEKDAY_KO[rule.byDay[0].weekday]}요일`;
  } else {
    days = `${new Date(start.getTime() + SEOUL_OFFSET_MS).getUTCDate()}일`;
  }
  const end =
    rule.count !== null
      ? `${rule.count}회`
      : rule.until
        ? `${Number(rule.until.slice(0, 4))}년 ${Number(rule.until.slice(5, 7))}월 ${Number(rule.until.slice(8, 10))}일까지`
        : '';
  return `${every} ${days} ${seoulTimeKo(start)}${end ? ` · ${end}` : ''}`;
}
