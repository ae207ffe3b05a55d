import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** One photo of a group's album page, with what shows it and the page's total. */
export type AlbumRow = {
  source: 'POST' | 'CHAT' | 'EVENT';
  source_id: number;
  position: number;
  url: string;
  created_at: Date | string;
  author_id: number | null;
  author_nickname: string | null;
  event_id: number | null;
  event_title: string | null;
  width: number | null;
  height: number | null;
};

/**
 * A page of the group's album (contract §20), newest first, in one statement: the images of its
 * shown posts, its room's shown IMAGE messages and its events' photos, less those whose author the
 * viewer blocked. Each source is read in its own index order up to the page's end, so a page costs
 * `offset + limit` rows per source, not the group's every image; `eventId` keeps one event's photos.
 * The total counts the same rows.
 */
export async function selectAlbumPage(
  db: Executor,
  {
    groupId,
    viewerId,
    eventId,
    limit,
    offset,
  }: { groupId: number; viewerId: number; eventId: number | null; limit: number; offset: number },
): Promise<{ rows: AlbumRow[]; total: number }> {
  const end = offset + limit;
  const onlyEvent = eventId !== null;
  const notBlocked = (author: ReturnType<typeof sql.raw>) =>
    sql`not exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId} and ub.blocked_id = ${author})`;
  const postsShown = sql`p.group_id = ${groupId} and cardinality(p.image_urls) > 0 and p.hidden_at is null and ${notBlocked(sql.raw('p.author_id'))}`;
  const chatShown = sql`m.room_id = (select r.id from chat_rooms r where r.group_id = ${groupId}) and m.message_type = 'IMAGE'
        and not m.is_deleted and m.hidden_at is null and ${notBlocked(sql.raw('m.sender_id'))}`;
  const eventPhotosShown = sql`ep.group_id = ${groupId} and ${onlyEvent ? sql`ep.event_id = ${eventId}` : sql`true`}
        and ${notBlocked(sql.raw('ep.uploader_id'))}`;
  const eventBranch = sql`(select 'EVENT' as source, ep.id as source_id, 1 as position, ep.url, ep.created_at, ep.uploader_id as author_id, ep.event_id
          from event_photos ep where ${eventPhotosShown} order by ep.created_at desc, ep.id desc limit ${end})`;
  // Posts and chat hold no event's photos: a page of one event reads event_photos alone.
  const sources = onlyEvent
    ? eventBranch
    : sql`(select 'POST' as source, p.id as source_id, x.position::int as position, x.url, p.created_at, p.author_id, null::int as event_id
          from posts p cross join lateral unnest(p.image_urls) with ordinality as x(url, position)
          where ${postsShown} order by p.created_at desc, p.id desc, x.position limit ${end})
        union all
        (select 'CHAT', m.id, 1, m.content, m.created_at, m.sender_id, null::int
          from chat_messages m where ${chatShown} order by m.created_at desc, m.id desc limit ${end})
        union all
        ${eventBranch}`;
  const eventPhotoCount = sql`(select count(*) from event_photos ep where ${eventPhotosShown})`;
  const total = onlyEvent
    ? eventPhotoCount
    : sql`(select coalesce(sum(cardinality(p.image_urls)), 0) from posts p where ${postsShown})
        + (select count(*) from chat_messages m where ${chatShown}) + ${eventPhotoCount}`;
  const rows = await queryRows<AlbumRow & { total: number }>(
    db,
    sql`with shown as (${sources}),
        page as (select * from shown order by created_at desc, source, source_id desc, position offset ${offset} limit ${limit})
      select page.source, page.source_id, page.position, page.url, page.created_at, page.author_id, u.nickname as author_nickname,
        page.event_id, e.title as event_title, up.width, up.height, t.total
      from (select (${total})::int as total) t
      left join page on true
      left join uploads up on up.url = page.url
      left join users u on u.id = page.author_id
      left join events e on e.id = page.event_id
      order by page.created_at desc, page.source, page.source_id desc, page.position`,
  );
  return { rows: rows.filter((row) => row.source !== null), total: rows[0]?.total ?? 0 };
}

