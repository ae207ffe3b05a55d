import {
  DELETED_USER_NICKNAME,
  type ReportAction,
  type ReportReason,
  type ReportSnapshot,
  type ReportStatus,
  type ReportTargetType,
} from '@dongne/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { reports } from '../../db/schema.ts';

export type TargetRow = {
  target_type: ReportTargetType;
  target_id: number;
  snapshot: ReportSnapshot;
  status: ReportStatus;
  hidden_at: Date | string | null;
  first_reported_at: Date | string;
  opened_at: Date | string;
  resolution: ReportAction | null;
  resolution_reason: string | null;
  resolved_at: Date | string | null;
  resolved_by: number | null;
};

/** Makes the target's row (with its snapshot) unless it exists, and locks it: reports of one target take turns. */
export async function lockTarget(tx: Executor, type: ReportTargetType, id: number, snapshot?: ReportSnapshot): Promise<TargetRow | null> {
  if (snapshot)
    await tx.execute(
      sql`insert into report_targets (target_type, target_id, snapshot, first_reported_at, opened_at)
          values (${type}, ${id}, ${JSON.stringify(snapshot)}::jsonb, clock_timestamp(), clock_timestamp())
          on conflict do nothing`,
    );
  const [row] = await queryRows<TargetRow>(
    tx,
    sql`select * from report_targets where target_type = ${type} and target_id = ${id} for update`,
  );
  return row ?? null;
}

/** A resolved target reported again is open again: a new round, its reporters counted afresh. */
export async function reopenTarget(tx: Executor, type: ReportTargetType, id: number) {
  await tx.execute(
    sql`update report_targets set status = 'OPEN', opened_at = clock_timestamp(), resolution = null, resolution_reason = null,
          resolved_at = null, resolved_by = null
        where target_type = ${type} and target_id = ${id}`,
  );
}

/** Stores a report unless this user reported the target before (unique index); null then. */
export async function insertReport(
  tx: Executor,
  values: { reporterId: number; targetType: ReportTargetType; targetId: number; reason: ReportReason; detail: string | null },
): Promise<number | null> {
  const [row] = await tx
    .insert(reports)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row?.id ?? null;
}

/** Reporters of the target's current round (those since it was opened), oldest first. */
export async function roundReporterIds(tx: Executor, target: TargetRow): Promise<number[]> {
  const rows = await queryRows<{ reporter_id: number }>(
    tx,
    sql`select reporter_id from reports where target_type = ${target.target_type} and target_id = ${target.target_id}
          and created_at >= ${target.opened_at} order by created_at, id`,
  );
  return rows.map((row) => row.reporter_id);
}

/**
 * How many distinct people reported the target in its current round (contract §11): reporters are
 * counted by mailbox key (§2.1), so accounts that read one inbox count once.
 */
export async function roundReporterMailboxCount(tx: Executor, target: TargetRow): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(distinct coalesce(nullif(u.mailbox_key, ''), 'user:' || u.id))::int as count
          from reports r join users u on u.id = r.reporter_id
         where r.target_type = ${target.target_type} and r.target_id = ${target.target_id} and r.created_at >= ${target.opened_at}`,
  );
  return row?.count ?? 0;
}

/** Mirrors the content's hidden state on the target's row (the queue's `isHidden`). */
export async function mirrorHidden(tx: Executor, type: ReportTargetType, id: number, hiddenAt: Date | null) {
  await tx.execute(sql`update report_targets set hidden_at = ${hiddenAt} where target_type = ${type} and target_id = ${id}`);
}

export async function markResolved(
  tx: Executor,
  target: TargetRow,
  { action, reason, actorId }: { action: ReportAction; reason: string; actorId: number },
) {
  await tx.execute(
    sql`update report_targets set status = 'RESOLVED', resolution = ${action}, resolution_reason = ${reason},
          resolved_at = clock_timestamp(), resolved_by = ${actorId}
        where target_type = ${target.target_type} and target_id = ${target.target_id}`,
  );
}

export type QueueRow = TargetRow & { is_deleted: boolean };
export type ReportEntryRow = {
  id: number;
  target_type: ReportTargetType;
  target_id: number;
  reporter_id: number | null;
  reporter_nickname: string | null;
  reason: ReportReason;
  detail: string | null;
  created_at: Date | string;
};

/**
 * One page of the queue (contract §13) in three statements whatever its size: the targets (open
 * ones oldest first, resolved ones latest first), their total, and every report of those targets.
 */
export async function selectQueuePage(
  db: Executor,
  {
    status,
    limit,
    offset,
    only,
    goneSql,
  }: {
    status: ReportStatus;
    limit: number;
    offset: number;
    only?: { targetType: ReportTargetType; targetId: number } | undefined;
    /** Per kind, SQL over `t` (report_targets) that is true when the target no longer exists. */
    goneSql: ReadonlyMap<ReportTargetType, SQL>;
  },
) {
  const isDeleted = sql`case t.target_type ${sql.join(
    [...goneSql].map(([type, gone]) => sql`when ${type} then ${gone}`),
    sql` `,
  )} else false end`;
  const where = only ? sql`t.target_type = ${only.targetType} and t.target_id = ${only.targetId}` : sql`t.status = ${status}`;
  const order =
    status === 'OPEN'
      ? sql`t.first_reported_at, t.target_type, t.target_id`
      : sql`t.resolved_at desc nulls last, t.target_type, t.target_id`;
  const [rows, [total]] = await Promise.all([
    queryRows<QueueRow>(
      db,
      sql`select t.*, ${isDeleted} as is_deleted from report_targets t where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count from report_targets t where ${where}`),
  ]);
  const entries =
    rows.length === 0
      ? []
      : await queryRows<ReportEntryRow>(
          db,
          sql`select r.id, r.target_type, r.target_id, r.reporter_id, u.nickname as reporter_nickname, r.reason, r.detail, r.created_at
            from reports r left join users u on u.id = r.reporter_id
            where (r.target_type, r.target_id) in (${sql.join(
              rows.map((row) => sql`(${row.target_type}, ${row.target_id})`),
              sql`, `,
            )})
            order by r.created_at, r.id`,
        );
  return { rows, entries, total: total?.count ?? 0 };
}

/** The reports the user made for the export (contract §12: "reports made"), newest first. */
export const exportReportsMadeBy = (db: Executor, userId: number, limit: number) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select r.id, r.target_type as "targetType", r.target_id as "targetId", r.reason, r.detail, r.created_at as "createdAt"
        from reports r where r.reporter_id = ${userId} order by r.created_at desc, r.id desc limit ${limit}`,
  );

/**
 * Deletes the reports a user made (contract §12: account deletion). The targets' rows stay with
 * their snapshots and decisions; a target whose reports all went stays in the queue with none.
 */
export async function deleteReportsMadeBy(tx: Executor, userId: number) {
  await tx.delete(reports).where(eq(reports.reporterId, userId));
}

/**
 * Contract §12: a deleted account's nickname leaves the operators' snapshots too (they keep the
 * reported text of content, which stays in its group, and the author id, which names no one any
 * more); a report of the account itself loses its profile text and photo.
 */
export async function forgetSnapshotAuthor(tx: Executor, userId: number) {
  await tx.execute(
    sql`update report_targets
        set snapshot = case when target_type = 'USER'
          then snapshot || jsonb_build_object('authorNickname', ${DELETED_USER_NICKNAME}::text, 'text', null, 'imageUrls', '[]'::jsonb)
          else snapshot || jsonb_build_object('authorNickname', ${DELETED_USER_NICKNAME}::text) end
        where (snapshot->>'authorId')::int = ${userId}`,
  );
}
