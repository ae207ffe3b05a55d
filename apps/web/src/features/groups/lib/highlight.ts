import { hangulInitials, isInitialsWord, searchWords } from '@dongne/contract';

export type TextPart = { text: string; isMatch: boolean };

/**
 * `text` cut into the pieces that hold a search word and the rest (case-insensitive), so a card
 * can mark what matched. A word of initials (ㄹㄴ) marks the syllables whose initials it spells.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query);
  if (words.length === 0 || !text) return [{ text, isMatch: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  const lower = text.toLowerCase();
  const initials = hangulInitials(text);
  for (const word of words) {
    const haystack = isInitialsWord(word) ? initials : lower;
    const needle = isInitialsWord(word) ? word : word.toLowerCase();
    let from = haystack.indexOf(needle);
    while (from !== -1) {
      marked.fill(true, from, from + needle.length);
      from = haystack.indexOf(needle, from + needle.length);
    }
  }
  const parts: TextPart[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const last = parts.at(-1);
    const isMatch = marked[index] ?? false;
    if (last && last.isMatch === isMatch) last.text += text[index];
    else parts.push({ text: text[index] ?? '', isMatch });
  }
  return parts;
}

export function hasMatch(text: string, query: string): boolean {
  return highlightParts(text, query).some((part) => part.isMatch);
}

/** Tags that hold a search word first, so the card shows the one that matched instead of hiding it behind +N. */
export function matchingTagsFirst(tags: readonly string[], query: string): string[] {
  if (searchWords(query).length === 0) return [...tags];
  return [...tags.filter((tag) => hasMatch(tag, query)), ...tags.filter((tag) => !hasMatch(tag, query))];
}
