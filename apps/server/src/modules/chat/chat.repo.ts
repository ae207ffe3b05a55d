import { CHAT_CLIENT_ID_WINDOW_MS, type ChatReaction, DELETED_USER_NICKNAME } from '@dongne/contract';
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
  sender_deleted: boolean;
  /** The sender's role in the group now (null: a SYSTEM line, or a sender who left): staff act on those ranked below them. */
  sender_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  content: string;
  message_type: 'TEXT' | 'IMAGE' | 'FILE' | 'SYSTEM';
  is_deleted: boolean;
  /** Contract §11: hidden after reports since then. */
  hidden_at: Date | string | null;
  client_id: string | null;
  created_at: Date | string;
  /** The reader blocked the sender (contract §11); absent where no reader is in question (broadcasts). */
  is_blocked?: boolean;
  /** Members who have not read it (contract §21); pages fill it in with `selectUnreadCounts`. */
  unread_count?: number;
  /** Its reactions as the reader sees them (contract §21); pages fill them in with `selectReactions`. */
  reactions?: ChatReaction[];
  /** The members it mentions, with the nickname its text wrote for each (contract §21). */
  mentions: StoredMention[] | null;
  /** Their nicknames now, by id; filled in with `selectNicknames` (absent: the text's are shown). */
  mention_names?: ReadonlyMap<number, string>;
} & QuoteColumns;

export type StoredMention = { userId: number; as: string };

/** The message a reply answers (답장, contract §21), all null when it answers none. */
type QuoteColumns = {
  reply_id: number | null;
  reply_sender_id: number | null;
  reply_sender_nickname: string | null;
  reply_content: string | null;
  reply_type: ChatMessageRow['message_type'] | null;
  reply_deleted: boolean | null;
  reply_hidden_at: Date | string | null;
  /** The reader blocked the quoted message's sender; absent where no reader is in question (broadcasts). */
  reply_blocked?: boolean;
};

/** The group's room, created on first use so the REST room calls are idempotent. */
export async function ensureRoom(db: Executor, groupId: number) {
  await db.insert(chatRooms).values({ groupId }).onConflictDoNothing();
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.groupId, groupId));
  if (!room) throw new Error('chat room vanished');
  return room;
}

/**
 * A message's text: a SYSTEM line about a member (`actor_id`) starts with their nickname as it is
 * now (contract §12: a deleted account's reads 탈퇴한 회원), read through the joined `a`.
 */
const CONTENT = sql`case when m.actor_id is null then m.content else coalesce(a.nickname, ${DELETED_USER_NICKNAME}::text) || m.content end as content`;
/** The joins every message read needs: the room, the sender, and a SYSTEM line's member (primary-key lookups). */
const FROM = sql`from chat_messages m join chat_rooms r on r.id = m.room_id left join users u on u.id = m.sender_id left join users a on a.id = m.actor_id`;
/** A reply's quoted message and its sender (primary-key lookups; nothing for a message that answers none). */
const QUOTE_FROM = sql`left join chat_messages q on q.id = m.reply_to_id left join users qu on qu.id = q.sender_id`;
const QUOTE = sql`q.id as reply_id, q.sender_id as reply_sender_id, qu.nickname as reply_sender_nickname, q.content as reply_content,
  q.message_type as reply_type, q.is_deleted as reply_deleted, q.hidden_at as reply_hidden_at`;
/** The sender's role in the room's group: a primary-key probe per row. */
const senderRole = sql`(select sm.role from group_members sm where sm.group_id = r.group_id and sm.user_id = m.sender_id)`;

/**
 * How many members have not read one message (contract §21): members other than its sender who
 * joined before it was stored and whose read position is below it. For one row at a time; a page
 * counts its rows together (`selectUnreadCounts`).
 */
const unreadOfRow = sql`(select count(*)::int from group_members rm left join chat_reads rc on rc.room_id = m.room_id and rc.user_id = rm.user_id
  where rm.group_id = r.group_id and rm.user_id is distinct from m.sender_id and rm.joined_at <= m.created_at
    and coalesce(rc.last_read_message_id, 0) < m.id)`;

