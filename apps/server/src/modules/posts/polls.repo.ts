import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { ExportRow } from '../../lib/content-kind.ts';

// Polls (contract §20): the poll, its options, one ballot per member and poll, the ballot's choices.

export type PollRow = {
  id: number;
  post_id: number;
  group_id: number;
  author_id: number;
  question: string;
  multiple: boolean;
  anonymous: boolean;
  closes_at: Date | string | null;
  closed_at: Date | string | null;
  /** The viewer's role in the group, whether they blocked the author, and the post's report state. */
  is_public: boolean;
  viewer_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  author_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  hidden_at: Date | string | null;
  viewer_is_admin: boolean;
  is_blocked: boolean;
  voter_count: number;
  version: number;
};

export type PollOptionRow = { poll_id: number; id: number; text: string; vote_count: number };
export type PollVoterRow = { option_id: number; id: number; nickname: string };

/** An id list as one bound parameter (`= any(...::int[])`), so a page's statement text does not change with its ids. */
const intArray = (ids: readonly number[]) => `{${ids.map(Number).join(',')}}`;

/** The polls with what their readers' checks need; a missing id has no row. */
export const findPolls = (db: Executor, pollIds: readonly number[], viewerId: number | null) =>
  queryRows<PollRow>(
    db,
    sql`select pl.id, pl.post_id, p.group_id, p.author_id, pl.question, pl.multiple, pl.anonymous, pl.closes_at, pl.closed_at,
          pl.version, g.is_public, p.hidden_at,
          (select m.role from group_members m where m.group_id = p.group_id and m.user_id = ${viewerId ?? 0}) as viewer_role,
          (select am.role from group_members am where am.group_id = p.group_id and am.user_id = p.author_id) as author_role,
          exists (select 1 from users va where va.id = ${viewerId ?? 0} and va.role = 'ADMIN') as viewer_is_admin,
          exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId ?? 0} and ub.blocked_id = p.author_id) as is_blocked,
          (select count(*)::int from poll_ballots b where b.poll_id = pl.id) as voter_count
        from polls pl join posts p on p.id = pl.post_id join groups g on g.id = p.group_id
        where pl.id = any(${intArray(pollIds)}::int[])`,
  );

/** One poll with what its readers' checks need; null when it does not exist. */
export async function findPoll(db: Executor, pollId: number, viewerId: number | null): Promise<PollRow | null> {
  const [row] = await findPolls(db, [pollId], viewerId);
  return row ?? null;
}

/** The polls' options in their order, each with its count of ballots choosing it. */
export const pollOptions = (db: Executor, pollIds: readonly number[]) =>
  queryRows<PollOptionRow>(
    db,
    sql`select o.poll_id, o.id, o.text, (select count(*)::int from poll_choices c where c.option_id = o.id) as vote_count
        from poll_options o where o.poll_id = any(${intArray(pollIds)}::int[]) order by o.poll_id, o.position`,
  );

/**
 * Who chose each option of named polls (ballots keep `voter_id` only there), oldest vote first,
 * leaving out the people the viewer blocked (contract §11; the counts keep them).
 */
export const pollVoters = (db: Executor, pollIds: readonly number[], viewerId: number | null) =>
  queryRows<PollVoterRow>(
    db,
    sql`select c.option_id, u.id, u.nickname
        from poll_choices c join poll_ballots b on b.poll_id = c.poll_id and b.ballot_key = c.ballot_key
        join users u on u.id = b.voter_id
        where c.poll_id = any(${intArray(pollIds)}::int[])
          and not exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId ?? 0} and ub.blocked_id = u.id)
        order by b.updated_at, u.id`,
  );

/** The options each ballot chose, for ballots given as (poll, key) pairs. */
export const ballotsChoices = (db: Executor, ballots: readonly { pollId: number; ballotKey: string }[]) =>
  queryRows<{ poll_id: number; option_id: number }>(
    db,
    sql`select c.poll_id, c.option_id
        from unnest(${intArray(ballots.map((ballot) => ballot.pollId))}::int[], ${`{${ballots.map((ballot) => `"${ballot.ballotKey}"`).join(',')}}`}::text[]) as k(poll_id, ballot_key)
        join poll_choices c on c.poll_id = k.poll_id and c.ballot_key = k.ballot_key
        order by c.option_id`,
  );

export async function insertPoll(
  db: Executor,
  values: { postId: number; question: string; multiple: boolean; anonymous: boolean; closesAt: Date | null; options: string[] },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into polls (post_id, question, multiple, anonymous, closes_at)
        values (${values.postId}, ${values.question}, ${values.multiple}, ${values.anonymous}, ${values.closesAt})
        returning id`,
  );
  if (!row) throw new Error('insert returned no poll');
  const positions = values.options.map((_, index) => index);
  await db.execute(
    sql`insert into poll_options (poll_id, position, text)
        select ${row.id}, t.position, t.text
        from unnest(${sql.param(positions)}::int[], ${sql.param(values.options)}::text[]) as t(position, text)`,
  );
  return row.id;
}

/** Which of `optionIds` belong to the poll. */
export async function countPollOptions(db: Executor, pollId: number, optionIds: number[]): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from poll_options where poll_id = ${pollId} and id = any(${sql.param(optionIds)}::int[])`,
  );
  return row?.count ?? 0;
}

