import { differenceInCalendarDays, format, isSameYear } from 'date-fns';
import { ko } from 'date-fns/locale';
import { TEXT } from '@/config/messages.ts';
import { formatRelativeTime, parseDate } from '@/lib/dates.ts';

/**
 * When a group was opened, short enough for a card at 375 px (#16): '3일 전 개설' within a week,
 * '3월 7일 개설' this year, '2025.03.07 개설' before; empty for a date the server did not send.
 */
export function formatFounded(iso: string, now: Date = new Date()): string {
  const date = parseDate(iso);
  if (!date) return '';
  const days = differenceInCalendarDays(now, date);
  const text = days < 7 ? formatRelativeTime(date, now) : isSameYear(date, now) ? format(date, 'M월 d일') : format(date, 'yyyy.MM.dd');
  return `${text} ${TEXT.foundedSuffix}`;
}

/** The next event on a card: '오늘 오후 7:00', '내일 오전 10:00', '4월 21일 (화)', another year's '2027.01.05'. */
export function formatNextEvent(iso: string, now: Date = new Date()): string {
  const date = parseDate(iso);
  if (!date) return '';
  const days = differenceInCalendarDays(date, now);
  if (days === 0) return `오늘 ${format(date, 'a h:mm', { locale: ko })}`;
  if (days === 1) return `내일 ${format(date, 'a h:mm', { locale: ko })}`;
  return isSameYear(date, now) ? format(date, 'M월 d일 (EEE)', { locale: ko }) : format(date, 'yyyy.MM.dd');
}
