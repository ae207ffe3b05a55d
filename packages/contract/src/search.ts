import { z } from 'zod';

/** How many words a group search takes (contract §14). */
export const SEARCH_MAX_WORDS = 5;
export const SEARCH_MAX_LENGTH = 100;

export const SEARCH_MSG = {
  empty: '검색어를 입력해주세요',
  tooLong: `검색어는 ${SEARCH_MAX_LENGTH}자 이하로 입력해주세요`,
  tooManyWords: `검색어는 ${SEARCH_MAX_WORDS}단어까지 입력할 수 있어요`,
  initialsTooShort: '초성 검색은 두 글자 이상 입력해주세요',
  badLocations: '동네 선택이 올바르지 않아요. 다시 선택해주세요',
  nearWithoutLocation: '가까운 동네를 보려면 동네를 먼저 선택해주세요',
} as const;

// Hangul compatibility consonants, as a keyboard types them alone (ㄱ … ㅎ).
const INITIALS_WORD = /^[\u3131-\u314e]+$/;

/** The words of a search query: split on white space, empty pieces dropped (contract §14). */
export function searchWords(query: string | undefined): string[] {
  return (query ?? '').split(/\s+/u).filter((word) => word.length > 0);
}

/** A word of Hangul initial consonants only (ㄹㄴ), matched against names' and tags' initials. */
export function isInitialsWord(word: string): boolean {
  return INITIALS_WORD.test(word);
}

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 588;

/** The initial consonant of each Hangul syllable (러닝 → ㄹㄴ); other characters unchanged. As the server's `hangul_initials`. */
export function hangulInitials(text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return char;
    return INITIALS[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)];
  }).join('');
}

/** Checks a query's words: at most five, and no lone initial consonant (it would match nothing). */
export const searchQueryField = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, SEARCH_MSG.tooLong)
  .superRefine((query, context) => {
    const words = searchWords(query);
    if (words.length > SEARCH_MAX_WORDS) context.addIssue({ code: 'custom', message: SEARCH_MSG.tooManyWords });
    else if (words.some((word) => isInitialsWord(word) && word.length < 2))
      context.addIssue({ code: 'custom', message: SEARCH_MSG.initialsTooShort });
  });

/**
 * The query of `/api/search/groups`, where the words are the point: absent it lists the filters'
 * groups, but present and blank (`query=+++`) it is a 400 instead of every group counted and
 * ranked. `/api/groups` and the explore box keep `searchQueryField`, where blank is no query.
 */
export const searchWordsField = searchQueryField.refine((query) => query.length > 0, SEARCH_MSG.empty);

/** `locationIds=1,23`: district ids, comma-separated, each at most once counted. */
export const locationIdsField = z
  .string()
  .trim()
  .regex(/^\d{1,3}(,\d{1,3}){0,39}$/, SEARCH_MSG.badLocations)
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id > 0), SEARCH_MSG.badLocations);

/** `near=true|false` as a query string carries it. */
export const booleanQueryField = z.enum(['true', 'false']).transform((value) => value === 'true');
