import type { AttendanceStatus } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

// The SQL of attendance (출석체크, contract §19): one `event_attendance` row per event and participant.

/** Records or replaces one participant's mark. */
export async function upsertAttendance(
  db: Executor,
  {
    eventId,
    userId,
    status,
    via,
    markedBy,
  }: { eventId: number; userId: number; status: AttendanceStatus; via: 'STAFF' | 'CODE'; markedBy: number },
) {
  await db.execute(sql`insert into event_attendance (event_id, user_id, status, via, marked_by, marked_at)
      values (${eventId}, ${userId}, ${status}, ${via}, ${markedBy}, now())
      on conflict (event_id, user_id) do update set status = excluded.status, via = excluded.via,
        marked_by = excluded.marked_by, marked_at = excluded.marked_at`);
}

export async function deleteAttendance(db: Executor, eventId: number, userId: number) {
  await db.execute(sql`delete from event_attendance where event_id = ${eventId} and user_id = ${userId}`);
}

export async function findAttendance(db: Executor, eventId: number, userId: number) {
  const [row] = await queryRows<{ status: AttendanceStatus }>(
    db,
    sql`select status from event_attendance where event_id = ${eventId} and user_id = ${userId}`,
  );
  return row ?? null;
}

type AttendanceRow = { user_id: number; nickname: string; profile_image: string | null; status: AttendanceStatus | null };

/** The event's seated participants (all, or only `onlyUserId`) with their marks, in arrival order. */
export function eventAttendanceRows(db: Executor, eventId: number, onlyUserId: number | null) {
  return queryRows<AttendanceRow>(
    db,
    sql`select u.id as user_id, u.nickname, u.profile_image, a.status
        from event_participants p join users u on u.id = p.user_id
        left join event_attendance a on a.event_id = p.event_id and a.user_id = p.user_id
        where p.event_id = ${eventId} and p.status = 'PARTICIPATING'
          ${onlyUserId === null ? sql`` : sql`and p.user_id = ${onlyUserId}`}
        order by p.joined_at, p.user_id`,
  );
}

type GroupAttendanceRow = { user_id: number; nickname: string; profile_image: string | null; attended: number; no_show: number };

/** The group's current members with their marks over the group's events, most attended first. */
export async function groupAttendancePage(db: Executor, groupId: number, { page, size }: { page: number; size: number }) {
  const rows = await queryRows<GroupAttendanceRow>(
    db,
    sql`select u.id as user_id, u.nickname, u.profile_image,
          coalesce(c.attended, 0)::int as attended, coalesce(c.no_show, 0)::int as no_show
        from group_members m join users u on u.id = m.user_id
        left join lateral (
          select count(*) filter (where a.status = 'ATTENDED') as attended, count(*) filter (where a.status = 'NO_SHOW') as no_show
          from event_attendance a join events e on e.id = a.event_id
          where a.user_id = m.user_id and e.group_id = m.group_id) c on true
        where m.group_id = ${groupId}
        order by coalesce(c.attended, 0) desc, coalesce(c.no_show, 0) asc, u.nickname, u.id
        limit ${size} offset ${page * size}`,
  );
  const [total] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from group_members where group_id = ${groupId}`);
  return { rows, total: total?.count ?? 0 };
}

type HistoryRow = {
  event_id: number;
  title: string;
  group_id: number;
  group_name: string;
  event_date: Date | string;
  status: AttendanceStatus;
};

/** A person's marks, latest event first; in one group only when `groupId` is given. */
export async function attendanceHistoryPage(
  db: Executor,
  userId: number,
  { groupId, page, size }: { groupId: number | null; page: number; size: number },
) {
  const inGroup = groupId === null ? sql`` : sql`and e.group_id = ${groupId}`;
  const rows = await queryRows<HistoryRow>(
    db,
    sql`select e.id as event_id, e.title, e.group_id, g.name as group_name, e.event_date, a.status
        from event_attendance a join events e on e.id = a.event_id join groups g on g.id = e.group_id
        where a.user_id = ${userId} ${inGroup}
        order by e.event_date desc, e.id desc
        limit ${size} offset ${page * size}`,
  );
  const [total] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from event_attendance a join events e on e.id = a.event_id where a.user_id = ${userId} ${inGroup}`,
  );
  return { rows, total: total?.count ?? 0 };
}

/** Export: the user's marks, newest first. */
export const exportAttendanceOf = (db: Executor, userId: number, limit: number) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select a.event_id as "eventId", e.group_id as "groupId", e.title, e.event_date as "eventDate", a.status, a.via,
          a.marked_at as "markedAt"
        from event_attendance a join events e on e.id = a.event_id
        where a.user_id = ${userId} order by a.marked_at desc, a.event_id desc limit ${limit}`,
  );

/** 회원탈퇴: the user's own marks go; the marks they made for others stay without their name. */
export async function eraseAttendanceOf(tx: Executor, userId: number) {
  await tx.execute(sql`delete from event_attendance where user_id = ${userId}`);
  await tx.execute(sql`update event_attendance set marked_by = null where marked_by = ${userId}`);
}
