import { z } from 'zod';

const NOTIFICATION_TYPES = [
  'GROUP_JOIN',
  'GROUP_JOIN_REQUEST',
  'GROUP_JOIN_APPROVED',
  'GROUP_JOIN_REJECTED',
  'GROUP_DELETED',
  'GROUP_ROLE_CHANGED',
  'GROUP_MEMBER_REMOVED',
  'POST_LIKE',
  'POST_COMMENT',
  'EVENT_CREATED',
  'EVENT_CANCELLED',
  'EVENT_UPDATED',
  'EVENT_WAITLIST_PROMOTED',
  'EVENT_REMINDER',
  'EVENT_COMMENT',
  'MENTION',
  'REPORT_RESOLVED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
const RELATED_TYPES = ['GROUP', 'POST', 'EVENT'] as const;
export type RelatedType = (typeof RELATED_TYPES)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  relatedType: z.enum(RELATED_TYPES).nullable(),
  relatedId: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
