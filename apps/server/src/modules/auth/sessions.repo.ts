import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authSessions } from '../../db/schema.ts';

export type AuthSessionRow = typeof authSessions.$inferSelect;
export type DeviceSeen = { userAgent: string | null; ip: string | null };

export async function insertSession(db: Executor, values: { id: string; userId: number; at: Date } & DeviceSeen) {
  await db.insert(authSessions).values({
    id: values.id,
    userId: values.userId,
    userAgent: values.userAgent,
    ip: values.ip,
    createdAt: values.at,
    lastSeenAt: values.at,
  });
}

/** A refresh: the session was seen now, from this device and address. */
export async function touchSession(db: Executor, id: string, at: Date, seen: DeviceSeen) {
  await db
    .update(authSessions)
    .set({
      lastSeenAt: at,
      ...(seen.userAgent !== null ? { userAgent: seen.userAgent } : {}),
      ...(seen.ip !== null ? { ip: seen.ip } : {}),
    })
    .where(eq(authSessions.id, id));
}

export async function findLiveSession(db: Executor, id: string, userId: number): Promise<AuthSessionRow | null> {
  const [row] = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, id), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  return row ?? null;
}

/** The user's sessions not ended, newest first (a refresh family's own expiry is checked by the caller). */
export async function listLiveSessions(db: Executor, userId: number): Promise<AuthSessionRow[]> {
  return db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .orderBy(desc(authSessions.createdAt), desc(authSessions.id));
}

/** Sessions ended after `since`: their access tokens may still be unexpired. */
export async function findSessionsRevokedSince(db: Executor, since: Date): Promise<{ id: string; revokedAt: Date }[]> {
  const rows = await db
    .select({ id: authSessions.id, revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(gt(authSessions.revokedAt, since));
  return rows.map((row) => ({ id: row.id, revokedAt: row.revokedAt ?? since }));
}
