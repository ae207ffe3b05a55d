import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export async function insertOutboxMail(
  db: Executor,
  mail: { to: string; subject: string; text: string; html: string | null; headers?: Record<string, string> | null },
) {
  await db.insert(mailOutbox).values(mail);
}

/** The latest 50 outbox rows for one address, newest first. */
export function selectOutbox(db: Executor, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(50);
}
