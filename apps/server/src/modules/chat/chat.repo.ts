import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { chatMessages, chatRooms } from '../../db/schema.ts';

export type ChatMessageRow = {
  id: number;
  group_id: number;
  sender_id: number | null;
  sender_nickname: string | null;
  sender_profile_image: string | null;
  content: string;
  message_type: 'TEXT' | 'IMAGE' | 'FILE' | 'SYSTEM';
  is_deleted: boolean;
  created_at: Date | string;
};

/** The group's room, created on first use so the REST room calls are idempotent. */
export async function ensureRoom(db: Executor, groupId: number) {
  await db.insert(chatRooms).values({ groupId }).onConflictDoNothing();
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.groupId, groupId));
  if (!room) throw new Error('chat room vanished');
  return room;
}

const SELECT = sql`select m.id, r.group_id, m.sender_id, u.nickname as sender_nickname, u.profile_image as sender_profile_image,
  m.content, m.message_type, m.is_deleted, m.created_at
  from chat_messages m join chat_rooms r on r.id = m.room_id left join users u on u.id = m.sender_id`;

/** A page counted back from the newest message (page 0 = the latest), answered oldest first. */
export async function selectMessages(db: Executor, roomId: number, limit: number, offset: number) {
  const rows = await queryRows<ChatMessageRow>(
    db,
    sql`${SELECT} where m.room_id = ${roomId} order by m.id desc limit ${limit} offset ${offset}`,
  );
  const [total] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from chat_messages where room_id = ${roomId}`);
  return { rows: rows.reverse(), total: total?.count ?? 0 };
}

export async function selectMessage(db: Executor, id: number) {
  const [row] = await queryRows<ChatMessageRow>(db, sql`${SELECT} where m.id = ${id}`);
  return row ?? null;
}

export type NewChatMessage = { senderId: number | null; content: string; messageType: ChatMessageRow['message_type'] };

/**
 * Stores a room's messages in one statement (one commit, so one WAL flush for the lot) and answers
 * them with their senders' nicknames and images, in id order: the order they are broadcast in.
 */
export async function insertMessages(db: Executor, roomId: number, messages: NewChatMessage[]) {
  const rows = sql.join(
    messages.map((message) => sql`(${roomId}, ${message.senderId}, ${message.content}, ${message.messageType})`),
    sql`, `,
  );
  const inserted = await queryRows<ChatMessageRow>(
    db,
    sql`with m as (insert into chat_messages (room_id, sender_id, content, message_type) values ${rows} returning *)
        select m.id, r.group_id, m.sender_id, u.nickname as sender_nickname, u.profile_image as sender_profile_image,
          m.content, m.message_type, m.is_deleted, m.created_at
        from m join chat_rooms r on r.id = m.room_id left join users u on u.id = m.sender_id
        order by m.id`,
  );
  if (inserted.length !== messages.length) throw new Error('insert returned fewer messages than it was given');
  return inserted;
}

/** Soft-deletes a message not yet deleted; false when it was already (a second staff member was quicker). */
export async function markMessageDeleted(db: Executor, id: number) {
  const rows = await db
    .update(chatMessages)
    .set({ isDeleted: true })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.isDeleted, false)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}
