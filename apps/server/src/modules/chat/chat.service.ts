import {
  CHAT_MSG,
  type ChatMention,
  type ChatMessage,
  type ChatNoticeChanged,
  type ChatReplyQuote,
  type ChatRoom,
  GROUP_MSG,
  MSG,
  mentionIndex,
  renameMentions,
  SAFETY_MSG,
} from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { isForeignKeyViolation, isUploadGone } from '../../lib/db-errors.ts';
import { KeyedMutex } from '../../lib/keyed-mutex.ts';
import { toPage } from '../../lib/page.ts';
import { isFirstWithin } from '../../lib/rate-limiter.ts';
import { isOperator } from '../admin/admin-access.ts';
import {
  authorize,
  authorizeInGroup,
  chatMessageViewerCan,
  type GroupActor,
  type GroupRole,
  roleFromMembership,
} from '../groups/group-policy.ts';
import { findMembership } from '../groups/groups.reads.ts';
import { insertStaffAudit } from '../groups/staff-audit.ts';
import { findUpload } from '../images/images.reads.ts';
import { insertNotifications, type NewNotification } from '../notifications/notifications.service.ts';
import {
  type ChatMessageRow,
  ensureRoom,
  insertMessages,
  markMessageDeleted,
  type NewChatMessage,
  releaseStaleClientId,
  type StoredMention,
  selectMentionable,
  selectMessage,
  selectMessageByClientId,
  selectMessages,
  selectMessagesAfter,
  selectNicknames,
  selectNotice,
  selectReplyTarget,
  selectRoomBlockersOf,
  selectRoomStaff,
  setRoomNotice,
} from './chat.repo.ts';
import { asSeenByBlocker, groupTopic } from './chat.topics.ts';
import { enqueueChatPush } from './chat-push.ts';
import { asSeenBy, selectReactionTallies } from './chat-reactions.repo.ts';
import { selectMyPosition, selectUnreadCounts } from './chat-reads.repo.ts';

export type ChatDeps = Pick<Deps, 'db' | 'database' | 'realtime' | 'limiter' | 'storage' | 'log' | 'jobs'>;
export const CHAT_RATE_PER_SECOND = 20;
const CHAT_LOCK_SCOPE = 7_001;
/** Messages stored (and committed) together at most: one statement's worth of parameters. */
const MAX_BATCH = 500;

type Waiting = { values: NewChatMessage; resolve: (message: ChatMessage) => void; reject: (error: unknown) => void };

/**
 * Per-database room state. Keyed by the database handle, so two apps in one process (tests) never
 * share a room id or a queue.
 */
class RoomState {
  readonly locks = new KeyedMutex();
  /** A room's id never changes while its group exists; a deleted group's insert fails and forgets it. */
  readonly roomIds = new Map<number, number>();
  /** Messages waiting for their room's next commit. */
  readonly waiting = new Map<number, Waiting[]>();
}
const states = new WeakMap<ChatDeps['db'], RoomState>();
function stateOf(deps: ChatDeps): RoomState {
  let state = states.get(deps.db);
  if (!state) {
    state = new RoomState();
    states.set(deps.db, state);
  }
  return state;
}

/**
 * Serialises a room's store-and-publish: in this process always; across instances (PostgreSQL
 * advisory lock) only when another instance can publish to the same subscribers.
 */
function withRoomLock<T>(deps: ChatDeps, groupId: number, task: () => Promise<T>): Promise<T> {
  return stateOf(deps).locks.run(String(groupId), () =>
    deps.realtime.isDistributed ? deps.database.withSharedLock(CHAT_LOCK_SCOPE, groupId, task) : task(),
  );
}

async function roomIdOf(deps: ChatDeps, groupId: number): Promise<number> {
  const { roomIds } = stateOf(deps);
  const cached = roomIds.get(groupId);
  if (cached) return cached;
  const room = await ensureRoom(deps.db, groupId);
  roomIds.set(groupId, room.id);
  return room.id;
}

