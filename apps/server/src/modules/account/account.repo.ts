import { DELETED_USER_NICKNAME } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { deleteReportsMadeBy, forgetSnapshotAuthor } from '../reports/reports.repo.ts';

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
 * Seats the user still holds after leaving every group (events already over, or of groups they
 * had left before): deleted, each event's count kept exact. Nobody is promoted into an event
 * that is over; upcoming ones went through releaseUpcomingPlaces.
 */
export async function deleteRemainingSeats(tx: Executor, userId: number) {
  await tx.execute(sql`with gone as (
      delete from event_participants where user_id = ${userId} returning event_id, status)
    update events e set participant_count = e.participant_count - 1
    from gone where gone.event_id = e.id and gone.status = 'PARTICIPATING'`);
}

/** The user's likes, each liked post's count kept exact. */
export async function deleteLikes(tx: Executor, userId: number) {
  await tx.execute(sql`with gone as (delete from post_likes where user_id = ${userId} returning post_id)
    update posts p set like_count = p.like_count - 1 from gone where gone.post_id = p.id`);
}

/**
 * Everything else the account holds that is only theirs: interests, 동네, join requests (pending
 * or decided), bans against them, notifications, the calendar feed, reset tokens, the sign-up
 * code and the mail sent to the address. Sign-ins are revoked (not deleted) by the caller, so
 * every instance still refuses their access tokens; here their device details are erased.
 */
export async function deletePersonalRows(tx: Executor, { userId, email }: { userId: number; email: string }) {
  await tx.execute(sql`delete from user_interests where user_id = ${userId}`);
  await tx.execute(sql`delete from user_locations where user_id = ${userId}`);
  await tx.execute(sql`delete from join_requests where user_id = ${userId}`);
  await tx.execute(sql`delete from group_bans where user_id = ${userId}`);
  await tx.execute(sql`delete from notifications where user_id = ${userId}`);
  await tx.execute(sql`delete from calendar_tokens where user_id = ${userId}`);
  // Contract §18: devices, settings, held pushes and sent reminders go with the account.
  await tx.execute(sql`delete from push_subscriptions where user_id = ${userId}`);
  await tx.execute(sql`delete from notification_settings where user_id = ${userId}`);
  await tx.execute(sql`delete from group_notification_settings where user_id = ${userId}`);
  await tx.execute(sql`delete from push_held where user_id = ${userId}`);
  await tx.execute(sql`delete from event_reminders_sent where user_id = ${userId}`);
  await tx.execute(sql`delete from password_reset_tokens where user_id = ${userId}`);
  await tx.execute(sql`delete from email_verifications where email = ${email}`);
  await tx.execute(sql`delete from mail_outbox where "to" = ${email}`);
  await tx.execute(sql`update auth_sessions set user_agent = null, ip = null where user_id = ${userId}`);
  await deleteReportsAndBlocks(tx, userId);
}

/**
 * Contract §11–§12: the reports the user made and every block they are part of go with the
 * account, in the deletion's transaction (ON DELETE CASCADE cannot cover them, as the users row
 * stays). Reports made *against* the user stay for the operators, their snapshots no longer naming
 * the account.
 */
export async function deleteReportsAndBlocks(tx: Executor, userId: number) {
  await deleteReportsMadeBy(tx, userId);
  await forgetSnapshotAuthor(tx, userId);
  await tx.execute(sql`delete from user_blocks where blocker_id = ${userId} or blocked_id = ${userId}`);
}

/**
 * The row stays, so what the user wrote keeps an author: e-mail erased (''), nickname 탈퇴한 회원,
 * profile, photo, home location and password cleared, `deleted_at` set. The unique indexes on
 * e-mail and nickname cover live accounts only (migration 0019), so both are free again.
 */
export async function eraseUserRow(tx: Executor, userId: number, at: Date) {
  await tx.execute(sql`update users set
      email = '', nickname = ${DELETED_USER_NICKNAME}, legacy_nickname_duplicate = false,
      bio = null, profile_image = null,
      location_id = null, location_lat = null, location_lng = null, location_address = null, location_district = null,
      password_hash = '', role = 'USER', deleted_at = ${at.toISOString()}::timestamptz, updated_at = now()
    where id = ${userId}`);
}
