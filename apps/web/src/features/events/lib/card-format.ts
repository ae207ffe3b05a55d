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
