import { MSG, type OutboxMail } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { latestCode, uniqueEmail } from '../../../test/factories.ts';
import { setupTestApp, TEST_VAPID_ENV } from '../../../test/harness.ts';
import { setupOtherApps } from '../../../test/other-app.ts';

const ctx = setupTestApp();
const buildOtherApp = setupOtherApps(ctx);

describe('GET /api/dev/mail', () => {
  const mailbox = (to: string) => ctx.request({ method: 'GET', url: '/api/dev/mail', query: { to } });

  it("lists an address's outbox rows, newest first, and no one else's", async () => {
    const email = uniqueEmail();
    const other = uniqueEmail();
    await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
    const firstCode = await latestCode(ctx, email);
    ctx.clock.advance(31_000);
    await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email: other } });
    await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
    const secondCode = await latestCode(ctx, email);

    const response = await mailbox(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const mails: OutboxMail[] = response.json();
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.to === email)).toBe(true);
    expect(mails[0]?.subject).toContain(secondCode);
    expect(mails[1]?.subject).toContain(firstCode);
    expect(mails[0]?.id).toBeGreaterThan(mails[1]?.id ?? Number.POSITIVE_INFINITY);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: email,
      subject: expect.any(String),
      text: expect.any(String),
      html: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(new Date(mails[0]?.createdAt ?? '').getTime()).toBeGreaterThanOrEqual(new Date(mails[1]?.createdAt ?? '').getTime());
    expect((await mailbox(uniqueEmail())).json()).toEqual([]);
  });

  it('answers 400 without an address', async () => {
    expectErrorBody(await ctx.request({ method: 'GET', url: '/api/dev/mail' }), 400);
  });

  it('does not exist in production', async () => {
    const production = await buildOtherApp({
      NODE_ENV: 'production',
      ...TEST_VAPID_ENV,
      MAIL_OUTBOX: 'true',
      JWT_SECRET: 'production-secret-production-secret-0123456789',
    });
    const email = uniqueEmail();
    await production.inject({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
    const response = await production.inject({ method: 'GET', url: '/api/dev/mail', query: { to: email } });
    expectErrorBody(response, 404, MSG.notFound);
    // The mail still went to the outbox (there is no SMTP server); only the reading route is gone.
    expect(await latestCode(ctx, email)).toMatch(/^\d{6}$/);
    expect((await production.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
