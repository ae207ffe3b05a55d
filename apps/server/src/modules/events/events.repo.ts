import { EVENT_DEFAULT_DURATION_MS } from '@dongne/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { calendarTokens, eventParticipants, events } from '../../db/schema.ts';
import { DATE_POLL_OF_EVENT } from './date-polls.repo.ts';

export type EventRow = {
  id: number;
  group_id: number;
  group_name: string;
  group_owner_id: number;
  organizer_id: number;
  organizer_nickname: string;
  organizer_profile_image: string | null;
  organizer_deleted: boolean;
  title: string;
  description: string;
  event_date: Date | string;
  end_date: Date | string | null;
  is_online: boolean;
  location: string;
  max_participants: number;
  participant_count: number;
  waitlist_count: number;
  tags: string[];
  cancelled_at: Date | string | null;
  created_at: Date | string;
  viewer_status: 'PARTICIPATING' | 'WAITLISTED' | null;
  viewer_position: number | null;
  viewer_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  organizer_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  attended_count: number;
  comment_count: number;
  date_poll_id: number | null;
  series_id: number | null;
  recurrence: string | null;
  recurrence_id: Date | string | null;
  series_joined: boolean;
};

/** Events with group, organizer, waitlist size and the viewer's place, in one query. */
function selectEvents(
  db: Executor,
  { viewerId, where, orderBy, limit, offset }: { viewerId: number | null; where: SQL; orderBy: SQL; limit: number; offset: number },
) {
  const viewer = viewerId ?? 0;
  return queryRows<EventRow>(
    db,
    sql`select e.id, e.group_id, g.name as group_name, g.owner_id as group_owner_id, e.organizer_id,
          u.nickname as organizer_nickname, u.profile_image as organizer_profile_image, (u.deleted_at is not null) as organizer_deleted,
          e.title, e.description, e.event_date, e.end_date, e.is_online, e.location, e.max_participants, e.participant_count,
          (select count(*)::int from event_participants w where w.event_id = e.id and w.status = 'WAITLISTED') as waitlist_count,
          e.tags, e.cancelled_at, e.created_at, e.comment_count, vp.status as viewer_status,
          case when vp.status = 'WAITLISTED' then (select count(*)::int from event_participants w
            where w.event_id = e.id and w.status = 'WAITLISTED' and (w.joined_at, w.user_id) <= (vp.joined_at, vp.user_id)) end as viewer_position,
          (select m.role from group_members m where m.group_id = e.group_id and m.user_id = ${viewer}) as viewer_role,
          (select om.role from group_members om where om.group_id = e.group_id and om.user_id = e.organizer_id) as organizer_role,
          (select count(*)::int from event_attendance a where a.event_id = e.id and a.status = 'ATTENDED') as attended_count,
          ${DATE_POLL_OF_EVENT} as date_poll_id,
          e.series_id, s.recurrence, e.recurrence_id,
          exists (select 1 from event_series_members sm where sm.series_id = e.series_id and sm.user_id = ${viewer}) as series_joined
        from events e
        join groups g on g.id = e.group_id
        join users u on u.id = e.organizer_id
        left join event_series s on s.id = e.series_id
        left join event_participants vp on vp.event_id = e.id and vp.user_id = ${viewer}
        where ${where}
        order by ${orderBy}
        limit ${limit} offset ${offset}`,
  );
}

