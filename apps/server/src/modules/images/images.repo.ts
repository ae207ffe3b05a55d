import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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

/** How many of the URLs were uploaded by the user (to check a set in one query). */
export async function countOwnedUploads(db: Executor, userId: number, urls: string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.url, urls)));
  return rows.length;
}
