import { z } from 'zod';
import { pageFields, pageSchema } from './common.ts';
import { textField } from './text.ts';

/** Platform roles (contract §13): operators are `ADMIN`, named outside the web app. */
export const PLATFORM_ROLES = ['USER', 'ADMIN'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const SUSPEND_DAYS_MAX = 3650;

export const ADMIN_MSG = {
  suspended: '이용이 정지된 계정입니다.',
  suspendDays: `정지 기간은 1일에서 ${SUSPEND_DAYS_MAX}일 사이로 입력해주세요`,
  reasonRequired: '사유를 입력해주세요',
  reasonMax: '사유는 500자 이하로 입력해주세요',
  companyNameRequired: '회사 이름을 입력해주세요',
  companyNameMax: '회사 이름은 50자 이하로 입력해주세요',
  companyNameTaken: '이미 등록된 회사 이름입니다',
  domainsRequired: '이메일 도메인을 하나 이상 입력해주세요',
  domainInvalid: '도메인 형식이 올바르지 않습니다 (예: company.co.kr)',
  domainTaken: '다른 회사가 이미 사용하는 도메인입니다',
  companyNotFound: '회사를 찾을 수 없습니다',
  userNotFound: '사용자를 찾을 수 없습니다',
  suspendSelf: '자기 자신은 정지할 수 없습니다',
  suspendAdmin: '운영자는 정지할 수 없습니다',
  notSuspended: '정지된 계정이 아닙니다',
} as const;

const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const companyInputSchema = z.object({
  name: textField({ max: 50, maxMessage: ADMIN_MSG.companyNameMax, requiredMessage: ADMIN_MSG.companyNameRequired }),
  domains: z
    .array(z.string().trim().toLowerCase().regex(DOMAIN, ADMIN_MSG.domainInvalid))
    .min(1, ADMIN_MSG.domainsRequired)
    .max(20)
    .transform((domains) => [...new Set(domains)]),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domains: z.array(z.string()),
  userCount: z.number().int(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const suspendUserSchema = z.object({
  /** Days from now; absent means for good. */
  suspendDays: z.number().int().min(1, ADMIN_MSG.suspendDays).max(SUSPEND_DAYS_MAX, ADMIN_MSG.suspendDays).optional(),
  reason: textField({ max: 500, maxMessage: ADMIN_MSG.reasonMax, requiredMessage: ADMIN_MSG.reasonRequired }),
});

export const suspensionSchema = z.object({
  userId: z.number().int(),
  suspendedAt: z.string().nullable(),
  /** Null while suspended means for good. */
  suspendedUntil: z.string().nullable(),
});

// ---- Members, as operators find them (contract §13) ----

/** A search word shorter than this would match nearly everyone and cannot narrow through the index. */
export const ADMIN_USER_QUERY_MIN = 2;

export const ADMIN_USER_MSG = {
  queryMin: `검색어는 ${ADMIN_USER_QUERY_MIN}자 이상 입력해주세요`,
  queryMax: '검색어는 100자 이하로 입력해주세요',
} as const;

/** `GET /api/admin/users?query=`: a part of an e-mail address or a nickname; none lists the newest accounts. */
export const adminUserQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .max(100, ADMIN_USER_MSG.queryMax)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || [...value].length >= ADMIN_USER_QUERY_MIN, ADMIN_USER_MSG.queryMin),
  ...pageFields(),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  role: z.enum(PLATFORM_ROLES),
  suspendedAt: z.string().nullable(),
  /** Null while `suspendedAt` is set means for good. */
  suspendedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersPageSchema = pageSchema(adminUserSchema);