/**
 * Who reads a message over REST, with their role in the group: its sender and operators see a
 * hidden one (contract §11), and `viewerCan` is theirs. A broadcast has no single reader.
 */
export type ChatReader = { userId: number; isAdmin: boolean; role: GroupRole } | null;

/**
 * The reader a broadcast's shared body is written for: a member who sent none of its messages (ids
 * start at 1). The sender and the room's staff get their own `viewerCan` (`broadcastVariants`).
 */
const ANY_OTHER_MEMBER: GroupActor = { userId: 0, role: 'MEMBER' };

/** What `actor` may do to the message (contract §22), by the group policy. */
const viewerCanOn = (row: ChatMessageRow, actor: GroupActor) =>
  chatMessageViewerCan(
    { ...actor, isAuthor: actor.userId !== null && actor.userId === row.sender_id, authorRole: roleFromMembership(senderMembership(row)) },
    { authorId: row.sender_id, authorDeleted: row.sender_deleted === true, isDeleted: row.is_deleted },
  );
const senderMembership = (row: ChatMessageRow) => (row.sender_role ? { role: row.sender_role } : null);

export function toChatMessage(row: ChatMessageRow, reader: ChatReader = null): ChatMessage {
  if (row.is_blocked) {
    // The reader blocked the sender (contract §11): the message keeps its place, not its text or image.
    return asSeenByBlocker(toChatMessage({ ...row, is_blocked: false }, reader));
  }
  const isHidden = row.hidden_at !== null && !row.is_deleted;
  // A withheld IMAGE is sent as TEXT so no client renders the placeholder as an image URL.
  const withheld = isHidden && !(reader !== null && (reader.isAdmin || reader.userId === row.sender_id));
  const shown = !row.is_deleted && !withheld;
  const { content, mentions } = shown ? withMentions(row) : { content: row.content, mentions: [] };
  return {
    id: row.id,
    groupId: row.group_id,
    senderId: row.sender_id,
    senderNickname: row.sender_nickname,
    senderProfileImage: row.sender_profile_image,
    senderIsDeleted: row.sender_deleted === true,
    content: row.is_deleted ? CHAT_MSG.deletedPlaceholder : withheld ? SAFETY_MSG.hiddenContent : content,
    messageType: withheld ? 'TEXT' : row.message_type,
    isDeleted: row.is_deleted,
    isHidden,
    clientId: row.client_id,
    createdAt: new Date(row.created_at).toISOString(),
    viewerCan: viewerCanOn(row, reader ?? ANY_OTHER_MEMBER),
    unreadCount: row.unread_count ?? 0,
    reactions: row.is_deleted ? [] : (row.reactions ?? []),
    // A deleted or withheld message keeps no quote: its placeholder stands alone.
    replyTo: shown ? quoteOf(row) : null,
    mentions,
  };
}

/**
 * The text with each mention under its member's nickname now (contract §21: a renamed member shows
 * the new name, a deleted account 탈퇴한 회원), and the mentions themselves. Rows read without
 * `mention_names` keep the nicknames the text was written with.
 */
function withMentions(row: ChatMessageRow): { content: string; mentions: ChatMention[] } {
  const renames = new Map<string, string>();
  const mentions = (row.mentions ?? []).map(({ userId, as }) => {
    const nickname = row.mention_names?.get(userId) ?? as;
    if (nickname !== as && !renames.has(as)) renames.set(as, nickname);
    return { userId, nickname };
  });
  return { content: renameMentions(row.content, renames), mentions };
}

/**
 * The message a reply answers, as its reader may see it (contract §21): deleted, hidden after
 * reports (whoever reads it) or from someone the reader blocked, it reads as that placeholder; a
 * photo reads 사진.
 */
