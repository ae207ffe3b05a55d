import { format, isValid, parseISO } from 'date-fns';
import { ko } from 'date-fns/locale';
import { TEXT } from '@/config/messages.ts';

// Spec §9: cards show at most 3 tags plus a remainder count.
export const CARD_TAG_LIMIT = 3;

/** The tags a card shows and how many it leaves for the '+N' count. */
export function splitTags(tags: readonly string[], limit = CARD_TAG_LIMIT): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, limit), hidden: Math.max(0, tags.length - limit) };
}

/** '2025년 03월 07일 개설' (spec §9 Dates: cards); empty for a date the server did not send. */
export function formatFounded(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? `${format(date, 'yyyy년 MM월 dd일', { locale: ko })} ${TEXT.foundedSuffix}` : '';
}
