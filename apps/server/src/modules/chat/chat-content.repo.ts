import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { type ExportRow, type SnapshotRow, toSnapshot } from '../../lib/content-kind.ts';

// The SQL behind the chat message content kind (chat.content.ts).

export async function readMessageSnapshot(db: Executor, id: number) {
  const [row] = await queryRows<SnapshotRow>(
    db,
    sql`select case when m.message_type = 'IMAGE' then null else m.content end as text,
          case when m.message_type = 'IMAGE' then array[m.content] else '{}'::text[] end as image_urls,
          u.id as author_id, u.nickname as author_nickname, g.id as group_id, g.name as group_name
        from chat_messages m join chat_rooms r on r.id = m.room_id join groups g on g.id = r.group_id
        left join users u on u.id = m.sender_id where m.id = ${id} and not m.is_deleted`,
  );
  return toSnapshot(row);
}

export const MESSAGE_GONE = sql`not exists (select 1 from chat_messages x where x.id = t.target_id and not x.is_deleted)`;

export const exportMessagesOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select m.id, r.group_id as "groupId", m.message_type as "messageType", m.content, m.is_deleted as "isDeleted",
          m.created_at as "createdAt"
        from chat_messages m join chat_rooms r on r.id = m.room_id
        where m.sender_id = ${userId} order by m.id desc limit ${limit}`,
  );
