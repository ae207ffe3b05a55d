import { z } from 'zod';
import { pageFields, pageSchema } from './common.ts';
import { textField } from './text.ts';

/** What can be reported (contract §11). */
export const REPORT_TARGET_TYPES = ['POST', 'COMMENT', 'CHAT_MESSAGE', 'USER', 'GROUP', 'EVENT'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['SPAM', 'ABUSE', 'SEXUAL', 'ILLEGAL', 'PRIVACY', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as the report dialog and the operators' queue name them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  SPAM: '스팸/광고',
  ABUSE: '욕설/괴롭힘',
  SEXUAL: '음란물',
  ILLEGAL: '불법 정보',
  PRIVACY: '개인정보 노출',
  OTHER: '기타',
};

export const REPORT_DETAIL_MAX = 1000;
/** Reports one user may file per hour (contract §11). */
export const REPORTS_PER_HOUR = 20;

/** The name every content of a deleted account carries (contract §12). */
export const DELETED_USER_NICKNAME = '탈퇴한 회원';

export const SAFETY_MSG = {
  hiddenContent: '신고가 접수되어 가려진 내용입니다.',
  hiddenForAuthor: '신고로 가려진 글입니다 (작성자에게만 보임)',
  blockedContent: '차단한 사용자의 글입니다.',
  reportTargetRequired: '신고할 대상을 선택해주세요',
  reportReasonRequired: '신고 사유를 선택해주세요',
  reportDetailMax: `상세 내용은 ${REPORT_DETAIL_MAX}자 이하로 입력해주세요`,
  reportNotFound: '신고할 대상을 찾을 수 없습니다.',
  reportDuplicate: '이미 신고했습니다',
  reportOwn: '자신의 글이나 계정은 신고할 수 없습니다.',
  reportTooMany: '신고가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  reportThanks: '신고가 접수되었습니다. 운영자가 확인할게요.',
  blockSelf: '자기 자신은 차단할 수 없습니다.',
  blockNotFound: '사용자를 찾을 수 없습니다.',
  actionRequired: '처리 방법을 선택해주세요',
  reportResolveNotFound: '처리할 신고를 찾을 수 없습니다.',
  reportAlreadyResolved: '이미 처리된 신고입니다.',
  actionNotApplicable: '이 대상에는 할 수 없는 처리입니다.',
} as const;

export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: SAFETY_MSG.reportTargetRequired }),
  targetId: z.number({ message: SAFETY_MSG.reportTargetRequired }).int().positive(SAFETY_MSG.reportTargetRequired),
  reason: z.enum(REPORT_REASONS, { message: SAFETY_MSG.reportReasonRequired }),
  detail: textField({ max: REPORT_DETAIL_MAX, maxMessage: SAFETY_MSG.reportDetailMax, optional: true }).optional(),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

export const reportCreatedSchema = z.object({ id: z.number().int() });

/** A user on the viewer's block list (`GET /api/users/blocks`). */
export const blockedUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockedUsersPageSchema = pageSchema(blockedUserSchema);

// ---- Operators' reports queue (contract §13) ----

export const REPORT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['DISMISS', 'HIDE', 'DELETE', 'SUSPEND', 'DELETE_GROUP'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  DISMISS: '문제 없음 (가림 해제)',
  HIDE: '가리기',
  DELETE: '삭제',
  SUSPEND: '작성자 이용 정지',
  DELETE_GROUP: '모임 삭제',
};

export const reportQueueQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('OPEN'),
  ...pageFields(),
});

/** The reported thing as it was when first reported: kept even if the content is deleted later. */
export const reportSnapshotSchema = z.object({
  /** Post / comment / chat text, a group's or event's name and description, a user's nickname and bio. */
  text: z.string().nullable(),
  imageUrls: z.array(z.string()).default([]),
  authorId: z.number().int().nullable(),
  authorNickname: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

export const reportEntrySchema = z.object({
  id: z.number().int(),
  reporterId: z.number().int().nullable(),
  reporterNickname: z.string(),
  reason: z.enum(REPORT_REASONS),
  detail: z.string().nullable(),
  createdAt: z.string(),
});

/** One target in the queue, with every report made against it. */
export const reportQueueItemSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  snapshot: reportSnapshotSchema,
  /** The content is currently hidden from members (auto-hide or an operator's HIDE). */
  isHidden: z.boolean(),
  /** The content no longer exists (deleted by its author, staff or an operator). */
  isDeleted: z.boolean(),
  reportCount: z.number().int(),
  reports: z.array(reportEntrySchema),
  firstReportedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.enum(REPORT_ACTIONS).nullable(),
  resolutionReason: z.string().nullable(),
});
export type ReportQueueItem = z.infer<typeof reportQueueItemSchema>;
export const reportQueuePageSchema = pageSchema(reportQueueItemSchema);

export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { message: SAFETY_MSG.actionRequired }),
  reason: textField({ max: 500, maxMessage: '사유는 500자 이하로 입력해주세요', requiredMessage: '사유를 입력해주세요' }),
  /** For `SUSPEND`: days from now (1–3650); absent means for good. */
  suspendDays: z.number().int().min(1).max(3650).optional(),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

// ---- Audit log (contract §13) ----

export const AUDIT_ACTIONS = [
  // group staff (contract §10)
  'MEMBER_REMOVED',
  'MEMBER_BANNED',
  'MEMBER_UNBANNED',
  'ROLE_CHANGED',
  'OWNER_HANDED_OVER',
  'POST_DELETED',
  'COMMENT_DELETED',
  'CHAT_MESSAGE_DELETED',
  // operators (contract §13)
  'REPORT_DISMISSED',
  'CONTENT_HIDDEN',
  'CONTENT_DELETED',
  'GROUP_DELETED',
  'USER_SUSPENDED',
  'USER_UNSUSPENDED',
  'COMPANY_CREATED',
  'COMPANY_UPDATED',
  'COMPANY_REMOVED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.object({
  actorId: z.coerce.number().int().positive().optional(),
  groupId: z.coerce.number().int().positive().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  ...pageFields(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorNickname: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.number().int(),
  groupId: z.number().int().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
