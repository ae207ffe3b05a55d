import { createHmac } from 'node:crypto';
import { POLL_MSG, type Poll, type PollChanged } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { isoTimestamp } from '../../lib/timestamps.ts';
import { type GroupActor, pollViewerCan, roleFromMembership } from '../groups/group-policy.ts';
import { ballotsChoices, findPoll, findPolls, type PollRow, pollOptions, pollState, pollVoters } from './polls.repo.ts';

const iso = isoTimestamp;

/**
 * The key of a member's ballot in a poll: an HMAC of both under the server's secret. It is what
 * keeps one vote per member (the ballots' primary key) without naming the member: for an
 * anonymous poll no row holds the voter's id, and without the secret the key leads to nobody.
 */
export const ballotKey = (secret: string, pollId: number, userId: number) =>
  createHmac('sha256', `poll-ballot:${secret}`).update(`${pollId}:${userId}`).digest('base64url');

export const isPollClosed = (row: Pick<PollRow, 'closed_at' | 'closes_at'>, now: Date) =>
  row.closed_at !== null || (row.closes_at !== null && new Date(row.closes_at).getTime() <= now.getTime());

/** The viewer as the group policy sees them, on the poll's post. */
export const pollActor = (row: PollRow, viewerId: number | null): GroupActor => ({
  userId: viewerId,
  role: roleFromMembership(row.viewer_role ? { role: row.viewer_role } : null),
  isAuthor: viewerId !== null && row.author_id === viewerId,
  authorRole: roleFromMembership(row.author_role ? { role: row.author_role } : null),
});

/**
 * The poll when its post shows it to the viewer: a blocked author's post and a hidden one (but to
 * its author and operators) show no poll either (contract §11), so the poll is not found.
 */
export async function findVisiblePoll(db: Executor, pollId: number, viewerId: number | null): Promise<PollRow> {
  const row = await findPoll(db, pollId, viewerId);
  const withheld = row !== null && (row.is_blocked || (row.hidden_at !== null && row.author_id !== viewerId && !row.viewer_is_admin));
  if (!row || withheld) throw notFound(POLL_MSG.notFound);
  return row;
}

type PollReading = { viewerId: number | null; secret: string; now: Date };

/**
 * Polls as the viewer reads them (contract §22): counts for everyone; names unless anonymous,
 * leaving out people the viewer blocked; the viewer's own choices read through their ballot keys.
 * Three statements however many polls (a feed page's), in the order of `rows`.
 */
export async function readPolls(db: Executor, rows: readonly PollRow[], { viewerId, secret, now }: PollReading): Promise<Poll[]> {
  if (rows.length === 0) return [];
  const named = rows.filter((row) => !row.anonymous).map((row) => row.id);
  const [options, voters, mine] = await Promise.all([
    pollOptions(
      db,
      rows.map((row) => row.id),
    ),
    named.length === 0 ? Promise.resolve([]) : pollVoters(db, named, viewerId),
    viewerId === null
      ? Promise.resolve([])
      : ballotsChoices(
          db,
          rows.map((row) => ({ pollId: row.id, ballotKey: ballotKey(secret, row.id, viewerId) })),
        ),
  ]);
  return rows.map((row) => {
    const closed = isPollClosed(row, now);
    return {
      id: row.id,
      postId: row.post_id,
      groupId: row.group_id,
      question: row.question,
      options: options
        .filter((option) => option.poll_id === row.id)
        .map((option) => ({
          id: option.id,
          text: option.text,
          voteCount: option.vote_count,
          voters: row.anonymous
            ? null
            : voters.filter((voter) => voter.option_id === option.id).map(({ id, nickname }) => ({ id, nickname })),
        })),
      multiple: row.multiple,
      anonymous: row.anonymous,
      closesAt: row.closes_at === null ? null : iso(row.closes_at),
      closed,
      myOptionIds: mine.filter((choice) => choice.poll_id === row.id).map((choice) => choice.option_id),
      voterCount: row.voter_count,
      version: row.version,
      viewerCan: pollViewerCan(pollActor(row, viewerId), { closed }),
    };
  });
}

/** One poll as the viewer reads it (see `readPolls`). */
export async function readPoll(db: Executor, { row, ...reading }: PollReading & { row: PollRow }): Promise<Poll> {
  const [poll] = await readPolls(db, [row], reading);
  if (!poll) throw new Error(`poll ${row.id}: read nothing`);
  return poll;
}

/**
 * The polls of a page of posts, by id, as the viewer reads them: the page's rows already withheld
 * the polls of blocked authors and hidden posts (pollId null), so every id given here is shown.
 */
export async function readPollsOfPage(db: Executor, pollIds: readonly number[], reading: PollReading): Promise<Map<number, Poll>> {
  if (pollIds.length === 0) return new Map();
  const polls = await readPolls(db, await findPolls(db, pollIds, reading.viewerId), reading);
  return new Map(polls.map((poll) => [poll.id, poll]));
}

/** The group's poll topic: each change of a poll there is its `POLL_CHANGED` state. */
export const pollTopic = (groupId: number) => `/topic/group.${groupId}.polls`;

type AnnounceDeps = {
  db: Executor;
  clock: { now: () => Date };
  log: { warn: (...args: unknown[]) => void };
  realtime: { publishCoalesced: (destination: string, key: string, payload: unknown) => Promise<void> };
};

/**
 * Tells everyone watching the group a poll's results after a change (contract §20): read once
 * here, after the change committed, and sent whole, so a watcher reads nothing per change (1 000
 * watchers re-reading each change were the poll's cost). The hub leaves out of each subscriber's
 * copy the voters they blocked, and sends a poll's states at most once per window (the newest
 * version). A hidden post's poll is shown only to its author and operators, so its results go to
 * nobody live. A failure is logged: the vote itself stands.
 */
export async function announcePoll(deps: AnnounceDeps, pollId: number): Promise<void> {
  try {
    const state = await pollState(deps.db, pollId);
    if (!state || state.hidden) return;
    const payload: PollChanged = {
      type: 'POLL_CHANGED',
      pollId,
      version: state.version,
      question: state.question,
      closed: isPollClosed(state, deps.clock.now()),
      voterCount: state.voter_count,
      options: state.options,
    };
    await deps.realtime.publishCoalesced(pollTopic(state.group_id), String(pollId), payload);
  } catch (error) {
    deps.log.warn({ err: error, pollId }, 'poll: live update failed');
  }
}
