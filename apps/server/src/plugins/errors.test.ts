import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { errorBodySchema, MSG, type OutboxMail } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser, latestCode, uniqueEmail } from '../../test/factories.ts';
import { setupTestApp, testConfig } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createDeps, createLogger, type Deps } from '../deps.ts';
import { isDatabaseUnavailable } from './errors.ts';

const ctx = setupTestApp();

/** What must never reach a client: stack frames, file paths, SQL, driver wording. */
function expectNothingLeaked(response: LightMyRequestResponse) {
  for (const secret of [
    /\bat .+:\d+:\d+/,
    /node_modules/,
    /\.ts\b/,
    /\bselect\b/i,
    /\bfrom\b/i,
    /Failed query/,
    /password_hash/,
    /stack/i,
  ]) {
    expect(response.body).not.toMatch(secret);
  }
}

/** The contract's error body (§3) with a Korean message, nothing more. */
function expectErrorBody(response: LightMyRequestResponse, status: number, message?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(errorBodySchema.strict().safeParse(body).success).toBe(true);
  expect(body.status).toBe(status);
  expect(body.message).toMatch(/[가-힣]/);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  expectNothingLeaked(response);
  return body;
}

const apps: { app: FastifyInstance; deps: Deps; dataDir: string; database?: Database }[] = [];
afterAll(async () => {
  for (const { app, deps, dataDir, database } of apps) {
    await app.close();
    await deps.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

/** Another app over the same database (or the one given), built with other settings and optional extra routes. */
async function buildOtherApp(
  env: Record<string, string>,
  options: { database?: Database; extend?: (app: FastifyInstance, deps: Deps) => void } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-test-'));
  const config = testConfig(dataDir, env);
  const deps = await createDeps(config, { database: options.database ?? ctx.deps.database, clock: ctx.clock, log: createLogger(config) });
  const app = await buildApp(deps);
  options.extend?.(app, deps);
  await app.ready();
  apps.push({ app, deps, dataDir, database: options.database });
  return app;
}

describe('request errors answer the contract body in Korean', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    const body = expectErrorBody(response, 400, '요청 본문이 올바른 JSON이 아닙니다.');
    expect(body.path).toBe('/api/auth/login');
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectErrorBody(response, 400, '요청 본문이 비어 있습니다.');
  });

  it('answers 415 for a content type the route does not read', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectErrorBody(response, 415, '지원하지 않는 요청 형식입니다.');
  });

  it('answers 404 with {status, error, message, path, timestamp} for an unknown /api route, without the query', async () => {
    const before = Date.now();
    const response = await ctx.request({ method: 'GET', url: '/api/no-such-thing/12?secret=1' });
    const body = expectErrorBody(response, 404, MSG.notFound);
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'path', 'status', 'timestamp']);
    expect(body).toMatchObject({ status: 404, error: 'Not Found', path: '/api/no-such-thing/12' });
    expect(new Date(body.timestamp).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expectErrorBody(await ctx.request({ method: 'DELETE', url: '/api/categories' }), 404, MSG.notFound);
    expectErrorBody(await ctx.request({ method: 'GET', url: '/api' }), 404, MSG.notFound);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const payload = JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(1_048_576) });
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectErrorBody(response, 413, '요청이 너무 큽니다.');
  });

  it('answers 400 with fieldErrors for a failed validation', async () => {
    const response = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'nope', password: '' } });
    const body = expectErrorBody(response, 400, MSG.emailInvalid);
    expect(body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: MSG.emailInvalid },
        { field: 'password', message: MSG.passwordRequired },
      ]),
    );
  });

  it("answers Fastify's own refusals of a path (broken percent-encoding, a parameter over 100 characters) in the contract's body", async () => {
    expectErrorBody(await ctx.request({ method: 'GET', url: '/api/groups/%E0%A4%A' }), 400, '요청 주소가 올바르지 않습니다.');
    expectErrorBody(await ctx.request({ method: 'GET', url: '/api/groups/%' }), 400, '요청 주소가 올바르지 않습니다.');
    const long = await ctx.request({ method: 'DELETE', url: `/api/groups/1/chat/messages/${'9'.repeat(150)}` });
    expect(expectErrorBody(long, 414, '요청 주소가 너무 깁니다.').path).toBe(`/api/groups/1/chat/messages/${'9'.repeat(150)}`);
  });

  it('answers 400, not 500, for a damaged multipart body (cut short, no boundary, a boundary too long)', async () => {
    const user = await buildUser(ctx);
    const part = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=b', part],
      ['multipart/form-data', `${part}\r\n--b--\r\n`],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
    ]) {
      for (const url of ['/api/images/upload/profile', '/api/posts/with-images', '/api/groups/with-image']) {
        const response = await ctx.request({
          method: 'POST',
          url,
          token: user.accessToken,
          headers: { 'content-type': contentType },
          payload,
        });
        expectErrorBody(response, 400, '멀티파트 요청 본문이 올바르지 않습니다.');
      }
    }
  });

  it('answers 400, not 500, for values the database cannot take (an id beyond integer, a NUL byte)', async () => {
    expectErrorBody(await ctx.request({ method: 'GET', url: '/api/users/profile/99999999999' }), 400);
    const user = await buildUser(ctx);
    const response = await ctx.request({ method: 'PUT', url: '/api/users/profile', token: user.accessToken, payload: { bio: 'a\u0000b' } });
    expectErrorBody(response, 400);
  });
});

