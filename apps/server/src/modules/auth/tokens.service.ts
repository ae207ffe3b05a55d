import { randomUUID } from 'node:crypto';
import { MSG, type TokenPair } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { hashSecret, randomToken } from '../../lib/crypto.ts';
import { createJwt } from '../../lib/jwt.ts';
import { findRefreshToken, insertRefreshToken, markRotated, type RefreshTokenRow, revokeFamily } from './tokens.repo.ts';

const REFRESH_FAMILY_LIFETIME_MS = 30 * 24 * 3_600_000;
/** Two tabs refreshing with the same token within this window both get the same new pair. */
const REFRESH_RACE_GRACE_MS = 10_000;

type TokenDeps = Pick<Deps, 'config' | 'clock' | 'db' | 'log'>;

const tokenHash = (deps: TokenDeps, token: string) => hashSecret(deps.config.jwtSecret, `refresh:${token}`);
/**
 * The successor of a refresh token is derived from it with the server's key, so a request racing
 * the rotation can hand out the very same pair without the plaintext ever being stored.
 */
const successorOf = (deps: TokenDeps, token: string) => hashSecret(deps.config.jwtSecret, `next:${token}`);

async function signAccess(deps: TokenDeps, userId: number, issuedAt: Date) {
  return createJwt(deps.config.jwtSecret).sign({ userId }, issuedAt);
}

/** Starts a new refresh family (a sign-in) and answers its first pair. */
export async function issueTokenPair(deps: TokenDeps, db: Executor, userId: number): Promise<TokenPair> {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
    userId,
    familyId: randomUUID(),
    tokenHash: tokenHash(deps, refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_FAMILY_LIFETIME_MS),
  });
  return { accessToken: await signAccess(deps, userId, now), refreshToken };
}

/** Rotates a refresh token (contract §2.3): reuse of a rotated token revokes its family. */
export async function rotateRefreshToken(deps: TokenDeps, presented: string): Promise<TokenPair> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const row = await findRefreshToken(tx, tokenHash(deps, presented));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
    const successor = successorOf(deps, presented);
    if (await markRotated(tx, row.id, now)) {
      await insertRefreshToken(tx, {
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: tokenHash(deps, successor),
        createdAt: now,
        expiresAt: row.expiresAt,
      });
      return { row, successor, issuedAt: now };
    }
    const fresh = await findRefreshToken(tx, tokenHash(deps, presented));
    if (fresh && (await isWithinGrace(tx, deps, fresh, successor, now))) return { row: fresh, successor, issuedAt: fresh.rotatedAt ?? now };
    await revokeFamily(tx, row.familyId, now);
    deps.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reuse: family revoked');
    return 'reused' as const;
  });
  if (result === null || result === 'reused') throw unauthorized(MSG.refreshInvalid);
  return { accessToken: await signAccess(deps, result.row.userId, result.issuedAt), refreshToken: result.successor };
}

async function isWithinGrace(tx: Executor, deps: TokenDeps, row: RefreshTokenRow, successor: string, now: Date): Promise<boolean> {
  if (!row.rotatedAt || now.getTime() - row.rotatedAt.getTime() > REFRESH_RACE_GRACE_MS) return false;
  const next = await findRefreshToken(tx, tokenHash(deps, successor));
  return Boolean(next && !next.rotatedAt && !next.revokedAt);
}

/** Logout: revokes the family of the presented token; unknown tokens change nothing. */
export async function revokeRefreshToken(deps: TokenDeps, presented: string): Promise<void> {
  const row = await findRefreshToken(deps.db, tokenHash(deps, presented));
  if (row) await revokeFamily(deps.db, row.familyId, deps.clock.now());
}