async function countEvents(db: Executor, where: SQL, viewerId: number | null) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from events e join groups g on g.id = e.group_id
        left join event_participants vp on vp.event_id = e.id and vp.user_id = ${viewerId ?? 0} where ${where}`,
  );
  return row?.count ?? 0;
}

/** When an event ends: its end date, or the contract's default length after its start (as `endOf` in event-mapper.ts). */
const END = sql`coalesce(e.end_date, e.event_date + ${sql.raw(`interval '${EVENT_DEFAULT_DURATION_MS} milliseconds'`)})`;

/** Coming and ongoing first (soonest first), then past and cancelled ones (latest first). */
const upcomingFirst = (now: Date) =>
  sql`(e.cancelled_at is not null or ${END} <= ${now.toISOString()}::timestamptz), case when e.cancelled_at is null and ${END} > ${now.toISOString()}::timestamptz then e.event_date end asc, e.event_date desc, e.id`;

type PageQuery = { viewerId: number | null; page: number; size: number };

async function pageOfEvents(db: Executor, where: SQL, orderBy: SQL, { viewerId, page, size }: PageQuery) {
  const [rows, total] = await Promise.all([
    selectEvents(db, { viewerId, where, orderBy, limit: size, offset: page * size }),
    countEvents(db, where, viewerId),
  ]);
  return { rows, total };
}

/** A page of one group's events, coming ones first. */
export const groupEventsPage = (db: Executor, groupId: number, now: Date, query: PageQuery) =>
  pageOfEvents(db, sql`e.group_id = ${groupId}`, upcomingFirst(now), query);

/**
 * A page of the events the viewer takes part in or waits for, coming ones first: a private group's
 * only while the viewer is still a member (past events they kept a place in stay out of sight too).
 */
export const myEventsPage = (db: Executor, now: Date, query: PageQuery & { viewerId: number }) =>
  pageOfEvents(
    db,
    sql`vp.user_id is not null and (g.is_public or exists (select 1 from group_members m where m.group_id = e.group_id and m.user_id = ${query.viewerId}))`,
    upcomingFirst(now),
    query,
  );

/** A page of the coming (not yet ended, not cancelled) events of the viewer's groups, soonest first. */
export function upcomingEventsPage(db: Executor, now: Date, query: PageQuery & { viewerId: number }) {
  const where = sql`e.cancelled_at is null and ${END} > ${now.toISOString()}::timestamptz
    and exists (select 1 from group_members m where m.group_id = e.group_id and m.user_id = ${query.viewerId})`;
  return pageOfEvents(db, where, sql`e.event_date asc, e.id`, query);
}

/** At most this many events in one month of a calendar (a group meeting daily has about 31). */
export const CALENDAR_MAX_EVENTS = 500;
export type MonthRange = { start: Date; end: Date };
const inMonth = ({ start, end }: MonthRange) =>
  sql`e.event_date >= ${start.toISOString()}::timestamptz and e.event_date < ${end.toISOString()}::timestamptz`;
const byStart = sql`e.event_date asc, e.id`;

/** One group's events starting within the month, by start time (`events_group_id_event_date_idx`). */
export const groupMonthEvents = (db: Executor, groupId: number, range: MonthRange, viewerId: number | null) =>
  selectEvents(db, {
    viewerId,
    where: sql`e.group_id = ${groupId} and ${inMonth(range)}`,
    orderBy: byStart,
    limit: CALENDAR_MAX_EVENTS,
    offset: 0,
  });

/** The events of the viewer's groups starting within the month, by start time. */
export const myGroupsMonthEvents = (db: Executor, viewerId: number, range: MonthRange) =>
  selectEvents(db, {
    viewerId,
    where: sql`${inMonth(range)} and exists (select 1 from group_members m where m.group_id = e.group_id and m.user_id = ${viewerId})`,
    orderBy: byStart,
    limit: CALENDAR_MAX_EVENTS,
    offset: 0,
  });

/** A page of a series' occurrences in date order; `upcoming` keeps those not ended (`events_series_id_event_date_idx`). */
export const seriesEventsPage = (db: Executor, seriesId: number, now: Date, upcoming: boolean, query: PageQuery) =>
  pageOfEvents(
    db,
    upcoming ? sql`e.series_id = ${seriesId} and ${END} > ${now.toISOString()}::timestamptz` : sql`e.series_id = ${seriesId}`,
    sql`e.event_date asc, e.id`,
    query,
  );

/** One event as its card or detail shows it, for the viewer; null when it does not exist. */
export async function findEventCard(db: Executor, eventId: number, viewerId: number | null): Promise<EventRow | null> {
  const [row] = await selectEvents(db, { viewerId, where: sql`e.id = ${eventId}`, orderBy: sql`e.id`, limit: 1, offset: 0 });
  return row ?? null;
}

export async function lockEvent(tx: Executor, id: number) {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row ?? null;
}

export async function insertEvent(db: Executor, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('insert returned no event');
  return row.id;
}

/** Stores a series' occurrences, skipping a place in the series already taken (another run made it); answers those made. */
export async function insertOccurrences(db: Executor, values: (typeof events.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db
    .insert(events)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: events.id, eventDate: events.eventDate, seriesId: events.seriesId });
}

/** Seats (or waitlists) people in events in one statement; `joinedAt` orders each waitlist. */
export async function addParticipants(
  db: Executor,
  rows: { eventId: number; userId: number; status: 'PARTICIPATING' | 'WAITLISTED'; joinedAt: Date }[],
) {
  if (rows.length === 0) return;
  await db.insert(eventParticipants).values(rows);
}

export async function updateEventRow(db: Executor, id: number, values: Partial<typeof events.$inferInsert>) {
  await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(events.id, id));
}

export async function deleteEventRow(db: Executor, id: number) {
  await db.delete(events).where(eq(events.id, id));
}

export async function findParticipation(db: Executor, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return row ?? null;
}

/** Files the user in arrival order: clock_timestamp() is read under the event's row lock, so it only grows. */
export async function addParticipant(db: Executor, eventId: number, userId: number, status: 'PARTICIPATING' | 'WAITLISTED') {
  await db.insert(eventParticipants).values({ eventId, userId, status, joinedAt: sql`clock_timestamp()` });
}

export async function removeParticipant(db: Executor, eventId: number, userId: number) {
  await db.delete(eventParticipants).where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
}

export async function adjustParticipantCount(db: Executor, eventId: number, delta: number) {
  await db
    .update(events)
    .set({ participantCount: sql`${events.participantCount} + ${delta}` })
    .where(eq(events.id, eventId));
}

/** Moves the first `seats` of the waitlist into the event; answers who was promoted. */
export async function promoteFromWaitlist(db: Executor, eventId: number, seats: number): Promise<number[]> {
  if (seats <= 0) return [];
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`update event_participants set status = 'PARTICIPATING'
        where event_id = ${eventId} and user_id in (
          select user_id from event_participants where event_id = ${eventId} and status = 'WAITLISTED'
          order by joined_at, user_id limit ${seats})
        returning user_id`,
  );
  if (rows.length > 0) await adjustParticipantCount(db, eventId, rows.length);
  return rows.map((row) => row.user_id);
}

/**
 * The user's places in the group's events that have not started, each event locked (in id order,
 * as every other writer locks one event at a time) so counts and promotions stay exact.
 */
export async function lockUpcomingPlacesOf(tx: Executor, groupId: number, userId: number, now: Date) {
  return queryRows<{
    event_id: number;
    title: string;
    event_date: Date | string;
    status: 'PARTICIPATING' | 'WAITLISTED';
    cancelled: boolean;
  }>(
    tx,
    sql`select e.id as event_id, e.title, e.event_date, p.status, (e.cancelled_at is not null) as cancelled
        from events e join event_participants p on p.event_id = e.id and p.user_id = ${userId}
        where e.group_id = ${groupId} and e.event_date > ${now.toISOString()}::timestamptz
        order by e.id
        for update of e`,
  );
}

/** Who holds a seat (not the waitlist): the people reminders go to. */
export async function listSeatedIds(db: Executor, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.status, 'PARTICIPATING')));
  return rows.map((row) => row.userId);
}

/** Everyone taking part in or waiting for any of the events, each once. */
export async function distinctParticipantIds(db: Executor, eventIds: number[]): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const rows = await queryRows<{ user_id: number }>(db, sql`select distinct user_id from event_participants where event_id in ${eventIds}`);
  return rows.map((row) => row.user_id);
}

/** Marks the events cancelled at `at`, in one statement. */
export async function cancelEventRows(db: Executor, eventIds: number[], at: Date) {
  if (eventIds.length === 0) return;
  await queryRows(db, sql`update events set cancelled_at = ${at.toISOString()}::timestamptz, updated_at = now() where id in ${eventIds}`);
}

export function listParticipantIds(db: Executor, eventId: number) {
  return db.select({ userId: eventParticipants.userId }).from(eventParticipants).where(eq(eventParticipants.eventId, eventId));
}

/** Participants in arrival order, then the waitlist in its order, with positions. */
export async function selectParticipants(db: Executor, eventId: number, limit: number, offset: number) {
  const rows = await queryRows<{
    id: number;
    nickname: string;
    profile_image: string | null;
    status: 'PARTICIPATING' | 'WAITLISTED';
    joined_at: Date | string;
    position: number;
  }>(
    db,
    sql`select u.id, u.nickname, u.profile_image, p.status, p.joined_at,
          row_number() over (partition by p.status order by p.joined_at, p.user_id)::int as position
        from event_participants p join users u on u.id = p.user_id
        where p.event_id = ${eventId}
        order by (p.status = 'WAITLISTED'), p.joined_at, p.user_id
        limit ${limit} offset ${offset}`,
  );
  const [total] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from event_participants where event_id = ${eventId}`,
  );
  return { rows, total: total?.count ?? 0 };
}

