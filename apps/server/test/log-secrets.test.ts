import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDeps, createLogger } from '../src/deps.ts';
import { buildUser, latestCode, latestMail, uniqueEmail } from './factories.ts';
import { type TestContext, testConfig } from './harness.ts';
import { logSink } from './log-capture.ts';

// Contract §15: reset tokens, calendar-feed tokens, refresh tokens, codes, passwords, cookies and
// Authorization headers never reach the log. The app logs at debug here, so every line it can
// write is read.
const lines: string[] = [];
const ctx = {} as TestContext;
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-log-'));
  const config = testConfig(dataDir, { LOG_LEVEL: 'debug' });
  const sink = logSink((line) => lines.push(line));
  const deps = await createDeps(config, { log: createLogger(config, sink) });
  const app = await buildApp(deps);
  app.get('/api/test/failing-query', (request) => deps.db.execute(sql`select ${(request.query as { email: string }).email}::int`));
  await app.ready();
  Object.assign(ctx, {
    app,
    deps,
    request: ({ token, headers, ...rest }: InjectOptions & { token?: string }) =>
      app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
  });
});

afterAll(async () => {
  await ctx.app?.close();
  await ctx.deps?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const RESET_LINK = /\/password-reset\/confirm\/([A-Za-z0-9_-]+)/;

describe('the log', () => {
  it('holds no code, password, token, cookie or Authorization header of a whole account life', async () => {
    const secrets: string[] = [];

    const email = uniqueEmail();
    await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
    secrets.push(await latestCode(ctx, email));

    const user = await buildUser(ctx);
    secrets.push(user.password, user.accessToken, user.refreshToken);

    const refreshed = await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    secrets.push(refreshed.json().refreshToken, refreshed.json().accessToken);

    await ctx.request({ method: 'POST', url: '/api/password/reset-request', payload: { email: user.email } });
    const resetToken = RESET_LINK.exec((await latestMail(ctx, user.email)).text)?.[1] ?? '';
    expect(resetToken).not.toBe('');
    secrets.push(resetToken);
    expect((await ctx.request({ method: 'GET', url: `/api/password/reset/validate/${resetToken}` })).statusCode).toBe(200);
    // The mailed link itself: the browser asks the server for the page before the app calls the API.
    await ctx.request({ method: 'GET', url: `/password-reset/confirm/${resetToken}` });
    await ctx.request({ method: 'GET', url: `/password-reset/confirm/${resetToken}?from=mail` });

    const feed = await ctx.request({ method: 'POST', url: '/api/events/calendar-token', token: user.accessToken });
    expect(feed.statusCode).toBe(200);
    const calendarToken: string = feed.json().token;
    secrets.push(calendarToken);
    expect((await ctx.request({ method: 'GET', url: `/api/events/my.ics?token=${calendarToken}` })).statusCode).toBe(200);

    const cookie = 'session=cookie-secret-value-123';
    secrets.push('cookie-secret-value-123');
    await ctx.request({ method: 'GET', url: '/api/users/me', token: user.accessToken, headers: { cookie } });
    await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong-password-42' } });
    secrets.push('wrong-password-42');

    const log = lines.join('');
    expect(log).toContain('/reset/validate/[redacted]');
    expect(log).toContain('/password-reset/confirm/[redacted]');
    expect(log).toContain('my.ics?token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('writes one `request completed` line per request with its id, route, status and time; probes at debug', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/categories', headers: { 'x-request-id': 'probe-line-1' } });
    await ctx.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'probe-line-2' } });
    const ofRequest = (id: string) => lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
    const [completed, ...more] = ofRequest('probe-line-1');
    expect(more).toEqual([]);
    expect(completed).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', route: '/api/categories', status: 200 });
    expect(completed.ms).toBeTypeOf('number');
    expect(completed.pid).toBe(process.pid);
    expect(completed.hostname).toBeTypeOf('string');
    expect(response.headers['x-request-id']).toBe('probe-line-1');
    expect(ofRequest('probe-line-2')).toMatchObject([{ level: 20, msg: 'request completed', route: '/api/health' }]);
  });

  // A statement the database refuses (see beforeAll), whose parameter is an e-mail address.
  it('keeps the values of a failed query out of the error line', async () => {
    const leaked = uniqueEmail();
    const before = lines.length;
    const response = await ctx.request({ method: 'GET', url: '/api/test/failing-query', query: { email: leaked } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const errorLines = lines.slice(before).join('');
    expect(errorLines).toMatch(/"level":(40|50)/);
    expect(errorLines).not.toContain(leaked);
  });

  it('redacts every token a URL may carry, in the path or the query', async () => {
    const before = lines.length;
    const secrets = ['q-secret-token-1', 'q-secret-code-2', 'q-secret-access-3', 'p-secret-path-4'];
    await ctx.request({ method: 'GET', url: `/api/events/my.ics?x=1&token=${secrets[0]}` });
    await ctx.request({ method: 'GET', url: `/some/page?code=${secrets[1]}&next=/home` });
    await ctx.request({ method: 'GET', url: `/anything?access_token=${secrets[2]}` });
    await ctx.request({ method: 'GET', url: `/PASSWORD-RESET/confirm/${secrets[3]}/` });
    const log = lines.slice(before).join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('next=/home');
  });

  it('keeps error codes (SQLSTATE, errno) readable while it hides verification codes', () => {
    const sink: string[] = [];
    const log = createLogger(
      { logLevel: 'info', env: 'test' },
      logSink((line) => sink.push(line)),
    );
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    log.error({ err: shutdown }, 'database unavailable');
    log.error({ err: refused }, 'database unavailable');
    log.info({ body: { email: 'a@example.com', code: '048213' } }, 'verify');
    log.info({ err: { code: '731904' } }, 'a verification code where an error code belongs');
    const [first, second, third, fourth] = sink.map((line) => JSON.parse(line));
    expect(first.err.code).toBe('57P01');
    expect(second.err.code).toBe('ECONNREFUSED');
    expect(third.body.code).toBe('[redacted]');
    expect(fourth.err.code).toBe('[redacted]');
  });

  it('censors credentials wherever a log call passes a body or headers', () => {
    const sink: string[] = [];
    const log = createLogger(
      { logLevel: 'info', env: 'test' },
      logSink((line) => sink.push(line)),
    );
    log.info({
      body: { password: 'pw-secret-1', refreshToken: 'rt-secret-2', code: '123456' },
      headers: { authorization: 'Bearer x-secret-3' },
    });
    const line = sink.join('');
    for (const secret of ['pw-secret-1', 'rt-secret-2', '123456', 'x-secret-3']) expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });
});
