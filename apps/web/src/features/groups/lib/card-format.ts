import { TEXT } from '@/config/messages.ts';
import { formatFoundedDate, formatNextEventDate } from '@/lib/dates.ts';

/** When a group was opened, as its card says it: '3일 전 개설'; empty for a date the server did not send. */
export function formatFounded(iso: string, now: Date = new Date()): string {
  const text = formatFoundedDate(iso, now);
  return text ? `${text} ${TEXT.foundedSuffix}` : '';
}

/** The next event on a card (lib/dates.ts formats it). */
export const formatNextEvent = formatNextEventDate;
