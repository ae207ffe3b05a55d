/** A name ends where no letter, digit or underscore follows: '@러너' is not in '@러너스' or 'a@러너'. */
const NAME_END = '(?![\\p{L}\\p{N}_])';
const NAME_START = '(?<![\\p{L}\\p{N}_])';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where '@nickname' stands in the text as a whole name, or -1. */
export function mentionIndex(text: string, nickname: string): number {
  return text.search(new RegExp(`${NAME_START}@${escaped(nickname)}${NAME_END}`, 'u'));
}

/**
 * The text with each '@old' written '@new' (`renames`: old → new), in one pass and longest name
 * first, so one rename never rewrites another's name or a longer name that starts alike.
 */
export function renameMentions(text: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return text;
  const names = [...renames.keys()].sort((a, b) => b.length - a.length).map(escaped);
  return text.replace(new RegExp(`${NAME_START}@(${names.join('|')})${NAME_END}`, 'gu'), (whole, name: string) => {
    const renamed = renames.get(name);
    return renamed === undefined ? whole : `@${renamed}`;
  });
}
