import { z } from 'zod';
import { CHAT_MENTIONS_MAX, chatMentionSchema } from './chat.ts';
import { pageFields } from './common.ts';
import { MAX_POST_IMAGES } from './images.ts';
import { pollSchema } from './polls.ts';
import { textField } from './text.ts';
import { commentViewerCanSchema, postViewerCanSchema } from './viewer-can.ts';

export const POST_CONTENT_MAX = 5000;
export const COMMENT_CONTENT_MAX = 1000;

export const POST_MSG = {
  contentRequired: '내용을 입력해주세요',
  contentMax: '게시글은 5000자 이하로 입력해주세요',
  tooManyImages: '이미지는 최대 10장까지 올릴 수 있습니다.',
  imageNotOwned: '업로드한 이미지만 게시글에 쓸 수 있습니다.',
  notFound: '게시글을 찾을 수 없습니다.',
  membersOnlyWrite: '모임 멤버만 글을 쓸 수 있습니다.',
  membersOnlyRead: '모임 멤버만 볼 수 있는 게시글입니다.',
  membersOnlyReact: '모임 멤버만 좋아요와 댓글을 남길 수 있습니다.',
  authorOnlyEdit: '작성자만 수정할 수 있습니다.',
  authorOrOwnerDelete: '작성자나 모임장, 운영진만 삭제할 수 있습니다.',
  staffOnlyPin: '모임장이나 운영진만 공지로 등록할 수 있습니다.',
  pinLimit: '공지는 모임당 3개까지 등록할 수 있습니다.',
  pinned: '공지로 등록했습니다.',
  unpinned: '공지를 해제했습니다.',
  created: '게시글이 등록되었습니다.',
  updated: '게시글이 수정되었습니다.',
  deleted: '게시글이 삭제되었습니다.',
  commentRequired: '댓글 내용을 입력해주세요',
  commentMax: '댓글은 1000자 이하로 입력해주세요',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  commentDeleted: '삭제된 댓글입니다.',
  replyToDeleted: '삭제된 댓글에는 답글을 달 수 없습니다.',
  commentAuthorOnly: '작성자만 수정할 수 있습니다.',
  commentDeleteForbidden: '작성자나 모임장, 운영진만 삭제할 수 있습니다.',
  commentCreated: '댓글이 등록되었습니다.',
  commentUpdated: '댓글이 수정되었습니다.',
  commentRemoved: '댓글이 삭제되었습니다.',
  loginRequired: '로그인이 필요합니다',
  mentionsInvalid: '멘션은 한 번에 20명까지 할 수 있습니다.',
} as const;

const contentField = textField({ requiredMessage: POST_MSG.contentRequired, max: POST_CONTENT_MAX, maxMessage: POST_MSG.contentMax });
const imageUrlsField = z.array(z.string().max(500)).max(MAX_POST_IMAGES, POST_MSG.tooManyImages);
/**
 * The members chosen from the picker while typing '@' (@멘션, contract §21), as a chat message's:
 * each is mentioned when the text holds '@' and their nickname; others, and anyone not in the
 * group, are left out without an error. An edit sends them again (none: the text mentions no one).
 */
const mentionsField = z
  .array(z.number({ error: POST_MSG.mentionsInvalid }).int(POST_MSG.mentionsInvalid).min(1, POST_MSG.mentionsInvalid), {
    error: POST_MSG.mentionsInvalid,
  })
  .max(CHAT_MENTIONS_MAX, POST_MSG.mentionsInvalid)
  .optional();

export const createPostSchema = z.object({
  groupId: z.number({ error: '모임을 선택해주세요' }).int().positive(),
  content: contentField,
  imageUrls: imageUrlsField.default([]),
  mentions: mentionsField,
});
export type CreatePostPayload = z.input<typeof createPostSchema>;
export const updatePostSchema = z.object({
  content: contentField.optional(),
  imageUrls: imageUrlsField.optional(),
  mentions: mentionsField,
});
export type UpdatePostPayload = z.input<typeof updatePostSchema>;

const authorSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  /** A deleted account (contract §12): nickname 탈퇴한 회원, no photo, no profile to link to. */
  isDeleted: z.boolean().optional(),
});
export type Author = z.infer<typeof authorSchema>;

export const postSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  content: z.string(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  imageUrls: z.array(z.string()),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  isLiked: z.boolean(),
  /** The viewer may edit (author) / delete (author, group owner or manager). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** A notice (공지, contract §10): pinned posts come first in the group's list. */
  isPinned: z.boolean(),
  /** The viewer may pin or unpin it (group owner or manager). */
  canPin: z.boolean(),
  /** Hidden after reports (contract §11): others get SAFETY_MSG.hiddenContent and no images; the author and operators the real content. */
  isHidden: z.boolean(),
  /** The viewer blocked the author (contract §11): content is `SAFETY_MSG.blockedContent`, no images. */
  isBlocked: z.boolean().optional(),
  /** What the caller may do to it (contract §22); `canEdit`, `canDelete` and `canPin` say the same for older clients. */
  viewerCan: postViewerCanSchema,
  /** The poll the post carries (contract §20), null when none or withheld (blocked author, hidden post). */
  pollId: z.number().int().nullable().optional(),
  /** The poll itself, on every answer carrying the post: its page, its creation and the list pages (read for a whole page at once). */
  poll: pollSchema.nullable().optional(),
  /** The members it mentions (@멘션), by their nickname now, in the order the text names them; none where the text is withheld. */
  mentions: z.array(chatMentionSchema),
});
export type Post = z.infer<typeof postSchema>;

export const likeResponseSchema = z.object({ isLiked: z.boolean(), likeCount: z.number().int() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

const commentContentField = textField({
  requiredMessage: POST_MSG.commentRequired,
  max: COMMENT_CONTENT_MAX,
  maxMessage: POST_MSG.commentMax,
});

export const createCommentSchema = z.object({
  content: commentContentField,
  parentId: z.number().int().positive().nullish(),
  mentions: mentionsField,
});
export const createCommentWithPostSchema = createCommentSchema.extend({ postId: z.number().int().positive() });
export const updateCommentSchema = z.object({ content: commentContentField, mentions: mentionsField });

export const replySchema = z.object({
  id: z.number().int(),
  /** The post commented on; null for a comment under an event (contract §19). */
  postId: z.number().int().nullable(),
  /** The event commented on; null for a post's comment. */
  eventId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  isDeleted: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Hidden after reports (contract §11): others get SAFETY_MSG.hiddenContent; the author and operators the real content. */
  isHidden: z.boolean(),
  /** The viewer blocked the author (contract §11): content is `SAFETY_MSG.blockedContent`. */
  isBlocked: z.boolean().optional(),
  /** What the caller may do to it (contract §22); `canEdit` and `canDelete` say the same for older clients. */
  viewerCan: commentViewerCanSchema,
  /** The members it mentions (@멘션), by their nickname now; none where the text is withheld or deleted. */
  mentions: z.array(chatMentionSchema),
});
export const commentSchema = replySchema.extend({ replies: z.array(replySchema) });
export type Reply = z.infer<typeof replySchema>;
export type Comment = z.infer<typeof commentSchema>;

export const postListQuerySchema = z.object({
  ...pageFields(),
  sortBy: z.enum(['createdAt', 'likeCount', 'commentCount']).default('createdAt'),
  sortDirection: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('DESC')
    .transform((value) => value.toUpperCase() as 'ASC' | 'DESC'),
});
/** The spec's client sends ?userId on edit and delete; identity always comes from the token, so it is ignored. */
export const ignoredUserIdQuerySchema = z.object({ userId: z.unknown().optional() });
