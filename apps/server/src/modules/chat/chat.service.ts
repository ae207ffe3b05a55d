import { CHAT_MSG, type ChatMessage, type ChatRoom, GROUP_MSG, MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { KeyedMutex } from '../../lib/keyed-mutex.ts';
import { toPage } from '../../lib/page.ts';
import { groupTopic } from '../../realtime/hub.ts';
import { findGroup, findMembership } from '../groups/groups.repo.ts';
import { findUpload } from '../images/images.repo.ts';
import { type ChatMessageRow, ensureRoom, insertMessage, markMessageDeleted, selectMessage, selectMessages } from './chat.repo.ts';

export type ChatDeps = Pick<Deps, 'db' | 'database' | 'realtime' | 'limiter' | 'storage' | 'log'>;
export const CHAT_RATE_PER_SECOND = 20;
const CHAT_LOCK_SCOPE = 7_001;
const roomLocks = new KeyedMutex();

/**
 * Serialises a room's store-and-publish: in this process always; across instances (PostgreSQL
 * advisory lock) only when another instance can publish to the same subscribers.
 */
function withRoomLock<T>(deps: ChatDeps, groupId: number, task: () => Promise<T>): Promise<T> {
  return roomLocks.run(String(groupId), () =>
    deps.realtime.isDistributed ? deps.database.withSharedLock(CHAT_LOCK_SCOPE, groupId, task) : task(),
  );
}

// A room's id never changes while its group exists; a deleted group fails the membership check first.
const roomIds = new Map<number, number>();
async function roomIdOf(deps: ChatDeps, groupId: number): Promise<number> {
  const cached = roomIds.get(groupId);
  if (cached) return cached;
  const room = await ensureRoom(deps.db, groupId);
  roomIds.set(groupId, room.id);
  return room.id;
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    groupId: row.group_id,
    senderId: row.sender_id,
    senderNickname: row.sender_nickname,
    senderProfileImage: row.sender_profile_image,
    content: row.is_deleted ? CHAT_MSG.deletedPlaceholder : row.content,
    messageType: row.message_type,
    isDeleted: row.is_deleted,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Chat is for members: 404 for an unknown group, 403 for anyone else. */
export async function assertChatMember(deps: Pick<Deps, 'db'>, groupId: number, userId: number) {
  const group = await findGroup(deps.db, groupId);
  if (!group) throw notFound(GROUP_MSG.notFound);
  if (!(await findMembership(deps.db, groupId, userId))) throw forbidden(CHAT_MSG.membersOnly);
  return group;
}

export async function getRoom(deps: ChatDeps, { userId, groupId }: { userId: number; groupId: number }): Promise<ChatRoom> {
  const group = await assertChatMember(deps, groupId, userId);
  const room = await ensureRoom(deps.db, groupId);
  return { id: room.id, groupId, name: group.name, memberCount: group.memberCount, createdAt: room.createdAt.toISOString() };
}

export async function listMessages(
  deps: ChatDeps,
  { userId, groupId, page, size }: { userId: number; groupId: number; page: number; size: number },
) {
  await assertChatMember(deps, groupId, userId);
  const room = await ensureRoom(deps.db, groupId);
  const { rows, total } = await selectMessages(deps.db, room.id, size, page * size);
  return toPage(rows.map(toChatMessage), { page, size, total });
}

/**
 * Stores a message, then broadcasts it. The room's lock spans commit and publish, so every
 * subscriber, on any instance, receives a room's messages in commit order.
 */
async function storeAndBroadcast(
  deps: ChatDeps,
  groupId: number,
  values: { senderId: number | null; content: string; messageType: ChatMessage['messageType'] },
) {
  return withRoomLock(deps, groupId, async () => {
    const row = await insertMessage(deps.db, { roomId: await roomIdOf(deps, groupId), ...values });
    const message = toChatMessage(row);
    await deps.realtime.publish(groupTopic(groupId), message);
    return message;
  });
}

/** A member's TEXT or IMAGE message (an IMAGE's content is an image URL this server issued). */
export async function sendMessage(
  deps: ChatDeps,
  { userId, groupId, message, messageType }: { userId: number; groupId: number; message: string; messageType: 'TEXT' | 'IMAGE' },
): Promise<ChatMessage> {
  const rate = await deps.limiter.hit(`chat:${userId}`, CHAT_RATE_PER_SECOND, 1_000);
  if (!rate.allowed) throw tooManyRequests(MSG.tooManyRequests, rate.retryAfterSeconds);
  await assertChatMember(deps, groupId, userId);
  if (messageType === 'IMAGE' && !(deps.storage.owns(message) && (await findUpload(deps.db, message)))) {
    throw badRequest(CHAT_MSG.imageUrlInvalid, 'message');
  }
  return storeAndBroadcast(deps, groupId, { senderId: userId, content: message, messageType });
}

/** The sender soft-deletes their message; the deletion is broadcast as the message with isDeleted. */
export async function deleteMessage(
  deps: ChatDeps,
  { userId, groupId, messageId }: { userId: number; groupId: number; messageId: number },
) {
  await assertChatMember(deps, groupId, userId);
  const row = await selectMessage(deps.db, messageId);
  if (!row || row.group_id !== groupId || row.is_deleted) throw notFound(CHAT_MSG.messageNotFound);
  if (row.sender_id !== userId) throw forbidden(CHAT_MSG.senderOnly);
  await withRoomLock(deps, groupId, async () => {
    await markMessageDeleted(deps.db, messageId, userId);
    await deps.realtime.publish(groupTopic(groupId), toChatMessage({ ...row, is_deleted: true }));
  });
}

/** '{nickname}님이 참여했습니다.' / '…나갔습니다.' written by the server when membership changes. */
export async function writeSystemMessage(deps: ChatDeps, groupId: number, content: string) {
  try {
    await storeAndBroadcast(deps, groupId, { senderId: null, content, messageType: 'SYSTEM' });
  } catch (error) {
    deps.log.warn({ err: error, groupId }, 'chat: system message not written');
  }
}
