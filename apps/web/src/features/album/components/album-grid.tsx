import type { AlbumPhoto } from '@dongne/contract';
import { useId } from 'react';
import { SafeImage } from '@/components/ui/safe-image.tsx';
import { ALBUM_TEXT } from '@/features/album/album-messages.ts';
import { byMonth } from '@/features/album/lib/album-photos.ts';
import { formatLongDate } from '@/lib/dates.ts';

const SOURCE_NAME = { POST: ALBUM_TEXT.sourcePost, CHAT: ALBUM_TEXT.sourceChat, EVENT: ALBUM_TEXT.sourceEvent } as const;

/** What a screen reader says of one photo: who posted it where, and when. */
export const photoAlt = (photo: AlbumPhoto) =>
  ALBUM_TEXT.photoAlt(SOURCE_NAME[photo.source], photo.author?.nickname ?? null, formatLongDate(photo.createdAt));

/**
 * Square thumbnails in month sections (newest first): every tile has its size before its file
 * arrives, so nothing moves as they load, and each opens the lightbox at its place in the whole list.
 */
export function AlbumGrid({
  photos,
  onOpen,
  byMonths = true,
}: {
  photos: readonly AlbumPhoto[];
  onOpen: (index: number) => void;
  byMonths?: boolean;
}) {
  const idPrefix = useId();
  const months = byMonths ? byMonth(photos) : [{ label: '', photos: photos.map((photo, index) => ({ photo, index })) }];
  return (
    <div className="flex flex-col gap-6">
      {months.map((month, monthIndex) => {
        const headingId = `${idPrefix}-${monthIndex}`;
        return (
          <section key={month.label || 'all'} aria-labelledby={month.label ? headingId : undefined}>
            {month.label && (
              <h3 id={headingId} className="mb-2.5 text-[15px] font-bold text-gray-900">
                {month.label}
              </h3>
            )}
            <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4 sm:gap-1.5 lg:grid-cols-5">
              {month.photos.map(({ photo, index }) => (
                <li key={photo.key} className="aspect-square">
                  <button
                    type="button"
                    onClick={() => onOpen(index)}
                    className="block size-full overflow-hidden rounded-md bg-gray-100 focus-visible:outline-offset-2"
                  >
                    <SafeImage
                      src={photo.url}
                      alt={photoAlt(photo)}
                      className="size-full object-cover transition-transform hover:scale-[1.03]"
                    />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
