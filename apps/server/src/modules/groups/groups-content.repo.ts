import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { type ExportRow, type SnapshotRow, toSnapshot } from '../../lib/content-kind.ts';

// The SQL behind the group content kind (groups.content.ts).

export async function readGroupSnapshot(db: Executor, id: number) {
  const [row] = await queryRows<SnapshotRow>(
    db,
    sql`select concat_ws(E'\\n', g.name, g.description) as text,
          case when g.image_url is null then '{}'::text[] else array[g.image_url] end as image_urls,
          u.id as author_id, u.nickname as author_nickname, g.id as group_id, g.name as group_name
        from groups g join users u on u.id = g.owner_id where g.id = ${id}`,
  );
  return toSnapshot(row);
}

export const GROUP_GONE = sql`not exists (select 1 from groups x where x.id = t.target_id)`;

export const exportJoinRequestsOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select j.id, j.group_id as "groupId", g.name as "groupName", j.status, j.request_message as "requestMessage",
          j.question, j.answer, j.created_at as "createdAt", j.processed_at as "processedAt"
        from join_requests j join groups g on g.id = j.group_id
        where j.user_id = ${userId} order by j.created_at desc, j.id desc limit ${limit}`,
  );

/** The user's join requests (pending or decided) and the bans against them. */
export async function deleteRequestsAndBansOf(tx: Executor, userId: number) {
  await tx.execute(sql`delete from join_requests where user_id = ${userId}`);
  await tx.execute(sql`delete from group_bans where user_id = ${userId}`);
}
