import { z } from 'zod';
import { pageFields } from './common.ts';
import { textField } from './text.ts';
import { chatMessageViewerCanSchema } from './viewer-can.ts';

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_PAGE_SIZE = 50;
/** A send's `clientId`: at most this many characters (contract §7). */
export const CHAT_CLIENT_ID_MAX = 64;
/** The same `clientId` from the same sender within this window is stored once (contract §7). */
export const CHAT_CLIENT_ID_WINDOW_MS = 10 * 60_000;
const CHAT_MESSAGE_TYPES = ['TEXT', 'IMAGE', 'FILE', 'SYSTEM'] as const;
/** Members one message may mention at most (contract §21). */
export const CHAT_MENTIONS_MAX = 20;

export const CHAT_MSG = {
  messageRequired: '메시지를 입력해주세요',
  messageMax: '메시지는 1000자 이하로 입력해주세요',
  imageUrlInvalid: '이 서버에 올린 이미지만 보낼 수 있습니다.',
  typeNotAllowed: '보낼 수 없는 메시지 형식입니다.',
  membersOnly: '모임 멤버만 채팅에 참여할 수 있습니다.',
  messageNotFound: '메시지를 찾을 수 없습니다.',
  senderOnly: '본인이 보낸 메시지나 모임장, 운영진만 삭제할 수 있습니다.',
  staffOnlyNotice: '모임장이나 운영진만 공지로 올릴 수 있습니다.',
  noticeMessageIdInvalid: '공지로 올릴 메시지를 선택해주세요.',
  noticeNotPinnable: '안내 메시지나 가려진 메시지는 공지로 올릴 수 없습니다.',
  noticeSet: '공지로 등록했습니다.',
  noticeCleared: '공지를 내렸습니다.',
  clientIdInvalid: '메시지 식별자는 1~64자여야 합니다.',
  clientIdUsedElsewhere: '이미 다른 채팅방에 보낸 메시지 식별자입니다.',
  afterIdInvalid: 'afterId는 0 이상의 정수여야 합니다.',
  readMessageIdInvalid: '읽은 메시지 번호는 1 이상의 정수여야 합니다.',
  readMessageNotInRoom: '이 채팅방의 메시지가 아닙니다.',
  reactionKeyInvalid: '공감은 정해진 6가지 중에서 골라주세요.',
  reactionNotAllowed: '안내 메시지나 가려진 메시지에는 공감할 수 없습니다.',
  replyToInvalid: '같은 채팅방의 메시지에만 답장할 수 있습니다.',
  replyNotAllowed: '삭제된 메시지나 안내 메시지에는 답장할 수 없습니다.',
  mentionsInvalid: '멘션은 한 메시지에 20명까지 할 수 있습니다.',
  deletedPlaceholder: '삭제된 메시지입니다',
  imagePreview: '사진',
  joined: (nickname: string) => `${nickname}님이 참여했습니다.`,
  left: (nickname: string) => `${nickname}님이 나갔습니다.`,
} as const;

export const sendChatMessageSchema = z.object({
  message: textField({ requiredMessage: CHAT_MSG.messageRequired, max: CHAT_MESSAGE_MAX, maxMessage: CHAT_MSG.messageMax }),
  messageType: z.enum(['TEXT', 'IMAGE'], { error: CHAT_MSG.typeNotAllowed }).default('TEXT'),
  /**
   * The sender's own id for this send (a UUID, say): echoed in the stored message and its broadcast,
   * so a pending bubble becomes the stored one; sent again by the same sender within 10 minutes,
   * the first stored message is answered and nothing new is stored or broadcast.
   */
  clientId: z
    .string({ error: CHAT_MSG.clientIdInvalid })
    .min(1, CHAT_MSG.clientIdInvalid)
    .max(CHAT_CLIENT_ID_MAX, CHAT_MSG.clientIdInvalid)
    .optional(),
  /** The message of the same room this one answers (답장). */
  replyToId: z.coerce
    .number({ error: CHAT_MSG.replyToInvalid })
    .int(CHAT_MSG.replyToInvalid)
    .min(1, CHAT_MSG.replyToInvalid)
    .max(2_147_483_647, CHAT_MSG.replyToInvalid)
    .optional(),
  /**
   * The members chosen from the picker while typing '@' (@멘션): each is mentioned when the text
   * holds '@' and their nickname; others, and anyone not in the group, are left out without an error.
   */
  mentions: z
    .array(z.number({ error: CHAT_MSG.mentionsInvalid }).int(CHAT_MSG.mentionsInvalid).min(1, CHAT_MSG.mentionsInvalid), {
      error: CHAT_MSG.mentionsInvalid,
    })
    .max(CHAT_MENTIONS_MAX, CHAT_MSG.mentionsInvalid)
    .optional(),
});
export type SendChatMessagePayload = z.input<typeof sendChatMessageSchema>;

