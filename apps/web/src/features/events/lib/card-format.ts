// Spec §9: event cards show at most 3 tags plus a remainder count, like group cards.
export const CARD_TAG_LIMIT = 3;

/** The tags a card shows and how many it leaves for the '+N' count. */
export function splitTags(tags: readonly string[], limit = CARD_TAG_LIMIT): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, limit), hidden: Math.max(0, tags.length - limit) };
}

/** An online event's place as a link, only when it is a web address (never javascript: or the like). */
export function safeLinkOf(location: string): string | null {
  try {
    const url = new URL(location.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** What a card shows for the place: a link's host ('zoom.us') is enough to recognise it. */
export function placeSummaryOf(location: string, isOnline: boolean): string {
  const link = isOnline ? safeLinkOf(location) : null;
  return link ? new URL(link).host : location;
}
