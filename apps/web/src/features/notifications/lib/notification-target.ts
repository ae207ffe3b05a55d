import type { Notification } from '@dongne/contract';
import { eventPath, groupChatPath, groupPath, postPath } from '@/config/paths.ts';

/**
 * Where clicking a notification leads (spec §2 Notifications, widened by the issue): the group for
 * GROUP, the post for POST (the spec's client did nothing there), the event for EVENT. A deleted
 * group has no page left, a join request is answered on the group's requests tab, and a mention
 * in chat opens the room.
 */
export function notificationTarget(notification: Pick<Notification, 'type' | 'relatedType' | 'relatedId'>): string | null {
  const { type, relatedType, relatedId } = notification;
  if (relatedType === null || relatedId === null) return null;
  switch (relatedType) {
    case 'GROUP':
      if (type === 'GROUP_DELETED') return null;
      if (type === 'MENTION') return groupChatPath(relatedId);
      return type === 'GROUP_JOIN_REQUEST' ? `${groupPath(relatedId)}?tab=requests` : groupPath(relatedId);
    case 'POST':
      return postPath(relatedId);
    case 'EVENT':
      return eventPath(relatedId);
    default:
      return null;
  }
}
