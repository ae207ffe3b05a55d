import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerifications } from '../../db/schema.ts';

export type VerificationRow = typeof emailVerifications.$inferSelect;
const EPOCH = new Date(0);

/** Locks the address's verification row, creating an empty one first so concurrent sends serialise on it. */
export async function lockVerification(tx: Executor, email: string, companyId: number): Promise<VerificationRow> {
  await tx
    .insert(emailVerifications)
    .values({ email, companyId, expiresAt: EPOCH, lastSentAt: EPOCH, windowStartedAt: EPOCH, sendsInWindow: 0 })
    .onConflictDoNothing();
  const [row] = await tx.select().from(emailVerifications).where(eq(emailVerifications.email, email)).for('update');
  if (!row) throw new Error('verification row vanished inside its transaction');
  return row;
}

export async function findVerificationForUpdate(tx: Executor, email: string): Promise<VerificationRow | null> {
  const [row] = await tx.select().from(emailVerifications).where(eq(emailVerifications.email, email)).for('update');
  return row ?? null;
}

export async function findVerification(db: Executor, email: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.email, email));
  return row ?? null;
}

export async function updateVerification(db: Executor, email: string, values: Partial<VerificationRow>) {
  await db.update(emailVerifications).set(values).where(eq(emailVerifications.email, email));
}

export async function deleteVerification(db: Executor, email: string) {
  await db.delete(emailVerifications).where(eq(emailVerifications.email, email));
}
