import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { turnDigestOff } from './digest.repo.ts';
import { userOfUnsubscribeToken } from './digest-token.ts';

export const DIGEST_MSG = {
  badToken: '수신 거부 링크가 올바르지 않아요. 알림 설정에서 이메일 요약을 꺼주세요',
} as const;

/** The person an unsubscribe token names; 400 for any token that is not one of ours. */
export function digestOwnerOf(deps: Deps, token: string): number {
  const userId = userOfUnsubscribeToken(deps.config.jwtSecret, token);
  if (userId === null) throw badRequest(DIGEST_MSG.badToken, 'token');
  return userId;
}

/** Turns the token's person's digest off; an account deleted since is simply not there any more (same answer). */
export async function unsubscribeDigest(deps: Deps, token: string): Promise<void> {
  await turnDigestOff(deps.db, digestOwnerOf(deps, token), deps.clock.now());
}
