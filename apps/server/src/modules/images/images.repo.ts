import { eq } from 'drizzle-orm';
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
