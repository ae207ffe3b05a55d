import { DELETED_USER_NICKNAME } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** The live account's row, locked for the deletion's transaction; null once deleted (or never there). */
export async function lockLiveUser(tx: Executor, userId: number) {
  const [row] = await queryRows<{ id: number; email: string; password_hash: string; profile_image: string | null }>(
    tx,
    sql`select id, email, password_hash, profile_image from users where id = ${userId} and deleted_at is null for update`,
  );
  return row ?? null;
}

/**
 * Locks every group the user is a member of, in id order (as every membership writer locks its
 * group first), so no hand-over to them or join request decision races the deletion; answers
 * the groups with the user's role in each.
 */
export function lockMemberGroups(tx: Executor, userId: number) {
  return queryRows<{ id: number; name: string; role: 'OWNER' | 'MANAGER' | 'MEMBER' }>(
    tx,
    sql`select g.id, g.name, m.role from groups g join group_members m on m.group_id = g.id and m.user_id = ${userId}
        order by g.id
        for update of g`,
  );
}

/**
 * What the account holds outside every content kind (src/content-table.ts): interests, 동네, the
 * calendar feed, reset tokens, the sign-up code and the mail sent to the address. Sign-ins are revoked (not deleted) by the caller, so
 * every instance still refuses their access tokens; here their device details are erased.
 */
export async function deletePersonalRows(tx: Executor, { userId, email }: { userId: number; email: string }) {
  await tx.execute(sql`delete from user_interests where user_id = ${userId}`);
  await tx.execute(sql`delete from user_locations where user_id = ${userId}`);
  await tx.execute(sql`delete from calendar_tokens where user_id = ${userId}`);
  await tx.execute(sql`delete from password_reset_tokens where user_id = ${userId}`);
  await tx.execute(sql`delete from email_verifications where email = ${email}`);
  await tx.execute(sql`delete from mail_outbox where "to" = ${email}`);
  await tx.execute(sql`update auth_sessions set user_agent = null, ip = null where user_id = ${userId}`);
}

/**
 * The row stays, so what the user wrote keeps an author: e-mail erased (''), nickname 탈퇴한 회원,
 * profile, photo, home location and password cleared, `deleted_at` set. The unique indexes on
 * e-mail and nickname cover live accounts only (migration 0020), so both are free again.
 */
export async function eraseUserRow(tx: Executor, userId: number, at: Date) {
  await tx.execute(sql`update users set
      email = '', nickname = ${DELETED_USER_NICKNAME}, legacy_nickname_duplicate = false,
      bio = null, profile_image = null,
      location_id = null, location_lat = null, location_lng = null, location_address = null, location_district = null,
      password_hash = '', role = 'USER', deleted_at = ${at.toISOString()}::timestamptz, updated_at = now()
    where id = ${userId}`);
}
