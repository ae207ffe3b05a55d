import {
  DATE_POLL_DEFAULT_LOCATION,
  DATE_POLL_HORIZON_DAYS,
  DATE_POLL_MSG,
  type DatePoll,
  type DatePollAnswer,
  EVENT_PARTICIPANTS_MAX,
  EVENT_PARTICIPANTS_MIN,
  type Event,
} from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { isoTimestamp } from '../../lib/timestamps.ts';
import { authorize, authorizeInGroup, datePollViewerCan, type GroupActor, roleFromMembership } from '../groups/group-policy.ts';
import { findGroup, findMembership } from '../groups/groups.reads.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';
import { announceDatePoll } from './date-polls.realtime.ts';
import {
  closeDatePollRow,
  type DatePollRow,
  datePollAnswers,
  datePollSlots,
  deleteDatePollRow,
  findDatePoll,
  groupDatePollsPage,
  insertDatePoll,
  type LockedDatePoll,
  lockDatePoll,
  setDatePollEvent,
  slotsOfPoll,
  upsertAnswers,
  voterIdsOf,
} from './date-polls.repo.ts';
import { eventNotification } from './event-mapper.ts';
import { getEvent, openEventInTx } from './events.service.ts';

type DatePollDeps = Pick<Deps, 'db' | 'clock' | 'jobs' | 'realtime' | 'log'>;
const DAY_MS = 24 * 3_600_000;

/** The viewer as the group policy sees them, on a date poll (its creator is its author). */
const actorOn = (row: Pick<DatePollRow, 'creator_id' | 'viewer_role' | 'creator_role'>, viewerId: number | null): GroupActor => ({
  userId: viewerId,
  role: roleFromMembership(row.viewer_role ? { role: row.viewer_role } : null),
  isAuthor: viewerId !== null && row.creator_id === viewerId,
  authorRole: roleFromMembership(row.creator_role ? { role: row.creator_role } : null),
});

/**
 * Date polls as a member reads them (contract §22): three statements however many polls (a page's),
 * in the order of `rows`.
 */
async function readDatePolls(db: Executor, rows: readonly DatePollRow[], viewerId: number | null): Promise<DatePoll[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [slots, answers] = await Promise.all([datePollSlots(db, ids), datePollAnswers(db, ids, viewerId)]);
  return rows.map((row) => {
    const closed = row.closed_at !== null;
    const decided = row.event_id !== null;
    return {
      id: row.id,
      groupId: row.group_id,
      title: row.title,
      creator: { id: row.creator_id, nickname: row.creator_nickname, isDeleted: row.creator_deleted },
      createdAt: isoTimestamp(row.created_at),
      closed,
      slots: slots
        .filter((slot) => slot.poll_id === row.id)
        .map((slot) => ({
          id: slot.id,
          start: isoTimestamp(slot.starts_at),
          end: isoTimestamp(slot.ends_at),
          yes: slot.yes,
          maybe: slot.maybe,
          no: slot.no,
          answers: answers
            .filter((answer) => answer.slot_id === slot.id)
            .map(({ user_id, nickname, answer }) => ({ userId: user_id, nickname, answer })),
        })),
      // In the slots' order: one member's answers share their write's time, which orders nothing.
      myAnswers: slots
        .filter((slot) => slot.poll_id === row.id)
        .flatMap((slot) =>
          answers
            .filter((answer) => answer.slot_id === slot.id && answer.user_id === viewerId)
            .map((answer) => ({ slotId: answer.slot_id, answer: answer.answer })),
        ),
      voterCount: row.voter_count,
      eventId: row.event_id,
      viewerCan: datePollViewerCan(actorOn(row, viewerId), { closed, decided }),
    };
  });
}

/** The poll when the viewer may read it: 404 when missing, then 401 for guests and 403 for non-members. */
async function readable(deps: DatePollDeps, pollId: number, viewerId: number | null): Promise<DatePollRow> {
  const row = await findDatePoll(deps.db, pollId, viewerId);
  if (!row) throw notFound(DATE_POLL_MSG.notFound);
  authorize('takePartInDatePolls', actorOn(row, viewerId));
  return row;
}

