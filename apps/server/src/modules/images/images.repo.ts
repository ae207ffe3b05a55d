import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { uploads } from '../../db/schema.ts';

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

/** The uploader's id of an image URL this server issued, or null when it is unknown. */
export async function findUploadOwner(db: Executor, url: string): Promise<number | null> {
  const [row] = await db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.url, url));
  return row?.userId ?? null;
}

export async function findUpload(db: Executor, url: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.url, url));
  return row ?? null;
}

export async function deleteUpload(db: Executor, id: number) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** The bytes of every image the user has stored (their upload quota's use). */
export async function sumUploadBytes(db: Executor, userId: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(bytes), 0)::float8 as total from uploads where user_id = ${userId}`,
  );
  return Number(row?.total ?? 0);
}

/** How many of the URLs were uploaded by the user (to check a set in one query). */
export async function countOwnedUploads(db: Executor, userId: number, urls: string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.url, urls)));
  return rows.length;
}

/**
 * Nothing shows upload `u`: no profile, group cover, post, chat IMAGE message or event photo refers to its URL.
 * Soft-deleted chat messages still count (their row still holds the URL).
 */
const isUnreferenced = sql`not exists (select 1 from users us where us.profile_image = u.url)
  and not exists (select 1 from groups g where g.image_url = u.url)
  and not exists (select 1 from posts p where cardinality(p.image_urls) > 0 and p.image_urls @> array[u.url])
  and not exists (select 1 from chat_messages m where m.message_type = 'IMAGE' and m.content = u.url)
  and not exists (select 1 from event_photos ep where ep.url = u.url)`;

/**
 * Deletes the chosen upload rows, in one statement, but only those whose `use_version` is still the
 * one the choice read: an attach in flight (its transaction bumped the row, migration 0017) makes
 * this wait for it and then skip the row, so nothing attached meanwhile loses its file. Answers the
 * URLs whose rows went (their files are the caller's to remove).
 */
const deleteChosen = (chosen: SQL) => sql`with chosen as (${chosen})
  delete from uploads d using chosen c where d.id = c.id and d.use_version = c.use_version returning d.url`;

/**
 * Deletes the user's uploads among `urls` that nothing shows any more, in one statement, and
 * answers the URLs whose rows went (their files are the caller's to remove).
 */
export function deleteUnreferencedUploads(db: Executor, { userId, urls }: { userId: number; urls: string[] }) {
  if (urls.length === 0) return Promise.resolve([]);
  const list = sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  );
  return queryRows<{ url: string }>(
    db,
    deleteChosen(sql`select u.id, u.use_version from uploads u where u.user_id = ${userId} and u.url in (${list}) and ${isUnreferenced}`),
  );
}

/**
 * Deletes up to `limit` uploads older than `minAgeSecs` that no profile, group, post, chat IMAGE
 * message or event photo refers to, oldest first, and answers their URLs. Soft-deleted chat messages still count
 * (their row still holds the URL). The cutoff is the database's clock, the same one as created_at.
 */
export function deleteOrphanUploads(db: Executor, { minAgeSecs, limit }: { minAgeSecs: number; limit: number }) {
  return queryRows<{ url: string }>(
    db,
    deleteChosen(sql`select u.id, u.use_version from uploads u
        where u.created_at < now() - make_interval(secs => ${minAgeSecs}::double precision)
          and ${isUnreferenced}
        order by u.created_at
        limit ${limit}`),
  );
}
