import type { DatePollAnswer } from '@dongne/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { ExportRow } from '../../lib/content-kind.ts';

// Date polls (일정 조율, contract §20): the poll, its slots, one answer per member and slot.

type Role = 'OWNER' | 'MANAGER' | 'MEMBER' | null;

export type DatePollRow = {
  id: number;
  group_id: number;
  creator_id: number;
  creator_nickname: string;
  creator_deleted: boolean;
  title: string;
  closed_at: Date | string | null;
  event_id: number | null;
  created_at: Date | string;
  /** The viewer's role in the group and the creator's (staff act on any date poll; the creator while a member). */
  viewer_role: Role;
  creator_role: Role;
  voter_count: number;
};

export type DatePollSlotRow = {
  poll_id: number;
  id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  yes: number;
  maybe: number;
  no: number;
};

export type DatePollAnswerRow = { poll_id: number; slot_id: number; user_id: number; nickname: string; answer: DatePollAnswer };

/** An id list as one bound parameter (`= any(...::int[])`), so a page's statement text does not change with its ids. */
const intArray = (ids: readonly number[]) => `{${ids.map(Number).join(',')}}`;

const selectDatePolls = (db: Executor, viewerId: number | null, where: SQL, tail: SQL = sql``) =>
  queryRows<DatePollRow>(
    db,
    sql`select dp.id, dp.group_id, dp.creator_id, u.nickname as creator_nickname, (u.deleted_at is not null) as creator_deleted,
          dp.title, dp.closed_at, dp.event_id, dp.created_at,
          (select m.role from group_members m where m.group_id = dp.group_id and m.user_id = ${viewerId ?? 0}) as viewer_role,
          (select cm.role from group_members cm where cm.group_id = dp.group_id and cm.user_id = dp.creator_id) as creator_role,
          (select count(distinct a.user_id)::int from date_poll_answers a where a.poll_id = dp.id) as voter_count
        from date_polls dp join users u on u.id = dp.creator_id
        where ${where} ${tail}`,
  );

/** One date poll with what its readers' checks need; null when it does not exist. */
export async function findDatePoll(db: Executor, pollId: number, viewerId: number | null): Promise<DatePollRow | null> {
  const [row] = await selectDatePolls(db, viewerId, sql`dp.id = ${pollId}`);
  return row ?? null;
}

/** A page of a group's date polls, newest first (`date_polls_group_id_created_at_idx`), with their total. */
export async function groupDatePollsPage(
  db: Executor,
  groupId: number,
  { viewerId, page, size }: { viewerId: number | null; page: number; size: number },
) {
  const [rows, [total]] = await Promise.all([
    selectDatePolls(
      db,
      viewerId,
      sql`dp.group_id = ${groupId}`,
      sql`order by dp.created_at desc, dp.id desc limit ${size} offset ${page * size}`,
    ),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count from date_polls where group_id = ${groupId}`),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The polls' slots in time order, each with its counts of answers. */
export const datePollSlots = (db: Executor, pollIds: readonly number[]) =>
  queryRows<DatePollSlotRow>(
    db,
    sql`select s.poll_id, s.id, s.starts_at, s.ends_at,
          count(*) filter (where a.answer = 'YES')::int as yes,
          count(*) filter (where a.answer = 'MAYBE')::int as maybe,
          count(*) filter (where a.answer = 'NO')::int as no
        from date_poll_slots s left join date_poll_answers a on a.slot_id = s.id
        where s.poll_id = any(${intArray(pollIds)}::int[])
        group by s.id order by s.poll_id, s.starts_at, s.ends_at, s.id`,
  );

/**
 * Who answered what on the polls' slots, oldest answer first, leaving out the people the viewer
 * blocked (contract §11; the counts keep them). The viewer's own answers are among them.
 */
export const datePollAnswers = (db: Executor, pollIds: readonly number[], viewerId: number | null) =>
  queryRows<DatePollAnswerRow>(
    db,
    sql`select a.poll_id, a.slot_id, a.user_id, u.nickname, a.answer
        from date_poll_answers a join users u on u.id = a.user_id
        where a.poll_id = any(${intArray(pollIds)}::int[])
          and not exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId ?? 0} and ub.blocked_id = a.user_id)
        order by a.updated_at, a.user_id`,
  );

export async function insertDatePoll(
  tx: Executor,
  values: { groupId: number; creatorId: number; title: string; slots: { start: Date; end: Date }[] },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into date_polls (group_id, creator_id, title) values (${values.groupId}, ${values.creatorId}, ${values.title}) returning id`,
  );
  if (!row) throw new Error('insert returned no date poll');
  await tx.execute(
    sql`insert into date_poll_slots (poll_id, starts_at, ends_at)
        select ${row.id}, t.starts_at, t.ends_at
        from unnest(${sql.param(values.slots.map((slot) => slot.start.toISOString()))}::timestamptz[],
                    ${sql.param(values.slots.map((slot) => slot.end.toISOString()))}::timestamptz[]) as t(starts_at, ends_at)`,
  );
  return row.id;
}