function quoteOf(row: ChatMessageRow): ChatReplyQuote | null {
  if (!row.reply_id) return null;
  const content = row.reply_deleted
    ? CHAT_MSG.deletedPlaceholder
    : row.reply_blocked
      ? SAFETY_MSG.blockedContent
      : row.reply_hidden_at !== null
        ? SAFETY_MSG.hiddenContent
        : row.reply_type === 'IMAGE'
          ? CHAT_MSG.imagePreview
          : (row.reply_content ?? '');
  return {
    id: row.reply_id,
    senderNickname: row.reply_sender_nickname,
    content,
    isDeleted: row.reply_deleted === true,
    ...(row.reply_blocked && !row.reply_deleted ? { isBlocked: true } : {}),
  };
}

/**
 * The bodies of a broadcast for the readers whose view differs from the shared body's: each
 * message's sender and the room's staff (their own `viewerCan`, one query), and members who blocked
 * the sender of a message a reply quotes (the quote's placeholder, one query, only for replies).
 * Every other member gets the shared body.
 */
async function broadcastVariants(deps: ChatDeps, groupId: number, rows: ChatMessageRow[], messages: ChatMessage[]) {
  const readers = new Map<number, GroupRole>();
  for (const row of rows) if (row.sender_id !== null && row.sender_role) readers.set(row.sender_id, row.sender_role);
  if (rows.some((row) => !row.is_deleted && row.sender_id !== null))
    for (const staff of await selectRoomStaff(deps.db, groupId)) readers.set(staff.user_id, staff.role);
  const quotedSenders = new Set<number>();
  for (const [index, row] of rows.entries())
    if (messages[index]?.replyTo && row.reply_sender_id !== null && !row.reply_deleted) quotedSenders.add(row.reply_sender_id);
  const blockedQuotes = new Map<number, Set<number>>();
  if (quotedSenders.size > 0)
    for (const { blocker_id, blocked_id } of await selectRoomBlockersOf(deps.db, groupId, [...quotedSenders]))
      blockedQuotes.set(blocker_id, (blockedQuotes.get(blocker_id) ?? new Set()).add(blocked_id));
  const variants = new Map<number, ChatMessage[]>();
  for (const userId of new Set([...readers.keys(), ...blockedQuotes.keys()])) {
    const role = readers.get(userId);
    const blocked = blockedQuotes.get(userId);
    variants.set(
      userId,
      rows.map((row, index) => {
        let message = messages[index] as ChatMessage;
        if (role) message = { ...message, viewerCan: viewerCanOn(row, { userId, role }) };
        if (message.replyTo && blocked?.has(row.reply_sender_id ?? 0))
          message = { ...message, replyTo: quoteOf({ ...row, reply_blocked: true }) };
        return message;
      }),
    );
  }
  return variants;
}

/** Broadcasts rows as they now are: the shared body, and the sender's and staff's own (see `broadcastVariants`). */
async function publishRows(deps: ChatDeps, groupId: number, rows: ChatMessageRow[], messages = rows.map((row) => toChatMessage(row))) {
  await deps.realtime.publishAll(groupTopic(groupId), messages, await broadcastVariants(deps, groupId, rows, messages));
}

/** Chat is for members: 404 for an unknown group, 403 for anyone else. */
export function assertChatMember(deps: Pick<Deps, 'db'>, groupId: number, userId: number) {
  return authorizeInGroup(deps.db, 'chat', { groupId, userId });
}

/** `assertChatMember` for the hot paths (every SEND, SUBSCRIBE, delete): a recent yes is reused. */
export function ensureChatMember(deps: Pick<Deps, 'db' | 'realtime'>, groupId: number, userId: number): Promise<void> {
  return deps.realtime.memberships.ensure(groupId, userId, () => assertChatMember(deps, groupId, userId));
}

