import { GROUP_MSG, type JoinRequest, type JoinRequestStatus, type JoinResponse, MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toPage } from '../../lib/page.ts';
import { type ChatDeps, writeMembershipLine } from '../chat/chat.service.ts';
import { releaseUpcomingPlaces } from '../events/events.service.ts';
import { insertNotifications } from '../notifications/notifications.service.ts';
import { findUserById } from '../users/users.reads.ts';
import { isMailboxBanned } from './group-bans.repo.ts';
import { toJoinRequest, toMember } from './group-mapper.ts';
import { addMember, countMembers, findMembership, listStaffIds, removeMember, selectMembers } from './group-members.repo.ts';
import { groupNotification, isJoinNewsForOwner } from './group-notifications.ts';
import { authorize, authorizeInGroup, roleFromMembership } from './group-policy.ts';
import { findGroup, lockGroup } from './groups.repo.ts';
import {
  findJoinRequestWithUser,
  findPendingRequest,
  insertJoinRequest,
  lockJoinRequest,
  selectJoinRequests,
  updateJoinRequest,
} from './join-requests.repo.ts';

type MembershipDeps = Pick<Deps, 'db' | 'clock' | 'jobs'> & ChatDeps;

/**
 * Joins a public group at once or files a request for a private one. Capacity is checked under
 * the group's row lock in the same transaction as the insert, so concurrent joins never overfill it.
 */
export async function joinGroup(
  deps: MembershipDeps,
  { userId, groupId, message, answer }: { userId: number; groupId: number; message?: string; answer?: string },
): Promise<JoinResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized(MSG.unauthorized);
  try {
    const requestId = await deps.db.transaction(async (tx) => {
      const group = await lockGroup(tx, groupId);
      if (!group) throw notFound(GROUP_MSG.notFound);
      if (await findMembership(tx, groupId, userId)) throw conflict(GROUP_MSG.alreadyMember);
      if (await isMailboxBanned(tx, groupId, userId)) throw forbidden(GROUP_MSG.banned);
      const question = group.isPublic ? null : group.joinQuestion;
      if (question && !answer) throw badRequest(GROUP_MSG.answerRequired, 'answer');
      if (group.memberCount >= group.maxMembers) throw conflict(GROUP_MSG.full);
      if (group.isPublic) {
        await addMember(tx, groupId, userId, 'MEMBER', deps.clock.now());
        if (await isJoinNewsForOwner(deps.limiter, groupId, userId))
          await insertNotifications(tx, [groupNotification.joined(group.ownerId, group)], { actorId: userId, jobs: deps.jobs });
        return null;
      }
      if (await findPendingRequest(tx, groupId, userId)) throw conflict(GROUP_MSG.alreadyPending);
      const request = await insertJoinRequest(tx, {
        groupId,
        userId,
        status: 'PENDING',
        requestMessage: message || null,
        question,
        answer: question ? (answer ?? null) : null,
        createdAt: deps.clock.now(),
      });
      // Everyone who handles requests hears of it: the owner and the managers (contract §10).
      if (await isJoinNewsForOwner(deps.limiter, groupId, userId))
        await insertNotifications(
          tx,
          (await listStaffIds(tx, groupId)).map((staffId) => groupNotification.requested(staffId, group)),
          { actorId: userId, jobs: deps.jobs },
        );
      return request.id;
    });
    if (requestId === null) {
      await writeMembershipLine(deps, { groupId, userId, line: 'joined' });
      return { status: 'APPROVED', message: GROUP_MSG.joined, request: null };
    }
    const request = await findJoinRequestWithUser(deps.db, requestId);
    return { status: 'PENDING', message: GROUP_MSG.requested, request: request ? toJoinRequest(request) : null };
  } catch (error) {
    if (isUniqueViolation(error, 'join_requests_one_pending_key')) throw conflict(GROUP_MSG.alreadyPending);
    if (isUniqueViolation(error, 'group_members_group_id_user_id_pk')) throw conflict(GROUP_MSG.alreadyMember);
    throw error;
  }
}

/** A member leaves, giving up their places in the group's coming events; the owner cannot (only delete). */
export async function leaveGroup(deps: MembershipDeps, { userId, groupId }: { userId: number; groupId: number }) {
  await deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw notFound(GROUP_MSG.notFound);
    if (group.ownerId === userId) throw badRequest(GROUP_MSG.ownerCannotLeave);
    if (!(await removeMember(tx, groupId, userId))) throw badRequest(GROUP_MSG.notMember);
    await releaseUpcomingPlaces(tx, { groupId, userId, actorId: userId, now: deps.clock.now(), jobs: deps.jobs });
  });
  await deps.realtime.endMembership(groupId, userId);
  await writeMembershipLine(deps, { groupId, userId, line: 'left' });
}

/**
 * Members of a public group are public; a private group's are for its members (guests 401, others
 * 403). Owner first, then managers, then by joining; `query` keeps those whose nickname contains it.
 */
