// The rules of a search query as plain functions (contract §14): the server's zod fields and the
// web's explore box share them, and the first screens (which highlight matched words) use them
// without loading zod.

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

/**
 * What is wrong with a query, in the words the server answers with, or null: longer than 100
 * characters, more than five words, or a lone initial consonant (it would match nothing). Blank is
 * no query, not a mistake: where a query is required, the caller says so.
 */
export function searchQueryProblem(query: string): string | null {
  const trimmed = query.trim();
  if (trimmed.length > SEARCH_MAX_LENGTH) return SEARCH_MSG.tooLong;
  const words = searchWords(trimmed);
  if (words.length > SEARCH_MAX_WORDS) return SEARCH_MSG.tooManyWords;
  if (words.some((word) => isInitialsWord(word) && word.length < 2)) return SEARCH_MSG.initialsTooShort;
  return null;
}
