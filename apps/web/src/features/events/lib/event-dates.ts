import { format, isSameDay, isSameYear, isValid, parseISO } from 'date-fns';
import { ko } from 'date-fns/locale';

const CARD_PATTERN = 'M월 d일 (EEE) a h:mm';
const TIME_PATTERN = 'a h:mm';
// What <input type="datetime-local"> reads and writes: local wall time, no zone.
const INPUT_PATTERN = "yyyy-MM-dd'T'HH:mm";

function parse(iso: string): Date | null {
  const date = parseISO(iso);
  return isValid(date) ? date : null;
}

/** '3월 7일 (금) 오후 7:00', the card's date and time. */
export function formatCardDate(iso: string): string {
  const date = parse(iso);
  return date ? format(date, CARD_PATTERN, { locale: ko }) : '';
}

/**
 * The detail page's start and end as two parts: '3월 7일 (금) 오후 7:00' and '오후 9:00' on one day,
 * both dates when it runs past midnight, and the year in front when it is not this year's (an
 * event planned for next January must not read as this January). `to` is null without a later end.
 */
export function eventRangeParts(startIso: string, endIso: string, now: Date = new Date()): { from: string; to: string | null } {
  const start = parse(startIso);
  if (!start) return { from: '', to: null };
  const withYear = isSameYear(start, now) ? CARD_PATTERN : `yyyy년 ${CARD_PATTERN}`;
  const from = format(start, withYear, { locale: ko });
  const end = parse(endIso);
  if (!end || end <= start) return { from, to: null };
  return { from, to: format(end, isSameDay(start, end) ? TIME_PATTERN : CARD_PATTERN, { locale: ko }) };
}

/** The range as one line: '3월 7일 (금) 오후 7:00 ~ 오후 9:00'. */
export function formatEventRange(startIso: string, endIso: string, now: Date = new Date()): string {
  const { from, to } = eventRangeParts(startIso, endIso, now);
  return to ? `${from} ~ ${to}` : from;
}

/** A stored instant as the value of a datetime-local input, in the browser's time zone. */
export function toInputValue(iso: string | null | undefined): string {
  const date = iso ? parse(iso) : null;
  return date ? format(date, INPUT_PATTERN) : '';
}

/** A datetime-local value as a Date (local wall time), or null when blank or unreadable. */
export function parseInputValue(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
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