export async function getRoom(deps: ChatDeps, { userId, groupId }: { userId: number; groupId: number }): Promise<ChatRoom> {
  const group = await assertChatMember(deps, groupId, userId);
  const room = await ensureRoom(deps.db, groupId);
  const [lastReadMessageId, noticeRow] = await Promise.all([
    selectMyPosition(deps.db, groupId, userId),
    room.noticeMessageId === null ? null : selectNotice(deps.db, groupId, userId),
  ]);
  const [notice] = noticeRow ? await toMessagesFor(deps, userId, groupId, [noticeRow]) : [];
  return {
    id: room.id,
    groupId,
    name: group.name,
    memberCount: group.memberCount,
    createdAt: room.createdAt.toISOString(),
    lastReadMessageId,
    notice: notice ?? null,
  };
}

/**
 * Pins one of the room's messages above it as its notice (공지, contract §21), replacing the one
 * before: the owner or a manager, whoever wrote it. Not a SYSTEM line, a deleted message or one
 * hidden after reports. Everyone in the room is told to read the room again.
 */
export async function setNotice(deps: ChatDeps, { userId, groupId, messageId }: { userId: number; groupId: number; messageId: number }) {
  await authorizeNotice(deps, groupId, userId);
  const row = await selectMessage(deps.db, messageId);
  if (!row || row.group_id !== groupId || row.is_deleted) throw notFound(CHAT_MSG.messageNotFound);
  if (row.sender_id === null || row.message_type === 'SYSTEM' || row.hidden_at !== null)
    throw badRequest(CHAT_MSG.noticeNotPinnable, 'messageId');
  await setRoomNotice(deps.db, groupId, messageId);
  await announceNotice(deps, groupId);
  return getRoom(deps, { userId, groupId });
}

/** Takes the notice down (the owner or a manager); the room then has none. */
export async function clearNotice(deps: ChatDeps, { userId, groupId }: { userId: number; groupId: number }) {
  await authorizeNotice(deps, groupId, userId);
  await setRoomNotice(deps.db, groupId, null);
  await announceNotice(deps, groupId);
  return getRoom(deps, { userId, groupId });
}

/**
 * Members only (404 / 403), then staff only: decided before anything is written. The room needs no
 * ensuring here: a pinned message proves it exists, and `getRoom` makes it for the answer.
 */
async function authorizeNotice(deps: ChatDeps, groupId: number, userId: number) {
  await assertChatMember(deps, groupId, userId);
  authorize('pinChatNotice', { userId, role: roleFromMembership(await findMembership(deps.db, groupId, userId)) });
}

async function announceNotice(deps: ChatDeps, groupId: number) {
  const signal: ChatNoticeChanged = { type: 'NOTICE_CHANGED', groupId };
  await deps.realtime
    .publish(groupTopic(groupId), signal)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'chat: notice signal failed'));
}

export async function listMessages(
  deps: ChatDeps,
  { userId, groupId, page, size, afterId }: { userId: number; groupId: number; page: number; size: number; afterId?: number },
) {
  await assertChatMember(deps, groupId, userId);
  const roomId = await roomIdOf(deps, groupId);
  if (afterId !== undefined) {
    // Gap fill (contract §7): one page, ascending from afterId; `last` says whether more follow.
    const { rows, hasMore, total } = await selectMessagesAfter(deps.db, roomId, afterId, size, userId);
    const messages = await toMessagesFor(deps, userId, groupId, await withCounts(deps, roomId, rows, userId));
    return { ...toPage(messages, { page: 0, size, total }), last: !hasMore };
  }
  const { rows, total } = await selectMessages(deps.db, groupId, size, page * size, userId);
  return toPage(await toMessagesFor(deps, userId, groupId, await withCounts(deps, roomId, rows, userId)), { page, size, total });
}

/**
 * A page's rows with how many members have not read each and their reactions as the reader sees
 * them (contract §21): one query each for the whole page.
 */
