import type { AlbumPhoto } from '@dongne/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { TEXT } from '@/config/messages.ts';
import { ALBUM_TEXT } from '@/features/album/album-messages.ts';
import { useDeleteEventPhoto } from '@/features/album/api/delete-event-photo.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { AlbumLightbox } from './album-lightbox.tsx';

/**
 * The lightbox over a list of album photos, and 사진 삭제 behind a confirmation: the lightbox
 * closes first, so the question is the only dialog on screen and Escape means "keep it".
 */
export function AlbumViewer({
  photos,
  groupId,
  openIndex,
  onOpenIndexChange,
}: {
  photos: readonly AlbumPhoto[];
  groupId: number;
  openIndex: number | null;
  onOpenIndexChange: (index: number | null) => void;
}) {
  const [deleting, setDeleting] = useState<AlbumPhoto | null>(null);
  const remove = useDeleteEventPhoto();
  return (
    <>
      {openIndex !== null && photos[openIndex] && (
        <AlbumLightbox
          photos={photos}
          groupId={groupId}
          index={openIndex}
          onIndexChange={onOpenIndexChange}
          onClose={() => onOpenIndexChange(null)}
          onDelete={(photo) => {
            onOpenIndexChange(null);
            setDeleting(photo);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={ALBUM_TEXT.deleteConfirmTitle}
        description={ALBUM_TEXT.deleteConfirmBody}
        confirmLabel={ALBUM_TEXT.deletePhoto}
        cancelLabel={TEXT.cancel}
        tone="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting?.eventId || !deleting.photoId) return;
          remove.mutate(
            { eventId: deleting.eventId, photoId: deleting.photoId },
            {
              onSuccess: () => notify.success(ALBUM_TEXT.deleted),
              onError: (error) => notify.error(toErrorMessage(error)),
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </>
  );
}
