import { GROUP_MSG, type Group, type GroupBan, type Member } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { type ChatDeps, writeMembershipLine } from '../chat/chat.service.ts';
import { releaseUpcomingPlaces } from '../events/events.service.ts';
import { insertNotifications } from '../notifications/notifications.service.ts';
import { findUserById } from '../users/users.reads.ts';
import { countBans, deleteBan, insertBan, isBanned, selectBans } from './group-bans.repo.ts';
import { toMember } from './group-mapper.ts';
import { removeMember as deleteMembership, findMembership, setMemberRole } from './group-members.repo.ts';
import { groupNotification } from './group-notifications.ts';
import { authorize, authorizeInGroup, authorizeOnMember, type GroupActor, roleFromMembership } from './group-policy.ts';
import { lockGroup, updateGroupRow } from './groups.repo.ts';
import { getGroup } from './groups.service.ts';
import { insertStaffAudit } from './staff-audit.ts';

type StaffDeps = Pick<Deps, 'db' | 'clock' | 'jobs'> & ChatDeps;
type Target = { userId: number; groupId: number; targetId: number };

/**
 * Locks the group (every staff act on people runs under its row lock, so two staff acting on one
 * member, or a hand-over racing a removal, go one after the other) and reads the actor's and the
 * target's memberships under it.
 */
async function lockForStaffAct(tx: Executor, { userId, groupId, targetId }: Target) {
  const group = await lockGroup(tx, groupId);
  if (!group) throw notFound(GROUP_MSG.notFound);
  const actor: GroupActor = { userId, role: roleFromMembership(await findMembership(tx, groupId, userId)) };
  const target = await findMembership(tx, groupId, targetId);
  return { group, actor, target: { userId: targetId, role: roleFromMembership(target) }, targetRow: target };
}

/** Owner only: makes a member a manager (운영진) or a manager a member; the member is told. */
export async function changeRole(deps: StaffDeps, { role, ...ids }: Target & { role: 'MANAGER' | 'MEMBER' }): Promise<Member> {
  await deps.db.transaction(async (tx) => {
    const { group, actor, target } = await lockForStaffAct(tx, ids);
    authorizeOnMember('changeRole', actor, target);
    if (target.role === role) throw conflict(GROUP_MSG.roleUnchanged);
    await setMemberRole(tx, group.id, ids.targetId, role);
    await insertStaffAudit(tx, {
      actorId: ids.userId,
      action: 'ROLE_CHANGED',
      targetType: 'USER',
      targetId: ids.targetId,
      groupId: group.id,
      reason: role,
    });
    await insertNotifications(tx, [groupNotification.roleChanged(ids.targetId, group, role)], { actorId: ids.userId, jobs: deps.jobs });
  });
  const member = await findMember(deps.db, ids.groupId, ids.targetId, ids.userId);
  if (!member) throw notFound(GROUP_MSG.targetNotMember);
  return member;
}

/** A member as `viewerId` (the staff member who just acted) now sees them. */
async function findMember(db: Executor, groupId: number, userId: number, viewerId: number): Promise<Member | null> {
  const [membership, user, viewerMembership] = await Promise.all([
    findMembership(db, groupId, userId),
    findUserById(db, userId),
    findMembership(db, groupId, viewerId),
  ]);
  if (!membership || !user) return null;
  return toMember(
    { id: user.id, nickname: user.nickname, profile_image: user.profileImage, joined_at: membership.joinedAt, role: membership.role },
    { userId: viewerId, role: roleFromMembership(viewerMembership) },
  );
}

/**
 * Owner only: hands the group to another member (위임); the old owner becomes a manager. The
 * group row's owner and both memberships change in one transaction under the group's lock; the
 * partial unique index `group_members_one_owner_key` keeps one OWNER whatever happens.
 */
