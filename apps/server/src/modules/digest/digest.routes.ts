import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { mailLinkIpLimit } from '../auth/ip-limit.ts';
import { DIGEST_MSG, digestOwnerOf, unsubscribeDigest } from './digest.service.ts';
import { unsubscribePage } from './digest-mail.ts';

const tokenQuerySchema = z.object({
  token: z.string({ error: DIGEST_MSG.badToken }).min(1, DIGEST_MSG.badToken).max(100, DIGEST_MSG.badToken),
});

/**
 * The digest's unsubscribe (contract §18), reached without signing in: the signed token is the
 * proof, and it can only turn the digest off. `GET` (the link in the mail) shows one button, so a
 * mail scanner that opens links unsubscribes nobody; `POST` turns it off, from that button or from
 * the mail client's one-click `List-Unsubscribe-Post` (RFC 8058, a form body). Both count against
 * the per-IP mail-link budget before the token is read.
 */
export const digestRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['mail'];
  const limited = { preHandler: mailLinkIpLimit(deps) };
  // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` as a form; its content is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1_024 }, (_request, _body, done) =>
    done(null, {}),
  );
  app.get('/mail/unsubscribe', { ...limited, schema: { tags, querystring: tokenQuerySchema } }, async (request, reply) => {
    digestOwnerOf(deps, request.query.token);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unsubscribePage({ token: request.query.token, done: false }));
  });

  app.post('/mail/unsubscribe', { ...limited, schema: { tags, querystring: tokenQuerySchema } }, async (request, reply) => {
    await unsubscribeDigest(deps, request.query.token);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unsubscribePage({ token: request.query.token, done: true }));
  });
};
