import { differenceInCalendarDays, differenceInSeconds, format, isSameDay, isSameYear, isValid, parseISO } from 'date-fns';
import { ko } from 'date-fns/locale';

// Every date on screen is formatted here, so one pattern has one name (spec §9 Dates).

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const DATE_TIME_PATTERN = 'yyyy.MM.dd HH:mm';
const EVENT_CARD_PATTERN = 'M월 d일 (EEE) a h:mm';
const TIME_PATTERN = 'a h:mm';
// What <input type="datetime-local"> reads and writes: local wall time, no zone.
const INPUT_PATTERN = "yyyy-MM-dd'T'HH:mm";

/** An ISO string (or a Date) as a Date, or null when it is not a readable moment. */
export function parseDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

function formatWith(value: string | Date, pattern: string): string {
  const date = parseDate(value);
  return date ? format(date, pattern, { locale: ko }) : '';
}

/**
 * Spec §9 relative time: '방금 전' under a minute, then 'N분 전', 'N시간 전' under 24 hours,
 * 'N일 전' under 7 days, otherwise the Korean date ('2026년 11월 3일'). A time slightly in the
 * future (a server clock a little ahead of the phone) still reads '방금 전'.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = parseDate(value);
  if (!date) return '';
  const seconds = Math.max(0, differenceInSeconds(now, date));
  if (seconds < MINUTE) return '방금 전';
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}분 전`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}시간 전`;
  if (seconds < 7 * DAY) return `${Math.floor(seconds / DAY)}일 전`;
  return format(date, 'yyyy년 M월 d일', { locale: ko });
}

/**
 * '2026.11.03 19:30', in the reader's time zone: post and notification dates (spec §9), and join
 * requests, where the hour tells the owner how long someone waited.
 */
export function formatDateTime(value: string | Date): string {
  return formatWith(value, DATE_TIME_PATTERN);
}

/** '2026.11.03 19:30:05', for the development mailbox, where mails arrive seconds apart. */
export function formatDateTimeSeconds(value: string | Date): string {
  return formatWith(value, 'yyyy.MM.dd HH:mm:ss');
}

/** '11월 03일 19:30', the spec's comment date (§9). */
export function formatCommentDateTime(value: string | Date): string {
  return formatWith(value, 'MM월 dd일 HH:mm');
}

/** '2025년 03월 07일', the spec's card and header date (spec §9 Dates). */
export function formatLongDate(value: string | Date): string {
  return formatWith(value, 'yyyy년 MM월 dd일');
}

/** '2025년 3월', a month's heading (the album's sections). */
export function formatYearMonth(value: string | Date): string {
  return formatWith(value, 'yyyy년 M월');
}

/** '3월 7일', a day within the year, to tell apart things of the same name (the album's 정모 of a series). */
export function formatMonthDay(value: string | Date): string {
  return formatWith(value, 'M월 d일');
}

/** '2025.03.07', compact enough for member rows on a phone. */
export function formatShortDate(value: string | Date): string {
  return formatWith(value, 'yyyy.MM.dd');
}

/** The short time beside a chat bubble (spec §9 chat short am/pm time): '오후 3:05'. */
export function formatChatTime(iso: string): string {
  return format(new Date(iso), TIME_PATTERN, { locale: ko });
}

/** The day divider between chat messages: '2025년 3월 5일 수요일'. */
export function formatChatDay(iso: string): string {
  return format(new Date(iso), 'yyyy년 M월 d일 EEEE', { locale: ko });
}

export function isSameChatDay(a: string, b: string): boolean {
  return isSameDay(new Date(a), new Date(b));
}

/** '3월 7일 (금) 오후 7:00', an event card's date and time. */
export function formatEventCardDate(iso: string): string {
  return formatWith(iso, EVENT_CARD_PATTERN);
}

/**
 * An event page's start and end as two parts: '3월 7일 (금) 오후 7:00' and '오후 9:00' on one day,
 * both dates when it runs past midnight, and the year in front when it is not this year's (an
 * event planned for next January must not read as this January). `to` is null without a later end.
 */
export function eventRangeParts(startIso: string, endIso: string, now: Date = new Date()): { from: string; to: string | null } {
  const start = parseDate(startIso);
  if (!start) return { from: '', to: null };
  const withYear = isSameYear(start, now) ? EVENT_CARD_PATTERN : `yyyy년 ${EVENT_CARD_PATTERN}`;
  const from = format(start, withYear, { locale: ko });
  const end = parseDate(endIso);
  if (!end || end <= start) return { from, to: null };
  return { from, to: format(end, isSameDay(start, end) ? TIME_PATTERN : EVENT_CARD_PATTERN, { locale: ko }) };
}

/** The range as one line: '3월 7일 (금) 오후 7:00 ~ 오후 9:00'. */
export function formatEventRange(startIso: string, endIso: string, now: Date = new Date()): string {
  const { from, to } = eventRangeParts(startIso, endIso, now);
  return to ? `${from} ~ ${to}` : from;
}

/** A stored instant as the value of a datetime-local input, in the browser's time zone. */
export function toInputValue(iso: string | null | undefined): string {
  const date = iso ? parseDate(iso) : null;
  return date ? format(date, INPUT_PATTERN) : '';
}

/** A datetime-local value as a Date (local wall time), or null when blank or unreadable. */
export function parseInputValue(value: string | null | undefined): Date | null {
  return value ? parseDate(value) : null;
}

/** A datetime-local value as an ISO string with this browser's offset ('2026-03-07T19:00:00+09:00'). */
export function inputValueToIso(value: string): string {
  const date = parseInputValue(value);
  if (!date) throw new RangeError(`not a datetime-local value: ${value}`);
  return format(date, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** The earliest minute the picker offers, so the native picker greys out the past. */
export function minInputValue(now: Date = new Date()): string {
  return format(now, INPUT_PATTERN);
}

/**
 * When a group was opened, short enough for a card at 375 px: '3일 전' within a week, '3월 7일'
 * this year, '2025.03.07' before; empty for a date the server did not send.
 */
export function formatFoundedDate(iso: string, now: Date = new Date()): string {
  const date = parseDate(iso);
  if (!date) return '';
  const days = differenceInCalendarDays(now, date);
  return days < 7 ? formatRelativeTime(date, now) : isSameYear(date, now) ? format(date, 'M월 d일') : format(date, 'yyyy.MM.dd');
}

/** The next event on a group card: '오늘 오후 7:00', '내일 오전 10:00', '4월 21일 (화)', another year's '2027.01.05'. */
export function formatNextEventDate(iso: string, now: Date = new Date()): string {
  const date = parseDate(iso);
  if (!date) return '';
  const days = differenceInCalendarDays(date, now);
  if (days === 0) return `오늘 ${format(date, TIME_PATTERN, { locale: ko })}`;
  if (days === 1) return `내일 ${format(date, TIME_PATTERN, { locale: ko })}`;
  return isSameYear(date, now) ? format(date, 'M월 d일 (EEE)', { locale: ko }) : format(date, 'yyyy.MM.dd');
}