export async function listMembers(
  deps: MembershipDeps,
  { viewerId, groupId, page, size, query }: { viewerId: number | null; groupId: number; page: number; size: number; query?: string },
) {
  await authorizeInGroup(deps.db, 'readMembers', { groupId, userId: viewerId });
  // The viewer's role decides each row's `viewerCan`: one lookup for the page.
  const [rows, membership] = await Promise.all([
    selectMembers(deps.db, { groupId, query, limit: size, offset: page * size }),
    viewerId === null ? null : findMembership(deps.db, groupId, viewerId),
  ]);
  const total = rows[0]?.total_count ?? (page === 0 ? 0 : await countMembers(deps.db, groupId, query));
  const viewer = { userId: viewerId, role: roleFromMembership(membership) };
  return toPage(
    rows.map((row) => toMember(row, viewer)),
    { page, size, total },
  );
}

/** The owner's view of a group's join requests, optionally by status. */
export async function listJoinRequests(
  deps: MembershipDeps,
  { userId, groupId, status, page, size }: { userId: number; groupId: number; status?: JoinRequestStatus; page: number; size: number },
) {
  await authorizeInGroup(deps.db, 'handleJoinRequests', { groupId, userId });
  const { rows, total } = await selectJoinRequests(deps.db, { groupId, status, limit: size, offset: page * size });
  return toPage(rows.map(toJoinRequest), { page, size, total });
}

type Decision = { userId: number; requestId: number; approve: boolean; note?: string };

/** Approves (capacity re-checked) or rejects a pending request; the requester is notified either way. */
export async function decideJoinRequest(deps: MembershipDeps, { userId, requestId, approve, note }: Decision): Promise<JoinRequest> {
  const joined = await deps.db.transaction(async (tx) => {
    const request = await lockJoinRequest(tx, requestId);
    if (!request) throw notFound(GROUP_MSG.requestNotFound);
    const group = await lockGroup(tx, request.groupId);
    if (!group) throw notFound(GROUP_MSG.notFound);
    authorize('handleJoinRequests', { userId, role: roleFromMembership(await findMembership(tx, group.id, userId)) });
    if (request.status !== 'PENDING') throw conflict(GROUP_MSG.requestNotPending);
    const now = deps.clock.now();
    if (approve) {
      if (await isMailboxBanned(tx, group.id, request.userId)) throw forbidden(GROUP_MSG.banned);
      if (group.memberCount >= group.maxMembers) throw conflict(GROUP_MSG.full);
      if (!(await findMembership(tx, group.id, request.userId))) await addMember(tx, group.id, request.userId, 'MEMBER', now);
      await updateJoinRequest(tx, requestId, { status: 'APPROVED', processedAt: now, processedBy: userId, approvalMessage: note || null });
      await insertNotifications(tx, [groupNotification.approved(request.userId, group, note)], { actorId: userId, jobs: deps.jobs });
      return { groupId: group.id, userId: request.userId };
    } else {
      await updateJoinRequest(tx, requestId, { status: 'REJECTED', processedAt: now, processedBy: userId, rejectedReason: note || null });
      await insertNotifications(tx, [groupNotification.rejected(request.userId, group, note)], { actorId: userId, jobs: deps.jobs });
      return null;
    }
  });
  if (joined) await writeMembershipLine(deps, { groupId: joined.groupId, userId: joined.userId, line: 'joined' });
  const updated = await findJoinRequestWithUser(deps.db, requestId);
  if (!updated) throw notFound(GROUP_MSG.requestNotFound);
  return toJoinRequest(updated);
}

/** The requester withdraws a pending request. */
export async function cancelJoinRequest(
  deps: MembershipDeps,
  { userId, groupId, requestId }: { userId: number; groupId: number; requestId: number },
) {
  await deps.db.transaction(async (tx) => {
    const request = await lockJoinRequest(tx, requestId);
    if (!request || request.groupId !== groupId) throw notFound(GROUP_MSG.requestNotFound);
    if (request.userId !== userId) throw forbidden(MSG.forbidden);
    if (request.status !== 'PENDING') throw conflict(GROUP_MSG.requestNotPending);
    await updateJoinRequest(tx, requestId, { status: 'CANCELLED', processedAt: deps.clock.now() });
  });
}

/** The caller's pending request for a group; 404 means none. */
export async function getMyJoinRequest(deps: MembershipDeps, { userId, groupId }: { userId: number; groupId: number }) {
  if (!(await findGroup(deps.db, groupId))) throw notFound(GROUP_MSG.notFound);
  const pending = await findPendingRequest(deps.db, groupId, userId);
  const request = pending ? await findJoinRequestWithUser(deps.db, pending.id) : null;
  if (!request) throw notFound(GROUP_MSG.requestNotFound);
  return toJoinRequest(request);
}

// Published for account deletion (docs/architecture.md, "Module rule"), which ends memberships in its transaction.
export { removeMember } from './group-members.repo.ts';