export async function saveCalendarToken(db: Executor, userId: number, tokenHash: string) {
  await db
    .insert(calendarTokens)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarTokens.userId, set: { tokenHash, createdAt: sql`now()` } });
}

export async function findCalendarTokenOwner(db: Executor, tokenHash: string) {
  const [row] = await db.select({ userId: calendarTokens.userId }).from(calendarTokens).where(eq(calendarTokens.tokenHash, tokenHash));
  return row?.userId ?? null;
}

export type ReminderTarget = {
  title: string;
  location: string;
  event_date: Date | string;
  cancelled: boolean;
  group_name: string;
  status: string | null;
  is_member: boolean;
  email: string;
  nickname: string;
  deleted: boolean;
};

/** events.reminder: the event as it is now, and the person it reminds. */
export function reminderTarget(db: Executor, { eventId, userId }: { eventId: number; userId: number }) {
  return queryRows<ReminderTarget>(
    db,
    sql`select e.title, e.location, e.event_date, e.cancelled_at is not null as cancelled, g.name as group_name,
          (select p.status from event_participants p where p.event_id = e.id and p.user_id = ${userId}) as status,
          exists (select 1 from group_members gm where gm.group_id = e.group_id and gm.user_id = ${userId}) as is_member,
          u.email, u.nickname, u.deleted_at is not null as deleted
        from events e join groups g on g.id = e.group_id join users u on u.id = ${userId}
        where e.id = ${eventId}`,
  );
}

