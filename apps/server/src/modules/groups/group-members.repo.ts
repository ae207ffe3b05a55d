import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, queryRows } from '../../db/query.ts';
import { groupMembers, groups } from '../../db/schema.ts';

// Membership: who is in a group and with which role. The group row itself and the lists that
// find groups are in groups.repo.ts. A writer here runs under the group's row lock (lockGroup).

export async function addMember(db: Executor, groupId: number, userId: number, role: 'OWNER' | 'MANAGER' | 'MEMBER', joinedAt: Date) {
  await db.insert(groupMembers).values({ groupId, userId, role, joinedAt });
  await db
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} + 1` })
    .where(eq(groups.id, groupId));
}

export async function removeMember(db: Executor, groupId: number, userId: number) {
  const removed = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  if (removed.length > 0) {
    await db
      .update(groups)
      .set({ memberCount: sql`${groups.memberCount} - 1` })
      .where(eq(groups.id, groupId));
  }
  return removed.length > 0;
}

/** A member's row, or null; plain SQL for the same reason as findGroup. */
export async function findMembership(db: Executor, groupId: number, userId: number): Promise<typeof groupMembers.$inferSelect | null> {
  const [row] = await queryRows<Omit<typeof groupMembers.$inferSelect, 'joinedAt'> & { joinedAt: string }>(
    db,
    sql`select group_id as "groupId", user_id as "userId", role, joined_at as "joinedAt"
      from group_members where group_id = ${groupId} and user_id = ${userId}`,
  );
  return row ? { ...row, joinedAt: new Date(row.joinedAt) } : null;
}

/** The group's staff: its owner and managers (who handle join requests). */
export async function listStaffIds(db: Executor, groupId: number): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from group_members where group_id = ${groupId} and role in ('OWNER', 'MANAGER') order by user_id`,
  );
  return rows.map((row) => row.user_id);
}

export function listMemberIds(db: Executor, groupId: number) {
  return db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
}

export type MemberRow = {
  id: number;
  nickname: string;
  profile_image: string | null;
  joined_at: Date | string;
  role: 'OWNER' | 'MANAGER' | 'MEMBER';
  total_count: number;
};

/**
 * A page of members, the owner first, then managers, then by joining time, optionally only those
 * whose nickname contains `query`; each row carries the total of matches (a group has at most 100
 * members, so the window count costs nothing and the page is one query).
 */
export function selectMembers(
  db: Executor,
  { groupId, query, limit, offset }: { groupId: number; query?: string; limit: number; offset: number },
) {
  const filter = query ? sql`and u.nickname ilike ${likePattern(query)}` : sql``;
  return queryRows<MemberRow>(
    db,
    sql`select u.id, u.nickname, u.profile_image, m.joined_at, m.role, (count(*) over ())::int as total_count
        from group_members m join users u on u.id = m.user_id
        where m.group_id = ${groupId} ${filter}
        order by (m.role = 'OWNER') desc, (m.role = 'MANAGER') desc, m.joined_at, u.id
        limit ${limit} offset ${offset}`,
  );
}

/** Counts the members whose nickname contains `query` (a page past the end has no row to carry it). */
export async function countMembers(db: Executor, groupId: number, query?: string): Promise<number> {
  const filter = query ? sql`and u.nickname ilike ${likePattern(query)}` : sql``;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from group_members m join users u on u.id = m.user_id where m.group_id = ${groupId} ${filter}`,
  );
  return row?.count ?? 0;
}

/** Sets a member's role; false when they are not a member. */
export async function setMemberRole(db: Executor, groupId: number, userId: number, role: 'OWNER' | 'MANAGER' | 'MEMBER') {
  const updated = await db
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  return updated.length > 0;
}
