import { randomUUID } from 'node:crypto';
import { MSG, type TokenPair } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { hashSecret, randomToken } from '../../lib/crypto.ts';
import { createJwt } from '../../lib/jwt.ts';
import { takeFamilyRefresh } from './ip-limit.ts';
import { type DeviceSeen, insertSession, touchSession } from './sessions.repo.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  type RefreshTokenRow,
  retireFamilyTokens,
  revokeAllFamilies,
  revokeFamily,
} from './tokens.repo.ts';

const REFRESH_FAMILY_LIFETIME_MS = 30 * 24 * 3_600_000;
/** Two tabs refreshing with the same token within this window both get the same new pair. */
const REFRESH_RACE_GRACE_MS = 10_000;

type TokenDeps = Pick<Deps, 'config' | 'clock' | 'db' | 'log'>;
// A refresh token is 43 base64url characters; anything far longer is no token of ours and is
// answered 401 without hashing it.
const MAX_PRESENTED_LENGTH = 512;
type EndingDeps = Pick<Deps, 'realtime'>;

/** Where a request came from, recorded on its sign-in for the 로그인된 기기 list. */
export type RequestDevice = DeviceSeen;
const MAX_USER_AGENT_LENGTH = 512;
export const deviceOf = (request: { headers: { 'user-agent'?: string }; ip: string }): RequestDevice => ({
  userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
  ip: request.ip || null,
});
const UNKNOWN_DEVICE: RequestDevice = { userAgent: null, ip: null };

const tokenHash = (deps: TokenDeps, token: string) => hashSecret(deps.config.jwtSecret, `refresh:${token}`);
/**
 * The successor of a refresh token is derived from it with the server's key, so a request racing
 * the rotation can hand out the very same pair without the plaintext ever being stored.
 */
const successorOf = (deps: TokenDeps, token: string) => hashSecret(deps.config.jwtSecret, `next:${token}`);

async function signAccess(deps: TokenDeps, userId: number, sessionId: string, issuedAt: Date) {
  return createJwt(deps.config.jwtSecret).sign({ userId, sessionId }, issuedAt);
}

/** Starts a new refresh family (a sign-in, recorded with its device) and answers its first pair. */
export async function issueTokenPair(
  deps: TokenDeps,
  db: Executor,
  userId: number,
  device: RequestDevice = UNKNOWN_DEVICE,
): Promise<TokenPair> {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  const familyId = randomUUID();
  await insertSession(db, { id: familyId, userId, at: now, ...device });
  return startFamilyLifetime(deps, db, { userId, familyId, refreshToken, now });
}

/** Stores a family's first (or renewed) refresh token, good for the family's whole lifetime, and signs its access token. */
async function startFamilyLifetime(
  deps: TokenDeps,
  db: Executor,
  { userId, familyId, refreshToken, now }: { userId: number; familyId: string; refreshToken: string; now: Date },
): Promise<TokenPair> {
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: tokenHash(deps, refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_FAMILY_LIFETIME_MS),
  });
  return { accessToken: await signAccess(deps, userId, familyId, now), refreshToken };
}

/**
 * A fresh pair in a sign-in that goes on (after a password change): the family's earlier refresh
 * tokens stop working; the access tokens keep the same sid, so this device's live connection stays open. Proving the password again starts the family's
 * absolute lifetime afresh.
 */
export async function renewTokenPair(deps: TokenDeps, db: Executor, userId: number, familyId: string): Promise<TokenPair> {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  await retireFamilyTokens(db, familyId, now);
  return startFamilyLifetime(deps, db, { userId, familyId, refreshToken, now });
}

/**
 * Rotates a refresh token (contract §2.3): reuse of a rotated token revokes its family. Anything
 * that is not a live refresh token is 401; a family refreshing faster than its budget gets 429.
 */
export async function rotateRefreshToken(
  deps: TokenDeps & EndingDeps & Pick<Deps, 'limiter'>,
  presented: string,
  device: RequestDevice = UNKNOWN_DEVICE,
): Promise<TokenPair> {
  if (presented.length === 0 || presented.length > MAX_PRESENTED_LENGTH) throw unauthorized(MSG.refreshInvalid);
  const now = deps.clock.now();
  const known = await findRefreshToken(deps.db, tokenHash(deps, presented));
  if (!known || known.revokedAt || known.expiresAt.getTime() <= now.getTime()) throw unauthorized(MSG.refreshInvalid);
  await takeFamilyRefresh(deps, known.familyId);
  let reusedFamily = '';
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
      await touchSession(tx, row.familyId, now, device);
      return { row, successor, issuedAt: now };
    }
    const fresh = await findRefreshToken(tx, tokenHash(deps, presented));
    if (fresh && (await isWithinGrace(tx, deps, fresh, successor, now))) return { row: fresh, successor, issuedAt: fresh.rotatedAt ?? now };
    await revokeFamily(tx, row.familyId, now);
    reusedFamily = row.familyId;
    deps.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reuse: family revoked');
    return 'reused' as const;
  });
  if (result === 'reused') await endSessions(deps, [reusedFamily]);
  if (result === null || result === 'reused') throw unauthorized(MSG.refreshInvalid);
  return { accessToken: await signAccess(deps, result.row.userId, result.row.familyId, result.issuedAt), refreshToken: result.successor };
}

async function isWithinGrace(tx: Executor, deps: TokenDeps, row: RefreshTokenRow, successor: string, now: Date): Promise<boolean> {
  if (!row.rotatedAt || now.getTime() - row.rotatedAt.getTime() > REFRESH_RACE_GRACE_MS) return false;
  const next = await findRefreshToken(tx, tokenHash(deps, successor));
  return Boolean(next && !next.rotatedAt && !next.revokedAt);
}

/** Logout: ends the sign-in of the presented token; unknown tokens change nothing. */
export async function revokeRefreshToken(deps: TokenDeps & EndingDeps, presented: string): Promise<void> {
  const row = await findRefreshToken(deps.db, tokenHash(deps, presented));
  if (!row) return;
  await revokeFamily(deps.db, row.familyId, deps.clock.now());
  await endSessions(deps, [row.familyId]);
}

/**
 * Ends every sign-in of a user but `keep` (a password change keeps the device that made it) in the
 * database; call `endSessions` with the answer once the transaction committed.
 */
export function revokeUserSessions(deps: TokenDeps, db: Executor, userId: number, keep?: string | null): Promise<string[]> {
  return revokeAllFamilies(db, userId, deps.clock.now(), keep);
}

/**
 * After the database says so: the ended sign-ins' access tokens are refused and their live
 * connections closed, on every instance (contract §16).
 */
export async function endSessions(deps: EndingDeps, sessionIds: string[]): Promise<void> {
  await deps.realtime.endSessions(sessionIds);
}