const SELECT = sql`select m.id, r.group_id, m.sender_id, u.nickname as sender_nickname, u.profile_image as sender_profile_image, (u.deleted_at is not null) as sender_deleted,
  ${senderRole} as sender_role, ${CONTENT}, m.message_type, m.is_deleted, m.hidden_at, m.client_id, m.created_at, ${unreadOfRow} as unread_count,
  m.mentions, ${QUOTE}
  ${FROM} ${QUOTE_FROM}`;

/** The message columns for one reader: whether they blocked the sender (a primary-key probe per row). */
const selectFor = (
  readerId: number,
) => sql`select m.id, r.group_id, m.sender_id, u.nickname as sender_nickname, u.profile_image as sender_profile_image, (u.deleted_at is not null) as sender_deleted,
  ${senderRole} as sender_role, ${CONTENT}, m.message_type, m.is_deleted, m.hidden_at, m.client_id, m.created_at,
  exists (select 1 from user_blocks ub where ub.blocker_id = ${readerId} and ub.blocked_id = m.sender_id) as is_blocked,
  m.mentions, ${QUOTE}, exists (select 1 from user_blocks qb where qb.blocker_id = ${readerId} and qb.blocked_id = q.sender_id) as reply_blocked
  ${FROM} ${QUOTE_FROM}`;

/**
 * A page of the group's room counted back from the newest message (page 0 = the latest), answered
 * oldest first. The room is found inside each statement (one row by its unique group id), so a
 * read needs no room lookup of its own; a group without a room yet has an empty page.
 */
export async function selectMessages(db: Executor, groupId: number, limit: number, offset: number, readerId = 0) {
  const room = sql`(select id from chat_rooms where group_id = ${groupId})`;
  const rows = await queryRows<ChatMessageRow>(
    db,
    sql`${selectFor(readerId)} where m.room_id = ${room} order by m.id desc limit ${limit} offset ${offset}`,
  );
  const [total] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from chat_messages where room_id = ${room}`);
  return { rows: rows.reverse(), total: total?.count ?? 0 };
}

/** Most older deletions one gap fill reports (each a small row; a reconnect after days of deleting). */
const MAX_DELETIONS_REPORTED = 1000;

/**
 * Gap fill (contract §7): the room's messages after `afterId`, ascending, at most `limit` (one more
 * is read to tell whether more follow), and the messages up to `afterId` deleted since message
 * `afterId` (or the room's last one before it) was stored. A deletion always happens after the
 * message it deletes was committed, so its `deleted_at` is at least that message's `created_at`
 * (both the database's clock): every deletion the client cannot have seen in what it loaded is
 * reported, some it has seen may be reported again.
 */
export async function selectMessagesAfter(db: Executor, roomId: number, afterId: number, limit: number, readerId = 0) {
  const after = await queryRows<ChatMessageRow>(
    db,
    sql`${selectFor(readerId)} where m.room_id = ${roomId} and m.id > ${afterId} order by m.id limit ${limit + 1}`,
  );
  const deletions =
    afterId === 0
      ? []
      : await queryRows<ChatMessageRow>(
          db,
          // Hiding and showing again after reports (contract §11, moderated_at) are reported the same way.
          sql`with since as (select c.created_at as at from chat_messages c where c.room_id = ${roomId} and c.id <= ${afterId} order by c.id desc limit 1)
            ${selectFor(readerId)} where m.room_id = ${roomId} and m.id <= ${afterId}
            and ((m.deleted_at is not null and m.deleted_at >= (select at from since))
              or (m.moderated_at is not null and m.moderated_at >= (select at from since)))
            order by greatest(m.deleted_at, m.moderated_at) desc limit ${MAX_DELETIONS_REPORTED}`,
        );
  const [total] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from chat_messages where room_id = ${roomId} and id > ${afterId}`,
  );
  return {
    rows: [...deletions.sort((a, b) => a.id - b.id), ...after.slice(0, limit)],
    hasMore: after.length > limit,
    total: total?.count ?? 0,
  };
}

