import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** The user's uploads for the export (contract §12), newest first. */
export const exportUploadsOf = (db: Executor, userId: number, limit: number) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select u.id, u.kind, u.url, u.bytes, u.width, u.height, u.created_at as "createdAt"
        from uploads u where u.user_id = ${userId} order by u.id desc limit ${limit}`,
  );

/** The groups the user is in, with their role: at most a few hundred (a person joins that many at most). */
export function readMemberships(db: Executor, userId: number) {
  return queryRows<{ groupId: number; groupName: string; role: string; joinedAt: string | Date }>(
    db,
    sql`select m.group_id as "groupId", g.name as "groupName", m.role, m.joined_at as "joinedAt"
        from group_members m join groups g on g.id = m.group_id
        where m.user_id = ${userId} order by m.joined_at desc`,
  );
}