async function withCounts(deps: ChatDeps, roomId: number, rows: ChatMessageRow[], readerId: number): Promise<ChatMessageRow[]> {
  const ids = rows.map((row) => row.id);
  const mentioned = [...new Set(rows.flatMap((row) => (row.mentions ?? []).map((mention) => mention.userId)))];
  const [counts, tallies, names] = await Promise.all([
    selectUnreadCounts(deps.db, roomId, ids),
    selectReactionTallies(deps.db, ids),
    mentioned.length > 0 ? selectNicknames(deps.db, mentioned) : undefined,
  ]);
  return rows.map((row) => ({
    ...row,
    unread_count: counts.get(row.id) ?? 0,
    reactions: asSeenBy(tallies.get(row.id), readerId),
    ...(names ? { mention_names: names } : {}),
  }));
}

/**
 * The rows as their REST reader sees them. Whether the reader is an operator matters only for a
 * hidden message of someone else (contract §11: operators read it), so the role is read only then.
 */
async function toMessagesFor(deps: ChatDeps, userId: number, groupId: number, rows: ChatMessageRow[]): Promise<ChatMessage[]> {
  const withheldFromMember = rows.some((row) => row.hidden_at !== null && !row.is_deleted && row.sender_id !== userId);
  const [isAdmin, membership] = await Promise.all([
    withheldFromMember && isOperator(deps, userId),
    rows.length > 0 ? findMembership(deps.db, groupId, userId) : null,
  ]);
  const reader: ChatReader = { userId, isAdmin, role: roleFromMembership(membership) };
  return rows.map((row) => toChatMessage(row, reader));
}

/**
 * Stores a message, then broadcasts it. A room's messages are committed in batches (group commit):
 * while one batch is being written, the next ones queue, and are inserted together in one statement
 * as soon as it is done, so the room's rate is not bound by one commit's round trip and WAL flush.
 * Each batch is broadcast in id order while the room's lock is held, so every subscriber, on any
 * instance, receives a room's messages in the same (id) order, and only after they are stored.
 */
function storeAndBroadcast(deps: ChatDeps, groupId: number, values: NewChatMessage): Promise<ChatMessage> {
  const { waiting } = stateOf(deps);
  return new Promise((resolve, reject) => {
    let queue = waiting.get(groupId);
    if (!queue) {
      const batch: Waiting[] = [];
      queue = batch;
      waiting.set(groupId, batch);
      // The queue is taken when the lock comes round; later arrivals start the next batch.
      withRoomLock(deps, groupId, async () => {
        if (waiting.get(groupId) === batch) waiting.delete(groupId);
        for (let start = 0; start < batch.length; start += MAX_BATCH)
          await commitBatch(deps, groupId, batch.slice(start, start + MAX_BATCH));
      }).catch((error: unknown) => {
        // The lock could not be had (the database refused a connection): this batch's senders get
        // the error and the room's queue goes with it, so the next send starts afresh instead of
        // joining a queue nothing will ever process. Already answered senders are not touched.
        if (waiting.get(groupId) === batch) waiting.delete(groupId);
        for (const sender of batch) sender.reject(error);
      });
    }
    queue.push({ values, resolve, reject });
  });
}

