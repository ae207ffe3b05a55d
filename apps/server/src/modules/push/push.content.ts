import type { ContentKind } from '../../lib/content-kind.ts';
import {
  deletePushDataOf,
  exportGroupNotificationSettingsOf,
  exportNotificationSettingsOf,
  exportPushDevicesOf,
} from './push-content.repo.ts';

/** Push devices, notification settings and the digest's sent days (docs/architecture.md, "Content kinds"). */
export const pushContent: ContentKind = {
  name: 'push device and settings',
  userColumns: {
    'push_subscriptions.user_id': { exportKey: 'pushDevices' },
    'notification_settings.user_id': { exportKey: 'notificationSettings' },
    'group_notification_settings.user_id': { exportKey: 'groupNotificationSettings' },
    'push_held.user_id': {
      excluded: 'pushes waiting for the end of the quiet hours (hours at most); what they announce is in notifications',
    },
    'digest_sends.user_id': {
      excluded: 'the days a digest e-mail was sent and how many notifications it counted; what it listed is in notifications',
    },
  },
  exportSections: {
    pushDevices: exportPushDevicesOf,
    notificationSettings: exportNotificationSettingsOf,
    groupNotificationSettings: exportGroupNotificationSettingsOf,
  },
  eraseUser: deletePushDataOf,
  blocks: 'a push is a notification: a blocked actor’s acts reach the blocker by no push either (the fan-out reads blocks again)',
};
