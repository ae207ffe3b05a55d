import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { StompRoutes } from '../../realtime/stomp-routes.ts';
import { NOTIFICATIONS_CHANNEL } from './notifications.repo.ts';

/** Each signed-in user's own live notifications (the hub files `/user/…` subscriptions per user). */
export const NOTIFICATIONS_QUEUE = '/user/queue/notifications';

export function registerNotificationDestinations(routes: StompRoutes): void {
  routes.subscribe(NOTIFICATIONS_QUEUE);
}

/**
 * Hands every notification the database announces (inserted with `pg_notify`, so only once it
 * commits) to this instance's sessions of its user; every instance listens for itself.
 * Answers the function that stops listening.
 */
export function forwardNotifications(database: Database, hub: RealtimeHub, log: Logger): Promise<() => Promise<void>> {
  return database.listen(NOTIFICATIONS_CHANNEL, (payload) => {
    try {
      const { userId, notification } = JSON.parse(payload) as { userId: number; notification: unknown };
      hub.deliverToLocalUser(userId, NOTIFICATIONS_QUEUE, JSON.stringify(notification));
    } catch (error) {
      log.warn({ err: error }, 'unreadable notification payload');
    }
  });
}
