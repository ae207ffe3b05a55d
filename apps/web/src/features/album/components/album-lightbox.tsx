import type { AlbumPhoto } from '@dongne/contract';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Lightbox } from '@/components/ui/lightbox.tsx';
import { eventPath, groupPath, postPath } from '@/config/paths.ts';
import { ALBUM_TEXT } from '@/features/album/album-messages.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { photoAlt } from './album-grid.tsx';

/** Where a photo was posted, and the words of the link there. */
function sourceLink(photo: AlbumPhoto, groupId: number): { to: string; label: string } | null {
  if (photo.source === 'POST' && photo.postId !== null) return { to: postPath(photo.postId), label: ALBUM_TEXT.openPost };
  if (photo.source === 'CHAT') return { to: `${groupPath(groupId)}?tab=chat`, label: ALBUM_TEXT.openChat };
  if (photo.source === 'EVENT' && photo.eventId !== null) return { to: eventPath(photo.eventId), label: ALBUM_TEXT.openEvent };
  return null;
}

/** The album's lightbox: under each photo who posted it, when, a link to its post, message or event, and 삭제 where allowed. */
export function AlbumLightbox({
  photos,
  groupId,
  index,
  onIndexChange,
  onClose,
  onDelete,
}: {
  photos: readonly AlbumPhoto[];
  groupId: number;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onDelete: (photo: AlbumPhoto) => void;
}) {
  return (
    <Lightbox
      images={photos.map((photo) => ({ url: photo.url, alt: photoAlt(photo) }))}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      caption={(at) => {
        const photo = photos[at];
        if (!photo) return null;
        const link = sourceLink(photo, groupId);
        return (
          <div className="mx-auto flex w-full max-w-3xl items-center justify-between gap-3 text-sm">
            <p className="min-w-0 truncate text-white/85">
              <span className="font-semibold text-white">{photo.author?.nickname}</span>
              <span aria-hidden="true"> · </span>
              {formatLongDate(photo.createdAt)}
              {photo.eventTitle && (
                <>
                  <span aria-hidden="true"> · </span>
                  {photo.eventTitle}
                </>
              )}
            </p>
            <div className="flex shrink-0 items-center gap-1">
              {link && (
                <Link
                  to={link.to}
                  onClick={onClose}
                  className="rounded-full bg-white/15 px-3.5 py-2 font-semibold text-white hover:bg-white/25"
                >
                  {link.label}
                </Link>
              )}
              {photo.viewerCan.delete && (
                <button
                  type="button"
                  onClick={() => onDelete(photo)}
                  aria-label={ALBUM_TEXT.deletePhoto}
                  className="flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15"
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </button>
              )}
            </div>
          </div>
        );
      }}
    />
  );
}
