// Reads of the audit log other modules may call (docs/architecture.md, "Module rule").
export { type AuditFilter, type AuditRow, countAudit, selectAuditPage } from './audit.repo.ts';
