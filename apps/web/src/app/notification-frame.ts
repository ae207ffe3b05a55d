import { type Notification, notificationSchema } from '@dongne/contract';

/** A pushed notification frame checked against the contract, or null when it is not one. */
export function parseNotificationFrame(payload: unknown): Notification | null {
  const parsed = notificationSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
