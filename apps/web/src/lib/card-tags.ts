// Spec §9: group and event cards show at most 3 tags plus a remainder count.
const CARD_TAG_LIMIT = 3;

/** The tags a card shows and how many it leaves for the '+N' count. */
export function splitTags(tags: readonly string[], limit = CARD_TAG_LIMIT): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, limit), hidden: Math.max(0, tags.length - limit) };
}
