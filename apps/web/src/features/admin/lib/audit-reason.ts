import type { AuditEntry } from '@dongne/contract';
import { ADMIN_TEXT } from '@/features/admin/admin-messages.ts';

/** The audit's reason column: a role change records the role it gave, shown in words; other acts show their reason. */
export function auditReason(entry: Pick<AuditEntry, 'action' | 'reason'>): string | null {
  if (entry.action === 'ROLE_CHANGED' && entry.reason) return ADMIN_TEXT.auditNewRole[entry.reason] ?? entry.reason;
  return entry.reason;
}
