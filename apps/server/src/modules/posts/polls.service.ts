import { POLL_MSG, type Poll, type Post } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { authorize, authorizeInGroup } from '../groups/group-policy.ts';
import { pollCloseJob } from './poll-closing.ts';
import { announcePoll, ballotKey, findVisiblePoll, isPollClosed, pollActor, readPoll } from './poll-view.ts';
import { bumpPollVersion, closePollRow, countPollOptions, deleteBallot, insertPoll, lockBallot, replaceChoices } from './polls.repo.ts';
import { insertPost } from './posts.repo.ts';
import { getPost } from './posts.service.ts';

type PollDeps = Pick<Deps, 'db' | 'storage' | 'log' | 'clock' | 'jobs' | 'config' | 'realtime'>;

const readAs = async (deps: PollDeps, pollId: number, viewerId: number | null): Promise<Poll> =>
  readPoll(deps.db, {
    row: await findVisiblePoll(deps.db, pollId, viewerId),
    viewerId,
    secret: deps.config.jwtSecret,
    now: deps.clock.now(),
  });

/**
 * A member posts a poll (contract §20): a post whose text is the question, carrying the poll; a
 * closing time schedules its closing job in the same transaction.
 */
export async function createPoll(
  deps: PollDeps,
  input: {
    userId: number;
    groupId: number;
    question: string;
    options: string[];
    multiple: boolean;
    anonymous: boolean;
    closesAt?: string | null;
  },
): Promise<Post> {
  const { userId, groupId } = input;
  await authorizeInGroup(deps.db, 'writePost', { groupId, userId });
  const closesAt = input.closesAt ? new Date(input.closesAt) : null;
  if (closesAt && closesAt.getTime() <= deps.clock.now().getTime()) throw badRequest(POLL_MSG.closesAtPast, 'closesAt');
  const { postId, pollId } = await deps.db.transaction(async (tx) => {
    const postId = await insertPost(tx, { groupId, authorId: userId, content: input.question, imageUrls: [] });
    const pollId = await insertPoll(tx, {
      postId,
      question: input.question,
      multiple: input.multiple,
      anonymous: input.anonymous,
      closesAt,
      options: input.options,
    });
    if (closesAt) await deps.jobs.enqueueInTx(tx, pollCloseJob, { pollId }, { startAfter: closesAt });
    return { postId, pollId };
  });
  const post = await getPost(deps, { postId, viewerId: userId });
  return { ...post, poll: await readAs(deps, pollId, userId) };
}

/** Whoever may read the group's posts reads its polls (guests 401 and outsiders 403 on a private group). */
export async function getPoll(deps: PollDeps, { pollId, viewerId }: { pollId: number; viewerId: number | null }) {
  const row = await findVisiblePoll(deps.db, pollId, viewerId);
  authorize('readPosts', pollActor(row, viewerId), { isPublic: row.is_public });
  return readPoll(deps.db, { row, viewerId, secret: deps.config.jwtSecret, now: deps.clock.now() });
}

/** The poll when the user may vote in it now: readers first (404/401/403), then members, then open. */
async function votable(deps: PollDeps, pollId: number, userId: number) {
  const row = await findVisiblePoll(deps.db, pollId, userId);
  const actor = pollActor(row, userId);
  authorize('readPosts', actor, { isPublic: row.is_public });
  authorize('votePoll', actor);
  if (isPollClosed(row, deps.clock.now())) throw conflict(POLL_MSG.closed);
  return row;
}

/**
 * Replaces the caller's vote (contract §20). The ballot row is taken first, so two votes of one
 * person at once run one after the other and the last one wins whole: one ballot, never a mix.
 */
export async function vote(deps: PollDeps, { userId, pollId, optionIds }: { userId: number; pollId: number; optionIds: number[] }) {
  const row = await votable(deps, pollId, userId);
  const unique = [...new Set(optionIds)];
  if (unique.length !== optionIds.length) throw badRequest(POLL_MSG.unknownOption, 'optionIds');
  if (!row.multiple && unique.length > 1) throw badRequest(POLL_MSG.singleChoice, 'optionIds');
  if ((await countPollOptions(deps.db, pollId, unique)) !== unique.length) throw badRequest(POLL_MSG.unknownOption, 'optionIds');
  const key = ballotKey(deps.config.jwtSecret, pollId, userId);
  await deps.db.transaction(async (tx) => {
    await lockBallot(tx, pollId, key, row.anonymous ? null : userId);
    await replaceChoices(tx, pollId, key, unique);
    await bumpPollVersion(tx, pollId);
  });
  await announcePoll(deps, pollId);
  return readAs(deps, pollId, userId);
}

/** Withdraws the caller's vote; withdrawing none changes nothing. */
export async function withdrawVote(deps: PollDeps, { userId, pollId }: { userId: number; pollId: number }) {
  await votable(deps, pollId, userId);
  if (await deleteBallot(deps.db, pollId, ballotKey(deps.config.jwtSecret, pollId, userId))) await announcePoll(deps, pollId);
  return readAs(deps, pollId, userId);
}

/** Its creator (while a member) or the staff above them close a poll before its time; closing a closed one changes nothing. */
export async function closePoll(deps: PollDeps, { userId, pollId }: { userId: number; pollId: number }) {
  const row = await findVisiblePoll(deps.db, pollId, userId);
  const actor = pollActor(row, userId);
  authorize('readPosts', actor, { isPublic: row.is_public });
  authorize('closePoll', actor);
  if (await closePollRow(deps.db, pollId, deps.clock.now())) await announcePoll(deps, pollId);
  return readAs(deps, pollId, userId);
}