/** The message a sender stored with this `clientId`, if any (the unique index keeps at most one). */
export async function selectMessageByClientId(db: Executor, senderId: number, clientId: string) {
  const [row] = await queryRows<ChatMessageRow & { is_recent: boolean }>(
    db,
    sql`select s.*, s.created_at > now() - make_interval(secs => ${CHAT_CLIENT_ID_WINDOW_MS / 1000}) as is_recent
        from (${SELECT} where m.sender_id = ${senderId} and m.client_id = ${clientId}) s`,
  );
  return row ?? null;
}

/**
 * Frees a `clientId` stored longer ago than the window (contract §7: the same clientId is one
 * message only within 10 minutes), so a new send may use it; the database's clock decides.
 */
export async function releaseStaleClientId(db: Executor, id: number) {
  await queryRows(
    db,
    sql`update chat_messages set client_id = null
        where id = ${id} and created_at <= now() - make_interval(secs => ${CHAT_CLIENT_ID_WINDOW_MS / 1000}) returning id`,
  );
}

/** What a reply needs of the message it answers: its group, and whether it may be answered (contract §21). */
export async function selectReplyTarget(db: Executor, id: number) {
  const [row] = await queryRows<{ group_id: number; is_deleted: boolean; message_type: ChatMessageRow['message_type'] }>(
    db,
    sql`select r.group_id, m.is_deleted, m.message_type from chat_messages m join chat_rooms r on r.id = m.room_id where m.id = ${id}`,
  );
  return row ?? null;
}

export async function selectMessage(db: Executor, id: number) {
  const [row] = await queryRows<ChatMessageRow>(db, sql`${SELECT} where m.id = ${id}`);
  return row ?? null;
}

/** The room's notice (contract §21) as `readerId` sees it, or null when there is none or it was deleted since. */
export async function selectNotice(db: Executor, groupId: number, readerId: number) {
  const [row] = await queryRows<ChatMessageRow>(
    db,
    sql`${selectFor(readerId)} where m.id = (select notice_message_id from chat_rooms where group_id = ${groupId}) and not m.is_deleted`,
  );
  return row ?? null;
}

/** Pins `messageId` above the group's room (replacing the notice before it), or clears it with null. */
export async function setRoomNotice(db: Executor, groupId: number, messageId: number | null): Promise<void> {
  await db
    .update(chatRooms)
    .set({ noticeMessageId: messageId, noticeSetAt: messageId === null ? null : sql`now()` })
    .where(eq(chatRooms.groupId, groupId));
}

export type NewChatMessage = {
  senderId: number | null;
  content: string;
  messageType: ChatMessageRow['message_type'];
  clientId?: string | null;
  /** A SYSTEM line's member: `content` is then the text after their nickname (contract §12). */
  actorId?: number | null;
  /** The message of the same room it answers (답장). */
  replyToId?: number | null;
  /** The members it mentions (members of the room, checked by the caller). */
  mentions?: StoredMention[];
};

/**
 * Stores a room's messages in one statement (one commit, so one WAL flush for the lot) and answers
 * them with their senders' nicknames and images, in id order: the order they are broadcast in.
 * A message whose (sender, clientId) is already stored is skipped (the unique index decides, so two
 * instances racing the same retry store it once): fewer rows may come back than were given.
 */
export async function insertMessages(db: Executor, roomId: number, messages: NewChatMessage[]) {
  const rows = sql.join(
    messages.map(
      (message) =>
        sql`(${roomId}, ${message.senderId}, ${message.content}, ${message.messageType}, ${message.clientId ?? null}, ${message.actorId ?? null}::int, ${message.replyToId ?? null}::int, ${message.mentions?.length ? JSON.stringify(message.mentions) : null}::jsonb)`,
    ),
    sql`, `,
  );
  return queryRows<ChatMessageRow>(
    db,
    sql`with m as (insert into chat_messages (room_id, sender_id, content, message_type, client_id, actor_id, reply_to_id, mentions) values ${rows}
          on conflict (sender_id, client_id) where client_id is not null do nothing returning *)
        select m.id, r.group_id, m.sender_id, u.nickname as sender_nickname, u.profile_image as sender_profile_image, (u.deleted_at is not null) as sender_deleted,
          ${senderRole} as sender_role, ${CONTENT}, m.message_type, m.is_deleted, m.hidden_at, m.client_id, m.created_at,
          -- A new message is unread by every other member who was in the room when it was stored.
          (select count(*)::int from group_members rm where rm.group_id = r.group_id and rm.user_id is distinct from m.sender_id
            and rm.joined_at <= m.created_at) as unread_count,
          m.mentions, ${QUOTE}
        from m join chat_rooms r on r.id = m.room_id left join users u on u.id = m.sender_id left join users a on a.id = m.actor_id ${QUOTE_FROM}
        order by m.id`,
  );
}

