import { ACCEPTED_IMAGE_TYPES, type Event, MAX_EVENT_PHOTOS_PER_REQUEST, MAX_IMAGE_BYTES, MSG } from '@dongne/contract';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { groupPath } from '@/config/paths.ts';
import { ALBUM_TEXT } from '@/features/album/album-messages.ts';
import { useAddEventPhotos } from '@/features/album/api/add-event-photos.ts';
import { useAlbum } from '@/features/album/api/get-album.ts';
import { albumPhotosOf } from '@/features/album/lib/album-photos.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { AlbumGrid } from './album-grid.tsx';
import { AlbumViewer } from './album-viewer.tsx';

/** How many of the event's photos its page shows; the rest are one tap away in the album. */
const SHOWN = 12;

/** Why a pick cannot go up, checked before any byte is sent (the server checks again). */
function refusalOf(files: readonly File[]): string | null {
  if (files.length > MAX_EVENT_PHOTOS_PER_REQUEST) return ALBUM_TEXT.tooMany;
  if (files.some((file) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))) return MSG.imageType;
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) return MSG.imageTooLarge;
  return null;
}

/**
 * 정모 사진 on an event's page (contract §20), for its group's members once it has started: the
 * newest of its photos, 사진 올리기 (up to 10 at a time), and a link to all of them in the album.
 */
export function EventPhotosSection({ event }: { event: Event }) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const query = useAlbum(event.groupId, event.id, { size: SHOWN });
  const add = useAddEventPhotos();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const photos = albumPhotosOf(query.data?.pages.slice(0, 1));
  const total = query.data?.pages[0]?.totalElements ?? 0;

  const upload = (changed: ChangeEvent<HTMLInputElement>) => {
    const files = [...(changed.target.files ?? [])];
    changed.target.value = '';
    if (files.length === 0) return;
    const refusal = refusalOf(files);
    if (refusal) return void notify.error(refusal);
    add.mutate(
      { eventId: event.id, files },
      {
        onSuccess: (added) => notify.success(ALBUM_TEXT.added(added.length)),
        onError: (error) => notify.error(toErrorMessage(error)),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-7">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-gray-900">
          {ALBUM_TEXT.eventPhotos} {total > 0 && <span className="text-brand-600">{total}</span>}
        </h2>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={ALBUM_TEXT.addPhotos}
          onChange={upload}
        />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} isLoading={add.isPending}>
          <ImagePlus className="size-4" aria-hidden="true" />
          {add.isPending ? ALBUM_TEXT.uploading : ALBUM_TEXT.addPhotos}
        </Button>
      </div>
      {query.isPending ? (
        <div className="grid grid-cols-3 gap-1 sm:grid-cols-4">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="aspect-square rounded-md" />
          ))}
        </div>
      ) : photos.length === 0 ? (
        <p className="text-[15px] text-gray-600">{ALBUM_TEXT.addPhotosHint}</p>
      ) : (
        <>
          <AlbumGrid photos={photos} onOpen={setOpenIndex} byMonths={false} />
          {total > photos.length && (
            <Link
              to={`${groupPath(event.groupId)}?tab=photos&eventId=${event.id}`}
              className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {ALBUM_TEXT.viewAll}
            </Link>
          )}
        </>
      )}
      <AlbumViewer photos={photos} groupId={event.groupId} openIndex={openIndex} onOpenIndexChange={setOpenIndex} />
    </section>
  );
}
