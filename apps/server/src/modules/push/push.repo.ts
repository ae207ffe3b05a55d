import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { groupNotificationSettings, notificationSettings, pushHeld, pushSubscriptions } from '../../db/schema.ts';
import { RENDER_JOINS, RENDERED_MESSAGE } from '../notifications/notifications.reads.ts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores a device, or brings the same endpoint up to date (a browser re-subscribing, or another account on it). */
export async function upsertSubscription(
  tx: Executor,
  row: { userId: number; endpoint: string; p256dh: string; auth: string; label: string; now: Date },
): Promise<SubscriptionRow> {
  const [stored] = await tx
    .insert(pushSubscriptions)
    .values({ userId: row.userId, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, label: row.label, createdAt: row.now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, label: row.label, createdAt: row.now },
    })
    .returning();
  if (!stored) throw new Error('push subscription not stored');
  return stored;
}

/** Keeps the user's `max` newest devices and deletes the rest (the oldest are replaced). */
export async function trimSubscriptions(tx: Executor, userId: number, max: number): Promise<void> {
  await tx.execute(sql`delete from push_subscriptions where id in (
    select id from push_subscriptions where user_id = ${userId} order by created_at desc, id desc offset ${max})`);
}

export function listSubscriptions(db: Executor, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

export async function deleteSubscriptionOf(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function findSubscription(db: Executor, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastDeliveredAt: at }).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map((row) => row.id);
}

export type SettingsRow = typeof notificationSettings.$inferSelect;

export async function findSettings(db: Executor, userId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

export async function saveSettings(db: Executor, row: Omit<SettingsRow, 'updatedAt'> & { updatedAt: Date }): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await db.insert(notificationSettings).values(row).onConflictDoUpdate({ target: notificationSettings.userId, set: changes });
}

export type GroupSettingsRow = typeof groupNotificationSettings.$inferSelect;

export async function findGroupSettings(db: Executor, userId: number, groupId: number): Promise<GroupSettingsRow | null> {
  const [row] = await db
    .select()
    .from(groupNotificationSettings)
    .where(and(eq(groupNotificationSettings.userId, userId), eq(groupNotificationSettings.groupId, groupId)));
  return row ?? null;
}

export async function saveGroupSettings(
  db: Executor,
  row: { userId: number; groupId: number; muted: boolean; chat: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(groupNotificationSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [groupNotificationSettings.userId, groupNotificationSettings.groupId],
      set: { muted: row.muted, chat: row.chat, updatedAt: row.updatedAt },
    });
}

/** A notification as a push would show it now, with what decides whether it may be pushed at all. */
export type PushableNotification = {
  id: number;
  user_id: number;
  type: string;
  title: string;
  message: string;
  related_type: string | null;
  related_id: number | null;
  /** The group the notification is about (directly, or through its post or event), null if none or gone. */
  group_id: number | null;
  /** The recipient is a member of that group now. */
  is_member: boolean;
  /** The recipient blocked the actor since (contract §11). */
  actor_blocked: boolean;
  /** The post or event it points to is gone. */
  target_gone: boolean;
};

/** The notifications of a fan-out as their recipients read them now (contract §11, §12). */
export function pushableNotifications(db: Executor, ids: number[]): Promise<PushableNotification[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return queryRows<PushableNotification>(
    db,
    sql`select x.*, coalesce(x.group_id is not null and exists (
          select 1 from group_members gm where gm.group_id = x.group_id and gm.user_id = x.user_id), false) as is_member
        from (
          select n.id, n.user_id, n.type, n.title, ${RENDERED_MESSAGE} as message, n.related_type, n.related_id,
            case n.related_type
              when 'GROUP' then (select g.id from groups g where g.id = n.related_id)
              when 'POST' then (select p.group_id from posts p where p.id = n.related_id)
              when 'EVENT' then (select e.group_id from events e where e.id = n.related_id)
            end as group_id,
            exists (select 1 from user_blocks ub where ub.blocker_id = n.user_id and ub.blocked_id = n.actor_id) as actor_blocked,
            case n.related_type
              when 'POST' then not exists (select 1 from posts p where p.id = n.related_id)
              when 'EVENT' then not exists (select 1 from events e where e.id = n.related_id)
              else false
            end as target_gone
          from notifications n ${RENDER_JOINS}
          where n.id in (${list})
        ) x`,
  );
}

/** Adds one held push to the person's summary of `tag` (one row per room or event, counted). */
export async function holdPush(
  db: Executor,
  row: { userId: number; tag: string; title: string; body: string; url: string; groupId: number | null; count: number; now: Date },
): Promise<void> {
  await db
    .insert(pushHeld)
    .values({ ...row, createdAt: row.now })
    .onConflictDoUpdate({
      target: [pushHeld.userId, pushHeld.tag],
      set: { count: sql`${pushHeld.count} + ${row.count}`, title: row.title, body: row.body, url: row.url },
    });
}

/** Takes (deletes and answers) everything held for the person. */
export function takeHeldPushes(db: Executor, userId: number) {
  return db.delete(pushHeld).where(eq(pushHeld.userId, userId)).returning();
}

/** Whether the user is a member of the group now, and the group's image (a push's icon). */
export async function membershipWithImage(
  db: Executor,
  userId: number,
  groupId: number,
): Promise<{ member: boolean; imageUrl: string | null }> {
  const rows = await queryRows<{ image_url: string | null }>(
    db,
    sql`select g.image_url from group_members gm join groups g on g.id = gm.group_id where gm.group_id = ${groupId} and gm.user_id = ${userId}`,
  );
  return { member: rows.length > 0, imageUrl: rows[0]?.image_url ?? null };
}
