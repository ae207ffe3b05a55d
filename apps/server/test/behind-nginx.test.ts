import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, type IStompSocket } from '@stomp/stompjs';
import pg from 'pg';
import sharp from 'sharp';
import SockJS from 'sockjs-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_VAPID_ENV } from './harness.ts';
import { NGINX, startNginx, type TestNginx } from './nginx.ts';
import { startS3, type TestS3 } from './s3-server.ts';
import { exitOf, freePort, RAISED_WRITE_LIMITS, type ServerProcess, startServerProcess, waitForHealth } from './server-processes.ts';
import { waitUntil } from './stomp-clients.ts';

// Two production server processes behind a real nginx on loopback, sharing the run's PostgreSQL
// database, the real Redis (under a prefix of their own) and an S3 bucket (s3rver): the setup of
// docs/deploy.md. Needs the real servers and nginx, so it runs where those exist (CI).
const databaseUrl = inject('databaseUrl');
const skipReason = !databaseUrl || !process.env.REDIS_URL ? 'needs DATABASE_URL and REDIS_URL' : existsSync(NGINX) ? '' : `needs ${NGINX}`;
if (skipReason) console.log(`behind-nginx test skipped: ${skipReason}`);

const AUTH_BUDGET_PER_IP = 20;
const METRICS_TOKEN = 'behind-nginx-metrics-token-0123456789';
const PASSWORD = 'password 1234';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; json: <T = Record<string, unknown>>() => T };

