import type { Executor } from '../../db/client.ts';
import { type AuditEntry, insertAudit } from '../audit/audit.service.ts';

export type StaffAuditEntry = AuditEntry & { groupId: number };
export type StaffAction = StaffAuditEntry['action'];

/** Records a group staff act (contract §10): always in a group. */
export async function insertStaffAudit(db: Executor, entry: StaffAuditEntry) {
  await insertAudit(db, entry);
}
