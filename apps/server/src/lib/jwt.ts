import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'dongne-moim';

export type AccessClaims = { userId: number };

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
        });
        const userId = Number(payload.sub);
        return Number.isSafeInteger(userId) && userId > 0 ? { userId } : null;
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
