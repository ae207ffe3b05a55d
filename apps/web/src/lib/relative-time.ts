import { differenceInSeconds, format, isValid, parseISO } from 'date-fns';
import { ko } from 'date-fns/locale';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function parse(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

function formatWith(value: string | Date, pattern: string): string {
  const date = parse(value);
  return date ? format(date, pattern, { locale: ko }) : '';
}

/**
 * Spec §9 relative time: '방금 전' under a minute, then 'N분 전', 'N시간 전' under 24 hours,
 * 'N일 전' under 7 days, otherwise the Korean date ('2026년 11월 3일'). A time slightly in the
 * future (a server clock a little ahead of the phone) still reads '방금 전'.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = parse(value);
  if (!date) return '';
  const seconds = Math.max(0, differenceInSeconds(now, date));
  if (seconds < MINUTE) return '방금 전';
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}분 전`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}시간 전`;
  if (seconds < 7 * DAY) return `${Math.floor(seconds / DAY)}일 전`;
  return format(date, 'yyyy년 M월 d일', { locale: ko });
}

/** '2026.11.03 19:30', the spec's post date (§9), shown where the exact moment matters. */
export function formatPostDateTime(value: string | Date): string {
  return formatWith(value, 'yyyy.MM.dd HH:mm');
}

/** '11월 03일 19:30', the spec's comment date (§9). */
export function formatCommentDateTime(value: string | Date): string {
  return formatWith(value, 'MM월 dd일 HH:mm');
}