/**
 * Takes the voter's ballot row (inserting it or locking the one there), so a second vote of the
 * same person waits here until the first committed and then replaces its choices.
 */
export async function lockBallot(db: Executor, pollId: number, ballotKey: string, voterId: number | null) {
  await db.execute(
    sql`insert into poll_ballots (poll_id, ballot_key, voter_id) values (${pollId}, ${ballotKey}, ${voterId})
        on conflict (poll_id, ballot_key) do update set updated_at = now()`,
  );
}

export async function replaceChoices(db: Executor, pollId: number, ballotKey: string, optionIds: number[]) {
  await db.execute(sql`delete from poll_choices where poll_id = ${pollId} and ballot_key = ${ballotKey}`);
  await db.execute(
    sql`insert into poll_choices (poll_id, ballot_key, option_id)
        select ${pollId}, ${ballotKey}, o from unnest(${sql.param(optionIds)}::int[]) as o`,
  );
}

/**
 * Moves the poll's version up, in the transaction of a vote: taken last, so votes in one poll wait
 * for each other only for the rest of their commit.
 */
export async function bumpPollVersion(db: Executor, pollId: number): Promise<void> {
  await db.execute(sql`update polls set version = version + 1 where id = ${pollId}`);
}

/** Withdraws a vote (its choices go with the ballot) and moves the version up; true when there was one. */
export async function deleteBallot(db: Executor, pollId: number, ballotKey: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with gone as (delete from poll_ballots where poll_id = ${pollId} and ballot_key = ${ballotKey} returning poll_id)
        update polls set version = version + 1 where id = (select poll_id from gone) returning id`,
  );
  return rows.length > 0;
}

/** Closes the poll now (closed by a person); false when it was already closed. */
export async function closePollRow(db: Executor, pollId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update polls set closed_at = ${now}, version = version + 1 where id = ${pollId} and closed_at is null returning id`,
  );
  return rows.length > 0;
}

export type PollStateRow = {
  group_id: number;
  question: string;
  version: number;
  closes_at: Date | string | null;
  closed_at: Date | string | null;
  hidden: boolean;
  voter_count: number;
  options: { id: number; voteCount: number; voters: { id: number; nickname: string }[] | null }[];
};

/**
 * A poll's results as every member sees them, for its live frame: counts, who chose what unless
 * anonymous (nobody's blocks applied; the hub applies each subscriber's), and the version they
 * were read at. One statement, so the version and the counts come from one snapshot.
 */
export async function pollState(db: Executor, pollId: number): Promise<PollStateRow | null> {
  const [row] = await queryRows<PollStateRow>(
    db,
    sql`select p.group_id, pl.question, pl.version, pl.closes_at, pl.closed_at, p.hidden_at is not null as hidden,
          (select count(*)::int from poll_ballots b where b.poll_id = pl.id) as voter_count,
          (select coalesce(json_agg(json_build_object(
              'id', o.id,
              'voteCount', (select count(*)::int from poll_choices c where c.option_id = o.id),
              'voters', case when pl.anonymous then null else (
                select coalesce(json_agg(json_build_object('id', u.id, 'nickname', u.nickname) order by b.updated_at, u.id), '[]'::json)
                from poll_choices c join poll_ballots b on b.poll_id = c.poll_id and b.ballot_key = c.ballot_key
                join users u on u.id = b.voter_id
                where c.option_id = o.id) end
            ) order by o.position), '[]'::json)
           from poll_options o where o.poll_id = pl.id) as options
        from polls pl join posts p on p.id = pl.post_id
        where pl.id = ${pollId}`,
  );
  return row ?? null;
}

/** Closes the poll once its closing time passed (the job's run); true when it did. */
export async function closeDuePoll(db: Executor, pollId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update polls set closed_at = closes_at, version = version + 1
        where id = ${pollId} and closed_at is null and closes_at <= ${now}
        returning id`,
  );
  return rows.length > 0;
}

/** The poll a post carries, or null. */
export async function pollIdOfPost(db: Executor, postId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from polls where post_id = ${postId}`);
  return row?.id ?? null;
}

/** A poll's question follows its post's text when the author edits it. */
export async function setPollQuestion(db: Executor, pollId: number, question: string): Promise<void> {
  await db.execute(sql`update polls set question = ${question}, version = version + 1 where id = ${pollId}`);
}

/** The poll ids of the posts on one page (null where a post carries none). */
export const POLL_OF_POST = sql`(select pl.id from polls pl where pl.post_id = p.id)`;

/** The user's votes in named polls, newest first (an anonymous ballot names nobody, so it is in no export). */
export const exportPollVotesOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select b.poll_id as "pollId", pl.post_id as "postId", pl.question,
          coalesce((select array_agg(o.text order by o.position) from poll_choices c join poll_options o on o.id = c.option_id
                    where c.poll_id = b.poll_id and c.ballot_key = b.ballot_key), '{}') as "choices",
          b.updated_at as "votedAt"
        from poll_ballots b join polls pl on pl.id = b.poll_id
        where b.voter_id = ${userId} order by b.updated_at desc, b.poll_id desc limit ${limit}`,
  );

/** 회원탈퇴: the user's named votes go (counts follow, they are counted from the choices). */
export async function deleteNamedBallotsOf(tx: Executor, userId: number) {
  await tx.execute(sql`delete from poll_ballots where voter_id = ${userId}`);
}
