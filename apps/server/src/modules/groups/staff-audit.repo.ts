import type { Executor } from '../../db/client.ts';
import { staffAudit } from '../../db/schema.ts';

export type StaffAuditEntry = typeof staffAudit.$inferInsert;
export type StaffAction = StaffAuditEntry['action'];

/**
 * Records a staff act on another person or their content (contract §10), in the caller's
 * transaction so the row exists exactly when the act does. Rows are never updated or deleted
 * (a trigger refuses it); the operators' console reads them.
 */
export async function insertStaffAudit(db: Executor, entry: StaffAuditEntry) {
  await db.insert(staffAudit).values(entry);
}
