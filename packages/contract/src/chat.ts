import { z } from 'zod';
import { textField } from './text.ts';

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_PAGE_SIZE = 50;
const CHAT_MESSAGE_TYPES = ['TEXT', 'IMAGE', 'FILE', 'SYSTEM'] as const;

export const CHAT_MSG = {
  messageRequired: '메시지를 입력해주세요',
  messageMax: '메시지는 1000자 이하로 입력해주세요',
  imageUrlInvalid: '이 서버에 올린 이미지만 보낼 수 있습니다.',
  typeNotAllowed: '보낼 수 없는 메시지 형식입니다.',
  membersOnly: '모임 멤버만 채팅에 참여할 수 있습니다.',
  messageNotFound: '메시지를 찾을 수 없습니다.',
  senderOnly: '본인이 보낸 메시지나 모임장, 운영진만 삭제할 수 있습니다.',
  deletedPlaceholder: '삭제된 메시지입니다',
  joined: (nickname: string) => `${nickname}님이 참여했습니다.`,
  left: (nickname: string) => `${nickname}님이 나갔습니다.`,
} as const;

export const sendChatMessageSchema = z.object({
  message: textField({ requiredMessage: CHAT_MSG.messageRequired, max: CHAT_MESSAGE_MAX, maxMessage: CHAT_MSG.messageMax }),
  messageType: z.enum(['TEXT', 'IMAGE'], { error: CHAT_MSG.typeNotAllowed }).default('TEXT'),
});
export type SendChatMessagePayload = z.input<typeof sendChatMessageSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  senderId: z.number().int().nullable(),
  senderNickname: z.string().nullable(),
  senderProfileImage: z.string().nullable(),
  content: z.string(),
  messageType: z.enum(CHAT_MESSAGE_TYPES),
  isDeleted: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const typingEventSchema = z.object({ userId: z.number().int(), nickname: z.string(), typing: z.boolean() });