async function commitBatch(deps: ChatDeps, groupId: number, batch: Waiting[], retried = false): Promise<void> {
  let rows: ChatMessageRow[];
  try {
    const roomId = await roomIdOf(deps, groupId);
    // The room's push job is stored with the batch (contract §17): one per room waits, whatever the burst.
    rows = await deps.db.transaction(async (tx) => {
      const stored = await insertMessages(
        tx,
        roomId,
        batch.map((waiting) => waiting.values),
      );
      const first = stored.find((row) => row.message_type !== 'SYSTEM');
      if (first) await enqueueChatPush(tx, deps.jobs, { groupId, fromId: first.id });
      await notifyMentioned(deps, tx, groupId, stored);
      return stored;
    });
  } catch (error) {
    if (batch.length > 1) {
      // One bad message (its sender deleted meanwhile) must not sink the others: store them one by one.
      for (const waiting of batch) await commitBatch(deps, groupId, [waiting], retried);
      return;
    }
    batch[0]?.reject(
      isForeignKeyViolation(error)
        ? groupGone(deps, groupId)
        : isUploadGone(error)
          ? badRequest(CHAT_MSG.imageUrlInvalid, 'message')
          : error,
    );
    return;
  }
  const messages = rows.map((row) => toChatMessage(row));
  deps.realtime.counters.chatMessagesStored += messages.length;
  try {
    if (messages.length > 0) await publishRows(deps, groupId, rows, messages);
  } catch (error) {
    for (const waiting of batch) waiting.reject(error);
    return;
  }
  // A send with a clientId is matched by (sender, clientId); one the index skipped was a retry
  // (answered with what was stored the first time, not broadcast again). The rest come back in id
  // order, and ids follow the order of the inserted values: the i-th such row is the i-th such
  // sender's, whatever the database did to its text.
  const byClientId = new Map<string, ChatMessage>();
  const plain: ChatMessage[] = [];
  for (const [index, shared] of messages.entries()) {
    const row = rows[index] as ChatMessageRow;
    // The sender's answer carries their own `viewerCan`.
    const message = { ...shared, viewerCan: viewerCanOn(row, { userId: row.sender_id, role: roleFromMembership(senderMembership(row)) }) };
    if (message.clientId !== null && message.senderId !== null) byClientId.set(clientKey(message.senderId, message.clientId), message);
    else plain.push(message);
  }
  let next = 0;
  for (const waiting of batch) {
    const { senderId, clientId } = waiting.values;
    if (clientId && senderId !== null) {
      const stored = byClientId.get(clientKey(senderId, clientId));
      if (stored) waiting.resolve(stored);
      else await answerRetry(deps, groupId, waiting, retried);
      continue;
    }
    const message = plain[next++];
    if (message) waiting.resolve(message);
    else waiting.reject(new Error('stored message not matched to its sender'));
  }
}

const clientKey = (senderId: number, clientId: string) => `${senderId}\n${clientId}`;

/**
 * A send whose (sender, clientId) was already stored: within 10 minutes it is the same message
 * (answered as stored, nothing new); older, the old message lets go of the clientId and this one is
 * stored. Runs under the room's lock; the unique index keeps two instances from storing it twice.
 */
async function answerRetry(deps: ChatDeps, groupId: number, waiting: Waiting, retried: boolean): Promise<void> {
  const { senderId, clientId } = waiting.values;
  if (senderId === null || !clientId) return;
  const existing = await selectMessageByClientId(deps.db, senderId, clientId);
  if (existing?.is_recent) {
    if (existing.group_id === groupId)
      waiting.resolve(toChatMessage(existing, { userId: senderId, isAdmin: false, role: roleFromMembership(senderMembership(existing)) }));
    else waiting.reject(conflict(CHAT_MSG.clientIdUsedElsewhere));
    return;
  }
  if (retried) {
    waiting.reject(new Error('chat clientId neither stored nor free'));
    return;
  }
  if (existing) await releaseStaleClientId(deps.db, existing.id);
  await commitBatch(deps, groupId, [waiting], true);
}

/**
 * MENTION for each member a stored message mentions (contract §21), in the messages' transaction:
 * never for a retry the index skipped, never to someone who blocked the sender (the insert leaves
 * them out). A push follows as a chat push, also in a room set to 멘션만.
 */
async function notifyMentioned(deps: ChatDeps, tx: Parameters<typeof insertNotifications>[0], groupId: number, rows: ChatMessageRow[]) {
  const bySender = new Map<number, NewNotification[]>();
  for (const row of rows) {
    if (row.sender_id === null || !row.mentions?.length) continue;
    const news = bySender.get(row.sender_id) ?? [];
    // One MENTION per sender, room and member a minute (contract §16): a sender repeating '@' cannot flood anyone.
    for (const { userId } of row.mentions)
      if (await isFirstWithin(deps.limiter, `once:mention:${groupId}:${row.sender_id}:${userId}`, MENTION_WINDOW_MS))
        news.push(chatNotification.mentioned(userId, groupId));
    bySender.set(row.sender_id, news);
  }
  for (const [actorId, news] of bySender) await insertNotifications(tx, news, { actorId, jobs: deps.jobs });
}

