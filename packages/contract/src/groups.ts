import { z } from 'zod';
import { type Page, pageQuerySchema, pageSchema } from './common.ts';
import { booleanQueryField, locationIdsField, searchQueryField, searchWordsField } from './search.ts';
import { SEARCH_MSG } from './search-words.ts';
import { groupViewerCanSchema, memberViewerCanSchema } from './viewer-can.ts';

const GROUP_NAME_MIN = 2;
const GROUP_NAME_MAX = 50;
const GROUP_DESCRIPTION_MIN = 10;
const GROUP_DESCRIPTION_MAX = 2000;
export const GROUP_MEMBERS_MIN = 2;
export const GROUP_MEMBERS_MAX = 100;
export const GROUP_MEMBERS_DEFAULT = 30;
export const GROUP_TAGS_MAX = 10;
export const GROUP_TAG_LENGTH_MAX = 20;
export const JOIN_MESSAGE_MAX = 500;
/** Contract §10: a group's join question and the applicant's answer. */
export const JOIN_QUESTION_MAX = 200;
export const JOIN_ANSWER_MAX = 500;
/** Contract §10: at most this many pinned posts (공지) per group. */
export const MAX_PINNED_POSTS = 3;
export const REMOVAL_REASON_MAX = 200;
export const MEMBER_QUERY_MAX = 20;

/** Roles inside a group (contract §10): exactly one OWNER, any number of MANAGERs (운영진). */
export const GROUP_ROLES = ['OWNER', 'MANAGER', 'MEMBER'] as const;
export type GroupMemberRole = (typeof GROUP_ROLES)[number];
export const groupRoleSchema = z.enum(GROUP_ROLES);

export const GROUP_MSG = {
  nameRequired: '모임 이름을 입력해주세요',
  nameMin: '최소 2자 이상 입력해주세요',
  nameMax: '최대 50자까지 입력 가능합니다',
  descriptionRequired: '모임 설명을 입력해주세요',
  descriptionMin: '최소 10자 이상 입력해주세요',
  descriptionMax: '최대 2000자까지 입력 가능합니다',
  categoryRequired: '최소 하나의 카테고리를 선택해주세요',
  locationRequired: '활동 지역을 선택해주세요',
  membersMin: '최소 2명 이상이어야 합니다',
  membersMax: '최대 100명까지 가능합니다',
  membersBelowCount: '현재 멤버 수보다 적게 설정할 수 없습니다',
  tagsMax: '태그는 최대 10개까지 추가할 수 있습니다',
  tagLength: '태그는 20자 이하로 입력해주세요',
  notFound: '그룹을 찾을 수 없습니다.',
  ownerOnly: '그룹 소유자만 수정할 수 있습니다',
  ownerOnlyDelete: '모임장만 모임을 삭제할 수 있습니다.',
  ownerOnlyRequests: '모임장만 가입 신청을 관리할 수 있습니다.',
  full: '모임 정원이 가득 찼습니다.',
  alreadyMember: '이미 가입한 모임입니다.',
  alreadyPending: '이미 가입 신청한 모임입니다.',
  ownerCannotLeave: '모임장은 탈퇴할 수 없습니다.',
  notMember: '모임 멤버가 아닙니다.',
  membersOnly: '모임 멤버만 볼 수 있습니다.',
  membersOnlyNotifications: '모임 멤버만 이 모임의 알림을 설정할 수 있습니다.',
  requestNotFound: '가입 신청을 찾을 수 없습니다.',
  requestNotPending: '이미 처리된 가입 신청입니다.',
  joined: '모임에 가입되었습니다!',
  requested: '가입 신청이 완료되었습니다. 모임장의 승인을 기다려주세요.',
  left: '모임에서 탈퇴했습니다.',
  deleted: '모임이 삭제되었습니다.',
  created: '모임이 생성되었습니다!',
  updated: '모임이 수정되었습니다!',
  imageNotOwned: '업로드한 이미지만 모임 사진으로 쓸 수 있습니다.',
  // contract §10
  staffOnlyRequests: '모임장이나 운영진만 가입 신청을 관리할 수 있습니다.',
  staffOnlyMembers: '모임장이나 운영진만 멤버를 내보낼 수 있습니다.',
  ownerOnlyRoles: '모임장만 운영진을 지정하거나 해제할 수 있습니다.',
  ownerOnlyHandOver: '모임장만 모임을 위임할 수 있습니다.',
  staffOnlyBans: '모임장이나 운영진만 차단 목록을 관리할 수 있습니다.',
  notOnSelf: '자기 자신에게는 할 수 없습니다.',
  notOnOwner: '모임장에게는 할 수 없습니다.',
  managerOnManager: '운영진은 다른 운영진에게 이 작업을 할 수 없습니다.',
  targetNotMember: '이 모임의 멤버가 아닙니다.',
  roleUnchanged: '이미 그 역할입니다.',
  banned: '이 모임에 가입할 수 없습니다.',
  alreadyBanned: '이미 차단된 사용자입니다.',
  banNotFound: '차단된 사용자가 아닙니다.',
  answerRequired: '가입 질문에 답해주세요',
  answerMax: '답변은 500자 이하로 입력해주세요',
  joinQuestionMax: '가입 질문은 200자 이하로 입력해주세요',
  reasonMax: '사유는 200자 이하로 입력해주세요',
  memberQueryMax: '검색어는 20자 이하로 입력해주세요',
  roleChanged: '역할이 변경되었습니다.',
  handedOver: '모임장을 위임했습니다.',
  memberRemoved: '멤버를 내보냈습니다.',
  memberBanned: '멤버를 내보내고 차단했습니다.',
  unbanned: '차단을 해제했습니다.',
} as const;

