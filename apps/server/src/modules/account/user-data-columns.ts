import type { AccountExport } from '@dongne/contract';

/** A key of the export (contract §12) that carries rows of a table. */
export type ExportKey = Exclude<keyof AccountExport, 'exportedAt' | 'truncated'>;

/**
 * Every column that points at a user — each foreign key to `users(id)`, and each user id kept
 * without one — with what the export (contract §12: everything the user gave the service) does
 * with its rows: the export key that carries them, or why they are not the user's to take. The
 * account test compares this table with the database's own catalogue, so a new table that holds a
 * user's data fails it until it is exported or excluded here with a reason.
 */
export const USER_DATA_COLUMNS: Record<string, { exportKey: ExportKey } | { excluded: string }> = {
  'user_interests.user_id': { exportKey: 'interests' },
  'user_locations.user_id': { exportKey: 'locations' },
  'uploads.user_id': { exportKey: 'uploads' },
  'groups.owner_id': { exportKey: 'memberships' },
  'group_members.user_id': { exportKey: 'memberships' },
  'join_requests.user_id': { exportKey: 'joinRequests' },
  'posts.author_id': { exportKey: 'posts' },
  'post_likes.user_id': { exportKey: 'likes' },
  'comments.author_id': { exportKey: 'comments' },
  'chat_messages.sender_id': { exportKey: 'chatMessages' },
  'events.organizer_id': { exportKey: 'eventsCreated' },
  'event_participants.user_id': { exportKey: 'eventsJoined' },
  'notifications.user_id': { exportKey: 'notifications' },
  'reports.reporter_id': { exportKey: 'reportsMade' },
  'user_blocks.blocker_id': { exportKey: 'blocks' },
  'push_subscriptions.user_id': { exportKey: 'pushDevices' },
  'notification_settings.user_id': { exportKey: 'notificationSettings' },
  'group_notification_settings.user_id': { exportKey: 'groupNotificationSettings' },
  'push_held.user_id': {
    excluded: 'pushes waiting for the end of the quiet hours (hours at most); what they announce is in notifications',
  },
  'event_reminders_sent.user_id': { excluded: 'the service’s record that a reminder went out, once; the reminder is in notifications' },

  'refresh_tokens.user_id': { excluded: 'sign-in secrets (hashed): credentials, never handed out' },
  'password_reset_tokens.user_id': { excluded: 'password-reset secrets (hashed): credentials, never handed out' },
  'calendar_tokens.user_id': { excluded: 'the calendar feed secret (hashed): a credential, never handed out' },
  'auth_sessions.user_id': {
    excluded: 'sign-ins the service records for security, not something the user gave; the user reads them on 로그인된 기기',
  },
  'user_blocks.blocked_id': { excluded: 'who blocked the user: the blocked user is never told (contract §11)' },
  'group_bans.user_id': { excluded: 'a ban is the staff’s record, its reason for the owner and managers only (contract §10)' },
  'group_bans.banned_by': { excluded: 'a staff act on another member: that member’s data, kept for the group’s staff' },
  'join_requests.processed_by': { excluded: 'a staff decision on another user’s request: exported to the requester' },
  'notifications.actor_id': {
    excluded: 'notifications other people received about the user’s acts: theirs; the acts are in posts, comments, likes…',
  },
  'chat_messages.actor_id': { excluded: 'SYSTEM lines the service wrote about joining and leaving; memberships carry the facts' },
  'report_targets.resolved_by': { excluded: 'an operator’s decision for the service (contract §13), in the audit log' },
  'staff_audit.actor_id': { excluded: 'the audit log of staff and operator acts on others (contract §10, §13): immutable, operators’' },
};