async function readOne(deps: DatePollDeps, pollId: number, viewerId: number | null): Promise<DatePoll> {
  const row = await findDatePoll(deps.db, pollId, viewerId);
  if (!row) throw notFound(DATE_POLL_MSG.notFound);
  const [poll] = await readDatePolls(deps.db, [row], viewerId);
  if (!poll) throw new Error(`date poll ${pollId}: read nothing`);
  return poll;
}

/**
 * A member starts a date poll (contract §20): every slot starts after now and ends within the next
 * 60 days by the server's clock (the payload's schema already checked count, order and duplicates).
 */
export async function createDatePoll(
  deps: DatePollDeps,
  { userId, groupId, title, slots }: { userId: number; groupId: number; title: string; slots: { start: string; end: string }[] },
): Promise<DatePoll> {
  await authorizeInGroup(deps.db, 'takePartInDatePolls', { groupId, userId });
  const now = deps.clock.now().getTime();
  const horizon = now + DATE_POLL_HORIZON_DAYS * DAY_MS;
  const times = slots.map((slot) => ({ start: new Date(slot.start), end: new Date(slot.end) }));
  times.forEach((slot, index) => {
    if (slot.start.getTime() <= now) throw badRequest(DATE_POLL_MSG.slotInPast, `slots.${index}.start`);
    if (slot.end.getTime() > horizon) throw badRequest(DATE_POLL_MSG.slotTooFar, `slots.${index}.end`);
  });
  const pollId = await deps.db.transaction((tx) => insertDatePoll(tx, { groupId, creatorId: userId, title, slots: times }));
  await announceDatePoll(deps, groupId, pollId);
  return readOne(deps, pollId, userId);
}

/** A page of the group's date polls, newest first, for its members. */
export async function listGroupDatePolls(
  deps: DatePollDeps,
  { groupId, viewerId, page, size }: { groupId: number; viewerId: number | null; page: number; size: number },
) {
  const group = await authorizeInGroup(deps.db, 'takePartInDatePolls', { groupId, userId: viewerId });
  const { rows, total } = await groupDatePollsPage(deps.db, group.id, { viewerId, page, size });
  return toPage(await readDatePolls(deps.db, rows, viewerId), { page, size, total });
}

export async function getDatePoll(deps: DatePollDeps, { pollId, viewerId }: { pollId: number; viewerId: number | null }) {
  await readable(deps, pollId, viewerId);
  return readOne(deps, pollId, viewerId);
}

/** The poll's row taken for a change, with the caller's standing; 404 when it does not exist. */
async function lockWithActor(tx: Executor, pollId: number, userId: number, mode: 'update' | 'share') {
  const poll = await lockDatePoll(tx, pollId, mode);
  if (!poll) throw notFound(DATE_POLL_MSG.notFound);
  // One statement after the other: a transaction holds one connection.
  const viewer = await findMembership(tx, poll.group_id, userId);
  const creator = await findMembership(tx, poll.group_id, poll.creator_id);
  const actor: GroupActor = {
    userId,
    role: roleFromMembership(viewer),
    isAuthor: poll.creator_id === userId,
    authorRole: roleFromMembership(creator),
  };
  return { poll, actor };
}

const refuseIfDecided = (poll: LockedDatePoll) => {
  if (poll.event_id !== null) throw conflict(DATE_POLL_MSG.decided);
};

/**
 * Sets the caller's answers on the slots named (contract §20); the others keep theirs. Under the
 * poll's shared lock, so an answer never lands after the poll was closed or decided, and one row
 * per member and slot, so two answers of one person at once leave one of them whole.
 */
export async function answerDatePoll(
  deps: DatePollDeps,
  { userId, pollId, answers }: { userId: number; pollId: number; answers: { slotId: number; answer: DatePollAnswer }[] },
) {
  const groupId = await deps.db.transaction(async (tx) => {
    const { poll, actor } = await lockWithActor(tx, pollId, userId, 'share');
    authorize('takePartInDatePolls', actor);
    refuseIfDecided(poll);
    if (poll.closed_at !== null) throw conflict(DATE_POLL_MSG.closed);
    const known = await slotsOfPoll(
      tx,
      pollId,
      answers.map((entry) => entry.slotId),
    );
    if (known.length !== answers.length) throw badRequest(DATE_POLL_MSG.unknownSlot, 'answers');
    await upsertAnswers(tx, { pollId, userId, answers });
    return poll.group_id;
  });
  await announceDatePoll(deps, groupId, pollId);
  return readOne(deps, pollId, userId);
}