export type LockedDatePoll = {
  id: number;
  group_id: number;
  creator_id: number;
  title: string;
  closed_at: Date | string | null;
  event_id: number | null;
};

/**
 * Takes the poll's row: `update` for what changes its state (close, make the event, delete), `share`
 * for answers, so an answer waits for a decision being made and then sees it, while answers of
 * different members run side by side.
 */
export async function lockDatePoll(tx: Executor, pollId: number, mode: 'update' | 'share'): Promise<LockedDatePoll | null> {
  const [row] = await queryRows<LockedDatePoll>(
    tx,
    sql`select id, group_id, creator_id, title, closed_at, event_id from date_polls where id = ${pollId}
        ${mode === 'update' ? sql`for update` : sql`for share`}`,
  );
  return row ?? null;
}

/** The poll's slots among `slotIds`. */
export const slotsOfPoll = (db: Executor, pollId: number, slotIds: readonly number[]) =>
  queryRows<{ id: number; starts_at: Date | string; ends_at: Date | string }>(
    db,
    sql`select id, starts_at, ends_at from date_poll_slots where poll_id = ${pollId} and id = any(${intArray(slotIds)}::int[])`,
  );

/**
 * Sets the member's answer on each slot given (one row per member and slot, whoever gets there
 * first), in slot order, so two requests of one member naming the same slots in another order take
 * the rows' locks in the same order and never deadlock.
 */
export async function upsertAnswers(
  tx: Executor,
  { pollId, userId, answers }: { pollId: number; userId: number; answers: readonly { slotId: number; answer: DatePollAnswer }[] },
) {
  await tx.execute(
    sql`insert into date_poll_answers (slot_id, user_id, poll_id, answer)
        select t.slot_id, ${userId}, ${pollId}, t.answer
        from unnest(${intArray(answers.map((entry) => entry.slotId))}::int[], ${sql.param(answers.map((entry) => entry.answer))}::text[]) as t(slot_id, answer)
        order by t.slot_id
        on conflict (slot_id, user_id) do update set answer = excluded.answer, updated_at = now()`,
  );
}

export async function closeDatePollRow(tx: Executor, pollId: number, now: Date) {
  await tx.execute(sql`update date_polls set closed_at = ${now.toISOString()}::timestamptz where id = ${pollId} and closed_at is null`);
}

export async function setDatePollEvent(tx: Executor, pollId: number, eventId: number) {
  await tx.execute(sql`update date_polls set event_id = ${eventId} where id = ${pollId}`);
}

/**
 * Reopens the date poll an event was made from, as the event is cancelled or deleted: its members
 * may pick another slot. Answers the poll, or null when the event came from none.
 */
export async function releaseDatePollOfEvent(tx: Executor, eventId: number) {
  const [row] = await queryRows<{ id: number; group_id: number }>(
    tx,
    sql`update date_polls set event_id = null where event_id = ${eventId} returning id, group_id`,
  );
  return row ?? null;
}

export async function deleteDatePollRow(tx: Executor, pollId: number) {
  await tx.execute(sql`delete from date_polls where id = ${pollId}`);
}

/** Everyone who answered at least one slot of the poll. */
export async function voterIdsOf(db: Executor, pollId: number): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct user_id from date_poll_answers where poll_id = ${pollId} order by user_id`,
  );
  return rows.map((row) => row.user_id);
}

/** The date poll an event was made from, for the event's reader (`date_polls_event_id_key`). */
export const DATE_POLL_OF_EVENT = sql`(select dp.id from date_polls dp where dp.event_id = e.id)`;

/** The date polls the user started, with their slots, newest first. */
export const exportDatePollsCreatedOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select dp.id, dp.group_id as "groupId", dp.title, dp.closed_at as "closedAt", dp.event_id as "eventId", dp.created_at as "createdAt",
          coalesce((select json_agg(json_build_object('start', s.starts_at, 'end', s.ends_at) order by s.starts_at)
                    from date_poll_slots s where s.poll_id = dp.id), '[]') as "slots"
        from date_polls dp where dp.creator_id = ${userId} order by dp.created_at desc, dp.id desc limit ${limit}`,
  );

/** The user's answers, newest first, each with its poll and slot. */
export const exportDatePollAnswersOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select a.poll_id as "datePollId", dp.title, s.starts_at as "slotStart", s.ends_at as "slotEnd", a.answer, a.updated_at as "answeredAt"
        from date_poll_answers a join date_polls dp on dp.id = a.poll_id join date_poll_slots s on s.id = a.slot_id
        where a.user_id = ${userId} order by a.updated_at desc, a.slot_id desc limit ${limit}`,
  );

/** 회원탈퇴: the user's answers go (the counts follow, they are counted from the answers). */
export async function deleteAnswersOf(tx: Executor, userId: number) {
  await tx.execute(sql`delete from date_poll_answers where user_id = ${userId}`);
}