export async function handOver(deps: StaffDeps, ids: Target): Promise<Group> {
  await deps.db.transaction(async (tx) => {
    const { group, actor, target } = await lockForStaffAct(tx, ids);
    authorizeOnMember('handOver', actor, target);
    await setMemberRole(tx, group.id, ids.userId, 'MANAGER');
    await setMemberRole(tx, group.id, ids.targetId, 'OWNER');
    await updateGroupRow(tx, group.id, { ownerId: ids.targetId });
    await insertStaffAudit(tx, {
      actorId: ids.userId,
      action: 'OWNER_HANDED_OVER',
      targetType: 'USER',
      targetId: ids.targetId,
      groupId: group.id,
    });
    await insertNotifications(tx, [groupNotification.handedOver(ids.targetId, group)], { actorId: ids.userId, jobs: deps.jobs });
  });
  return getGroup(deps, { groupId: ids.groupId, viewerId: ids.userId });
}

/**
 * Removes a member (강퇴), and bans them with `ban`: the owner anyone but themself, a manager
 * members only. In one transaction: the membership, their places in coming events (the waitlist
 * moves up), the ban, the audit row and their notification (pushed live once committed). Then
 * their live subscriptions end on every instance and the room hears that they left.
 */
export async function removeMember(
  deps: StaffDeps,
  { ban, reason, ...ids }: Target & { ban: boolean; reason: string | null },
): Promise<{ banned: boolean }> {
  await deps.db.transaction(async (tx) => {
    const { group, actor, target, targetRow } = await lockForStaffAct(tx, ids);
    authorize('removeMember', actor);
    // The second of two staff banning the same member finds them banned already.
    if (!targetRow && ban && ids.targetId !== ids.userId && (await isBanned(tx, group.id, ids.targetId)))
      throw conflict(GROUP_MSG.alreadyBanned);
    authorizeOnMember('removeMember', actor, target);
    await deleteMembership(tx, group.id, ids.targetId);
    await releaseUpcomingPlaces(tx, {
      groupId: group.id,
      userId: ids.targetId,
      actorId: ids.userId,
      now: deps.clock.now(),
      jobs: deps.jobs,
    });
    if (ban) await insertBan(tx, { groupId: group.id, userId: ids.targetId, bannedBy: ids.userId, reason, createdAt: deps.clock.now() });
    await insertStaffAudit(tx, {
      actorId: ids.userId,
      action: ban ? 'MEMBER_BANNED' : 'MEMBER_REMOVED',
      targetType: 'USER',
      targetId: ids.targetId,
      groupId: group.id,
      reason,
    });
    await insertNotifications(tx, [groupNotification.removed(ids.targetId, group, ban)], {
      actorId: ids.userId,
      reachBlockers: true,
      jobs: deps.jobs,
    });
  });
  await deps.realtime.endMembership(ids.groupId, ids.targetId);
  await writeMembershipLine(deps, { groupId: ids.groupId, userId: ids.targetId, line: 'left' });
  return { banned: ban };
}

/** The group's bans, newest first: owner and managers. */
export async function listBans(
  deps: StaffDeps,
  { userId, groupId, page, size }: { userId: number; groupId: number; page: number; size: number },
) {
  await authorizeInGroup(deps.db, 'manageBans', { groupId, userId });
  const rows = await selectBans(deps.db, { groupId, limit: size, offset: page * size });
  const total = rows[0]?.total_count ?? (page === 0 ? 0 : await countBans(deps.db, groupId));
  const content: GroupBan[] = rows.map((row) => ({
    userId: row.user_id,
    nickname: row.nickname,
    profileImage: row.profile_image,
    bannedAt: new Date(row.created_at).toISOString(),
    bannedBy: row.banned_by !== null && row.banned_by_nickname !== null ? { id: row.banned_by, nickname: row.banned_by_nickname } : null,
    reason: row.reason,
  }));
  return toPage(content, { page, size, total });
}

/** Lifts a ban (owner and managers); 404 when the user is not banned. */
export async function unban(deps: StaffDeps, ids: Target) {
  await deps.db.transaction(async (tx) => {
    const { group, actor } = await lockForStaffAct(tx, ids);
    authorize('manageBans', actor);
    if (!(await deleteBan(tx, group.id, ids.targetId))) throw notFound(GROUP_MSG.banNotFound);
    await insertStaffAudit(tx, {
      actorId: ids.userId,
      action: 'MEMBER_UNBANNED',
      targetType: 'USER',
      targetId: ids.targetId,
      groupId: group.id,
    });
  });
}
