import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { type ExportRow, type SnapshotRow, toSnapshot } from '../../lib/content-kind.ts';

// The SQL behind the event content kind (events.content.ts).

export async function readEventSnapshot(db: Executor, id: number) {
  const [row] = await queryRows<SnapshotRow>(
    db,
    sql`select concat_ws(E'\\n', e.title, nullif(e.description, '')) as text, '{}'::text[] as image_urls,
          u.id as author_id, u.nickname as author_nickname, g.id as group_id, g.name as group_name
        from events e join groups g on g.id = e.group_id left join users u on u.id = e.organizer_id where e.id = ${id}`,
  );
  return toSnapshot(row);
}

export const EVENT_GONE = sql`not exists (select 1 from events x where x.id = t.target_id)`;

export const exportEventsCreatedOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select e.id, e.group_id as "groupId", e.title, e.description, e.event_date as "eventDate", e.end_date as "endDate",
          e.is_online as "isOnline", e.location, e.max_participants as "maxParticipants", e.tags,
          e.cancelled_at as "cancelledAt", e.created_at as "createdAt"
        from events e where e.organizer_id = ${userId} order by e.created_at desc, e.id desc limit ${limit}`,
  );

export const exportEventsJoinedOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select p.event_id as "eventId", e.group_id as "groupId", e.title, e.event_date as "eventDate", p.status,
          p.joined_at as "joinedAt"
        from event_participants p join events e on e.id = p.event_id
        where p.user_id = ${userId} order by p.joined_at desc, p.event_id desc limit ${limit}`,
  );

/**
 * Seats the user still holds after leaving every group (events already over, or of groups they
 * had left before): deleted, each event's count kept exact. Nobody is promoted into an event
 * that is over; upcoming ones went through releaseUpcomingPlaces as the user left each group.
 * The record of reminders sent to the user goes too (contract §18).
 */
export async function deleteRemainingSeatsOf(tx: Executor, userId: number) {
  await tx.execute(sql`with gone as (
      delete from event_participants where user_id = ${userId} returning event_id, status)
    update events e set participant_count = e.participant_count - 1
    from gone where gone.event_id = e.id and gone.status = 'PARTICIPATING'`);
  await tx.execute(sql`delete from event_reminders_sent where user_id = ${userId}`);
}

/** The series the user joined (이후 일정 모두 참여), for their export. */
export const exportSeriesJoinedOf = (db: Executor, userId: number, limit: number) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select s.id as "seriesId", s.group_id as "groupId", s.title, s.recurrence, m.joined_at as "joinedAt"
        from event_series_members m join event_series s on s.id = m.series_id
        where m.user_id = ${userId} order by m.joined_at desc, s.id desc limit ${limit}`,
  );

/** Forgets the series the user joined: after they left every group none is left, but a removed member's may be. */
export async function deleteSeriesMembershipsOf(tx: Executor, userId: number) {
  await queryRows(tx, sql`delete from event_series_members where user_id = ${userId}`);
}
