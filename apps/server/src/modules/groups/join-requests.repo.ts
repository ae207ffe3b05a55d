import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { joinRequests } from '../../db/schema.ts';

export type JoinRequestRow = typeof joinRequests.$inferSelect;
export type JoinRequestWithUser = JoinRequestRow & { userName: string; userImage: string | null };

type RawRow = {
  id: number;
  group_id: number;
  user_id: number;
  status: JoinRequestRow['status'];
  request_message: string | null;
  created_at: Date | string;
  processed_at: Date | string | null;
  processed_by: number | null;
  approval_message: string | null;
  rejected_reason: string | null;
  question: string | null;
  answer: string | null;
  user_name: string;
  user_image: string | null;
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));
const fromRaw = (row: RawRow): JoinRequestWithUser => ({
  id: row.id,
  groupId: row.group_id,
  userId: row.user_id,
  status: row.status,
  requestMessage: row.request_message,
  question: row.question,
  answer: row.answer,
  createdAt: new Date(row.created_at),
  processedAt: toDate(row.processed_at),
  processedBy: row.processed_by,
  approvalMessage: row.approval_message,
  rejectedReason: row.rejected_reason,
  userName: row.user_name,
  userImage: row.user_image,
});

export async function insertJoinRequest(db: Executor, values: typeof joinRequests.$inferInsert) {
  const [row] = await db.insert(joinRequests).values(values).returning();
  if (!row) throw new Error('insert returned no join request');
  return row;
}

export async function lockJoinRequest(tx: Executor, id: number) {
  const [row] = await tx.select().from(joinRequests).where(eq(joinRequests.id, id)).for('update');
  return row ?? null;
}

export async function updateJoinRequest(db: Executor, id: number, values: Partial<JoinRequestRow>) {
  await db.update(joinRequests).set(values).where(eq(joinRequests.id, id));
}

export async function findPendingRequest(db: Executor, groupId: number, userId: number) {
  const [row] = await db
    .select()
    .from(joinRequests)
    .where(and(eq(joinRequests.groupId, groupId), eq(joinRequests.userId, userId), eq(joinRequests.status, 'PENDING')));
  return row ?? null;
}

/** A page of a group's requests with the requester's nickname and image, newest first. */
export async function selectJoinRequests(
  db: Executor,
  { groupId, status, limit, offset }: { groupId: number; status?: JoinRequestRow['status']; limit: number; offset: number },
) {
  const statusFilter = status ? sql`and r.status = ${status}` : sql``;
  const rows = await queryRows<RawRow>(
    db,
    sql`select r.*, u.nickname as user_name, u.profile_image as user_image
        from join_requests r join users u on u.id = r.user_id
        where r.group_id = ${groupId} ${statusFilter}
        order by r.created_at desc, r.id desc
        limit ${limit} offset ${offset}`,
  );
  const [total] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from join_requests r where r.group_id = ${groupId} ${statusFilter}`,
  );
  return { rows: rows.map(fromRaw), total: total?.count ?? 0 };
}

export async function findJoinRequestWithUser(db: Executor, id: number) {
  const [row] = await queryRows<RawRow>(
    db,
    sql`select r.*, u.nickname as user_name, u.profile_image as user_image
        from join_requests r join users u on u.id = r.user_id where r.id = ${id}`,
  );
  return row ? fromRaw(row) : null;
}
