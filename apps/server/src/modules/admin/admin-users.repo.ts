import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, queryRows } from '../../db/query.ts';

export type AdminUserRow = {
  id: number;
  email: string;
  nickname: string;
  company_id: number;
  company_name: string;
  role: 'USER' | 'ADMIN';
  suspended_at: Date | string | null;
  suspended_until: Date | string | null;
  created_at: Date | string;
  total_count: number;
};

/**
 * The text a search for members looks in, as `users_admin_search_idx` (migration 0019) indexes it in
 * two-character pieces: the address and the case-folded NFKC nickname.
 */
const searchedText = sql`lower(u.email || ' ' || u.nickname_key)`;

/**
 * One page of accounts for operators (contract §13), with their company and the total, in one
 * statement. With a `needle` (already NFKC and lower-cased, at least two characters) its
 * two-character pieces narrow through the GIN index and LIKE confirms the substring in the address
 * or the nickname; exact matches first, then those starting with it, then the newest. Without
 * one, the newest accounts, walking the primary key backwards.
 */
export function selectAdminUsers(db: Executor, needle: string | undefined, { limit, offset }: { limit: number; offset: number }) {
  const pattern = needle === undefined ? '' : likePattern(needle);
  const prefix = needle === undefined ? '' : `${pattern.slice(1)}`;
  const where =
    needle === undefined
      ? sql`true`
      : sql`search_bigrams(${searchedText}) @> search_bigrams(${needle}::text)
          and (lower(u.email) like ${pattern} or u.nickname_key like ${pattern})`;
  const order =
    needle === undefined
      ? sql`u.id desc`
      : sql`(lower(u.email) = ${needle} or u.nickname_key = ${needle}) desc,
          (lower(u.email) like ${prefix} or u.nickname_key like ${prefix}) desc, u.id desc`;
  return queryRows<AdminUserRow>(
    db,
    sql`select u.id, u.email, u.nickname, u.company_id, c.name as company_name, u.role, u.suspended_at, u.suspended_until,
          u.created_at, (count(*) over ())::int as total_count
        from users u join companies c on c.id = u.company_id
        where ${where}
        order by ${order}
        limit ${limit} offset ${offset}`,
  );
}

/** How many accounts match (for a page past the end, which has no row to carry the total). */
export async function countAdminUsers(db: Executor, needle: string | undefined): Promise<number> {
  const where =
    needle === undefined
      ? sql`true`
      : sql`search_bigrams(${searchedText}) @> search_bigrams(${needle}::text)
          and (lower(u.email) like ${likePattern(needle)} or u.nickname_key like ${likePattern(needle)})`;
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from users u where ${where}`);
  return row?.count ?? 0;
}
