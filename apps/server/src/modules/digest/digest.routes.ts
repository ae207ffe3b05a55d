import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { turnDigestOff } from './digest.repo.ts';
import { unsubscribePage } from './digest-mail.ts';
import { userOfUnsubscribeToken } from './digest-token.ts';

export const DIGEST_MSG = {
  badToken: '수신 거부 링크가 올바르지 않아요. 알림 설정에서 이메일 요약을 꺼주세요',
} as const;

const tokenQuerySchema = z.object({
  token: z.string({ error: DIGEST_MSG.badToken }).min(1, DIGEST_MSG.badToken).max(100, DIGEST_MSG.badToken),
});

/**
 * The digest's unsubscribe (contract §18), reached without signing in: the signed token is the
 * proof, and it can only turn the digest off. `GET` (the link in the mail) shows one button, so a
 * mail scanner that opens links unsubscribes nobody; `POST` turns it off, from that button or from
 * the mail client's one-click `List-Unsubscribe-Post` (RFC 8058, a form body).
 */
export const digestRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['mail'];
  // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` as a form; its content is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1_024 }, (_request, _body, done) =>
    done(null, {}),
  );
  const userOf = (token: string) => {
    const userId = userOfUnsubscribeToken(deps.config.jwtSecret, token);
    if (userId === null) throw badRequest(DIGEST_MSG.badToken, 'token');
    return userId;
  };

  app.get('/mail/unsubscribe', { schema: { tags, querystring: tokenQuerySchema } }, async (request, reply) => {
    userOf(request.query.token);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unsubscribePage({ token: request.query.token, done: false }));
  });

  app.post('/mail/unsubscribe', { schema: { tags, querystring: tokenQuerySchema } }, async (request, reply) => {
    const userId = userOf(request.query.token);
    // An account deleted since is simply not there any more: the answer is the same.
    await turnDigestOff(deps.db, userId, deps.clock.now());
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unsubscribePage({ token: request.query.token, done: true }));
  });
};
