import { mentionIndex } from '@dongne/contract';

/** Longest text after '@' still read as a name being typed (nicknames are at most 20 characters). */
const MAX_QUERY = 20;

/** The '@' being typed before the caret and what follows it, or null when the caret is not in one. */
export type MentionQuery = { start: number; query: string };

/**
 * The mention being typed at `caret`: an '@' at the start or after a space, then no space up to the
 * caret. Read from the text itself, so a syllable still being composed by a Korean IME counts as typed.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0 || (start > 0 && !/\s/.test(before[start - 1] ?? ''))) return null;
  const query = before.slice(start + 1);
  if (query.length > MAX_QUERY || /\s/.test(query)) return null;
  return { start, query };
}

/** The text with the '@…' typed up to `caret` replaced by '@nickname ', and where the caret goes. */
export function insertMention(text: string, at: MentionQuery, caret: number, nickname: string): { text: string; caret: number } {
  const inserted = `@${nickname} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: `${text.slice(0, at.start)}${inserted}${rest}`, caret: at.start + inserted.length };
}

/** Of the members picked while typing, those whose '@nickname' is still in the text as a whole name (as the server reads it). */
export function mentionedIn(text: string, picked: ReadonlyMap<number, string>): number[] {
  return [...picked].filter(([, nickname]) => mentionIndex(text, nickname) >= 0).map(([id]) => id);
}