/** One HTTP request; `localAddress` makes it come from another loopback address (127.0.0.x). */
function http(
  base: string,
  method: string,
  url: string,
  {
    json,
    token,
    localAddress,
    headers,
    agent,
  }: { json?: unknown; token?: string; localAddress?: string; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<Answer> {
  const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${url}`,
      {
        method,
        localAddress,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json: () => JSON.parse(body.toString()) });
        });
        response.on('error', reject);
      },
    );
    // `reusedSocket`: the request went out on a kept-alive connection the server may have closed meanwhile.
    outgoing.on('error', (error) => reject(Object.assign(error, { reusedSocket: outgoing.reusedSocket })));
    outgoing.end(payload);
  });
}

/** A chat client that reconnects by itself (as the web app does) and re-subscribes each time. */
type LiveClient = { received: string[]; connects: number; subscribed: number; closes: number; client: Client };

async function liveClient(socket: () => IStompSocket, token: string, topic: string): Promise<LiveClient> {
  const live: LiveClient = { received: [], connects: 0, subscribed: 0, closes: 0, client: new Client() };
  live.client.configure({
    connectHeaders: { Authorization: `Bearer ${token}` },
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    reconnectDelay: 250,
    webSocketFactory: socket,
    onConnect: () => {
      live.connects += 1;
      const receipt = `sub-${randomBytes(4).toString('hex')}`;
      live.client.watchForReceipt(receipt, () => {
        live.subscribed += 1;
      });
      live.client.subscribe(topic, (message) => live.received.push((JSON.parse(message.body) as { content: string }).content), { receipt });
    },
    onWebSocketClose: () => {
      live.closes += 1;
    },
  });
  live.client.activate();
  await waitUntil(() => live.subscribed > 0, 15_000);
  if (live.subscribed === 0) {
    await live.client.deactivate();
    throw new Error('chat client never subscribed');
  }
  return live;
}

const plainWebSocket = (base: string) => () => new WebSocket(`${base.replace('http', 'ws')}/ws/websocket`) as unknown as IStompSocket;
// A SockJS fallback (no WebSocket): its session's requests must all reach the same instance.
const sockJsPolling = (base: string) => () => new SockJS(`${base}/ws`, null, { transports: ['xhr-polling'] }) as unknown as IStompSocket;

// The steps run in order and build on each other (users, then a group, then its chat clients).
describe.skipIf(Boolean(skipReason))('two instances behind nginx', () => {
  const instances: ServerProcess[] = [];
  const clients: LiveClient[] = [];
  let nginx: TestNginx | undefined;
  // What each instance was started with, to start it again in the rolling restart.
  const started: { port: number; env: Record<string, string> }[] = [];
  let s3: TestS3;
  let db: pg.Pool;
  let dir = '';
  let gateway = '';
  let internal = '';
  let direct: [string, string] = ['', ''];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dongne-nginx-'));
    s3 = await startS3();
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const ports = [await freePort(), await freePort()];
    const env = {
      ...s3.env,
      NODE_ENV: 'production',
      ...TEST_VAPID_ENV,
      ...RAISED_WRITE_LIMITS,
      MAIL_OUTBOX: 'true',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: `dongne-nginx:${randomBytes(4).toString('hex')}:`,
      JWT_SECRET: 'behind-nginx-secret-behind-nginx-secret-0042',
      METRICS_TOKEN,
      PUBLIC_URL: 'http://dongne.test',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_AUTH_PER_IP: String(AUTH_BUDGET_PER_IP),
      SHUTDOWN_DELAY_MS: '1500',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      WEB_DIST: writeWebBuild(dir),
    };
    for (const [index, port] of ports.entries()) {
      started.push({ port, env: { ...env, DATA_DIR: path.join(dir, `data-${index}`) } });
      instances.push(startServerProcess(port, { ...env, DATA_DIR: path.join(dir, `data-${index}`) }));
    }
    direct = [instances[0]?.url ?? '', instances[1]?.url ?? ''];
    for (const instance of instances) {
      await waitForHealth(instance.url).catch((error: Error) => {
        throw new Error(`${error.message}\n${instance.output()}`);
      });
    }
    const nginxPort = await freePort();
    const internalPort = await freePort();
    gateway = `http://127.0.0.1:${nginxPort}`;
    internal = `http://127.0.0.1:${internalPort}`;
    nginx = startNginx(
      path.join(dir, 'nginx'),
      nginxPort,
      ports.map((port) => `127.0.0.1:${port}`),
      internalPort,
    );
    await waitForHealth(gateway, 10_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${nginx?.errors()}`);
    });
  });

  afterAll(async () => {
    await Promise.all(clients.map((live) => live.client.deactivate().catch(() => {})));
    nginx?.child.kill('SIGTERM');
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => exitOf(instance.child)));
    await db?.end();
    await s3?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("passes guests' server-rendered pages and members' plain ones through nginx with Vary: Cookie and no-cache", async () => {
    const place = encodeURIComponent(JSON.stringify({ district: '마포구', address: '서울 마포구' }));
    const guest = await http(gateway, 'GET', '/', { headers: { cookie: `dongne_place=${place}` } });
    expect(guest.status).toBe(200);
    expect(guest.body.toString()).toContain('<div id="root"><p>served for 마포구</p></div>');
    expect(guest.headers.vary).toMatch(/Cookie/);
    expect(guest.headers['cache-control']).toBe('no-cache');
    const member = await http(gateway, 'GET', '/', { headers: { cookie: `dongne_signed_in=1; dongne_place=${place}` } });
    expect(member.body.toString()).toContain('<div id="root"></div>');
    expect(member.headers.vary).toMatch(/Cookie/);
  });

  /** Signs up with the code read from the outbox (production has no /dev/mail), each step through `via[i]`. */
  async function signup(via: [string, string, string]) {
    const email = `nginx-${randomBytes(5).toString('hex')}@example.com`;
    expect((await http(via[0], 'POST', '/api/users/send-verification-email', { json: { email } })).status).toBe(200);
    const mail = await db.query<{ subject: string }>('select subject from mail_outbox where "to" = $1 order by id desc limit 1', [email]);
    const code = /(\d{6})/.exec(mail.rows[0]?.subject ?? '')?.[1];
    const verified = await http(via[1], 'POST', '/api/users/verify-email', { json: { email, code } });
    expect(verified.status).toBe(200);
    const { verificationToken } = verified.json<{ verificationToken: string }>();
    const nickname = `엔진${randomBytes(3).toString('hex')}`;
    const created = await http(via[2], 'POST', '/api/auth/signup', {
      json: { email, verificationToken, nickname, password: PASSWORD, companyId: 1, agreedTermsIds: [1, 2, 3] },
    });
    expect(created.status).toBe(201);
    return { email, ...created.json<{ accessToken: string; user: { id: number } }>() };
  }

  const login = (base: string, email: string) => http(base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });

  let alice: Awaited<ReturnType<typeof signup>>;
  let bob: Awaited<ReturnType<typeof signup>>;
  let groupId = 0;

  it('signs up through one instance and logs in through the other, directly and through nginx', async () => {
    const [a, b] = direct;
    alice = await signup([a, b, a]);
    expect((await login(b, alice.email)).status).toBe(200);
    expect((await login(gateway, alice.email)).status).toBe(200);
    bob = await signup([gateway, gateway, gateway]);
    expect((await login(a, bob.email)).status).toBe(200);
    expect((await login(b, bob.email)).status).toBe(200);
  });

  it("sets X-Request-Id per request and writes it to nginx's access log, which holds no token", async () => {
    const forged = await http(gateway, 'GET', '/api/health', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(forged.status).toBe(200);
    const requestId = String(forged.headers['x-request-id']);
    // nginx's $request_id (32 hex digits) replaces whatever the client sent, and the instance answers with it.
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    const secrets = ['resettokenpage0123456789abcdef', 'resettokenapi0123456789abcdef', 'calendarfeed0123456789abcdef'];
    await http(gateway, 'GET', `/password-reset/confirm/${secrets[0]}`);
    await http(gateway, 'GET', `/api/password/reset/validate/${secrets[1]}`);
    await http(gateway, 'GET', `/api/events/my.ics?token=${secrets[2]}`);
    await waitUntil(() => (nginx?.accessLog() ?? '').includes('my.ics'), 5_000);
    const log = nginx?.accessLog() ?? '';
    expect(log).toContain(requestId);
    expect(log).toContain('/password-reset/confirm/[redacted]');
    expect(log).toContain('/api/password/reset/validate/[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it("keeps /metrics off the public server and serves each instance's on the internal listener", async () => {
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
    for (const url of ['/metrics', '/metrics/', '/metrics?format=text', '//metrics', '/%6Detrics']) {
      const answer = await http(gateway, 'GET', url, { headers: bearer });
      expect(answer.status, url).toBe(404);
      expect(answer.body.toString()).not.toContain('http_requests_total');
    }
    for (const instance of ['1', '2']) {
      expect((await http(internal, 'GET', `/metrics/${instance}`)).status).toBe(401);
      const metrics = await http(internal, 'GET', `/metrics/${instance}`, { headers: bearer });
      expect(metrics.status).toBe(200);
      expect(metrics.body.toString()).toContain('http_requests_total');
    }
    expect((await http(internal, 'GET', '/api/health')).status).toBe(404);
  });

  it('serves an image uploaded through one instance from the other and through nginx (one S3 bucket)', async () => {
    const [a, b] = direct;
    const image = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 60, b: 60 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${a}/api/images/upload/post`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(uploaded.status).toBe(200);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const stored = await s3.read(imageUrl.slice('/uploads/'.length));
    expect(stored).not.toBeNull();
    for (const base of [b, gateway]) {
      const served = await http(base, 'GET', imageUrl);
      expect(served.status).toBe(200);
      expect(served.body.equals(stored ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('delivers chat between clients on each instance and through nginx (WebSocket and a SockJS fallback)', async () => {
    const [a, b] = direct;
    const group = await http(gateway, 'POST', '/api/groups', {
      json: { name: '엔진엑스 뒤 모임', description: '두 서버 앞에 nginx를 둔 채팅 모임입니다.', categoryIds: [201], locationId: 23 },
      token: alice.accessToken,
    });
    expect(group.status).toBe(201);
    groupId = group.json<{ id: number }>().id;
    expect((await http(gateway, 'POST', `/api/groups/${groupId}/join`, { json: {}, token: bob.accessToken })).status).toBe(201);
    const topic = `/topic/group.${groupId}`;
    // Four gateway connections: round robin puts some on each instance.
    const onA = await liveClient(plainWebSocket(a), alice.accessToken, topic);
    const onB = await liveClient(plainWebSocket(b), bob.accessToken, topic);
    const viaNginx = [
      await liveClient(plainWebSocket(gateway), alice.accessToken, topic),
      await liveClient(plainWebSocket(gateway), bob.accessToken, topic),
      await liveClient(plainWebSocket(gateway), bob.accessToken, topic),
      await liveClient(sockJsPolling(gateway), alice.accessToken, topic),
    ];
    clients.push(onA, onB, ...viaNginx);
    const send = (live: LiveClient, message: string) =>
      live.client.publish({ destination: `/app/chat.sendMessage/${groupId}`, body: JSON.stringify({ message, messageType: 'TEXT' }) });
    send(onA, 'A에서');
    send(onB, 'B에서');
    send(viaNginx[0] as LiveClient, 'nginx 웹소켓에서');
    send(viaNginx[3] as LiveClient, 'nginx SockJS에서');
    const everyone = [onA, onB, ...viaNginx];
    await waitUntil(() => everyone.every((live) => live.received.length >= 4), 10_000);
    for (const live of everyone) {
      expect(new Set(live.received)).toEqual(new Set(['A에서', 'B에서', 'nginx 웹소켓에서', 'nginx SockJS에서']));
    }
  });

  it('counts rate limits in Redis for both instances, per client IP from X-Forwarded-For', async () => {
    // 127.0.0.2 spends its per-IP budget through nginx, which spreads the requests over both instances.
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < AUTH_BUDGET_PER_IP + 2; attempt++) {
      answers.push(
        await http(gateway, 'POST', '/api/users/send-verification-email', {
          json: { email: 'someone@unknown-company.test' },
          localAddress: '127.0.0.2',
        }),
      );
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, AUTH_BUDGET_PER_IP).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(AUTH_BUDGET_PER_IP)).toEqual([429, 429]);
    const upstreams = new Set(answers.slice(0, AUTH_BUDGET_PER_IP).map((answer) => answer.headers['x-upstream']));
    expect(upstreams.size).toBe(2);
    // Another client (127.0.0.3) has its own budget, even when it claims to be 127.0.0.2.
    const other = await http(gateway, 'POST', '/api/users/send-verification-email', {
      json: { email: 'someone@unknown-company.test' },
      localAddress: '127.0.0.3',
      headers: { 'x-forwarded-for': '127.0.0.2' },
    });
    expect(other.status).toBe(400);
  });

  /** Resolves once `url` answers readiness (database, Redis and bucket all reachable) with 200. */
  async function waitForReady(url: string, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ready = await fetch(`${url}/api/health/ready`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url} did not become ready`);
  }

  /**
   * One step of docs/deploy.md's rolling restart: take the instance out of nginx (mark it `down`,
   * reload), SIGTERM it and wait for it to exit, start it again, wait until it is ready, put it back.
   */
  async function restartBehindNginx(index: number) {
    const old = instances[index];
    const start = started[index];
    if (!old || !start || !nginx) throw new Error('no instance to restart');
    const begin = performance.now();
    await nginx.reload([`127.0.0.1:${start.port}`]);
    const exited = exitOf(old.child);
    old.child.kill('SIGTERM');
    const exitCode = await exited;
    const stopped = performance.now();
    const fresh = startServerProcess(start.port, start.env);
    instances[index] = fresh;
    await waitForReady(fresh.url).catch((error: Error) => {
      throw new Error(`${error.message}\n${fresh.output()}`);
    });
    const ready = performance.now();
    await nginx.reload([]);
    return {
      exitCode,
      stopMs: Math.round(stopped - begin),
      startMs: Math.round(ready - stopped),
      totalMs: Math.round(performance.now() - begin),
    };
  }

  it('restarts both instances one after the other behind nginx without a failed request or a lost or doubled write', async () => {
    const TOTAL = 2_000;
    const LANES = 8;
    // Each lane rests 80 ms between requests (at most ~100/s in all): the requests span both
    // restarts, and go on past 2 000 if the restarts take longer.
    const REST_MS = 80;
    const agent = new Agent({ keepAlive: true, maxSockets: LANES });
    // Four members write, so no one reaches the chat's 20 messages a second.
    const writers = [alice, bob, await signup([gateway, gateway, gateway]), await signup([gateway, gateway, gateway])];
    for (const member of writers.slice(2)) {
      expect((await http(gateway, 'POST', `/api/groups/${groupId}/join`, { json: {}, token: member.accessToken })).status).toBe(201);
    }
    const runId = randomBytes(3).toString('hex');
    type Write = { kind: 'post' | 'chat'; content: string; id: number };
    const acknowledged: Write[] = [];
    const failures: string[] = [];
    const upstreams = new Map<string, number>();
    let resent = 0;
    let sent = 0;
    // A kept-alive connection that nginx's old worker closes at a reload can take the next request
    // at the same instant: it was never read, and the client sends it again on a new connection, as
    // browsers do (HTTP/2's GOAWAY says so explicitly) and Node's documentation advises. Only then.
    // (The pool's other idle connections may belong to the same old worker: the second try opens its own.)
    const fresh = new Agent({ keepAlive: false });
    const send: typeof http = async (base, method, url, options = {}) => {
      try {
        return await http(base, method, url, options);
      } catch (error) {
        if (!(error as { reusedSocket?: boolean }).reusedSocket) throw error;
        resent += 1;
        return http(base, method, url, { ...options, agent: fresh });
      }
    };
    let restartsDone = false;
    const began = performance.now();
    const lane = async () => {
      while (sent < TOTAL || !restartsDone) {
        const index = sent++;
        const user = writers[index % writers.length] ?? alice;
        const isWrite = index % 4 === 3;
        const kind = index % 8 === 3 ? 'post' : 'chat';
        const content = `재시작 ${runId} ${index}`;
        try {
          const answer = isWrite
            ? kind === 'post'
              ? await send(gateway, 'POST', '/api/posts', { json: { groupId, content }, token: user.accessToken, agent })
              : await send(gateway, 'POST', `/api/groups/${groupId}/chat/messages`, {
                  json: { message: content, messageType: 'TEXT' },
                  token: user.accessToken,
                  agent,
                })
            : await send(
                gateway,
                'GET',
                [`/api/groups/${groupId}`, `/api/posts/group/${groupId}?size=10`, `/api/groups/${groupId}/chat/messages?size=20`][
                  index % 3
                ] ?? '',
                { token: user.accessToken, agent },
              );
          // One address, or several when nginx passed the request on ("a, b").
          const upstream = String(answer.headers['x-upstream']);
          upstreams.set(upstream, (upstreams.get(upstream) ?? 0) + 1);
          if (answer.status >= 200 && answer.status < 300) {
            if (isWrite) acknowledged.push({ kind, content, id: answer.json<{ id: number }>().id });
          } else {
            failures.push(`${isWrite ? 'write' : 'read'} ${answer.status} via ${upstream}: ${answer.body.toString().slice(0, 120)}`);
          }
        } catch (error) {
          failures.push(`${isWrite ? 'write' : 'read'}: ${String(error)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, REST_MS));
      }
    };
    const lanes = Array.from({ length: LANES }, () => lane());
    // Both instances restart while the requests flow, the second once the first is back.
    await waitUntil(() => sent >= 100, 10_000);
    const first = await restartBehindNginx(0);
    const second = await restartBehindNginx(1);
    restartsDone = true;
    await Promise.all(lanes);
    agent.destroy();
    fresh.destroy();
    const seconds = (performance.now() - began) / 1000;

    // Every acknowledged write is stored, once; no write of this run is stored that was not acknowledged.
    const posts = await db.query<{ id: number; content: string }>('select id, content from posts where content like $1', [
      `재시작 ${runId} %`,
    ]);
    const messages = await db.query<{ id: number; content: string }>('select id, content from chat_messages where content like $1', [
      `재시작 ${runId} %`,
    ]);
    const stored = [
      ...posts.rows.map((row) => `post ${row.id} ${row.content}`),
      ...messages.rows.map((row) => `chat ${row.id} ${row.content}`),
    ];
    const expected = acknowledged.map((write) => `${write.kind} ${write.id} ${write.content}`);
    console.log(
      `rolling restart behind nginx: ${sent} requests (${acknowledged.length} writes acknowledged) in ${seconds.toFixed(1)} s, ` +
        `${resent} sent again on a new connection, ${failures.length} failed${failures.length ? `: ${failures.slice(0, 3).join(' | ')}` : ''}; ` +
        `instance 1 ${JSON.stringify(first)}, instance 2 ${JSON.stringify(second)}; answered by ${JSON.stringify(Object.fromEntries(upstreams))}`,
    );
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    expect(failures).toEqual([]);
    expect([first.exitCode, second.exitCode]).toEqual([0, 0]);
    expect(stored.sort()).toEqual(expected.sort());
    expect(new Set(acknowledged.map((write) => write.content)).size).toBe(acknowledged.length);
    // Both instances answered (the restarted processes took traffic again).
    const answeredBy = new Set([...upstreams.keys()].flatMap((key) => key.split(', ')));
    expect([...answeredBy].sort()).toEqual(direct.map((url) => new URL(url).host).sort());
  }, 180_000);

  it('loses no acknowledged write when one instance gets SIGTERM, and its chat clients reconnect to the other', async () => {
    const [a, b] = direct;
    const victim = instances[0];
    if (!victim) throw new Error('no instance');
    const acknowledged: { id: number; content: string; upstream: string; afterSignal: boolean; afterExit: boolean }[] = [];
    const failures: string[] = [];
    let signalled = false;
    let hasExited = false;
    let isWriting = true;
    const writer = async (lane: number) => {
      for (let index = 0; isWriting; index++) {
        const content = `종료 중 쓰기 ${lane}-${index}`;
        const afterSignal = signalled;
        const afterExit = hasExited;
        try {
          const answer = await http(gateway, 'POST', '/api/posts', { json: { groupId, content }, token: alice.accessToken });
          if (answer.status === 201) {
            acknowledged.push({
              id: answer.json<{ id: number }>().id,
              content,
              upstream: String(answer.headers['x-upstream']),
              afterSignal,
              afterExit,
            });
          } else {
            failures.push(`${answer.status} ${answer.body.toString().slice(0, 120)}`);
          }
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const lanes = 6;
    const writers = Array.from({ length: lanes }, (_, lane) => writer(lane));
    // The signal lands while writes are flowing through both instances.
    await waitUntil(() => new Set(acknowledged.map((write) => write.upstream)).size === 2, 10_000);

    const exited = exitOf(victim.child);
    victim.child.kill('SIGTERM');
    signalled = true;
    // Draining: the instance still answers, but its health says 503 so balancers look elsewhere.
    let health = await http(a, 'GET', '/api/health');
    for (let attempt = 0; attempt < 10 && health.status === 200; attempt++) health = await http(a, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.json()).toMatchObject({ status: 'draining' });
    expect(await exited).toBe(0);
    hasExited = true;
    // Writes go on through nginx with one upstream gone: as many again as there are lanes.
    await waitUntil(() => acknowledged.filter((write) => write.afterExit).length >= lanes, 10_000);
    isWriting = false;
    await Promise.all(writers);

    const aPort = new URL(a).host;
    expect(acknowledged.some((write) => write.afterSignal && write.upstream === aPort)).toBe(true);
    expect(acknowledged.some((write) => write.afterSignal && write.upstream !== aPort)).toBe(true);
    const stored = await db.query<{ id: number; content: string }>('select id, content from posts where id = any($1)', [
      acknowledged.map((write) => write.id),
    ]);
    const storedById = new Map(stored.rows.map((row) => [row.id, row.content]));
    const lost = acknowledged.filter((write) => storedById.get(write.id) !== write.content);
    console.log(
      `SIGTERM during writes: ${acknowledged.length} acknowledged (${acknowledged.filter((write) => write.afterSignal).length} after the signal), ${lost.length} lost, ${failures.length} refused${failures.length ? `: ${failures.slice(0, 3).join(' | ')}` : ''}`,
    );
    expect(lost).toEqual([]);
    expect(failures.length).toBeLessThanOrEqual(2);

    // Chat: the sessions on the stopped instance were closed; those through nginx are back, on B.
    const [onA, onB, ...viaNginx] = clients;
    if (!onA || !onB) throw new Error('chat clients missing');
    expect(onA.closes).toBeGreaterThan(0);
    await onA.client.deactivate();
    expect(viaNginx.reduce((sum, live) => sum + live.closes, 0)).toBeGreaterThan(0);
    await waitUntil(() => viaNginx.every((live) => live.client.connected && live.subscribed === live.connects), 15_000);
    const after = await http(b, 'POST', `/api/groups/${groupId}/chat/messages`, {
      json: { message: '한 대가 내려간 뒤', messageType: 'TEXT' },
      token: bob.accessToken,
    });
    expect(after.status).toBe(201);
    await waitUntil(() => [onB, ...viaNginx].every((live) => live.received.includes('한 대가 내려간 뒤')), 10_000);
    for (const live of [onB, ...viaNginx]) expect(live.received).toContain('한 대가 내려간 뒤');
  });
});

/**
 * A web build for the instances: index.html and a stand-in SSR entry (the real one,
 * apps/web/src/entry-server.tsx, is checked by the web unit test and e2e) that renders `/` with the
 * place hint it was given, after reading its list through the API (here /api/health).
 */
function writeWebBuild(dir: string): string {
  const webDist = path.join(dir, 'web', 'dist');
  mkdirSync(path.join(dir, 'web', 'dist-ssr'), { recursive: true });
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>동네모임</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'web', 'dist-ssr', 'entry-server.js'),
    `export const SIGNED_IN_HINT = 'dongne_signed_in';
    export const PLACE_HINT = 'dongne_place';
    export const SERVED_STATE_ID = 'dongne-first-screen';
    export function planFirstScreen(url, placeHint) {
      return url === '/' ? { url, apiUrl: '/api/health', place: placeHint ? JSON.parse(placeHint) : null } : null;
    }
    export async function renderFirstScreen(plan, answer) {
      return { html: '<p>served for ' + (plan.place?.district ?? '강남구') + '</p>', state: JSON.stringify({ key: plan.apiUrl, answer }) };
    }`,
  );
  return webDist;
}
