import { z } from 'zod';

/** Error body of contract §3 (Spring-like, since the client reads `message` or `error`). */
const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  path: z.string(),
  timestamp: z.string(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_NUMBER = 2_147_483_647;

/** What a person reads when a list's `page` or `size` is out of range (contract §3), never the validator's own text. */
export const PAGE_MSG = {
  sizeMax: '한 번에 100개까지 볼 수 있습니다.',
  size: '한 번에 볼 개수는 1에서 100 사이의 숫자로 입력해주세요.',
  page: '페이지 번호는 0 이상의 숫자로 입력해주세요.',
} as const;

/**
 * `page` from 0 and `size` (default 20, at most 100 on every list, operators' included) with Korean
 * messages: the one definition every list's query uses, alone or spread into its own fields.
 */
export function pageFields(defaultSize = DEFAULT_PAGE_SIZE) {
  return {
    page: z.coerce.number({ error: PAGE_MSG.page }).int(PAGE_MSG.page).min(0, PAGE_MSG.page).max(MAX_PAGE_NUMBER, PAGE_MSG.page).default(0),
    size: z.coerce
      .number({ error: PAGE_MSG.size })
      .int(PAGE_MSG.size)
      .min(1, PAGE_MSG.size)
      .max(MAX_PAGE_SIZE, PAGE_MSG.sizeMax)
      .default(defaultSize),
  };
}

/** `page` from 0, `size` default 20 and at most 100 (contract §3). */
export function pageQuerySchema(defaultSize = DEFAULT_PAGE_SIZE) {
  return z.object(pageFields(defaultSize));
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
    empty: z.boolean(),
  });
}
export type Page<T> = {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  empty: boolean;
};

/** Ids are PostgreSQL integers: anything past 2³¹−1 cannot exist and is a 400, not a database error. */
const MAX_ID = 2_147_483_647;
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID, '요청한 리소스를 찾을 수 없습니다.') });