/** Trimmed, empty ones dropped, duplicates ignored (spec §5), at most 10 of at most 20 characters. */
export const tagsField = z
  .array(z.string().max(200))
  .max(100)
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))])
  .pipe(z.array(z.string().max(GROUP_TAG_LENGTH_MAX, GROUP_MSG.tagLength)).max(GROUP_TAGS_MAX, GROUP_MSG.tagsMax));

const groupFields = {
  name: z
    .string({ error: GROUP_MSG.nameRequired })
    .trim()
    .min(1, GROUP_MSG.nameRequired)
    .min(GROUP_NAME_MIN, GROUP_MSG.nameMin)
    .max(GROUP_NAME_MAX, GROUP_MSG.nameMax),
  description: z
    .string({ error: GROUP_MSG.descriptionRequired })
    .trim()
    .min(1, GROUP_MSG.descriptionRequired)
    .min(GROUP_DESCRIPTION_MIN, GROUP_MSG.descriptionMin)
    .max(GROUP_DESCRIPTION_MAX, GROUP_MSG.descriptionMax),
  categoryIds: z.array(z.number().int().positive(), { error: GROUP_MSG.categoryRequired }).min(1, GROUP_MSG.categoryRequired).max(20),
  locationId: z.number({ error: GROUP_MSG.locationRequired }).int().positive(GROUP_MSG.locationRequired),
  maxMembers: z
    .number({ error: GROUP_MSG.membersMin })
    .int()
    .min(GROUP_MEMBERS_MIN, GROUP_MSG.membersMin)
    .max(GROUP_MEMBERS_MAX, GROUP_MSG.membersMax),
  isPublic: z.boolean(),
  tags: tagsField,
  imageUrl: z.string().max(500).nullable(),
  /** Contract §10: asked of applicants to a private group; '' or null means none. */
  joinQuestion: z
    .string()
    .trim()
    .max(JOIN_QUESTION_MAX, GROUP_MSG.joinQuestionMax)
    .nullable()
    .transform((value) => (value ? value : null)),
};

/** Create payload. `categoryId` (the main one) is optional: the first of `categoryIds` is the main one. */
export const createGroupSchema = z.object({
  ...groupFields,
  categoryId: z.number().int().positive().optional(),
  maxMembers: groupFields.maxMembers.default(GROUP_MEMBERS_DEFAULT),
  isPublic: groupFields.isPublic.default(true),
  tags: groupFields.tags.default([]),
  imageUrl: groupFields.imageUrl.optional(),
  joinQuestion: groupFields.joinQuestion.optional(),
});
export type CreateGroupPayload = z.input<typeof createGroupSchema>;

export const updateGroupSchema = z.object({
  name: groupFields.name.optional(),
  description: groupFields.description.optional(),
  categoryId: z.number().int().positive().optional(),
  categoryIds: groupFields.categoryIds.optional(),
  locationId: groupFields.locationId.optional(),
  maxMembers: groupFields.maxMembers.optional(),
  isPublic: groupFields.isPublic.optional(),
  tags: groupFields.tags.optional(),
  imageUrl: groupFields.imageUrl.optional(),
  /** Absent: unchanged; null or '': the question is removed. */
  joinQuestion: groupFields.joinQuestion.optional(),
});
export type UpdateGroupPayload = z.input<typeof updateGroupSchema>;

const MSG_INVALID_ROLE = '역할은 운영진(MANAGER) 또는 멤버(MEMBER)로만 바꿀 수 있습니다.';

const MEMBERSHIP = ['OWNER', 'MEMBER', 'PENDING', 'NONE'] as const;
export type Membership = (typeof MEMBERSHIP)[number];

const groupOwnerSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  joinedAt: z.string(),
});

