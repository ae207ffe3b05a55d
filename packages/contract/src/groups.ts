import { z } from 'zod';
import { pageQuerySchema } from './common.ts';
import { booleanQueryField, locationIdsField, SEARCH_MSG, searchQueryField } from './search.ts';

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
  requestNotFound: '가입 신청을 찾을 수 없습니다.',
  requestNotPending: '이미 처리된 가입 신청입니다.',
  joined: '모임에 가입되었습니다!',
  requested: '가입 신청이 완료되었습니다. 모임장의 승인을 기다려주세요.',
  left: '모임에서 탈퇴했습니다.',
  deleted: '모임이 삭제되었습니다.',
  created: '모임이 생성되었습니다!',
  updated: '모임이 수정되었습니다!',
  imageNotOwned: '업로드한 이미지만 모임 사진으로 쓸 수 있습니다.',
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
};

/** Create payload. `categoryId` (the main one) is optional: the first of `categoryIds` is the main one. */
export const createGroupSchema = z.object({
  ...groupFields,
  categoryId: z.number().int().positive().optional(),
  maxMembers: groupFields.maxMembers.default(GROUP_MEMBERS_DEFAULT),
  isPublic: groupFields.isPublic.default(true),
  tags: groupFields.tags.default([]),
  imageUrl: groupFields.imageUrl.optional(),
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
});
export type UpdateGroupPayload = z.input<typeof updateGroupSchema>;

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
  isMember: z.boolean(),
  /** The caller's relation to the group: owner, member, a pending request, or none (guests: none). */
  membership: z.enum(MEMBERSHIP),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  owner: groupOwnerSchema,
});
export type Group = z.infer<typeof groupSchema>;

const GROUP_SORT_FIELDS = ['createdAt', 'memberCount', 'name'] as const;
export const groupListQuerySchema = pageQuerySchema().extend({
  sortBy: z.enum(GROUP_SORT_FIELDS).default('createdAt'),
  sortDirection: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('DESC')
    .transform((value) => value.toUpperCase() as 'ASC' | 'DESC'),
  categoryId: z.coerce.number().int().positive().optional(),
});

/** Search (contract §14): every word found somewhere in the group; districts several, and their neighbours with `near`. */
export const groupSearchQuerySchema = pageQuerySchema()
  .extend({
    query: searchQueryField.optional(),
    locationId: z.coerce.number().int().positive().optional(),
    locationIds: locationIdsField.optional(),
    near: booleanQueryField.optional(),
    categoryId: z.coerce.number().int().positive().optional(),
  })
  .superRefine((value, context) => {
    if (value.near && value.locationId === undefined && value.locationIds === undefined)
      context.addIssue({ code: 'custom', path: ['near'], message: SEARCH_MSG.nearWithoutLocation });
  });
export type GroupSearchQuery = z.infer<typeof groupSearchQuerySchema>;

export const joinGroupSchema = z.object({
  message: z.string().trim().max(JOIN_MESSAGE_MAX, '가입 메시지는 500자 이하로 입력해주세요').optional(),
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
  role: z.enum(['OWNER', 'MEMBER']),
});
export type Member = z.infer<typeof memberSchema>;

export const RECOMMENDED_SIZE = 8;
export const POPULAR_SIZE = 8;
/** `GET /api/groups/popular` (contract §14): public groups by recent activity, in and near `locationId` first. */
export const popularGroupsQuerySchema = pageQuerySchema(POPULAR_SIZE).extend({
  locationId: z.coerce.number().int().positive().optional(),
});