/** The fixed set of reactions (공감, contract §21): 좋아요, 최고, 웃겨요, 놀라워요, 슬퍼요, 고마워요. */
export const CHAT_REACTION_KEYS = ['LIKE', 'LOVE', 'LAUGH', 'WOW', 'SAD', 'THANKS'] as const;
export type ChatReactionKey = (typeof CHAT_REACTION_KEYS)[number];

/** One reaction on a message: how many members gave it, and whether the reader is one of them. */
export const chatReactionSchema = z.object({ key: z.enum(CHAT_REACTION_KEYS), count: z.number().int().min(1), mine: z.boolean() });
export type ChatReaction = z.infer<typeof chatReactionSchema>;

/**
 * The message a reply answers, as the reader may see it (contract §21, §22): a deleted one reads
 * `CHAT_MSG.deletedPlaceholder`, one hidden after reports `SAFETY_MSG.hiddenContent`, one whose
 * sender the reader blocked `SAFETY_MSG.blockedContent`, a photo `CHAT_MSG.imagePreview`.
 */
export const chatReplyQuoteSchema = z.object({
  id: z.number().int(),
  senderNickname: z.string().nullable(),
  content: z.string(),
  isDeleted: z.boolean(),
  /** The reader blocked the quoted message's sender. */
  isBlocked: z.boolean().optional(),
});
export type ChatReplyQuote = z.infer<typeof chatReplyQuoteSchema>;

/** A member a message mentions, by their nickname now ('@' and it stand in the content). */
export const chatMentionSchema = z.object({ userId: z.number().int(), nickname: z.string() });
export type ChatMention = z.infer<typeof chatMentionSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  senderId: z.number().int().nullable(),
  senderNickname: z.string().nullable(),
  senderProfileImage: z.string().nullable(),
  /** The sender deleted their account (contract §12): nickname 탈퇴한 회원, no profile to link to. */
  senderIsDeleted: z.boolean().optional(),
  content: z.string(),
  messageType: z.enum(CHAT_MESSAGE_TYPES),
  isDeleted: z.boolean(),
  /** Hidden after reports (contract §11): content is SAFETY_MSG.hiddenContent except for its sender and operators over REST; broadcasts always carry it hidden. */
  isHidden: z.boolean(),
  /** The sender's `clientId` of the send that stored it, or null. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
  /** The receiver blocked the sender (contract §11): content is `SAFETY_MSG.blockedContent`, no image. */
  isBlocked: z.boolean().optional(),
  /**
   * What the receiver may do to it (contract §22). Over REST for the caller; in a broadcast for the
   * session it is delivered to (the sender and the room's staff get their own; see docs/decisions.md).
   */
  viewerCan: chatMessageViewerCanSchema,
  /**
   * Members who have not read it yet (contract §21): others than its sender who were members when
   * it was stored and whose read position is below it. The number beside the bubble (hidden at 0).
   */
  unreadCount: z.number().int().min(0),
  /**
   * Reactions (공감, contract §21) in the order of `CHAT_REACTION_KEYS`, only those given. Read with
   * history; a new message's broadcast has none, and changes arrive as REACTIONS_CHANGED.
   */
  reactions: z.array(chatReactionSchema),
  /** The message it answers (답장), quoted; null when it answers none. */
  replyTo: chatReplyQuoteSchema.nullable(),
  /** The members it mentions (@멘션), in the order the text names them. */
  mentions: z.array(chatMentionSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A room's unread count is counted up to this (shown as 999+ above 999), so an old room costs no more. */
export const CHAT_UNREAD_MAX = 1000;

/** A message id in a request body: a positive 32-bit integer, or `message` as the field's error. */
const messageIdField = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

/** `PUT /api/groups/{id}/chat/read` and the STOMP frame `/app/chat.read/{id}`: read up to this message. */
export const markChatReadSchema = z.object({ messageId: messageIdField(CHAT_MSG.readMessageIdInvalid) });
export type MarkChatReadPayload = z.input<typeof markChatReadSchema>;

/** The caller's read position after `PUT /api/groups/{id}/chat/read`. */
export const chatReadPositionSchema = z.object({ groupId: z.number().int(), lastReadMessageId: z.number().int() });

/**
 * A read move on `/topic/group.{id}.reads` (contract §22): the member has read up to
 * `lastReadMessageId`. Every message above `fromMessageId` up to it, not sent by them, has one
 * unread reader fewer. Moves are coalesced: one per reader per short window, and a frame's body is
 * a JSON array of a window's moves of the room, each of this shape (docs/decisions.md, "Read moves
 * in one frame per window").
 */
export const chatReadMoveSchema = z.object({
  groupId: z.number().int(),
  userId: z.number().int(),
  lastReadMessageId: z.number().int(),
  fromMessageId: z.number().int(),
});
export type ChatReadMove = z.infer<typeof chatReadMoveSchema>;

/** A room's last message as the room list shows it (a blocked sender's text is never sent to the blocker). */
export const chatRoomLastMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int().nullable(),
  senderNickname: z.string().nullable(),
  content: z.string(),
  messageType: z.enum(CHAT_MESSAGE_TYPES),
  isDeleted: z.boolean(),
  isBlocked: z.boolean(),
  createdAt: z.string(),
});

