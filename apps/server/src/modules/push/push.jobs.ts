import type { NotificationType, PushPayload } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import { endpointProblem } from './endpoint-guard.ts';
import {
  deleteSubscription,
  findSubscription,
  holdPush,
  markDelivered,
  membershipWithImage,
  type PushableNotification,
  pushableNotifications,
  subscriptionIdsOf,
  takeHeldPushes,
} from './push.repo.ts';
import { endpointRules, groupSettingsOf, settingsOf } from './push.service.ts';
import { inQuietHours, OUTSIDE_GROUP_TYPES, PUSH_KIND_OF, quietHoursEnd, tagOf, urlOf } from './push-rules.ts';
import { type PushOptions, sendPush } from './push-sender.ts';

/** A notification's push waits at most a day at the push service; a reminder's only until its event. */
const DAY_SECONDS = 24 * 3_600;

/** One push to one device; `groupId` is re-checked at send time (a member who left gets nothing). */
export type DeliveryData = {
  subscriptionId: number;
  userId: number;
  groupId: number | null;
  payload: PushPayload;
  ttlSeconds: number;
  urgency: PushOptions['urgency'];
};

/**
 * Sends one push (contract §18): 404/410 mean the device unsubscribed, so it is deleted; 429 and
 * 5xx throw, and the queue retries with backoff; any other refusal is logged and dropped (retrying
 * a 400 would be refused the same way).
 */
export const pushDeliveryJob = defineJob<DeliveryData>({
  name: 'push.deliver',
  // A delivery is two reads and one request that mostly waits on the push service: 40 at once
  // keep 10 000 reminders of one minute within it (docs/benchmarks.md, "Reminders").
  batchSize: 40,
  retryLimit: 6,
  retryDelaySeconds: 20,
  expireInSeconds: 120,
  run: async (deps, data) => {
    const subscription = await findSubscription(deps.db, data.subscriptionId);
    if (!subscription || subscription.userId !== data.userId) return;
    let payload = data.payload;
    if (data.groupId !== null) {
      const { member, imageUrl } = await membershipWithImage(deps.db, data.userId, data.groupId);
      if (!member) return;
      // The group's image as it is now (a push may wait a day at the push service; it is only an icon).
      if (imageUrl) payload = { ...payload, icon: imageUrl };
    }
    const rules = endpointRules(deps);
    if (endpointProblem(subscription.endpoint, rules)) {
      await deleteSubscription(deps.db, subscription.id);
      return;
    }
    let status: number;
    try {
      ({ status } = await sendPush(
        subscription,
        payload,
        { ttlSeconds: data.ttlSeconds, urgency: data.urgency, topic: data.payload.tag },
        { vapid: deps.config.vapid, rules },
      ));
    } catch (error) {
      // A host name that resolves to a private address now (DNS rebinding) never will be reached.
      if ((error as NodeJS.ErrnoException).code === 'EPUSHPRIVATE') {
        deps.log.warn({ subscriptionId: subscription.id }, 'push: endpoint resolves to a refused address; device removed');
        await deleteSubscription(deps.db, subscription.id);
        return;
      }
      throw error;
    }
    if (status >= 200 && status < 300) {
      await markDelivered(deps.db, subscription.id, deps.clock.now());
      return;
    }
    if (status === 404 || status === 410) {
      await deleteSubscription(deps.db, subscription.id);
      return;
    }
    if (status === 429 || status >= 500) throw new Error(`push service answered ${status}; trying again later`);
    deps.log.warn({ subscriptionId: subscription.id, status }, 'push: refused by the push service');
  },
});

type QueuedPush = {
  userId: number;
  groupId: number | null;
  payload: PushPayload;
  ttlSeconds: number;
  urgency: PushOptions['urgency'];
  /** How many things it announces (a room's new messages), added up while held in quiet hours. */
  count?: number;
};

/**
 * Sends a push to each of the person's devices, or holds it during their quiet hours: held pushes
 * wait in `push_held` (one row per tag, counted) for the summary job at the quiet hours' end.
 */
export async function pushToPerson(deps: Deps, push: QueuedPush): Promise<void> {
  const devices = await subscriptionIdsOf(deps.db, push.userId);
  if (devices.length === 0) return;
  const settings = await settingsOf(deps.db, push.userId);
  const now = deps.clock.now();
  if (inQuietHours(settings.quietHours, now)) {
    await holdPush(deps.db, {
      userId: push.userId,
      tag: push.payload.tag,
      title: push.payload.title,
      body: push.payload.body,
      url: push.payload.url,
      groupId: push.groupId,
      count: push.count ?? 1,
      now,
    });
    await deps.jobs.enqueue(
      quietSummaryJob,
      { userId: push.userId },
      { startAfter: quietHoursEnd(settings.quietHours, now), singletonKey: `quiet-${push.userId}` },
    );
    return;
  }
  const { count: _count, ...delivery } = push;
  for (const subscriptionId of devices) {
    await deps.jobs.enqueue(pushDeliveryJob, { subscriptionId, ...delivery });
  }
}

