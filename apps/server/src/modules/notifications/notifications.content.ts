import type { ContentKind } from '../../lib/content-kind.ts';
import { deleteNotificationsOf, exportNotificationsOf } from './notifications.repo.ts';

/** Notifications (docs/architecture.md, "Content kinds"). */
export const notificationContent: ContentKind = {
  name: 'notification',
  userColumns: {
    'notifications.user_id': { exportKey: 'notifications' },
    'notifications.actor_id': {
      excluded: 'notifications other people received about the user’s acts: theirs; the acts are in posts, comments, likes…',
    },
  },
  exportSections: { notifications: exportNotificationsOf },
  eraseUser: deleteNotificationsOf,
  blocks: 'a blocked actor’s acts notify the blocker of nothing (inserted `where not exists` a block)',
};