/** Its creator (while a member) or the staff stop the answers; closing a closed or decided poll changes nothing. */
export async function closeDatePoll(deps: DatePollDeps, { userId, pollId }: { userId: number; pollId: number }) {
  const changedIn = await deps.db.transaction(async (tx) => {
    const { poll, actor } = await lockWithActor(tx, pollId, userId, 'update');
    authorize('manageDatePoll', actor);
    if (poll.closed_at !== null || poll.event_id !== null) return null;
    await closeDatePollRow(tx, pollId, deps.clock.now());
    return poll.group_id;
  });
  if (changedIn !== null) await announceDatePoll(deps, changedIn, pollId);
  return readOne(deps, pollId, userId);
}

/** Its creator (while a member) or the staff delete it with its answers; an event made from it stays. */
export async function deleteDatePoll(deps: DatePollDeps, { userId, pollId }: { userId: number; pollId: number }) {
  const groupId = await deps.db.transaction(async (tx) => {
    const { poll, actor } = await lockWithActor(tx, pollId, userId, 'update');
    authorize('manageDatePoll', actor);
    await deleteDatePollRow(tx, pollId);
    return poll.group_id;
  });
  await announceDatePoll(deps, groupId, pollId);
}

const seoulTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What a voter hears when the poll they answered became an event. */
const decidedNotification = (userId: number, eventId: number, pollTitle: string, start: Date): NewNotification => ({
  userId,
  type: 'EVENT_CREATED',
  title: '일정이 정해졌어요',
  message: `'${pollTitle}' 일정 조율이 ${seoulTime.format(start)}(으)로 정해졌습니다.`,
  relatedType: 'EVENT',
  relatedId: eventId,
});

/**
 * The creator or the staff turn one slot into an event (contract §20): prefilled from the slot and
 * the poll, organised by the caller, linked back to the poll; voters hear that the time was chosen,
 * the other members that an event opened. Under the poll's row lock, so two tries at once make one
 * event and the second is told the poll was decided.
 */
export async function makeDatePollEvent(
  deps: DatePollDeps,
  {
    userId,
    pollId,
    slotId,
    title,
    location,
    maxParticipants,
  }: { userId: number; pollId: number; slotId: number; title?: string; location?: string; maxParticipants?: number },
): Promise<Event> {
  const { eventId, groupId } = await deps.db.transaction(async (tx) => {
    const { poll, actor } = await lockWithActor(tx, pollId, userId, 'update');
    authorize('manageDatePoll', actor);
    refuseIfDecided(poll);
    const [slot] = await slotsOfPoll(tx, pollId, [slotId]);
    if (!slot) throw badRequest(DATE_POLL_MSG.unknownSlot, 'slotId');
    const eventDate = new Date(slot.starts_at);
    if (eventDate.getTime() <= deps.clock.now().getTime()) throw badRequest(DATE_POLL_MSG.slotPassed, 'slotId');
    const group = await findGroup(tx, poll.group_id);
    if (!group) throw notFound(DATE_POLL_MSG.notFound);
    const eventTitle = title && title.length > 0 ? title : poll.title;
    const voters = new Set(await voterIdsOf(tx, pollId));
    const id = await openEventInTx(tx, deps, {
      userId,
      groupId: poll.group_id,
      input: {
        title: eventTitle,
        description: '',
        eventDate,
        endDate: new Date(slot.ends_at),
        isOnline: false,
        location: location && location.length > 0 ? location : DATE_POLL_DEFAULT_LOCATION,
        maxParticipants: maxParticipants ?? Math.min(EVENT_PARTICIPANTS_MAX, Math.max(EVENT_PARTICIPANTS_MIN, group.maxMembers)),
        tags: [],
      },
      notify: (memberId, newId) =>
        voters.has(memberId)
          ? decidedNotification(memberId, newId, poll.title, eventDate)
          : eventNotification.created(memberId, newId, group.name, eventTitle),
    });
    await setDatePollEvent(tx, pollId, id);
    return { eventId: id, groupId: poll.group_id };
  });
  await announceDatePoll(deps, groupId, pollId);
  return getEvent(deps, { eventId, viewerId: userId });
}
