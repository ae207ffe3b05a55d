import { format, isValid, parseISO } from 'date-fns';
import { ko } from 'date-fns/locale';

function formatIso(iso: string, pattern: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern, { locale: ko }) : '';
}

/** '2025년 03월 07일', the spec's card and header date (spec §9 Dates). */
export function formatLongDate(iso: string): string {
  return formatIso(iso, 'yyyy년 MM월 dd일');
}

/** '2025.03.07', compact enough for member rows on a phone. */
export function formatShortDate(iso: string): string {
  return formatIso(iso, 'yyyy.MM.dd');
}

/** '2025.03.07 19:30', for join requests where the hour tells the owner how long someone waited. */
export function formatDateTime(iso: string): string {
  return formatIso(iso, 'yyyy.MM.dd HH:mm');
}