/** How long a sender's further mentions of one member in one room tell them nothing new. */
const MENTION_WINDOW_MS = 60_000;

/** Korean texts of chat's notifications. */
const chatNotification = {
  /** Names the sender (the actor): their nickname is filled in when read. */
  mentioned: (userId: number, groupId: number): NewNotification => ({
    userId,
    type: 'MENTION',
    title: '채팅에서 회원님을 언급했어요',
    message: '님이 모임 채팅에서 회원님을 불렀어요.',
    namesActor: true,
    relatedType: 'GROUP',
    relatedId: groupId,
  }),
};

/** The room's row is gone with its group: forget what was cached about it and answer 404. */
function groupGone(deps: ChatDeps, groupId: number) {
  stateOf(deps).roomIds.delete(groupId);
  deps.realtime.memberships.forgetGroup(groupId);
  return notFound(GROUP_MSG.notFound);
}

/** A member's TEXT or IMAGE message (an IMAGE's content is an image URL this server issued). */
export async function sendMessage(
  deps: ChatDeps,
  {
    userId,
    groupId,
    message,
    messageType,
    clientId,
    replyToId,
    mentions,
  }: {
    userId: number;
    groupId: number;
    message: string;
    messageType: 'TEXT' | 'IMAGE';
    clientId?: string | undefined;
    replyToId?: number | undefined;
    mentions?: number[] | undefined;
  },
): Promise<ChatMessage> {
  const rate = await deps.limiter.hit(`chat:${userId}`, CHAT_RATE_PER_SECOND, 1_000);
  if (!rate.allowed) throw tooManyRequests(MSG.tooManyRequests, rate.retryAfterSeconds);
  await ensureChatMember(deps, groupId, userId);
  if (messageType === 'IMAGE' && !(deps.storage.owns(message) && (await findUpload(deps.db, message)))) {
    throw badRequest(CHAT_MSG.imageUrlInvalid, 'message');
  }
  if (replyToId !== undefined) await assertRepliable(deps, groupId, replyToId);
  const mentioned = messageType === 'TEXT' && mentions?.length ? await mentionsIn(deps, groupId, userId, message, mentions) : [];
  return storeAndBroadcast(deps, groupId, {
    senderId: userId,
    content: message,
    messageType,
    clientId: clientId ?? null,
    replyToId: replyToId ?? null,
    mentions: mentioned,
  });
}

/**
 * The members a text mentions (contract §21): of those the sender picked, the group's members
 * (themselves left out) whose '@' and nickname stand in the text, in the order the text names them.
 * Anyone else is dropped without an error: a mention of a non-member mentions no one.
 */
async function mentionsIn(deps: ChatDeps, groupId: number, senderId: number, text: string, picked: number[]): Promise<StoredMention[]> {
  const ids = [...new Set(picked)].filter((id) => id !== senderId);
  if (ids.length === 0) return [];
  return (await selectMentionable(deps.db, groupId, ids))
    .map((member) => ({ userId: member.id, as: member.nickname, at: mentionIndex(text, member.nickname) }))
    .filter((mention) => mention.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ userId, as }) => ({ userId, as }));
}

/**
 * A reply answers a message of its own room (another room's, or none, is the same 400: a member
 * learns nothing of rooms they are not in), one that is neither deleted nor a SYSTEM line.
 */
async function assertRepliable(deps: ChatDeps, groupId: number, replyToId: number) {
  const target = await selectReplyTarget(deps.db, replyToId);
  if (!target || target.group_id !== groupId) throw badRequest(CHAT_MSG.replyToInvalid, 'replyToId');
  if (target.is_deleted || target.message_type === 'SYSTEM') throw badRequest(CHAT_MSG.replyNotAllowed, 'replyToId');
}