/** Records the reminder as sent; false when it already was (a second run of the same reminder). */
export async function markReminderSent(
  tx: Executor,
  data: { eventId: number; userId: number; kind: string; eventDate: string },
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`insert into event_reminders_sent (event_id, user_id, kind, event_date, sent_at)
        values (${data.eventId}, ${data.userId}, ${data.kind}, ${data.eventDate}::timestamptz, ${at.toISOString()}::timestamptz)
        on conflict do nothing returning 1 as one`,
  );
  return rows.length > 0;
}

export type DueReminder = { user_id: number; email: string; nickname: string; email_reminders: boolean };

/**
 * events.reminders: marks the reminder of one event, kind and start as sent to everyone seated who
 * is still a member (and not deleted) and was not reminded yet, in one statement, and answers them
 * with what their mail needs. A second run answers nobody.
 */
export function markDueRemindersSent(
  tx: Executor,
  data: { eventId: number; kind: string; eventDate: string },
  at: Date,
): Promise<DueReminder[]> {
  return queryRows<DueReminder>(
    tx,
    sql`with due as (
          select p.user_id, u.email, u.nickname, coalesce(ns.email_reminders, true) as email_reminders
          from event_participants p
          join events e on e.id = p.event_id
          join group_members gm on gm.group_id = e.group_id and gm.user_id = p.user_id
          join users u on u.id = p.user_id and u.deleted_at is null
          left join notification_settings ns on ns.user_id = p.user_id
          where p.event_id = ${data.eventId} and p.status = 'PARTICIPATING'
        ), sent as (
          insert into event_reminders_sent (event_id, user_id, kind, event_date, sent_at)
          select ${data.eventId}, user_id, ${data.kind}, ${data.eventDate}::timestamptz, ${at.toISOString()}::timestamptz from due
          on conflict do nothing
          returning user_id
        )
        select due.user_id, due.email, due.nickname, due.email_reminders from due join sent on sent.user_id = due.user_id`,
  );
}

/** events.reminders: the event as it is now. */
export async function reminderEvent(db: Executor, eventId: number) {
  const [row] = await queryRows<{ title: string; location: string; event_date: Date | string; cancelled: boolean; group_name: string }>(
    db,
    sql`select e.title, e.location, e.event_date, e.cancelled_at is not null as cancelled, g.name as group_name
        from events e join groups g on g.id = e.group_id where e.id = ${eventId}`,
  );
  return row ?? null;
}
