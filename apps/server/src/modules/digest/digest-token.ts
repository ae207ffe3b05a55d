import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The digest's one-click unsubscribe token: `<user id, base 36>.<HMAC-SHA256>`, signed with a key
 * derived from the server secret for this one purpose, so no other token of the app (a session, a
 * password reset) is ever accepted here and this one opens nothing else. Nothing is stored: the
 * link keeps working for as long as the mail is kept, and it can only turn the digest off.
 */
const PURPOSE = 'dongne:digest-unsubscribe:v1';
const ID = /^[0-9a-z]{1,10}$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update(PURPOSE).digest();
const signatureOf = (secret: string, id: string) => createHmac('sha256', keyOf(secret)).update(id).digest();

export function unsubscribeToken(secret: string, userId: number): string {
  const id = userId.toString(36);
  return `${id}.${signatureOf(secret, id).toString('base64url')}`;
}

/** The user the token was made for, or null when it is not one of ours (malformed, tampered). */
export function userOfUnsubscribeToken(secret: string, token: string): number | null {
  if (token.length > 100) return null;
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !ID.test(id)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, id);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const userId = Number.parseInt(id, 36);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}
