import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { groupBans } from '../../db/schema.ts';

export async function isBanned(db: Executor, groupId: number, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from group_bans where group_id = ${groupId} and user_id = ${userId}`,
  );
  return Boolean(row);
}

/**
 * Whether the user, or a live account reading the same mailbox (contract §2.1: an account from
 * before one mailbox meant one account), is banned from the group: a ban keeps out the person's
 * every account, not just the one that was banned.
 */
export async function isMailboxBanned(db: Executor, groupId: number, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from group_bans b
          join users banned on banned.id = b.user_id
          join users u on u.id = ${userId}
        where b.group_id = ${groupId}
          and (b.user_id = u.id or (banned.mailbox_key = u.mailbox_key and banned.mailbox_key <> ''))
        limit 1`,
  );
  return Boolean(row);
}

export async function insertBan(db: Executor, values: typeof groupBans.$inferInsert) {
  await db.insert(groupBans).values(values);
}

/** Lifts a ban; false when there was none. */
export async function deleteBan(db: Executor, groupId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(groupBans)
    .where(and(eq(groupBans.groupId, groupId), eq(groupBans.userId, userId)))
    .returning({ userId: groupBans.userId });
  return removed.length > 0;
}

export type BanRow = {
  user_id: number;
  nickname: string;
  profile_image: string | null;
  created_at: Date | string;
  banned_by: number | null;
  banned_by_nickname: string | null;
  reason: string | null;
  total_count: number;
};

/** A page of a group's bans, newest first, with the banned user and who banned them; the total on every row. */
export function selectBans(db: Executor, { groupId, limit, offset }: { groupId: number; limit: number; offset: number }) {
  return queryRows<BanRow>(
    db,
    sql`select b.user_id, u.nickname, u.profile_image, b.created_at, b.banned_by, bu.nickname as banned_by_nickname, b.reason,
          (count(*) over ())::int as total_count
        from group_bans b
        join users u on u.id = b.user_id
        left join users bu on bu.id = b.banned_by
        where b.group_id = ${groupId}
        order by b.created_at desc, b.user_id desc
        limit ${limit} offset ${offset}`,
  );
}

export async function countBans(db: Executor, groupId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from group_bans where group_id = ${groupId}`);
  return row?.count ?? 0;
}
