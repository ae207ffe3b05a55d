import {
  ALBUM_EVENTS_LIMIT,
  ALBUM_MSG,
  type AlbumEvent,
  type AlbumPhoto,
  EVENT_MSG,
  GROUP_MSG,
  MAX_EVENT_PHOTOS_PER_REQUEST,
  type Page,
} from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { isoTimestamp } from '../../lib/timestamps.ts';
import { albumPhotoViewerCan, authorize, type GroupActor, roleFromMembership } from '../groups/group-policy.ts';
import { findGroup, findMembership } from '../groups/groups.reads.ts';
import { discardUnusedImages, storeImages } from '../images/images.service.ts';
import {
  type AlbumRow,
  deleteEventPhotoRow,
  findEventForPhotos,
  findEventPhoto,
  insertEventPhotos,
  lockEventForPhotos,
  selectAlbumEvents,
  selectAlbumPage,
} from './album.repo.ts';

type AlbumDeps = Pick<Deps, 'db' | 'storage' | 'config' | 'limiter' | 'log' | 'clock'>;

function toAlbumPhoto(row: AlbumRow, viewer: GroupActor): AlbumPhoto {
  const isEventPhoto = row.source === 'EVENT';
  return {
    key: `${row.source}-${row.source_id}-${row.position}`,
    source: row.source,
    url: row.url,
    width: row.width,
    height: row.height,
    postId: row.source === 'POST' ? row.source_id : null,
    messageId: row.source === 'CHAT' ? row.source_id : null,
    eventId: row.event_id,
    eventTitle: row.event_title,
    photoId: isEventPhoto ? row.source_id : null,
    author: row.author_id !== null && row.author_nickname !== null ? { id: row.author_id, nickname: row.author_nickname } : null,
    createdAt: isoTimestamp(row.created_at),
    viewerCan: albumPhotoViewerCan({ ...viewer, isAuthor: row.author_id === viewer.userId }, { isEventPhoto }),
  };
}

/** The viewer's standing in the group, as the album's rules read it. */
async function actorIn(deps: Pick<Deps, 'db'>, groupId: number, userId: number): Promise<GroupActor> {
  return { userId, role: roleFromMembership(await findMembership(deps.db, groupId, userId)) };
}

/**
 * A page of the group's album (contract §20): members only, public group or not; `eventId` keeps one
 * event of the group's photos (another group's event is 404, as if it did not exist).
 */
export async function listAlbum(
  deps: Pick<Deps, 'db'>,
  { groupId, userId, eventId, page, size }: { groupId: number; userId: number; eventId: number | null; page: number; size: number },
): Promise<Page<AlbumPhoto>> {
  const group = await findGroup(deps.db, groupId);
  if (!group) throw notFound(GROUP_MSG.notFound);
  // One membership read serves the permission and each photo's viewerCan.
  const viewer = await actorIn(deps, groupId, userId);
  authorize('readAlbum', viewer, group);
  if (eventId !== null) {
    const event = await findEventForPhotos(deps.db, eventId);
    if (!event || event.group_id !== groupId) throw notFound(EVENT_MSG.notFound);
  }
  const { rows, total } = await selectAlbumPage(deps.db, { groupId, viewerId: userId, eventId, limit: size, offset: page * size });
  return toPage(
    rows.map((row) => toAlbumPhoto(row, viewer)),
    { page, size, total },
  );
}

/**
 * The group's events that have photos in the viewer's album, for its event filter (contract §20):
 * the album's own permission (members only, public group or not), the event with the newest photo
 * first, at most `ALBUM_EVENTS_LIMIT`.
 */