/** A mention in a chat room (about the GROUP); one in a post or comment is about the POST or EVENT. */
const isChatMention = (row: PushableNotification) => row.type === 'MENTION' && row.related_type === 'GROUP';

/** A mention in a post or comment is 활동 (activity), as a comment is; in chat it is 채팅. */
const pushKindOf = (row: PushableNotification) =>
  row.type === 'MENTION' && !isChatMention(row) ? 'activity' : PUSH_KIND_OF[row.type as NotificationType];

/** Whether a notification may be pushed to its recipient now, and to which kind it belongs. */
async function pushable(deps: Deps, row: PushableNotification): Promise<boolean> {
  const kind = pushKindOf(row);
  if (!kind || row.actor_blocked || row.target_gone) return false;
  const outside = OUTSIDE_GROUP_TYPES.has(row.type);
  if (!outside && row.group_id !== null && !row.is_member) return false;
  if (!outside && row.related_type !== null && row.related_type !== 'GROUP' && row.group_id === null) return false;
  const settings = await settingsOf(deps.db, row.user_id);
  if (!settings.push[kind]) return false;
  if (!outside && row.group_id !== null) {
    const room = await groupSettingsOf(deps.db, row.user_id, row.group_id);
    // A muted group pushes nothing; a mention in chat waits on 채팅 알림 끄기 too (멘션만 lets it through).
    if (room.muted || (isChatMention(row) && room.chat === 'NONE')) return false;
  }
  return true;
}

/**
 * Turns notifications just committed into pushes (contract §18), enqueued by `insertNotifications`
 * in the notifications' own transaction. Each is read again here, as its recipient would read it
 * now: blocked actors, hidden quotes, deleted posts and groups left since are never pushed.
 */
export const pushFanOutJob = defineJob<{ notificationIds: number[] }>({
  name: 'push.fan-out',
  retryLimit: 3,
  run: async (deps, { notificationIds }) => {
    for (const row of await pushableNotifications(deps.db, notificationIds)) {
      if (!(await pushable(deps, row))) continue;
      const outside = OUTSIDE_GROUP_TYPES.has(row.type);
      await pushToPerson(deps, {
        userId: row.user_id,
        groupId: outside ? null : row.group_id,
        payload: {
          title: row.title,
          body: row.message,
          url: urlOf(row.related_type, row.related_id, row.type),
          tag: tagOf(row.related_type, row.related_id, row.id),
        },
        ttlSeconds: DAY_SECONDS,
        urgency: row.type === 'EVENT_REMINDER' ? 'high' : 'normal',
      });
    }
  },
});

/**
 * At the end of a person's quiet hours: one push per room or event for everything held, never the
 * backlog (contract §18). Still quiet (the hours were moved), it waits for the new end.
 */
export const quietSummaryJob = defineJob<{ userId: number }>({
  name: 'push.quiet-summary',
  singleton: true,
  retryLimit: 3,
  run: async (deps, { userId }) => {
    const settings = await settingsOf(deps.db, userId);
    const now = deps.clock.now();
    if (inQuietHours(settings.quietHours, now)) {
      await deps.jobs.enqueue(
        quietSummaryJob,
        { userId },
        { startAfter: quietHoursEnd(settings.quietHours, now), singletonKey: `quiet-${userId}` },
      );
      return;
    }
    const held = await takeHeldPushes(deps.db, userId);
    const ids = await subscriptionIdsOf(deps.db, userId);
    for (const row of held) {
      const isChat = row.tag.startsWith('chat-');
      const body = row.count === 1 ? row.body : isChat ? `새 메시지 ${row.count}개` : `새 알림 ${row.count}개`;
      for (const subscriptionId of ids) {
        await deps.jobs.enqueue(pushDeliveryJob, {
          subscriptionId,
          userId,
          groupId: row.groupId,
          payload: { title: row.title, body, url: row.url, tag: row.tag, ...(isChat ? { count: row.count } : {}) },
          ttlSeconds: DAY_SECONDS,
          urgency: 'normal',
        });
      }
    }
  },
});
