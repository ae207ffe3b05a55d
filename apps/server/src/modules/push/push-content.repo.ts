import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { ExportRow } from '../../lib/content-kind.ts';

// The SQL behind the push devices and notification settings kind (push.content.ts).

export const exportPushDevicesOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select s.id, s.label, s.endpoint, s.created_at as "createdAt", s.last_delivered_at as "lastDeliveredAt"
        from push_subscriptions s where s.user_id = ${userId} order by s.created_at desc, s.id desc limit ${limit}`,
  );

export const exportNotificationSettingsOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select s.push_activity as "pushActivity", s.push_group_admin as "pushGroupAdmin", s.push_chat as "pushChat",
          s.push_events as "pushEvents", s.email_reminders as "emailReminders", s.email_digest as "emailDigest",
          s.quiet_enabled as "quietEnabled", s.quiet_start as "quietStart", s.quiet_end as "quietEnd", s.updated_at as "updatedAt"
        from notification_settings s where s.user_id = ${userId} limit ${limit}`,
  );

export const exportGroupNotificationSettingsOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select s.group_id as "groupId", g.name as "groupName", s.muted, s.chat, s.updated_at as "updatedAt"
        from group_notification_settings s join groups g on g.id = s.group_id
        where s.user_id = ${userId} order by s.updated_at desc, s.group_id desc limit ${limit}`,
  );

/** Contract §18: devices, settings, held pushes and the digests sent go with the account. */
export async function deletePushDataOf(tx: Executor, userId: number) {
  await tx.execute(sql`delete from push_subscriptions where user_id = ${userId}`);
  await tx.execute(sql`delete from notification_settings where user_id = ${userId}`);
  await tx.execute(sql`delete from group_notification_settings where user_id = ${userId}`);
  await tx.execute(sql`delete from push_held where user_id = ${userId}`);
  await tx.execute(sql`delete from digest_sends where user_id = ${userId}`);
}
