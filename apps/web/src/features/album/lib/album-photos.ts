import type { AlbumEvent, AlbumPhoto, Page } from '@dongne/contract';
import { formatMonthDay, formatYearMonth } from '@/lib/dates.ts';

/** The loaded pages' photos once each: a photo added between two loads shifts the next page by one. */
export function albumPhotosOf(pages: ReadonlyArray<Page<AlbumPhoto>> | undefined): AlbumPhoto[] {
  const seen = new Set<string>();
  const photos: AlbumPhoto[] = [];
  for (const page of pages ?? []) {
    for (const photo of page.content) {
      if (seen.has(photo.key)) continue;
      seen.add(photo.key);
      photos.push(photo);
    }
  }
  return photos;
}

/** One month's heading and its photos with their places in the whole list (the lightbox walks the whole list). */
export type AlbumMonth = { label: string; photos: { photo: AlbumPhoto; index: number }[] };

/** Photos (newest first) in months, newest month first, each headed '2026년 11월'. */
export function byMonth(photos: readonly AlbumPhoto[]): AlbumMonth[] {
  const months: AlbumMonth[] = [];
  photos.forEach((photo, index) => {
    const label = formatYearMonth(photo.createdAt);
    const last = months.at(-1);
    if (last?.label === label) last.photos.push({ photo, index });
    else months.push({ label, photos: [{ photo, index }] });
  });
  return months;
}

/** One chip of the album's event filter; `photoCount` is null for a chosen event the list does not hold. */
export type EventChip = { id: number; title: string; photoCount: number | null };

/**
 * The filter's events: the group's events with photos as the server lists them, and the chosen event
 * when the list does not hold it (an event page links to its photos, however old they are), named
 * by its loaded photos or else `fallbackTitle`. That one comes first, so the chosen chip is in view.
 * Events that share a title (the 정모 of a series) carry their day: '한강 러닝 · 12월 2일'.
 */
export function eventChips(
  events: readonly AlbumEvent[],
  { selected, photos, fallbackTitle }: { selected: number | null; photos: readonly AlbumPhoto[]; fallbackTitle: string },
): EventChip[] {
  const titles = new Map<string, number>();
  for (const { title } of events) titles.set(title, (titles.get(title) ?? 0) + 1);
  const listed = events.map(({ id, title, startsAt, photoCount }) => ({
    id,
    title: (titles.get(title) ?? 0) > 1 ? `${title} · ${formatMonthDay(startsAt)}` : title,
    photoCount,
  }));
  if (selected === null || listed.some((event) => event.id === selected)) return listed;
  const title = photos.find((photo) => photo.eventId === selected)?.eventTitle ?? fallbackTitle;
  return [{ id: selected, title, photoCount: null }, ...listed];
}
