import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** Adds the block unless it exists; true when the user exists (blocked now or before). */
export async function insertBlock(db: Executor, blockerId: number, blockedId: number): Promise<{ exists: boolean; added: boolean }> {
  const [row] = await queryRows<{ exists: boolean; added: boolean }>(
    db,
    sql`with target as (select id from users where id = ${blockedId}),
          added as (insert into user_blocks (blocker_id, blocked_id) select ${blockerId}, id from target
            on conflict do nothing returning blocked_id)
        select exists (select 1 from target) as exists, exists (select 1 from added) as added`,
  );
  return row ?? { exists: false, added: false };
}

/** Removes the block; true when there was one. */
export async function deleteBlock(db: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await queryRows<{ blocked_id: number }>(
    db,
    sql`delete from user_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId} returning blocked_id`,
  );
  return rows.length > 0;
}

export const userExists = async (db: Executor, userId: number) =>
  (await queryRows<{ id: number }>(db, sql`select id from users where id = ${userId}`)).length > 0;

export type BlockedUserRow = { id: number; nickname: string; profile_image: string | null; blocked_at: Date | string };

/** A page of the user's block list, newest first, and its total (index user_blocks_blocker_id_created_at_idx). */
export async function selectBlockedPage(db: Executor, blockerId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    queryRows<BlockedUserRow>(
      db,
      sql`select u.id, u.nickname, u.profile_image, b.created_at as blocked_at
          from user_blocks b join users u on u.id = b.blocked_id
          where b.blocker_id = ${blockerId}
          order by b.created_at desc, b.blocked_id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count from user_blocks where blocker_id = ${blockerId}`),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** Every user the user blocked (the realtime delivery's set, loaded once per connected user). */
export async function selectBlockedIds(db: Executor, blockerId: number): Promise<number[]> {
  const rows = await queryRows<{ blocked_id: number }>(db, sql`select blocked_id from user_blocks where blocker_id = ${blockerId}`);
  return rows.map((row) => row.blocked_id);
}

/** Whether `blockerId` blocked `blockedId` (a primary-key probe): the profile's 차단/차단 해제 button. */
export async function isBlocking(db: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from user_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`,
  );
  return rows.length > 0;
}

/** The user's block list for the export (contract §11–§12), newest first; who blocked them is never in it. */
export const exportBlocksOf = (db: Executor, userId: number, limit: number) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select b.blocked_id as "userId", u.nickname, b.created_at as "blockedAt"
        from user_blocks b join users u on u.id = b.blocked_id
        where b.blocker_id = ${userId} order by b.created_at desc, b.blocked_id desc limit ${limit}`,
  );

/** Every block the user is part of, either side (account deletion: the users row stays, so no cascade). */
export async function deleteBlocksOf(tx: Executor, userId: number) {
  await tx.execute(sql`delete from user_blocks where blocker_id = ${userId} or blocked_id = ${userId}`);
}
