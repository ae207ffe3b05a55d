import {
  DELETED_USER_NICKNAME,
  type ReportAction,
  type ReportReason,
  type ReportSnapshot,
  type ReportStatus,
  type ReportTargetType,
} from '@dongne/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { comments, posts, reports } from '../../db/schema.ts';
import { setMessageHidden } from '../chat/chat.repo.ts';

/** Kinds of content that are hidden after reports (contract §11). */
export const HIDEABLE_TYPES: readonly ReportTargetType[] = ['POST', 'COMMENT', 'CHAT_MESSAGE'];

type SnapshotRow = {
  text: string | null;
  image_urls: string[];
  author_id: number | null;
  author_nickname: string | null;
  group_id: number | null;
  group_name: string | null;
};

/** The statement that reads each kind of target as a snapshot (contract §13: the content as it was reported). */
const SNAPSHOT_SQL: Record<ReportTargetType, (id: number) => ReturnType<typeof sql>> = {
  POST: (id) => sql`select p.content as text, p.image_urls, u.id as author_id, u.nickname as author_nickname,
      g.id as group_id, g.name as group_name
    from posts p join users u on u.id = p.author_id join groups g on g.id = p.group_id where p.id = ${id}`,
  COMMENT: (id) => sql`select c.content as text, '{}'::text[] as image_urls, u.id as author_id, u.nickname as author_nickname,
      g.id as group_id, g.name as group_name
    from comments c join users u on u.id = c.author_id join posts p on p.id = c.post_id join groups g on g.id = p.group_id
    where c.id = ${id} and not c.is_deleted`,
  CHAT_MESSAGE: (id) => sql`select case when m.message_type = 'IMAGE' then null else m.content end as text,
      case when m.message_type = 'IMAGE' then array[m.content] else '{}'::text[] end as image_urls,
      u.id as author_id, u.nickname as author_nickname, g.id as group_id, g.name as group_name
    from chat_messages m join chat_rooms r on r.id = m.room_id join groups g on g.id = r.group_id
    left join users u on u.id = m.sender_id where m.id = ${id} and not m.is_deleted`,
  USER: (id) => sql`select nullif(concat_ws(E'\\n', u.nickname, u.bio), '') as text,
      case when u.profile_image is null then '{}'::text[] else array[u.profile_image] end as image_urls,
      u.id as author_id, u.nickname as author_nickname, null::int as group_id, null::text as group_name
    from users u where u.id = ${id}`,
  GROUP: (id) => sql`select concat_ws(E'\\n', g.name, g.description) as text,
      case when g.image_url is null then '{}'::text[] else array[g.image_url] end as image_urls,
      u.id as author_id, u.nickname as author_nickname, g.id as group_id, g.name as group_name
    from groups g join users u on u.id = g.owner_id where g.id = ${id}`,
  EVENT: (id) => sql`select concat_ws(E'\\n', e.title, nullif(e.description, '')) as text, '{}'::text[] as image_urls,
      u.id as author_id, u.nickname as author_nickname, g.id as group_id, g.name as group_name
    from events e join groups g on g.id = e.group_id left join users u on u.id = e.organizer_id where e.id = ${id}`,
};

/** The target as it is now, as a snapshot; null when it does not exist (or is a deleted comment or message). */
export async function readSnapshot(db: Executor, type: ReportTargetType, id: number): Promise<ReportSnapshot | null> {
  const [row] = await queryRows<SnapshotRow>(db, SNAPSHOT_SQL[type](id));
  if (!row) return null;
  return {
    text: row.text,
    imageUrls: row.image_urls ?? [],
    authorId: row.author_id,
    authorNickname: row.author_nickname,
    groupId: row.group_id,
    groupName: row.group_name,
  };
}

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

/**
 * Hides (a time) or shows again (null) a post, comment or chat message and mirrors it on the
 * target's row; answers whether the content changed (false: gone, or already so).
 */
export async function setContentHidden(tx: Executor, type: ReportTargetType, id: number, hiddenAt: Date | null): Promise<boolean> {
  let changed = false;
  if (type === 'POST') changed = (await tx.update(posts).set({ hiddenAt }).where(eq(posts.id, id)).returning({ id: posts.id })).length > 0;
  else if (type === 'COMMENT')
    changed = (await tx.update(comments).set({ hiddenAt }).where(eq(comments.id, id)).returning({ id: comments.id })).length > 0;
  else if (type === 'CHAT_MESSAGE') changed = await setMessageHidden(tx, id, hiddenAt);
  // Shown again always clears the mirror; hidden only when there was content to hide.
  if (changed || hiddenAt === null)
    await tx.execute(sql`update report_targets set hidden_at = ${hiddenAt} where target_type = ${type} and target_id = ${id}`);
  return changed;
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

/** Whether the target no longer exists, per kind, as SQL over `t` (report_targets). */
const IS_DELETED = sql`case t.target_type
  when 'POST' then not exists (select 1 from posts x where x.id = t.target_id)
  when 'COMMENT' then not exists (select 1 from comments x where x.id = t.target_id and not x.is_deleted)
  when 'CHAT_MESSAGE' then not exists (select 1 from chat_messages x where x.id = t.target_id and not x.is_deleted)
  when 'USER' then not exists (select 1 from users x where x.id = t.target_id)
  when 'GROUP' then not exists (select 1 from groups x where x.id = t.target_id)
  when 'EVENT' then not exists (select 1 from events x where x.id = t.target_id)
  else false end`;

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
  }: { status: ReportStatus; limit: number; offset: number; only?: { targetType: ReportTargetType; targetId: number } },
) {
  const where = only ? sql`t.target_type = ${only.targetType} and t.target_id = ${only.targetId}` : sql`t.status = ${status}`;
  const order =
    status === 'OPEN'
      ? sql`t.first_reported_at, t.target_type, t.target_id`
      : sql`t.resolved_at desc nulls last, t.target_type, t.target_id`;
  const [rows, [total]] = await Promise.all([
    queryRows<QueueRow>(
      db,
      sql`select t.*, ${IS_DELETED} as is_deleted from report_targets t where ${where} order by ${order} limit ${limit} offset ${offset}`,
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

/** Every report the user made, oldest first (contract §12: the export's "reports made"). */
export function reportsMadeBy(db: Executor, userId: number) {
  return queryRows<{
    id: number;
    target_type: string;
    target_id: number;
    reason: string;
    detail: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select id, target_type, target_id, reason, detail, created_at from reports where reporter_id = ${userId} order by created_at, id`,
  );
}

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
