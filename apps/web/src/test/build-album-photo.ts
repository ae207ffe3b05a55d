import type { AlbumPhoto } from '@dongne/contract';

/** An album photo as the API answers it: a post's, or an event's when `event` is given. */
export function buildAlbumPhoto(
  key: string,
  { createdAt = '2026-11-20T10:00:00Z', event }: { createdAt?: string; event?: { id: number; title: string } } = {},
): AlbumPhoto {
  return {
    key,
    source: event ? 'EVENT' : 'POST',
    url: `/uploads/post/${key}.jpg`,
    width: 40,
    height: 30,
    postId: event ? null : 1,
    messageId: null,
    eventId: event?.id ?? null,
    eventTitle: event?.title ?? null,
    photoId: event ? 1 : null,
    author: { id: 1, nickname: '러너' },
    createdAt,
    viewerCan: { delete: false },
  };
}
