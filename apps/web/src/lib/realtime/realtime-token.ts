import { refreshAccessToken } from '@/lib/api-client.ts';
import { readAccessToken } from '@/lib/auth-storage.ts';
import { isDeadSession } from '@/lib/session.ts';

export type TokenOutcome =
  | { kind: 'token'; accessToken: string }
  /** The refresh token is dead: the session is over. */
  | { kind: 'expired' }
  /** The refresh could not be tried (offline, 5xx): try again on the next attempt. */
  | { kind: 'unavailable' };

// A token this close to its expiry would die between CONNECT and the server's check.
const EXPIRY_MARGIN_MS = 30_000;

/** Reads a JWT's `exp` without verifying it; an unreadable token is left for the server to judge. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

function isUsable(token: string, now: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - EXPIRY_MARGIN_MS > now;
}

/**
 * The access token for the next CONNECT: the stored one, unless the server just refused it or it
 * has expired, in which case the api client's single-flight refresh (shared with REST calls and
 * other tabs) provides a new one.
 */
export async function tokenForConnect(refusedToken: string | null, now: number = Date.now()): Promise<TokenOutcome> {
  const stored = readAccessToken();
  if (stored && stored !== refusedToken && isUsable(stored, now)) return { kind: 'token', accessToken: stored };
  try {
    return { kind: 'token', accessToken: await refreshAccessToken(stored) };
  } catch (error) {
    return isDeadSession(error) ? { kind: 'expired' } : { kind: 'unavailable' };
  }
}
