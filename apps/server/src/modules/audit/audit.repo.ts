import type { AuditAction } from '@dongne/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { staffAudit } from '../../db/schema.ts';

export type AuditEntry = typeof staffAudit.$inferInsert;

/**
 * Records a staff or operator act (contract §10, §13) in the caller's transaction, so the row
 * exists exactly when the act does. Rows are never updated or deleted (a trigger refuses it).
 */
export async function insertAudit(db: Executor, entry: AuditEntry) {
  await db.insert(staffAudit).values(entry);
}

export type AuditFilter = { actorId?: number | undefined; groupId?: number | undefined; action?: AuditAction | undefined };
export type AuditRow = {
  id: number;
  actor_id: number;
  actor_nickname: string | null;
  action: AuditAction;
  target_type: string;
  target_id: number;
  group_id: number | null;
  reason: string | null;
  at: Date | string;
  total_count: number;
};

function auditWhere(filter: AuditFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.actorId !== undefined) conditions.push(sql`a.actor_id = ${filter.actorId}`);
  if (filter.groupId !== undefined) conditions.push(sql`a.group_id = ${filter.groupId}`);
  if (filter.action !== undefined) conditions.push(sql`a.action = ${filter.action}`);
  return sql.join(conditions, sql` and `);
}

/**
 * One page of the audit log, newest first, each row with its actor's nickname (null once the
 * account is gone) and the total of matching rows, in one statement. Each filter has its index
 * (`staff_audit_{actor_id,group_id,action}_at_idx`), already in the order asked; the unfiltered
 * log walks `staff_audit_at_idx`.
 */
export function selectAuditPage(db: Executor, filter: AuditFilter, { limit, offset }: { limit: number; offset: number }) {
  return queryRows<AuditRow>(
    db,
    sql`select a.id, a.actor_id, u.nickname as actor_nickname, a.action, a.target_type, a.target_id, a.group_id, a.reason, a.at,
          (count(*) over ())::int as total_count
        from staff_audit a left join users u on u.id = a.actor_id
        where ${auditWhere(filter)}
        order by a.at desc, a.id desc
        limit ${limit} offset ${offset}`,
  );
}

/** How many rows match (for a page past the end, which has no row to carry the total). */
export async function countAudit(db: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from staff_audit a where ${auditWhere(filter)}`);
  return row?.count ?? 0;
}
