// The audit log's write, published for other modules' transactions (docs/architecture.md, "Module
// rule"): a staff or operator act writes its row in the act's own transaction.
export { type AuditEntry, insertAudit } from './audit.repo.ts';