/** One event of the album's filter, with the photos of it the viewer sees. */
export type AlbumEventRow = { id: number; title: string; event_date: Date | string; photo_count: number };

/**
 * The group's events that have photos in the viewer's album (contract §20), the event with the
 * newest photo first, at most `limit`: event photos whose uploader the viewer blocked are left out
 * as the album leaves them out (selectAlbumPage), so an event only they added photos to is not
 * listed. Posts and chat hold no event's photos, so event_photos alone answers; its
 * (group_id, event_id) index (migration 0043) groups the group's photos by event without a sort.
 */
export function selectAlbumEvents(db: Executor, { groupId, viewerId, limit }: { groupId: number; viewerId: number; limit: number }) {
  return queryRows<AlbumEventRow>(
    db,
    sql`select e.id, e.title, e.event_date, c.photo_count
      from (select ep.event_id, count(*)::int as photo_count, max(ep.created_at) as newest_at
          from event_photos ep
          where ep.group_id = ${groupId}
            and not exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId} and ub.blocked_id = ep.uploader_id)
          group by ep.event_id
          order by newest_at desc, ep.event_id desc
          limit ${limit}) c
      join events e on e.id = c.event_id
      order by c.newest_at desc, c.event_id desc`,
  );
}

/** What adding photos to an event needs to know of it; null when it does not exist. */
export async function findEventForPhotos(db: Executor, eventId: number) {
  const [row] = await queryRows<{
    id: number;
    group_id: number;
    title: string;
    event_date: Date | string;
    cancelled_at: Date | string | null;
  }>(db, sql`select id, group_id, title, event_date, cancelled_at from events where id = ${eventId}`);
  return row ?? null;
}

/** Locks the event's row while its photos are added, so a deletion or cancellation waits (or wins first). */
export async function lockEventForPhotos(tx: Executor, eventId: number) {
  const [row] = await queryRows<{ id: number; cancelled_at: Date | string | null }>(
    tx,
    sql`select id, cancelled_at from events where id = ${eventId} for share`,
  );
  return row ?? null;
}

/** Adds the photos in order and answers their ids (the trigger marks each upload in use, migration 0038). */
export async function insertEventPhotos(
  tx: Executor,
  { eventId, groupId, uploaderId, urls }: { eventId: number; groupId: number; uploaderId: number; urls: string[] },
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into event_photos (event_id, group_id, uploader_id, url)
      select ${eventId}, ${groupId}, ${uploaderId}, x.url from unnest(${sql.param(urls)}::text[]) with ordinality as x(url, n) order by x.n
      returning id`,
  );
  return rows.map((row) => row.id);
}

/** An event photo with its group and the uploader's role there; null when it is not the event's. */
export async function findEventPhoto(db: Executor, { eventId, photoId }: { eventId: number; photoId: number }) {
  const [row] = await queryRows<{ id: number; group_id: number; uploader_id: number; url: string }>(
    db,
    sql`select id, group_id, uploader_id, url from event_photos where id = ${photoId} and event_id = ${eventId}`,
  );
  return row ?? null;
}

export async function deleteEventPhotoRow(db: Executor, photoId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`delete from event_photos where id = ${photoId} returning id`);
  return rows.length > 0;
}

/** The export's event photos of the user (contract §12), newest first. */
export function exportEventPhotosOf(db: Executor, userId: number, limit: number) {
  return queryRows<Record<string, unknown>>(
    db,
    sql`select ep.id, ep.event_id as "eventId", e.title as "eventTitle", ep.group_id as "groupId", ep.url, ep.created_at as "createdAt"
      from event_photos ep join events e on e.id = ep.event_id
      where ep.uploader_id = ${userId}
      order by ep.created_at desc, ep.id desc
      limit ${limit}`,
  );
}
