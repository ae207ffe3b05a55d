import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { runJob } from '../../../test/jobs.ts';
import { refreshTokens } from '../../db/schema.ts';
import { refreshTokenPruningJob } from './token-pruning.ts';
import { deleteRefreshTokensEndedBefore } from './tokens.repo.ts';

const ctx = setupTestApp();
const DAY = 24 * 3_600_000;

/** Inserts refresh-token rows for a user, each ended (or not) the given number of days before now. */
async function tokens(userId: number, rows: Record<string, { rotated?: number; revoked?: number; expires: number }>) {
  const now = ctx.clock.now().getTime();
  const daysAgo = (days: number | undefined) => (days === undefined ? null : new Date(now - days * DAY));
  const hashes: Record<string, string> = {};
  for (const [label, row] of Object.entries(rows)) {
    hashes[label] = `${label}-${randomUUID()}`;
    await ctx.deps.db.insert(refreshTokens).values({
      userId,
      familyId: randomUUID(),
      tokenHash: hashes[label],
      createdAt: new Date(now - 60 * DAY),
      expiresAt: daysAgo(row.expires) as Date,
      rotatedAt: daysAgo(row.rotated),
      revokedAt: daysAgo(row.revoked),
    });
  }
  return hashes;
}

async function labelsLeft(userId: number, hashes: Record<string, string>): Promise<string[]> {
  const rows = await ctx.deps.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens).where(eq(refreshTokens.userId, userId));
  const left = new Set(rows.map((row) => row.hash));
  return Object.keys(hashes)
    .filter((label) => left.has(hashes[label] as string))
    .sort();
}

describe('refresh-token pruning (contract §2.3)', () => {
  it('deletes, as a job, the rows rotated, revoked or expired more than 30 days ago and keeps the rest; the live sign-in still refreshes', async () => {
    const user = await buildUser(ctx);
    const hashes = await tokens(user.id, {
      rotated31: { rotated: 31, expires: -1 },
      rotated29: { rotated: 29, expires: -1 },
      revoked31: { revoked: 31, expires: -1 },
      revoked29: { revoked: 29, expires: -1 },
      expired31: { expires: 31 },
      expired29: { expires: 29 },
      live: { expires: -10 },
    });

    expect(await runJob(ctx, refreshTokenPruningJob, {})).toBe('completed');

    expect(await labelsLeft(user.id, hashes)).toEqual(['expired29', 'live', 'revoked29', 'rotated29']);
    const refreshed = await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('reads the time from the clock it is given: two days later the 29-day-old rows go too', async () => {
    const user = await buildUser(ctx);
    const hashes = await tokens(user.id, { rotated29: { rotated: 29, expires: -1 }, live: { expires: -10 } });
    ctx.clock.advance(2 * DAY);

    expect(await runJob(ctx, refreshTokenPruningJob, {})).toBe('completed');

    expect(await labelsLeft(user.id, hashes)).toEqual(['live']);
  });

  it('deletes in batches of the size asked and answers how many it deleted', async () => {
    const user = await buildUser(ctx);
    const hashes = await tokens(user.id, {
      a: { revoked: 40, expires: -1 },
      b: { revoked: 41, expires: -1 },
      c: { revoked: 42, expires: -1 },
    });
    const cutoff = new Date(ctx.clock.now().getTime() - 39 * DAY);

    // On PostgreSQL other files' rows share the table; none of them ended 39 days before this clock.
    expect(await deleteRefreshTokensEndedBefore(ctx.deps.db, cutoff, 2)).toBe(2);
    expect(await labelsLeft(user.id, hashes)).toHaveLength(1);
    expect(await deleteRefreshTokensEndedBefore(ctx.deps.db, cutoff, 2)).toBe(1);
    expect(await labelsLeft(user.id, hashes)).toEqual([]);
  });
});