/** `GET /api/chat/rooms`: one of the caller's rooms (contract §22). */
export const chatRoomListItemSchema = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  groupImageUrl: z.string().nullable(),
  lastMessage: chatRoomLastMessageSchema.nullable(),
  unreadCount: z.number().int().min(0),
  muted: z.boolean(),
});
export type ChatRoomListItem = z.infer<typeof chatRoomListItemSchema>;

/** `GET /api/chat/unread-count`: unread messages over all the caller's rooms. */
export const chatUnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type ChatUnreadCount = z.infer<typeof chatUnreadCountSchema>;

export const chatRoomSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  /**
   * The caller's read position (contract §21): the last message they have read, or the room's last
   * message before they joined, or 0. Messages of others above it are unread ('여기까지 읽었습니다').
   */
  lastReadMessageId: z.number().int(),
  /** The room's notice (공지, contract §21): the message staff pinned above the room, as the caller sees it, or null. */
  notice: chatMessageSchema.nullable(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** `PUT /api/groups/{id}/chat/notice`: the message of the room to pin as its notice (replacing the previous one). */
export const setChatNoticeSchema = z.object({ messageId: messageIdField(CHAT_MSG.noticeMessageIdInvalid) });

/** `PUT` / `DELETE /api/chat/messages/{id}/reactions/{key}`: one reaction per key and member. */
export const chatReactionParamsSchema = z.object({
  id: messageIdField(CHAT_MSG.messageNotFound),
  key: z.enum(CHAT_REACTION_KEYS, { error: CHAT_MSG.reactionKeyInvalid }),
});
/** The message's reactions after the change, as the caller sees them. */
export const chatReactionsSchema = z.object({ messageId: z.number().int(), reactions: z.array(chatReactionSchema) });
export type ChatReactions = z.infer<typeof chatReactionsSchema>;

/**
 * On the room's topic when a message's reactions changed: the counts, and who gave each (so each
 * reader works out its own `mine`).
 */
export const chatReactionsChangedSchema = z.object({
  type: z.literal('REACTIONS_CHANGED'),
  groupId: z.number().int(),
  messageId: z.number().int(),
  reactions: z.array(z.object({ key: z.enum(CHAT_REACTION_KEYS), count: z.number().int(), userIds: z.array(z.number().int()) })),
});
export type ChatReactionsChanged = z.infer<typeof chatReactionsChangedSchema>;
export type SetChatNoticePayload = z.input<typeof setChatNoticeSchema>;

/** On the room's topic when its notice changed: clients read the room again (`GET /api/groups/{id}/chat/room`). */
export const chatNoticeChangedSchema = z.object({ type: z.literal('NOTICE_CHANGED'), groupId: z.number().int() });
export type ChatNoticeChanged = z.infer<typeof chatNoticeChangedSchema>;

export const typingEventSchema = z.object({ userId: z.number().int(), nickname: z.string(), typing: z.boolean() });

/**
 * `GET /api/groups/{id}/chat/messages` query: the latest page (`page`, `size`) or, with `afterId`,
 * the gap fill: messages with an id above `afterId` in ascending order (at most `size`), plus every
 * message with an id up to `afterId` that was deleted since message `afterId` was stored (as the
 * message with `isDeleted: true`). Merging by id is enough: nothing comes twice within one answer,
 * and a deletion seen before is harmless to see again. `last` is false when more messages follow:
 * ask again with the greatest id received.
 */
export const chatMessagesQuerySchema = z.object({
  ...pageFields(CHAT_PAGE_SIZE),
  afterId: z.coerce
    .number({ error: CHAT_MSG.afterIdInvalid })
    .int(CHAT_MSG.afterIdInvalid)
    .min(0, CHAT_MSG.afterIdInvalid)
    .max(2_147_483_647, CHAT_MSG.afterIdInvalid)
    .optional(),
});

/**
 * Sent by the server as a MESSAGE on `/topic/group.{id}` (a topic the client already has) when this
 * instance's link to the other instances (Redis) was interrupted and is back: messages stored from
 * `since` on may have passed the client by, even with ids below messages it did receive (its own
 * instance kept delivering). Re-fetch with `afterId` = the newest message held whose `createdAt`
 * is before `since` (the server already took a margin for clock differences). Never a chat
 * message: it has `type`, not `id`.
 */
export const chatResyncSignalSchema = z.object({
  type: z.literal('RESYNC'),
  reason: z.literal('BROKER_INTERRUPTED'),
  since: z.string(),
});
export type ChatResyncSignal = z.infer<typeof chatResyncSignalSchema>;