export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  categoryIds: z.array(z.number().int()),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  locationId: z.number().int(),
  location: z.object({ id: z.number().int(), city: z.string(), district: z.string() }),
  maxMembers: z.number().int(),
  memberCount: z.number().int(),
  isPublic: z.boolean(),
  /**
   * The caller's relation, three fields with one meaning each: `isMember` — in the group at all
   * (any role); `membership` — where the caller stands on joining: OWNER, MEMBER (a manager too),
   * PENDING (a request waits), NONE (guests too); `myRole` — the role inside (OWNER, MANAGER,
   * MEMBER), null outside. Read `isMember` to show members' things, `membership` for the join
   * button, `myRole` only to tell a manager apart.
   */
  isMember: z.boolean(),
  membership: z.enum(MEMBERSHIP),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  owner: groupOwnerSchema,
  /** The caller's role in the group (contract §10); null for non-members and guests (see `isMember`). */
  myRole: groupRoleSchema.nullable(),
  /** The join question (contract §10), or null. */
  joinQuestion: z.string().nullable(),
  /**
   * Card extras (contract §14), read in the list's one statement. Faces of the first members
   * (up to CARD_AVATARS, by joining time) and the next upcoming event's time: for a public group or
   * a member of a private one, else empty/null.
   */
  memberAvatars: z.array(z.object({ id: z.number().int(), nickname: z.string(), profileImage: z.string().nullable() })),
  nextEventAt: z.string().nullable(),
  /** '새 글 N' for members: others' posts in the last NEW_POST_DAYS days; null for non-members and guests. */
  newPostCount: z.number().int().nullable(),
  /** What the caller may do to the group (contract §22); all false for guests and outsiders. */
  viewerCan: groupViewerCanSchema,
});
export type Group = z.infer<typeof groupSchema>;
/** How many member faces a group card shows. */
export const CARD_AVATARS = 5;
/** A member's '새 글 N' counts other members' posts of the last this many days (no visit record exists). */
export const NEW_POST_DAYS = 7;

const previewPersonSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  /** A deleted account (contract §12): nickname 탈퇴한 회원, no profile to link to. */
  isDeleted: z.boolean().optional(),
});
export const PREVIEW_POSTS = 3;
export const PREVIEW_EVENTS = 2;
export const PREVIEW_MEMBERS = 8;
export const PREVIEW_POST_LENGTH = 100;

/**
 * What anyone may glimpse of a public group before joining (contract §14): the latest posts as
 * text cut to 100 characters, the next events and some members' faces.
 */
