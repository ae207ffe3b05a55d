import type { NotificationSettings, NotificationType } from '@dongne/contract';

/** The four kinds a person turns pushes on and off by (contract §18: 활동, 모임 운영, 채팅, 일정). */
export type PushKind = keyof NotificationSettings['push'];

/** Every notification type belongs to one kind: a new type fails to compile until it is placed here. */
export const PUSH_KIND_OF: Record<NotificationType, PushKind> = {
  POST_LIKE: 'activity',
  POST_COMMENT: 'activity',
  GROUP_JOIN_APPROVED: 'activity',
  GROUP_JOIN_REJECTED: 'activity',
  GROUP_ROLE_CHANGED: 'activity',
  GROUP_MEMBER_REMOVED: 'activity',
  GROUP_DELETED: 'activity',
  REPORT_RESOLVED: 'activity',
  GROUP_JOIN: 'groupAdmin',
  GROUP_JOIN_REQUEST: 'groupAdmin',
  EVENT_CREATED: 'events',
  EVENT_CANCELLED: 'events',
  EVENT_UPDATED: 'events',
  EVENT_WAITLIST_PROMOTED: 'events',
  EVENT_REMINDER: 'events',
  EVENT_COMMENT: 'events',
  MENTION: 'chat',
};

/**
 * Notifications about the recipient's own standing, which reach them outside the group (a refused
 * request, a removal, the group's deletion, an operator's decision). Every other type carries
 * something from inside a group and is pushed only while the recipient is still a member.
 */
export const OUTSIDE_GROUP_TYPES: ReadonlySet<string> = new Set<NotificationType>([
  'GROUP_JOIN_REJECTED',
  'GROUP_MEMBER_REMOVED',
  'GROUP_DELETED',
  'REPORT_RESOLVED',
]);

/** Asia/Seoul keeps UTC+9 all year (no daylight saving time). */
const SEOUL_OFFSET_MINUTES = 9 * 60;
const DAY_MINUTES = 24 * 60;

const minutesOf = (clockTime: string) => {
  const [hours = 0, minutes = 0] = clockTime.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Minutes since midnight in Seoul. */
function seoulMinutes(now: Date): number {
  return Math.floor((now.getTime() / 60_000 + SEOUL_OFFSET_MINUTES) % DAY_MINUTES);
}

/** Whether `now` falls in the quiet hours (start inclusive, end exclusive; a span may cross midnight). */
export function inQuietHours(quiet: NotificationSettings['quietHours'], now: Date): boolean {
  if (!quiet.enabled) return false;
  const current = seoulMinutes(now);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start < end ? current >= start && current < end : current >= start || current < end;
}

/** The next moment the Seoul clock shows `end` after `now`: when held pushes are summarised. */
export function quietHoursEnd(quiet: NotificationSettings['quietHours'], now: Date): Date {
  const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
  let wait = (minutesOf(quiet.end) - seoulMinutes(now) + DAY_MINUTES) % DAY_MINUTES;
  if (wait === 0) wait = DAY_MINUTES;
  return new Date(minuteStart + wait * 60_000);
}

/** Where a tap on a notification leads in the web app. */
export function urlOf(relatedType: string | null, relatedId: number | null, type?: string): string {
  if (relatedId === null) return '/notifications';
  // A mention in chat opens the room.
  if (type === 'MENTION' && relatedType === 'GROUP') return `/groups/${relatedId}/chat`;
  if (relatedType === 'POST') return `/posts/${relatedId}`;
  if (relatedType === 'EVENT') return `/events/${relatedId}`;
  if (relatedType === 'GROUP') return `/groups/${relatedId}`;
  return '/notifications';
}

/** The collapse key of a push (tag in the payload, `Topic` header): base64url-safe, at most 32 characters. */
export function tagOf(relatedType: string | null, relatedId: number | null, notificationId: number): string {
  if (relatedType && relatedId !== null) return `${relatedType.toLowerCase()}-${relatedId}`.slice(0, 32);
  return `n-${notificationId}`;
}
