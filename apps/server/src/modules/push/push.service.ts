import { ECDH } from 'node:crypto';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type GroupNotificationSettings,
  type NotificationSettings,
  PUSH_DEVICES_MAX,
  PUSH_MSG,
  type PushDevice,
  type PushSubscribeRequest,
} from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { authorizeInGroup } from '../groups/group-policy.ts';
import { deviceLabel } from './device-label.ts';
import { resolvedEndpointProblem } from './endpoint-guard.ts';
import {
  deleteSubscriptionOf,
  findGroupSettings,
  findSettings,
  listSubscriptions,
  type SettingsRow,
  type SubscriptionRow,
  saveGroupSettings,
  saveSettings,
  trimSubscriptions,
  upsertSubscription,
} from './push.repo.ts';

type PushDeps = Pick<Deps, 'db' | 'config' | 'clock'>;

export const endpointRules = (deps: Pick<Deps, 'config'>) => ({ allowInsecure: deps.config.pushAllowInsecureEndpoints });

export const publicKey = (deps: Pick<Deps, 'config'>) => ({ publicKey: deps.config.vapid.publicKey });

/** p256dh must be a point on P-256, or no push could ever be encrypted for it. */
function isCurvePoint(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const toDevice = (row: SubscriptionRow): PushDevice => ({
  id: row.id,
  endpoint: row.endpoint,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastDeliveredAt: row.lastDeliveredAt?.toISOString() ?? null,
});

/**
 * Stores the caller's device (contract §18): the endpoint is checked as the untrusted URL it is
 * (https, no private address, also after DNS); the same endpoint is brought up to date; past ten
 * devices the oldest is replaced.
 */
export async function subscribe(
  deps: PushDeps,
  { userId, input, userAgent }: { userId: number; input: PushSubscribeRequest; userAgent: string | undefined },
): Promise<PushDevice> {
  if (!isCurvePoint(input.keys.p256dh)) throw badRequest(PUSH_MSG.p256dhInvalid, 'keys.p256dh');
  const problem = await resolvedEndpointProblem(input.endpoint, endpointRules(deps));
  if (problem) throw badRequest(problem, 'endpoint');
  const row = await deps.db.transaction(async (tx) => {
    const stored = await upsertSubscription(tx, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh.replace(/=+$/, ''),
      auth: input.keys.auth.replace(/=+$/, ''),
      label: deviceLabel(userAgent),
      now: deps.clock.now(),
    });
    await trimSubscriptions(tx, userId, PUSH_DEVICES_MAX);
    return stored;
  });
  return toDevice(row);
}

export async function listDevices(deps: PushDeps, userId: number): Promise<PushDevice[]> {
  return (await listSubscriptions(deps.db, userId)).map(toDevice);
}

/** Removes one of the caller's devices; someone else's endpoint is 404 like a missing one. */
export async function unsubscribe(deps: PushDeps, { userId, endpoint }: { userId: number; endpoint: string }) {
  if (!(await deleteSubscriptionOf(deps.db, userId, endpoint))) throw notFound(PUSH_MSG.subscriptionNotFound);
}

export function toSettings(row: SettingsRow | null): NotificationSettings {
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  return {
    push: { activity: row.pushActivity, groupAdmin: row.pushGroupAdmin, chat: row.pushChat, events: row.pushEvents },
    email: { reminders: row.emailReminders, digest: row.emailDigest },
    quietHours: { enabled: row.quietEnabled, start: row.quietStart, end: row.quietEnd },
  };
}

/** A person's settings, the defaults when they never changed them. */
export async function settingsOf(db: Executor, userId: number): Promise<NotificationSettings> {
  return toSettings(await findSettings(db, userId));
}

export const getSettings = (deps: PushDeps, userId: number) => settingsOf(deps.db, userId);

export async function putSettings(deps: PushDeps, { userId, input }: { userId: number; input: NotificationSettings }) {
  await saveSettings(deps.db, {
    userId,
    pushActivity: input.push.activity,
    pushGroupAdmin: input.push.groupAdmin,
    pushChat: input.push.chat,
    pushEvents: input.push.events,
    emailReminders: input.email.reminders,
    emailDigest: input.email.digest,
    quietEnabled: input.quietHours.enabled,
    quietStart: input.quietHours.start,
    quietEnd: input.quietHours.end,
    updatedAt: deps.clock.now(),
  });
  return settingsOf(deps.db, userId);
}

export async function groupSettingsOf(db: Executor, userId: number, groupId: number): Promise<GroupNotificationSettings> {
  const row = await findGroupSettings(db, userId, groupId);
  return { muted: row?.muted ?? false, chat: (row?.chat as GroupNotificationSettings['chat'] | undefined) ?? 'ALL' };
}

export async function getGroupSettings(deps: PushDeps, { userId, groupId }: { userId: number; groupId: number }) {
  await authorizeInGroup(deps.db, 'setGroupNotifications', { groupId, userId });
  return groupSettingsOf(deps.db, userId, groupId);
}

export async function putGroupSettings(
  deps: PushDeps,
  { userId, groupId, input }: { userId: number; groupId: number; input: GroupNotificationSettings },
) {
  await authorizeInGroup(deps.db, 'setGroupNotifications', { groupId, userId });
  await saveGroupSettings(deps.db, { userId, groupId, muted: input.muted, chat: input.chat, updatedAt: deps.clock.now() });
  return groupSettingsOf(deps.db, userId, groupId);
}
