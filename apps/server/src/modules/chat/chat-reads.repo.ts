import { CHAT_UNREAD_MAX, DELETED_USER_NICKNAME } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

// Read positions (contract §21): `chat_reads` holds one row per room and member, moved forward only.
// A member's position is at least the room's last message before they joined (`JOIN_POSITION`):
// what was said before a member came is not theirs to read, so it is never counted as unread.

/** The id of the room's last message stored before the member `gm` joined (0: none): one probe of (room_id, created_at). */
const JOIN_POSITION = sql`coalesce((select j.id from chat_messages j where j.room_id = r.id and j.created_at < gm.joined_at order by j.created_at desc, j.id desc limit 1), 0)`;

/**
 * The messages a member has not read in a room (`r`, `gm`, and `cr` their position): others' TEXT
 * and IMAGE messages after their position, not deleted, not from someone they blocked; counted up
 * to CHAT_UNREAD_MAX (the badge says 999+), so an old unread room costs no more than that.
 */
const UNREAD_IN_ROOM = sql`(select count(*)::int from (select 1 from chat_messages u
    where u.room_id = r.id and u.id > greatest(coalesce(cr.last_read_message_id, 0), ${JOIN_POSITION})
      and u.message_type <> 'SYSTEM' and not u.is_deleted and u.sender_id is distinct from gm.user_id
      and not exists (select 1 from user_blocks ub where ub.blocker_id = gm.user_id and ub.blocked_id = u.sender_id)
    limit ${CHAT_UNREAD_MAX}) x)`;

export type ReadMove = { roomId: number; moved: boolean; previous: number; position: number };

/**
 * Moves a member's position in a group's room forward to `messageId` (a message of that room), in
 * one statement; a position already at or past it stays. `previous` is where the member's unread
 * count began before the move: their stored position or, when higher, the last message before they
 * joined. Null when the message is not the room's.
 */
export async function moveReadPosition(
  db: Executor,
  { groupId, userId, messageId }: { groupId: number; userId: number; messageId: number },
) {
  const [row] = await queryRows<{ room_id: number; moved_to: number | null; stored: number | null; joined: number }>(
    db,
    sql`with target as (select m.id, m.room_id from chat_messages m join chat_rooms r on r.id = m.room_id where m.id = ${messageId} and r.group_id = ${groupId}),
          prev as (select c.last_read_message_id from chat_reads c join target t on c.room_id = t.room_id and c.user_id = ${userId}),
          up as (insert into chat_reads (room_id, user_id, last_read_message_id, updated_at) select room_id, ${userId}, id, now() from target
            on conflict (room_id, user_id) do update set last_read_message_id = excluded.last_read_message_id, updated_at = excluded.updated_at
            where chat_reads.last_read_message_id < excluded.last_read_message_id
            returning last_read_message_id)
        select t.room_id, (select last_read_message_id from up) as moved_to, (select last_read_message_id from prev) as stored,
          coalesce((select j.id from chat_messages j where j.room_id = t.room_id
            and j.created_at < (select gm.joined_at from group_members gm where gm.group_id = ${groupId} and gm.user_id = ${userId})
            order by j.created_at desc, j.id desc limit 1), 0) as joined
        from target t`,
  );
  if (!row) return null;
  const previous = Math.max(row.stored ?? 0, row.joined);
  return {
    roomId: row.room_id,
    moved: row.moved_to !== null,
    previous,
    position: row.moved_to ?? row.stored ?? messageId,
  } satisfies ReadMove;
}

export type ChatRoomListRow = {
  group_id: number;
  group_name: string;
  group_image_url: string | null;
  unread_count: number;
  muted: boolean;
  last_id: number | null;
  last_sender_id: number | null;
  last_sender_nickname: string | null;
  last_content: string | null;
  last_message_type: 'TEXT' | 'IMAGE' | 'FILE' | 'SYSTEM' | null;
  last_is_deleted: boolean | null;
  last_hidden: boolean | null;
  last_is_blocked: boolean | null;
  last_created_at: Date | string | null;
};

/**
 * The member's rooms, most recent message first (rooms without one last, newest group first), each
 * with its last message, the member's unread count and mute state: one statement.
 */
export function selectMyRooms(db: Executor, userId: number) {
  return queryRows<ChatRoomListRow>(db, myRoomsQuery(userId));
}

