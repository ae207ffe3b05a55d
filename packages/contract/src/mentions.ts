import type { ChatMention } from './chat.ts';

/**
 * '@nickname' in a text (@멘션, contract §21) as a whole name: no letter, digit or underscore right
 * before the '@' (not in 'a@러너') or right after the name (not '@러너' in '@러너스'). The server
 * decides with it whom a message mentions and writes renamed members; the web marks the same spans.
 */
const NAME_START = '(?<![\\p{L}\\p{N}_])';
const NAME_END = '(?![\\p{L}\\p{N}_])';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any of `names` after '@', longest first, as a whole name; the name is the first group. */
const mentionsPattern = (names: readonly string[], flags: string) =>
  new RegExp(
    `${NAME_START}@(${[...names]
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join('|')})${NAME_END}`,
    flags,
  );

/** Where '@nickname' stands in the text as a whole name, or -1. */
export function mentionIndex(text: string, nickname: string): number {
  return text.search(mentionsPattern([nickname], 'u'));
}

/**
 * The text with each '@old' written '@new' (`renames`: old → new), in one pass and longest name
 * first, so one rename never rewrites another's name or a longer name that starts alike.
 */
export function renameMentions(text: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return text;
  return text.replace(mentionsPattern([...renames.keys()], 'gu'), (whole, name: string) => {
    const renamed = renames.get(name);
    return renamed === undefined ? whole : `@${renamed}`;
  });
}

export type MentionSegment = { kind: 'text'; text: string } | { kind: 'mention'; mention: ChatMention };

/** The content cut into plain text and the '@nickname' of each mention it names as a whole name. */
export function splitMentions(content: string, mentions: readonly ChatMention[]): MentionSegment[] {
  if (mentions.length === 0) return [{ kind: 'text', text: content }];
  const byName = new Map(mentions.map((mention) => [mention.nickname, mention]));
  const segments: MentionSegment[] = [];
  let from = 0;
  for (const match of content.matchAll(mentionsPattern([...byName.keys()], 'gu'))) {
    const mention = byName.get(match[1] ?? '');
    if (!mention) continue;
    if (match.index > from) segments.push({ kind: 'text', text: content.slice(from, match.index) });
    segments.push({ kind: 'mention', mention });
    from = match.index + match[0].length;
  }
  if (from < content.length) segments.push({ kind: 'text', text: content.slice(from) });
  return segments;
}
