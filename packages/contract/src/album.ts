import { z } from 'zod';
import { pageFields, pageSchema } from './common.ts';
import { MAX_POST_IMAGES } from './images.ts';
import { albumPhotoViewerCanSchema } from './viewer-can.ts';

/** Contract §20: up to 10 photos added to an event in one request, as a post's images. */
export const MAX_EVENT_PHOTOS_PER_REQUEST = MAX_POST_IMAGES;
/** The album's page: three rows of a phone's three-column grid, and more on a desktop. */
export const ALBUM_PAGE_SIZE = 30;

export const ALBUM_MSG = {
  membersOnly: '모임 멤버만 사진첩을 볼 수 있습니다.',
  membersOnlyAdd: '모임 멤버만 사진을 올릴 수 있습니다.',
  notStarted: '일정이 시작된 뒤부터 사진을 올릴 수 있습니다.',
  cancelled: '취소된 일정에는 사진을 올릴 수 없습니다.',
  photosRequired: '올릴 사진을 골라주세요.',
  tooManyPhotos: `사진은 한 번에 ${MAX_EVENT_PHOTOS_PER_REQUEST}장까지 올릴 수 있습니다.`,
  photoNotFound: '사진을 찾을 수 없습니다.',
  deleteForbidden: '사진을 올린 사람이나 모임장, 운영진만 삭제할 수 있습니다.',
  eventNotInGroup: '이 모임의 일정이 아닙니다.',
} as const;

/** Where an album photo comes from: a post's images, a chat IMAGE message or an event's photos. */
export const ALBUM_SOURCES = ['POST', 'CHAT', 'EVENT'] as const;
export type AlbumSource = (typeof ALBUM_SOURCES)[number];

/** `GET /api/groups/{id}/photos`: a page, newest first; `eventId` keeps one event's photos. */
export const albumQuerySchema = z.object({
  ...pageFields(ALBUM_PAGE_SIZE),
  eventId: z.coerce.number({ error: '일정 번호가 올바르지 않습니다.' }).int().positive('일정 번호가 올바르지 않습니다.').optional(),
});
export type AlbumQuery = z.input<typeof albumQuerySchema>;

/**
 * One photo of the album (contract §20) with the thing that shows it: `postId`, `messageId` or
 * `eventId` by `source` (an event photo also has its `photoId`, for deletion). `width` and `height`
 * are the stored image's, so a grid keeps its place before the file arrives (null if unknown).
 */
export const albumPhotoSchema = z.object({
  key: z.string(),
  source: z.enum(ALBUM_SOURCES),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  postId: z.number().int().nullable(),
  messageId: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  eventTitle: z.string().nullable(),
  photoId: z.number().int().nullable(),
  author: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  createdAt: z.string(),
  viewerCan: albumPhotoViewerCanSchema,
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

export const albumPageSchema = pageSchema(albumPhotoSchema);

/** `POST /api/events/{id}/photos` answers the event's photos it added, in the album's shape. */
export const eventPhotosResponseSchema = z.object({ photos: z.array(albumPhotoSchema) });

/** The album's event filter lists at most this many events, those with the newest photos. */
export const ALBUM_EVENTS_LIMIT = 50;

/**
 * `GET /api/groups/{id}/photos/events`: the group's events that have photos in the album (as the
 * viewer sees it: a blocked uploader's photos are not counted), the event with the newest photo
 * first, at most `ALBUM_EVENTS_LIMIT`. `startsAt` is the event's start (ISO).
 */
export const albumEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  photoCount: z.number().int(),
});
export type AlbumEvent = z.infer<typeof albumEventSchema>;

export const albumEventsSchema = z.array(albumEventSchema);
