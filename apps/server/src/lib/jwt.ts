import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'dongne-moim';

export type AccessClaims = { userId: number };

/**
 * Tokens already verified, with their expiry: jose's verification costs ~145 µs of CPU per request
 * (WebCrypto's async HMAC), a lookup here ~1 µs. Only tokens that passed every check are kept, and a
 * hit still honours the expiry against the caller's clock. Oldest entries go first when full.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { userId: number; expiresAt: number }>();

  function remember(token: string, userId: number, expiresAt: number) {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { userId, expiresAt });
  }

  return {
    /** Signs an access token; `issuedAt` is fixed by the caller so a replayed refresh yields the same token. */
    sign: (claims: AccessClaims, issuedAt: Date) => {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    /** Answers the claims of a valid, unexpired token, or null. */
    verify: async (token: string, now: Date): Promise<AccessClaims | null> => {
      const known = verified.get(token);
      if (known) return now.getTime() < known.expiresAt ? { userId: known.userId } : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.exp !== 'number') return null;
        remember(token, userId, payload.exp * 1000);
        return { userId };
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
