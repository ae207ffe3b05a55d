import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { eventSeries, eventSeriesMembers } from '../../db/schema.ts';

export type SeriesRow = typeof eventSeries.$inferSelect;

export async function insertSeries(db: Executor, values: typeof eventSeries.$inferInsert): Promise<number> {
  const [row] = await db.insert(eventSeries).values(values).returning({ id: eventSeries.id });
  if (!row) throw new Error('insert returned no series');
  return row.id;
}

export async function lockSeries(tx: Executor, id: number): Promise<SeriesRow | null> {
  const [row] = await tx.select().from(eventSeries).where(eq(eventSeries.id, id)).for('update');
  return row ?? null;
}

/** Locks the series named, in id order (as every writer of several series takes them). */
export function lockSeriesMany(tx: Executor, ids: number[]): Promise<SeriesRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(eventSeries).where(inArray(eventSeries.id, ids)).orderBy(asc(eventSeries.id)).for('update');
}

export async function findSeries(db: Executor, id: number): Promise<SeriesRow | null> {
  const [row] = await db.select().from(eventSeries).where(eq(eventSeries.id, id));
  return row ?? null;
}

/** Records how far each series was made, when it is next due and whether it ended: one statement for all. */
export async function recordSeriesProgress(
  db: Executor,
  rows: { id: number; generatedUntil: Date | null; dueAt: Date; finished: boolean }[],
  now: Date,
) {
  if (rows.length === 0) return;
  await queryRows(
    db,
    sql`update event_series s
        set generated_until = coalesce(v.generated_until, s.generated_until), due_at = v.due_at,
            finished_at = case when v.finished then ${now.toISOString()}::timestamptz end, updated_at = now()
        from unnest(${sql.param(rows.map((row) => row.id))}::int[],
                    ${sql.param(rows.map((row) => row.generatedUntil?.toISOString() ?? null))}::timestamptz[],
                    ${sql.param(rows.map((row) => row.dueAt.toISOString()))}::timestamptz[],
                    ${sql.param(rows.map((row) => row.finished))}::boolean[]) as v(id, generated_until, due_at, finished)
        where s.id = v.id`,
  );
}

export async function updateSeriesRow(db: Executor, id: number, values: Partial<typeof eventSeries.$inferInsert>) {
  await db
    .update(eventSeries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(eventSeries.id, id));
}

/** Unfinished series due for more occurrences at `now`, earliest first (`event_series_due_idx`). */
export async function dueSeriesIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from event_series where finished_at is null and due_at <= ${now.toISOString()}::timestamptz
        order by due_at, id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

export async function addSeriesMember(db: Executor, seriesId: number, userId: number) {
  await db.insert(eventSeriesMembers).values({ seriesId, userId, joinedAt: sql`clock_timestamp()` }).onConflictDoNothing();
}

/** Takes the user out of the series; false when they were not in it. */
export async function removeSeriesMember(db: Executor, seriesId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(eventSeriesMembers)
    .where(and(eq(eventSeriesMembers.seriesId, seriesId), eq(eventSeriesMembers.userId, userId)))
    .returning({ userId: eventSeriesMembers.userId });
  return rows.length > 0;
}

/** Copies a series' members to the series split off it, keeping their order. */
export async function copySeriesMembers(db: Executor, fromId: number, toId: number) {
  await queryRows(
    db,
    sql`insert into event_series_members (series_id, user_id, joined_at)
        select ${toId}, user_id, joined_at from event_series_members where series_id = ${fromId}
        on conflict do nothing`,
  );
}

/**
 * The members of the series named who are still members of their groups, each series' in the order
 * they joined: the seats of a new occurrence.
 */
export async function seriesMembersOf(db: Executor, seriesIds: number[]) {
  if (seriesIds.length === 0) return [];
  return queryRows<{ series_id: number; user_id: number; joined_at: Date | string }>(
    db,
    sql`select sm.series_id, sm.user_id, sm.joined_at from event_series_members sm
        join event_series s on s.id = sm.series_id
        join group_members gm on gm.group_id = s.group_id and gm.user_id = sm.user_id
        where sm.series_id in ${seriesIds}
        order by sm.series_id, sm.joined_at, sm.user_id`,
  );
}

/** Forgets the user's series in a group (they left it or were removed). */
export async function removeSeriesMembershipsInGroup(db: Executor, groupId: number, userId: number) {
  await queryRows(
    db,
    sql`delete from event_series_members sm using event_series s
        where s.id = sm.series_id and s.group_id = ${groupId} and sm.user_id = ${userId}`,
  );
}

export type OccurrenceRow = {
  id: number;
  event_date: Date | string;
  end_date: Date | string | null;
  recurrence_id: Date | string;
  participant_count: number;
  max_participants: number;
  title: string;
  cancelled: boolean;
};

/**
 * A series' occurrences from `from` (their place in the rule) on that have not started, each locked
 * in id order as every other writer locks events; cancelled ones only when asked.
 */
export function lockOccurrencesFrom(
  tx: Executor,
  { seriesId, from, now, withCancelled = false }: { seriesId: number; from: Date; now: Date; withCancelled?: boolean },
) {
  return queryRows<OccurrenceRow>(
    tx,
    sql`select id, event_date, end_date, recurrence_id, participant_count, max_participants, title, cancelled_at is not null as cancelled
        from events
        where series_id = ${seriesId} and recurrence_id >= ${from.toISOString()}::timestamptz
          and event_date > ${now.toISOString()}::timestamptz ${withCancelled ? sql`` : sql`and cancelled_at is null`}
        order by id
        for update`,
  );
}

/** The first occurrence of the series that has not started and is not cancelled (what "전체 일정" changes from). */
export async function firstUpcomingOccurrence(db: Executor, seriesId: number, now: Date) {
  const [row] = await queryRows<{ id: number; recurrence_id: Date | string }>(
    db,
    sql`select id, recurrence_id from events
        where series_id = ${seriesId} and event_date > ${now.toISOString()}::timestamptz and cancelled_at is null
        order by recurrence_id limit 1`,
  );
  return row ?? null;
}

/** Moves occurrences to another series (a split), shifting their place in the rule with their start. */
export async function moveOccurrences(db: Executor, ids: number[], { seriesId, shiftMs }: { seriesId: number; shiftMs: number }) {
  if (ids.length === 0) return;
  await queryRows(
    db,
    sql`update events set series_id = ${seriesId},
          recurrence_id = recurrence_id + ${`${shiftMs} milliseconds`}::interval
        where id in ${ids}`,
  );
}

/** Shifts the places in the rule of a series' occurrences (the whole series moved to another time of day). */
export async function shiftRecurrenceIds(db: Executor, seriesId: number, shiftMs: number) {
  await queryRows(
    db,
    sql`update events set recurrence_id = recurrence_id + ${`${shiftMs} milliseconds`}::interval where series_id = ${seriesId}`,
  );
}

/** What the iCalendar export of a series needs beyond its occurrences' cards: each stored place in the rule. */
export function seriesOccurrencePlaces(db: Executor, seriesId: number) {
  return queryRows<{ id: number; recurrence_id: Date | string; cancelled: boolean; detached: boolean }>(
    db,
    sql`select id, recurrence_id, cancelled_at is not null as cancelled, detached from events
        where series_id = ${seriesId} order by recurrence_id`,
  );
}

/** The series an event belongs to, read without a lock: scoped changes lock the series before its events. */
export async function seriesIdOfEvent(db: Executor, eventId: number): Promise<number | null> {
  const [row] = await queryRows<{ series_id: number | null }>(db, sql`select series_id from events where id = ${eventId}`);
  return row?.series_id ?? null;
}
