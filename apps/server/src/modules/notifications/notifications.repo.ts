import type { NotificationType, RelatedType } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NewNotification = {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  relatedType: RelatedType | null;
  relatedId: number | null;
};

/** Stores notifications in one insert; never for the actor's own action (callers filter). */
export async function insertNotifications(db: Executor, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}