/** The statement of `selectMyRooms` (docs/decisions.md shows its plan). */
export const myRoomsQuery = (userId: number) =>
  sql`select g.id as group_id, g.name as group_name, g.image_url as group_image_url, ${UNREAD_IN_ROOM} as unread_count,
          coalesce(s.muted or s.chat = 'NONE', false) as muted,
          lm.id as last_id, lm.sender_id as last_sender_id,
          case when lm.actor_id is null then su.nickname else null end as last_sender_nickname,
          case when lm.actor_id is null then lm.content else coalesce(au.nickname, ${DELETED_USER_NICKNAME}::text) || lm.content end as last_content,
          lm.message_type as last_message_type, lm.is_deleted as last_is_deleted, (lm.hidden_at is not null) as last_hidden,
          exists (select 1 from user_blocks ub where ub.blocker_id = ${userId} and ub.blocked_id = lm.sender_id) as last_is_blocked,
          lm.created_at as last_created_at
        from group_members gm
        join groups g on g.id = gm.group_id
        join chat_rooms r on r.group_id = gm.group_id
        left join chat_reads cr on cr.room_id = r.id and cr.user_id = gm.user_id
        left join group_notification_settings s on s.user_id = gm.user_id and s.group_id = gm.group_id
        left join lateral (select m.id, m.sender_id, m.actor_id, m.content, m.message_type, m.is_deleted, m.hidden_at, m.created_at
          from chat_messages m where m.room_id = r.id order by m.id desc limit 1) lm on true
        left join users su on su.id = lm.sender_id
        left join users au on au.id = lm.actor_id
        where gm.user_id = ${userId}
        order by lm.id desc nulls last, g.id desc`;

/** The member's unread messages over all their rooms (each room counted up to CHAT_UNREAD_MAX): one statement. */
export async function selectUnreadTotal(db: Executor, userId: number) {
  const [row] = await queryRows<{ count: number }>(db, unreadTotalQuery(userId));
  return row?.count ?? 0;
}

/** The statement of `selectUnreadTotal` (docs/decisions.md shows its plan). */
export const unreadTotalQuery = (userId: number) =>
  sql`select coalesce(sum(${UNREAD_IN_ROOM}), 0)::int as count
        from group_members gm
        join chat_rooms r on r.group_id = gm.group_id
        left join chat_reads cr on cr.room_id = r.id and cr.user_id = gm.user_id
        where gm.user_id = ${userId}`;

/**
 * How many members have not read each message (contract §21), for a page of one room's messages:
 * the room's members are read once (with their positions) and counted per message in memory of
 * the statement. A member counts for a message they did not send, stored after they joined, above
 * their position.
 */
export async function selectUnreadCounts(db: Executor, roomId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ id: number; unread_count: number }>(
    db,
    sql`with readers as materialized (
          select gm.user_id, gm.joined_at, coalesce(cr.last_read_message_id, 0) as pos
          from chat_rooms r join group_members gm on gm.group_id = r.group_id
          left join chat_reads cr on cr.room_id = r.id and cr.user_id = gm.user_id
          where r.id = ${roomId})
        select m.id, (select count(*)::int from readers x where x.pos < m.id and x.joined_at <= m.created_at and x.user_id is distinct from m.sender_id) as unread_count
        from chat_messages m where m.room_id = ${roomId} and m.id = any(${`{${ids.map(Number).join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row.unread_count]));
}

/** Where a member's unread messages in a group's room begin: their stored position or, when higher, the last message before they joined. */
export async function selectMyPosition(db: Executor, groupId: number, userId: number) {
  const [row] = await queryRows<{ position: number }>(
    db,
    sql`select greatest(coalesce(cr.last_read_message_id, 0), ${JOIN_POSITION}) as position
        from chat_rooms r join group_members gm on gm.group_id = r.group_id and gm.user_id = ${userId}
        left join chat_reads cr on cr.room_id = r.id and cr.user_id = gm.user_id
        where r.group_id = ${groupId}`,
  );
  return row?.position ?? 0;
}

/** 회원탈퇴: a deleted account keeps no read positions (they only counted the account as a reader). */
export async function deleteReadsOf(db: Executor, userId: number) {
  await queryRows(db, sql`delete from chat_reads where user_id = ${userId} returning 1`);
}