describe('server faults', () => {
  it('answer 500 in Korean with neither the message, the stack nor the SQL', async () => {
    const app = await buildOtherApp(
      {},
      {
        extend: (instance, deps) => {
          instance.get('/api/test/throw', () => {
            throw new Error('password_hash leaked from /srv/app/src/secret.ts:12:3');
          });
          instance.get('/api/test/sql', () => deps.db.execute(sql`select password_hash from users where 1 / 0 = 1`));
        },
      },
    );
    for (const url of ['/api/test/throw', '/api/test/sql']) {
      const response = await app.inject({ method: 'GET', url });
      const body = expectErrorBody(response, 500, MSG.internal);
      expect(body.error).toBe('Internal Server Error');
    }
  });

  it('answer 503 with Retry-After when the database cannot be reached, and health says so', async () => {
    // A real pool to a port nobody listens on; only the boot-time LISTEN is left out, since a server
    // that loses its database after start (the case here) already holds that connection.
    const pool = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    const unreachable: Database = { ...pool, listen: async () => async () => {} };
    const app = await buildOtherApp({}, { database: unreachable });
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    expectErrorBody(response, 503, MSG.unavailable);
    expect(response.headers['retry-after']).toBe('5');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', message: MSG.unavailable });
  });

  it.each([
    ['accepts connections and never answers (a stalled server, a dropped network)', (socket: Socket) => socket.on('data', () => {})],
    ['closes every connection at once (a server going down)', (socket: Socket) => socket.destroy()],
    ['lets clients in and then never answers a query (a server frozen mid-query)', answerStartupThenFreeze],
  ])('answer 503, not 500 and not a hang, when the database %s', async (_case, onConnection) => {
    const fake = createServer(onConnection);
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    const pool = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/nowhere`,
      connectTimeoutMs: 300,
      statementTimeoutMs: 200,
      queryTimeoutMs: 300,
    });
    const app = await buildOtherApp({}, { database: { ...pool, listen: async () => async () => {} } });
    try {
      const started = performance.now();
      expectErrorBody(await app.inject({ method: 'GET', url: '/api/categories' }), 503, MSG.unavailable);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      fake.close();
    }
  });
});

/**
 * Speaks just enough of the PostgreSQL protocol to let a client in (AuthenticationOk and
 * ReadyForQuery answer the startup message), then swallows every query.
 */
function answerStartupThenFreeze(socket: Socket) {
  socket.once('data', () => {
    const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
    const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
    socket.write(Buffer.concat([authenticationOk, readyForQuery]));
    socket.on('data', () => {});
  });
}

describe.runIf(process.env.DATABASE_URL)('statement timeout (real PostgreSQL)', () => {
  it('cancels a statement that runs too long, and the error reads as the database being unavailable', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, statementTimeoutMs: 200 });
    try {
      const started = performance.now();
      const error = await database.db.execute(sql`select pg_sleep(3)`).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
    }
  });
});

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

describe('with a built web app', () => {
  it('starts, serves the SPA for client routes and still answers the contract 404 under /api', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'dongne-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>동네모임</title><div id="root"></div>');
    try {
      const app = await buildOtherApp({ WEB_DIST: webDist });
      const page = await app.inject({ method: 'GET', url: '/groups/12' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="root">');
      expectErrorBody(await app.inject({ method: 'GET', url: '/api/groups-that-do-not-exist' }), 404, MSG.notFound);
      expect((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it('sends the pre-compressed sibling of an asset to a browser that accepts it, the plain file to one that does not', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'dongne-web-'));
    const script = 'console.log("동네모임");\n'.repeat(200);
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets/app.js'), script);
    writeFileSync(path.join(webDist, 'assets/app.js.br'), brotliCompressSync(script));
    try {
      const app = await buildOtherApp({ WEB_DIST: webDist });
      const compressed = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
