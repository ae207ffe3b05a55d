import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'dongne-moim';

export type AccessClaims = { userId: number; sessionId?: string };
/** A verified token: whose it is, the sign-in (refresh family) it belongs to and when it expires. */
export type VerifiedAccess = { userId: number; sessionId: string | null; expiresAt: number };

/**
 * Tokens already verified, with their expiry: jose's verification costs ~145 µs of CPU per request
 * (WebCrypto's async HMAC), a lookup here ~1 µs. Only tokens that passed every check are kept, and a
 * hit still honours the expiry against the caller's clock. Oldest entries go first when full.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, VerifiedAccess>();

  function remember(token: string, access: VerifiedAccess) {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, access);
  }

  return {
    /** Signs an access token; `issuedAt` is fixed by the caller so a replayed refresh yields the same token. */
    sign: (claims: AccessClaims, issuedAt: Date) => {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT(claims.sessionId ? { sid: claims.sessionId } : {})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    /**
     * Answers the claims of a valid, unexpired token, or null. Whether its session was ended is the
     * caller's question (the session revocations), not the signature's.
     */
    verify: async (token: string, now: Date): Promise<VerifiedAccess | null> => {
      const known = verified.get(token);
      if (known) return now.getTime() < known.expiresAt ? known : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.exp !== 'number') return null;
        // Tokens signed before sessions existed carry no sid; they die with their 15 minutes.
        const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
        const access = { userId, sessionId, expiresAt: payload.exp * 1000 };
        remember(token, access);
        return access;
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