export const groupPreviewSchema = z.object({
  posts: z.array(
    z.object({
      id: z.number().int(),
      content: z.string(),
      createdAt: z.string(),
      author: previewPersonSchema,
      /** The viewer blocked the author (contract §11): content is `SAFETY_MSG.blockedContent`. */
      isBlocked: z.boolean().optional(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      eventDate: z.string(),
      isOnline: z.boolean(),
      participantCount: z.number().int(),
      maxParticipants: z.number().int(),
    }),
  ),
  members: z.array(previewPersonSchema),
});
export type GroupPreview = z.infer<typeof groupPreviewSchema>;

/**
 * `GET /api/groups/{id}`: the card's fields; for a public group its preview (null for a private
 * one); and whether the signed-in caller is banned from it (contract §10), so the page says so
 * instead of offering a join that would be refused.
 */
export const groupDetailSchema = groupSchema.extend({ preview: groupPreviewSchema.nullable(), isBanned: z.boolean() });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

const GROUP_SORT_FIELDS = ['createdAt', 'memberCount', 'name'] as const;
/** What narrows a group list or search (contract §14): words, districts (and their neighbours with `near`), a category. */
const groupFilterFields = {
  query: searchQueryField.optional(),
  locationId: z.coerce.number().int().positive().optional(),
  locationIds: locationIdsField.optional(),
  near: booleanQueryField.optional(),
  categoryId: z.coerce.number().int().positive().optional(),
};
function nearNeedsDistrict(value: { near?: boolean; locationId?: number; locationIds?: number[] }, context: z.RefinementCtx) {
  if (value.near && value.locationId === undefined && value.locationIds === undefined)
    context.addIssue({ code: 'custom', path: ['near'], message: SEARCH_MSG.nearWithoutLocation });
}

/** `GET /api/groups`: every group in the chosen order; with words in `query` it searches as `/api/search/groups` does (a blank one is none). */
export const groupListQuerySchema = pageQuerySchema()
  .extend({
    sortBy: z.enum(GROUP_SORT_FIELDS).default('createdAt'),
    sortDirection: z
      .enum(['ASC', 'DESC', 'asc', 'desc'])
      .default('DESC')
      .transform((value) => value.toUpperCase() as 'ASC' | 'DESC'),
    ...groupFilterFields,
  })
  .superRefine(nearNeedsDistrict);
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

/**
 * Search (contract §14): every word found somewhere in the group; districts several, and their
 * neighbours with `near`. A blank query is refused here, where searching is the point.
 */
export const groupSearchQuerySchema = pageQuerySchema()
  .extend({ ...groupFilterFields, query: searchWordsField.optional() })
  .superRefine(nearNeedsDistrict);
export type GroupSearchQuery = z.infer<typeof groupSearchQuerySchema>;

/**
 * When a list or search narrowed to districts finds nothing (contract §14): how many groups the
 * same words and category find in those districts and their neighbours (`near=true`), and in all
 * districts. 0 for near when the neighbours were already searched.
 */
export const searchAlternativesSchema = z.object({ nearCount: z.number().int(), allCount: z.number().int() });
export type SearchAlternatives = z.infer<typeof searchAlternativesSchema>;

/**
 * The page of `GET /api/groups` and `/api/search/groups`: a page of groups and, only when it is
 * empty and districts were chosen, where else the same search finds some (else null).
 */
export const groupSearchPageSchema = pageSchema(groupSchema).extend({ alternatives: searchAlternativesSchema.nullable() });
export type GroupSearchPage = Page<Group> & { alternatives: SearchAlternatives | null };

export const joinGroupSchema = z.object({
  message: z.string().trim().max(JOIN_MESSAGE_MAX, '가입 메시지는 500자 이하로 입력해주세요').optional(),
  /** The answer to the group's join question: required (1–500) when a private group has one, else ignored. */
  answer: z.string().trim().max(JOIN_ANSWER_MAX, GROUP_MSG.answerMax).optional(),
});
const JOIN_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const joinRequestSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  userId: z.number().int(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  userName: z.string(),
  userImage: z.string().nullable(),
  requestMessage: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  approvedBy: z.number().int().nullable(),
  approvalMessage: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  /** The group's join question when the request was made, and the applicant's answer (contract §10). */
  question: z.string().nullable(),
  answer: z.string().nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinResponseSchema = z.object({
  status: z.enum(['APPROVED', 'PENDING']),
  message: z.string(),
  request: joinRequestSchema.nullable(),
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;

export const joinRequestListQuerySchema = pageQuerySchema().extend({ status: z.enum(JOIN_REQUEST_STATUSES).optional() });
export const approveJoinRequestSchema = z.object({ message: z.string().trim().max(JOIN_MESSAGE_MAX).optional() });
export const rejectJoinRequestSchema = z.object({
  message: z.string().trim().max(JOIN_MESSAGE_MAX).optional(),
  reason: z.string().trim().max(JOIN_MESSAGE_MAX).optional(),
});

export const memberSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  joinedAt: z.string(),
  role: groupRoleSchema,
  /** What the caller may do to this member (contract §10): all false but for the staff. */
  viewerCan: memberViewerCanSchema,
});
export type Member = z.infer<typeof memberSchema>;

/** Members tab: owner first, then managers, then members by join date; `query` filters on nickname. */
export const memberListQuerySchema = pageQuerySchema().extend({
  query: z.string().trim().max(MEMBER_QUERY_MAX, GROUP_MSG.memberQueryMax).optional(),
});

/** `PUT /api/groups/{id}/members/{userId}/role` (owner only). */
export const changeRoleSchema = z.object({ role: z.enum(['MANAGER', 'MEMBER'], { error: MSG_INVALID_ROLE }) });
export type ChangeRolePayload = z.input<typeof changeRoleSchema>;

/** `POST /api/groups/{id}/owner` (hand-over, 위임): the old owner becomes a MANAGER. */
export const handOverSchema = z.object({ userId: z.number({ error: '위임할 멤버를 선택해주세요' }).int().positive().max(2_147_483_647) });

/** `DELETE /api/groups/{id}/members/{userId}?ban=true&reason=…`: the reason travels in the query, like `ban`. */
export const removeMemberQuerySchema = z.object({
  ban: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  reason: z
    .string()
    .trim()
    .max(REMOVAL_REASON_MAX, GROUP_MSG.reasonMax)
    .optional()
    .transform((value) => (value ? value : null)),
});

export const memberUserParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647, '요청한 리소스를 찾을 수 없습니다.'),
  userId: z.coerce.number().int().positive().max(2_147_483_647, '요청한 리소스를 찾을 수 없습니다.'),
});

/** One row of `GET /api/groups/{id}/bans` (a page, newest first). */
export const groupBanSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  bannedAt: z.string(),
  /** Who banned them; null when that account is gone. */
  bannedBy: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  reason: z.string().nullable(),
});
export type GroupBan = z.infer<typeof groupBanSchema>;

export const RECOMMENDED_SIZE = 8;
export const POPULAR_SIZE = 8;
/** `GET /api/groups/popular` (contract §14): public groups by recent activity, in and near `locationId` first. */
export const popularGroupsQuerySchema = pageQuerySchema(POPULAR_SIZE).extend({
  locationId: z.coerce.number().int().positive().optional(),
});