export async function listAlbumEvents(
  deps: Pick<Deps, 'db'>,
  { groupId, userId }: { groupId: number; userId: number },
): Promise<AlbumEvent[]> {
  const group = await findGroup(deps.db, groupId);
  if (!group) throw notFound(GROUP_MSG.notFound);
  authorize('readAlbum', await actorIn(deps, groupId, userId), group);
  const rows = await selectAlbumEvents(deps.db, { groupId, viewerId: userId, limit: ALBUM_EVENTS_LIMIT });
  return rows.map((row) => ({ id: row.id, title: row.title, startsAt: isoTimestamp(row.event_date), photoCount: row.photo_count }));
}

/**
 * Whether the user may add photos to the event now, decided before a byte of the request's files is
 * read: the event exists (404), the user is a member of its group (401/403), it has started and was
 * not cancelled (409). Answers the event and the user as the policy sees them.
 */
export async function authorizeEventPhotos(deps: Pick<Deps, 'db' | 'clock'>, { userId, eventId }: { userId: number; eventId: number }) {
  const event = await findEventForPhotos(deps.db, eventId);
  if (!event) throw notFound(EVENT_MSG.notFound);
  const group = await findGroup(deps.db, event.group_id);
  if (!group) throw notFound(EVENT_MSG.notFound);
  const viewer = await actorIn(deps, event.group_id, userId);
  authorize('addEventPhotos', viewer, group);
  if (event.cancelled_at) throw conflict(ALBUM_MSG.cancelled);
  if (deps.clock.now() < new Date(event.event_date)) throw conflict(ALBUM_MSG.notStarted);
  return { event, viewer };
}

/**
 * Adds photos to an event (contract §20): at most 10 a request, each checked and re-encoded by the
 * image rules (§6) once the request is allowed. The rows go in under the event's lock; when the
 * event was deleted or cancelled meanwhile, the stored files go again and nothing is added.
 */
export async function addEventPhotos(
  deps: AlbumDeps,
  { userId, eventId, readFiles }: { userId: number; eventId: number; readFiles: (max: number) => Promise<Buffer[]> },
): Promise<AlbumPhoto[]> {
  const { event, viewer } = await authorizeEventPhotos(deps, { userId, eventId });
  const files = await readFiles(MAX_EVENT_PHOTOS_PER_REQUEST);
  if (files.length === 0) throw badRequest(ALBUM_MSG.photosRequired, 'files');
  const urls = await storeImages(deps, { userId, kind: 'post', files });
  let ids: number[];
  try {
    ids = await deps.db.transaction(async (tx) => {
      const locked = await lockEventForPhotos(tx, eventId);
      if (!locked) throw notFound(EVENT_MSG.notFound);
      if (locked.cancelled_at) throw conflict(ALBUM_MSG.cancelled);
      return insertEventPhotos(tx, { eventId, groupId: event.group_id, uploaderId: userId, urls });
    });
  } catch (error) {
    await discardUnusedImages(deps, { userId, urls });
    throw error;
  }
  const page = await selectAlbumPage(deps.db, { groupId: event.group_id, viewerId: userId, eventId, limit: ids.length, offset: 0 });
  const added = new Set(ids);
  return page.rows.filter((row) => added.has(row.source_id)).map((row) => toAlbumPhoto(row, viewer));
}

/** Deletes an event photo: whoever added it (while a member) or the staff; its file goes when nothing else shows it. */
export async function deleteEventPhoto(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  { userId, eventId, photoId }: { userId: number; eventId: number; photoId: number },
): Promise<void> {
  const photo = await findEventPhoto(deps.db, { eventId, photoId });
  if (!photo) throw notFound(ALBUM_MSG.photoNotFound);
  const group = await findGroup(deps.db, photo.group_id);
  if (!group) throw notFound(ALBUM_MSG.photoNotFound);
  const actor = await actorIn(deps, photo.group_id, userId);
  authorize('deleteEventPhoto', { ...actor, isAuthor: photo.uploader_id === userId }, group);
  if (!(await deleteEventPhotoRow(deps.db, photoId))) return;
  await discardUnusedImages(deps, { userId: photo.uploader_id, urls: [photo.url] });
}
