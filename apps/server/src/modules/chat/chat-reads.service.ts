import { CHAT_MSG, type ChatReadMove, type ChatRoomListItem, MSG, SAFETY_MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, tooManyRequests } from '../../lib/app-error.ts';
import { ensureChatMember } from './chat.service.ts';
import { readsTopic } from './chat.topics.ts';
import { type ChatRoomListRow, moveReadPosition, selectMyRooms, selectUnreadTotal } from './chat-reads.repo.ts';

type ReadDeps = Pick<Deps, 'db' | 'realtime' | 'limiter' | 'config'>;

/**
 * The member has read the room up to `messageId` (a message of this room): their position moves
 * forward (never back), and when it moved, the room hears it on `/topic/group.{id}.reads`, batched
 * with the room's other moves of the window (`registerChatTopics`).
 */
export async function markRead(deps: ReadDeps, { userId, groupId, messageId }: { userId: number; groupId: number; messageId: number }) {
  await ensureChatMember(deps, groupId, userId);
  const move = await moveReadPosition(deps.db, { groupId, userId, messageId });
  if (!move) throw badRequest(CHAT_MSG.readMessageNotInRoom, 'messageId');
  if (move.moved && move.position > move.previous) {
    const payload: ChatReadMove = { groupId, userId, lastReadMessageId: move.position, fromMessageId: move.previous };
    await deps.realtime.publishCoalesced(readsTopic(groupId), String(userId), payload);
  }
  return { groupId, lastReadMessageId: move.position };
}

/**
 * `markRead` from a STOMP frame: the same per-user budget as the REST route (`chatReads`), checked
 * before anything is read or written, so a flood of frames costs a counter and ends the connection.
 */
export async function markReadLive(deps: ReadDeps, input: { userId: number; groupId: number; messageId: number }) {
  const { limit, windowMs } = deps.config.writeLimits.chatReads;
  const rate = await deps.limiter.hit(`write:chatReads:${input.userId}`, limit, windowMs);
  if (!rate.allowed) throw tooManyRequests(MSG.tooManyRequests, rate.retryAfterSeconds);
  await markRead(deps, input);
}

/** What a room list shows of a message: its text, or the placeholder the reader must see instead. */
function previewOf(row: ChatRoomListRow, userId: number): string {
  if (row.last_is_deleted) return CHAT_MSG.deletedPlaceholder;
  if (row.last_is_blocked) return SAFETY_MSG.blockedContent;
  if (row.last_hidden && row.last_sender_id !== userId) return SAFETY_MSG.hiddenContent;
  if (row.last_message_type === 'IMAGE') return CHAT_MSG.imagePreview;
  return row.last_content ?? '';
}

/** The caller's rooms, most recent first, with their unread counts (contract §21, §22). */
export async function listMyRooms(deps: Pick<Deps, 'db'>, userId: number): Promise<ChatRoomListItem[]> {
  const rows = await selectMyRooms(deps.db, userId);
  return rows.map((row) => ({
    groupId: row.group_id,
    groupName: row.group_name,
    groupImageUrl: row.group_image_url,
    unreadCount: row.unread_count,
    muted: row.muted,
    lastMessage:
      row.last_id === null
        ? null
        : {
            id: row.last_id,
            senderId: row.last_sender_id,
            senderNickname: row.last_sender_nickname,
            content: previewOf(row, userId),
            messageType: row.last_is_blocked || row.last_message_type === 'IMAGE' ? 'TEXT' : (row.last_message_type ?? 'TEXT'),
            isDeleted: row.last_is_deleted === true,
            isBlocked: row.last_is_blocked === true,
            createdAt: new Date(row.last_created_at ?? 0).toISOString(),
          },
  }));
}

/** Unread messages over all the caller's rooms (the navigation's badge). */
export async function unreadTotal(deps: Pick<Deps, 'db'>, userId: number) {
  return { count: await selectUnreadTotal(deps.db, userId) };
}
