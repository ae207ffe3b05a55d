import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema.ts';

export async function insertResetToken(db: Executor, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

export async function findResetToken(db: Executor, tokenHash: string, { lock = false } = {}) {
  const query = db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Spends every unused link of the user (a new link or a reset makes older ones useless). */
export async function markAllResetTokensUsed(db: Executor, userId: number, at: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
