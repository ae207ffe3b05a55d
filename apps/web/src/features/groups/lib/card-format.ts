import { TEXT } from '@/config/messages.ts';
import { formatLongDate } from '@/lib/dates.ts';

/** '2025년 03월 07일 개설' (spec §9 Dates: cards); empty for a date the server did not send. */
export function formatFounded(iso: string): string {
  const date = formatLongDate(iso);
  return date ? `${date} ${TEXT.foundedSuffix}` : '';
}
