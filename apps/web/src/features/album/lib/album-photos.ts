import type { AlbumPhoto, Page } from '@dongne/contract';
import { formatYearMonth } from '@/lib/dates.ts';

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

/** The events seen among the photos, in the order they first appear (newest photo first), for the filter. */
export function eventsAmong(photos: readonly AlbumPhoto[]): { id: number; title: string }[] {
  const events = new Map<number, string>();
  for (const photo of photos) {
    if (photo.eventId !== null && photo.eventTitle !== null && !events.has(photo.eventId)) events.set(photo.eventId, photo.eventTitle);
  }
  return [...events].map(([id, title]) => ({ id, title }));
}
