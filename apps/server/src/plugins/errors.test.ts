import type { Socket } from 'node:net';
import { type AddressInfo, createServer } from 'node:net';
import { MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/error-body.ts';
import { buildUser, uniqueEmail } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { setupOtherApps } from '../../test/other-app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { isDatabaseUnavailable } from './errors.ts';

const ctx = setupTestApp();
const buildOtherApp = setupOtherApps(ctx);

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
