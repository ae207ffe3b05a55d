import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authSessions, refreshTokens } from '../../db/schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: Executor, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a token rotated unless another request already did; true when this call won. */
export async function markRotated(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Ends one sign-in: its refresh tokens and its session row. */
export async function revokeFamily(db: Executor, familyId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await db
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.id, familyId), isNull(authSessions.revokedAt)));
}

/**
 * Ends every sign-in of a user but `keep` (when given); answers the family ids ended, so their
 * live access tokens and connections can be ended too.
 */
export async function revokeAllFamilies(db: Executor, userId: number, at: Date, keep?: string | null): Promise<string[]> {
  const tokens = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), ...(keep ? [ne(refreshTokens.familyId, keep)] : [])))
    .returning({ familyId: refreshTokens.familyId });
  const sessions = await db
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), ...(keep ? [ne(authSessions.id, keep)] : [])))
    .returning({ id: authSessions.id });
  return [...new Set([...tokens.map((row) => row.familyId), ...sessions.map((row) => row.id)])];
}

/**
 * Retires a family's refresh tokens so far (a new one follows, the session goes on): presenting one
 * later is refused, without ending the session as a reuse would.
 */
export async function retireFamilyTokens(db: Executor, familyId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Deletes up to `limit` refresh-token rows that ended (rotated, revoked or expired, whichever came
 * first) before `cutoff`; answers how many. Reads through refresh_tokens_ended_at_idx (0028).
 */
export async function deleteRefreshTokensEndedBefore(db: Executor, cutoff: Date, limit: number): Promise<number> {
  const endedAt = sql`least(${refreshTokens.expiresAt}, ${refreshTokens.rotatedAt}, ${refreshTokens.revokedAt})`;
  const ended = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(sql`${endedAt} < ${cutoff.toISOString()}::timestamptz`)
    .limit(limit);
  const rows = await db.delete(refreshTokens).where(inArray(refreshTokens.id, ended)).returning({ id: refreshTokens.id });
  return rows.length;
}
