import type { AuditAction } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import { type AUDIT_ACTIONS, staffAudit } from '../../db/schema.ts';

export type AuditEntry = typeof staffAudit.$inferInsert;

// The table's list of acts and the contract's must name the same acts, both ways.
type SameActs = [AuditAction] extends [(typeof AUDIT_ACTIONS)[number]]
  ? [(typeof AUDIT_ACTIONS)[number]] extends [AuditAction]
    ? true
    : never
  : never;
const sameActs: SameActs = true;
void sameActs;

/**
 * Records a staff or operator act (contract §10, §13) in the caller's transaction, so the row
 * exists exactly when the act does. Rows are never updated or deleted (a trigger refuses it).
 */
export async function insertAudit(db: Executor, entry: AuditEntry) {
  await db.insert(staffAudit).values(entry);
}
