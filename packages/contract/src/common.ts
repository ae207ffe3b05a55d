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

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;

/** `page` from 0, `size` default 20 and at most 100 (contract §3). */
export function pageQuerySchema(defaultSize = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
  });
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