/**
 * The sender, or the group's staff (a manager only messages of those ranked below: contract §10),
 * soft-delete a message; the deletion is broadcast as the message with isDeleted. Staff deleting
 * someone else's message leave an audit row in the same transaction. SYSTEM lines stay.
 */
export async function deleteMessage(
  deps: ChatDeps,
  { userId, groupId, messageId }: { userId: number; groupId: number; messageId: number },
) {
  await ensureChatMember(deps, groupId, userId);
  const row = await selectMessage(deps.db, messageId);
  if (!row || row.group_id !== groupId || row.is_deleted) throw notFound(CHAT_MSG.messageNotFound);
  if (row.sender_id === null) throw forbidden(CHAT_MSG.senderOnly);
  const senderId = row.sender_id;
  await withRoomLock(deps, groupId, async () => {
    await deps.db.transaction(async (tx) => {
      if (senderId !== userId) {
        const role = roleFromMembership(await findMembership(tx, groupId, userId));
        const authorRole = roleFromMembership(await findMembership(tx, groupId, senderId));
        authorize('deleteChatMessage', { userId, role, isAuthor: false, authorRole });
      }
      if (!(await markMessageDeleted(tx, messageId))) throw notFound(CHAT_MSG.messageNotFound);
      if (senderId !== userId)
        await insertStaffAudit(tx, {
          actorId: userId,
          action: 'CHAT_MESSAGE_DELETED',
          targetType: 'CHAT_MESSAGE',
          targetId: messageId,
          groupId,
        });
    });
    await publishRows(deps, groupId, [{ ...row, is_deleted: true }]);
  });
}

/**
 * Broadcasts a message as it now is after a committed change (hidden, shown again, deleted by an
 * operator: contract §11, §13), read under the room's lock like a deletion: whatever order two
 * changes commit in, the last broadcast carries the message's latest state.
 */
export async function broadcastMessageState(deps: ChatDeps, groupId: number, messageId: number) {
  await withRoomLock(deps, groupId, async () => {
    const row = await selectMessage(deps.db, messageId);
    if (row) await publishRows(deps, groupId, [row]);
  });
}

/**
 * A line written by the server. With `actorId` the line is about that member and `content` is what
 * follows their nickname, which every read and broadcast fills in as it is then (contract §12).
 */
export async function writeSystemMessage(deps: ChatDeps, groupId: number, content: string, actorId: number | null = null) {
  try {
    await storeAndBroadcast(deps, groupId, { senderId: null, content, messageType: 'SYSTEM', actorId });
  } catch (error) {
    deps.log.warn({ err: error, groupId }, 'chat: system message not written');
  }
}

const MEMBERSHIP_LINE_WINDOW_MS = 10 * 60_000;
/** The limiter key of a user's membership lines in a room (its window ends 10 minutes after a line). */
export const membershipLineKey = (groupId: number, userId: number) => `once:membership-line:${groupId}:${userId}`;

/** What a membership line says after the member's nickname ('…님이 참여했습니다.'). */
const MEMBERSHIP_LINES = { joined: CHAT_MSG.joined(''), left: CHAT_MSG.left('') } as const;

/**
 * The SYSTEM line of a user joining or leaving a room, at most one per user and room per 10
 * minutes (contract §16): a join/leave loop must not post a line to every member each time. The
 * line stores the member's id, never their nickname (contract §12: a deleted account's goes at once).
 */
export async function writeMembershipLine(
  deps: ChatDeps,
  { groupId, userId, line }: { groupId: number; userId: number; line: keyof typeof MEMBERSHIP_LINES },
) {
  if (await isFirstWithin(deps.limiter, membershipLineKey(groupId, userId), MEMBERSHIP_LINE_WINDOW_MS))
    await writeSystemMessage(deps, groupId, MEMBERSHIP_LINES[line], userId);
}

// Published for the groups module (docs/architecture.md, "Module rule"): a new group's room is made in its transaction.
export { ensureRoom } from './chat.repo.ts';
