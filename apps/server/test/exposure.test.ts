import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './factories.ts';
import { setupTestApp, TEST_VAPID_ENV } from './harness.ts';

// What an anonymous visitor can reach besides the product itself: the dev mailbox hands out every
// code and reset link, and the API pages map every route.
describe('outside production', () => {
  const ctx = setupTestApp();
  const readMailbox = (remoteAddress: string, to: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/dev/mail', query: { to }, remoteAddress });

  it('answers the dev mailbox to this machine only', async () => {
    const email = uniqueEmail();
    await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
    const local = await readMailbox('127.0.0.1', email);
    expect(local.statusCode).toBe(200);
    expect(local.json()).toHaveLength(1);
    expect((await readMailbox('::1', email)).statusCode).toBe(200);

    const remote = await readMailbox('203.0.113.7', email);
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain(email);
    expect(remote.json().message).toBe('요청한 리소스를 찾을 수 없습니다.');
  });

  it('serves the API pages', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('outside production with DEV_MAIL_PUBLIC=true', () => {
  const ctx = setupTestApp({ DEV_MAIL_PUBLIC: 'true' });

  it('answers the dev mailbox to other machines too, on purpose', async () => {
    const email = uniqueEmail();
    await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
    const remote = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail', query: { to: email }, remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(200);
  });
});

describe('in production', () => {
  const ctx = setupTestApp({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', DEV_MAIL_PUBLIC: 'true', ...TEST_VAPID_ENV });

  it('has no API pages and no dev mailbox, even from this machine', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/dev/mail', query: { to: uniqueEmail() } })).statusCode).toBe(404);
  });
});

describe('in production with API_DOCS=true', () => {
  const ctx = setupTestApp({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', API_DOCS: 'true', ...TEST_VAPID_ENV });

  it('serves the API pages', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
