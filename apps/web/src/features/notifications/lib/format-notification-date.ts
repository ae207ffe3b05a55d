import { format, isValid, parseISO } from 'date-fns';

/** Spec §9: notifications show 'yyyy.MM.dd HH:mm' in the reader's time zone. */
export function formatNotificationDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'yyyy.MM.dd HH:mm') : '';
}