/** Which of `userIds` are members of the group, with their nicknames: who a message may mention. */
export function selectMentionable(db: Executor, groupId: number, userIds: number[]) {
  return queryRows<{ id: number; nickname: string }>(
    db,
    sql`select u.id, u.nickname from group_members gm join users u on u.id = gm.user_id
        where gm.group_id = ${groupId} and gm.user_id = any(${`{${userIds.map(Number).join(',')}}`}::int[])`,
  );
}

/** The nicknames of these users as they are now (a deleted account's reads 탈퇴한 회원). */
export async function selectNicknames(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; nickname: string }>(
    db,
    sql`select id, nickname from users where id = any(${`{${userIds.map(Number).join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

/** The room's members who blocked one of `senderIds`: whose broadcast of a reply quoting them needs the placeholder. */
export function selectRoomBlockersOf(db: Executor, groupId: number, senderIds: number[]) {
  return queryRows<{ blocker_id: number; blocked_id: number }>(
    db,
    sql`select ub.blocker_id, ub.blocked_id from user_blocks ub
        join group_members gm on gm.group_id = ${groupId} and gm.user_id = ub.blocker_id
        where ub.blocked_id = any(${`{${senderIds.map(Number).join(',')}}`}::int[])`,
  );
}

/** The room's staff (owner and managers) with their roles: who gets their own `viewerCan` in a broadcast. */
export function selectRoomStaff(db: Executor, groupId: number) {
  return queryRows<{ user_id: number; role: 'OWNER' | 'MANAGER' }>(
    db,
    sql`select user_id, role from group_members where group_id = ${groupId} and role in ('OWNER', 'MANAGER')`,
  );
}

/** Hides (contract §11) or shows again a message; false when it is gone or already so. */
export async function setMessageHidden(db: Executor, id: number, hiddenAt: Date | null) {
  const rows = await db
    .update(chatMessages)
    .set({ hiddenAt, moderatedAt: sql`now()` })
    .where(
      and(eq(chatMessages.id, id), hiddenAt === null ? sql`${chatMessages.hiddenAt} is not null` : sql`${chatMessages.hiddenAt} is null`),
    )
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/**
 * Soft-deletes a message not yet deleted, and takes it down as its room's notice; false when it was
 * already deleted (a second staff member was quicker).
 */
export async function markMessageDeleted(db: Executor, id: number) {
  const rows = await db
    .update(chatMessages)
    .set({ isDeleted: true, deletedAt: sql`now()` })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.isDeleted, false)))
    .returning({ id: chatMessages.id });
  if (rows.length > 0)
    await db.update(chatRooms).set({ noticeMessageId: null, noticeSetAt: null }).where(eq(chatRooms.noticeMessageId, id));
  return rows.length > 0;
}

/** chat.push: per member with a push device, how many of the room's messages from `fromId` on came from others they have not blocked. */
export function newMessagesPerMember(db: Executor, { groupId, fromId }: { groupId: number; fromId: number }) {
  return queryRows<{ user_id: number; count: number; group_name: string }>(
    db,
    sql`select gm.user_id, count(m.id)::int as count, g.name as group_name
        from chat_rooms r
        join groups g on g.id = r.group_id
        join group_members gm on gm.group_id = r.group_id
        join chat_messages m on m.room_id = r.id and m.id >= ${fromId} and m.message_type <> 'SYSTEM'
          and not m.is_deleted and m.hidden_at is null and m.sender_id is distinct from gm.user_id
        where r.group_id = ${groupId}
          and exists (select 1 from push_subscriptions s where s.user_id = gm.user_id)
          and not exists (select 1 from user_blocks ub where ub.blocker_id = gm.user_id and ub.blocked_id = m.sender_id)
        group by gm.user_id, g.name`,
  );
}
