import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exitOf, freePort, waitForHealth, waitForPort } from './server-processes.ts';
import { connectStomp, type TestStompClient, waitUntil } from './stomp-clients.ts';

// Two real server processes sharing one PostgreSQL database and one Redis: what runs behind a
// load balancer. Needs the real servers, so it runs where DATABASE_URL and REDIS_URL are set (CI).
const databaseUrl = inject('databaseUrl');
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

describe.skipIf(!databaseUrl || !process.env.REDIS_URL)('two instances through Redis', () => {
  const children: ChildProcess[] = [];
  const clients: TestStompClient[] = [];
  const dataDirs: string[] = [];
  let redis: ChildProcess;
  let redisPort = 0;
  let urls: [string, string] = ['', ''];

  beforeAll(async () => {
    redisPort = await freePort();
    redis = startRedis(redisPort);
    const prefix = `dongne-multi:${randomBytes(4).toString('hex')}:`;
    const ports = [await freePort(), await freePort()];
    urls = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
    await waitForPort(redisPort);
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-multi-'));
      dataDirs.push(dataDir);
      const child = spawn(process.execPath, ['src/main.ts'], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          REDIS_PREFIX: prefix,
          JWT_SECRET: 'multi-instance-secret-multi-instance-secret-42',
          LOG_LEVEL: 'fatal',
          WEB_DIST: path.join(dataDir, 'no-web'),
        },
        stdio: 'ignore',
      });
      children.push(child);
    }
    await Promise.all(urls.map((url) => waitForHealth(url)));
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => {})));
    for (const child of children) child.kill('SIGTERM');
    redis?.kill('SIGKILL');
    await Promise.all([...children, redis].filter(Boolean).map(exitOf));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  async function api(base: string, method: string, url: string, body?: unknown, token?: string) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** Signs up through instance `via`, reading the code from the mailbox of the other instance. */
  async function signup(via: string, other: string) {
    const email = `multi-${randomBytes(5).toString('hex')}@example.com`;
    expect((await api(via, 'POST', '/api/users/send-verification-email', { email })).status).toBe(200);
    const mails = (await api(other, 'GET', `/api/dev/mail?to=${encodeURIComponent(email)}`)).body as { subject: string }[];
    const code = /(\d{6})/.exec(mails[0]?.subject ?? '')?.[1];
    const verified = await api(other, 'POST', '/api/users/verify-email', { email, code });
    expect(verified.status).toBe(200);
    const nickname = `멀티${randomBytes(3).toString('hex')}`;
    const created = await api(via, 'POST', '/api/auth/signup', {
      email,
      verificationToken: (verified.body as { verificationToken: string }).verificationToken,
      nickname,
      password: 'password 1234',
      companyId: 1,
      agreedTermsIds: [1, 2, 3],
    });
    expect(created.status).toBe(201);
    return created.body as { accessToken: string; user: { id: number } };
  }

  /** Alice signs up and creates a group on instance A; Bob signs up and joins it on instance B. */
  async function groupAcrossInstances(name: string, description: string) {
    const [a, b] = urls;
    const alice = await signup(a, b);
    const bob = await signup(b, a);
    const created = await api(a, 'POST', '/api/groups', { name, description, categoryIds: [201], locationId: 23 }, alice.accessToken);
    const group = created.body as { id: number };
    expect((await api(b, 'POST', `/api/groups/${group.id}/join`, {}, bob.accessToken)).status).toBe(201);
    return { alice, bob, group };
  }

  it('delivers each instance’s messages to the other’s clients, in order, once; survives a Redis outage', async () => {
    const [a, b] = urls;
    const { alice, bob, group } = await groupAcrossInstances('멀티 인스턴스 모임', '두 서버가 함께 전하는 채팅 모임입니다.');
    const topic = `/topic/group.${group.id}`;
    const onA = await connectStomp(a, alice.accessToken);
    const alsoOnA = await connectStomp(a, alice.accessToken, { transport: 'websocket' });
    const onB = await connectStomp(b, bob.accessToken);
    clients.push(onA, alsoOnA, onB);
    for (const client of [onA, alsoOnA, onB]) await client.subscribe(topic);

    const send = (client: TestStompClient, message: string) =>
      client.client.publish({ destination: `/app/chat.sendMessage/${group.id}`, body: JSON.stringify({ message, messageType: 'TEXT' }) });
    for (const text of ['A1', 'A2', 'A3']) send(onA, text);
    await onB.waitFor(topic, 3);
    for (const text of ['B1', 'B2']) send(onB, text);
    const seenOnA = ((await onA.waitFor(topic, 5)) as { content: string }[]).map((message) => message.content);
    const seenOnB = ((await onB.waitFor(topic, 5)) as { content: string }[]).map((message) => message.content);
    expect(seenOnA).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
    expect(seenOnB).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);

    // Redis goes away: instance A keeps serving its own subscribers.
    redis.kill('SIGKILL');
    await exitOf(redis);
    send(onA, 'during outage');
    const local = (await alsoOnA.waitFor(topic, 6)) as { content: string }[];
    expect(local.at(-1)?.content).toBe('during outage');

    // Redis is back: cross-instance delivery resumes by itself, with nothing delivered twice, and
    // every chat subscriber is told to re-fetch (contract §7): the gap fill brings what B missed.
    redis = startRedis(redisPort);
    type Body = { id?: number; content?: string; type?: string };
    const bodiesOnB = () => (onB.messages.get(topic) ?? []) as Body[];
    const resumed = () => bodiesOnB().some((message) => message.content?.startsWith('after outage'));
    for (let attempt = 0; attempt < 30 && !resumed(); attempt++) {
      send(onA, `after outage ${attempt}`);
      await waitUntil(resumed, 500);
    }
    const afterB = bodiesOnB().filter((message) => message.type === undefined) as { id: number; content: string }[];
    expect(afterB.some((message) => message.content.startsWith('after outage'))).toBe(true);
    expect(new Set(afterB.map((message) => message.id)).size).toBe(afterB.length);
    expect(afterB.some((message) => message.content === 'during outage')).toBe(false);
    await waitUntil(() => bodiesOnB().some((message) => message.type === 'RESYNC'), 5_000);
    const signal = bodiesOnB().find((message) => message.type === 'RESYNC') as { since: string } | undefined;
    expect(signal).toEqual({ type: 'RESYNC', reason: 'BROKER_INTERRUPTED', since: expect.any(String) });
    // As the web client does: from the newest message held that was stored before `since`.
    const held = afterB as { id: number; createdAt?: string }[];
    const lastSeen = held.filter((message) => Date.parse(message.createdAt ?? '') < Date.parse(signal?.since ?? '')).at(-1)?.id ?? 0;
    const filled = (await api(b, 'GET', `/api/groups/${group.id}/chat/messages?afterId=${lastSeen}`, undefined, bob.accessToken)).body as {
      content: { content: string }[];
    };
    expect(filled.content.map((message) => message.content)).toContain('during outage');
  });
  it('a sign-in ended on one instance is refused by the other and its connection there ends within a second', async () => {
    const [a, b] = urls;
    const alice = await signup(a, b);
    const me = (await api(a, 'GET', '/api/users/profile', undefined, alice.accessToken)).body as { email: string };
    const laptop = (await api(b, 'POST', '/api/auth/login', { email: me.email, password: 'password 1234' })).body as {
      accessToken: string;
    };
    const onB = await connectStomp(b, laptop.accessToken);
    clients.push(onB);
    expect((await api(b, 'GET', '/api/users/profile', undefined, laptop.accessToken)).status).toBe(200);

    // 다른 기기에서 모두 로그아웃, asked on instance A.
    const closedOnB = new Promise<void>((resolve) => {
      onB.client.onWebSocketClose = () => resolve();
    });
    const startedAt = Date.now();
    expect((await api(a, 'DELETE', '/api/auth/sessions', undefined, alice.accessToken)).status).toBe(204);
    await Promise.race([closedOnB, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    expect(Date.now() - startedAt).toBeLessThan(1_500);
    expect(onB.errors).toContain('로그인이 만료되었습니다. 다시 로그인해주세요.');
    expect((await api(b, 'GET', '/api/users/profile', undefined, laptop.accessToken)).status).toBe(401);
    expect((await api(a, 'GET', '/api/users/profile', undefined, laptop.accessToken)).status).toBe(401);
    expect((await api(b, 'GET', '/api/users/profile', undefined, alice.accessToken)).status).toBe(200);
  });

  it('an account deleted on one instance has its connections on the other closed at once (contract §12)', async () => {
    const [a, b] = urls;
    const { bob, group } = await groupAcrossInstances('탈퇴 테스트 모임', '두 서버에 걸친 회원탈퇴를 확인하는 모임입니다.');
    const onB = await connectStomp(b, bob.accessToken);
    clients.push(onB);
    await onB.subscribe(`/topic/group.${group.id}`);
    const closedOnB = new Promise<void>((resolve) => {
      onB.client.onWebSocketClose = () => resolve();
    });
    const startedAt = Date.now();
    expect((await api(a, 'DELETE', '/api/users/me', { password: 'password 1234' }, bob.accessToken)).status).toBe(204);
    await Promise.race([closedOnB, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    expect(Date.now() - startedAt).toBeLessThan(1_500);
    expect((await api(b, 'GET', '/api/users/profile', undefined, bob.accessToken)).status).toBe(401);
  });

  it('a member removed on one instance stops receiving on the other at once and is told live there (contract §10)', async () => {
    const [a, b] = urls;
    const { alice, bob, group } = await groupAcrossInstances('강퇴 확인 모임', '두 서버에서 내보내기를 확인하는 모임입니다.');
    const topic = `/topic/group.${group.id}`;
    const bobOnB = await connectStomp(b, bob.accessToken);
    const aliceOnB = await connectStomp(b, alice.accessToken);
    clients.push(bobOnB, aliceOnB);
    await bobOnB.subscribe(topic);
    await bobOnB.subscribe('/user/queue/notifications');
    await aliceOnB.subscribe(topic);

    expect((await api(a, 'DELETE', `/api/groups/${group.id}/members/${bob.user.id}`, undefined, alice.accessToken)).status).toBe(200);
    const [notification] = (await bobOnB.waitFor('/user/queue/notifications', 1)) as { type: string }[];
    expect(notification?.type).toBe('GROUP_MEMBER_REMOVED');
    // A message sent on A after the removal reaches Alice on B, never Bob.
    expect((await api(a, 'POST', `/api/groups/${group.id}/chat/messages`, { message: '내보낸 뒤' }, alice.accessToken)).status).toBe(201);
    const seen = () => ((aliceOnB.messages.get(topic) ?? []) as { content: string }[]).some((message) => message.content === '내보낸 뒤');
    await waitUntil(seen, 3_000);
    expect(seen()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(((bobOnB.messages.get(topic) ?? []) as { content: string }[]).map((message) => message.content)).not.toContain('내보낸 뒤');
  });

  it('a block made on one instance flags the blocked sender’s live messages for the blocker on the other, not for a third member (contract §11)', async () => {
    const [a, b] = urls;
    const { alice, bob, group } = await groupAcrossInstances('차단 확인 모임', '두 서버에서 차단을 확인하는 모임입니다.');
    const carol = await signup(a, b);
    expect((await api(a, 'POST', `/api/groups/${group.id}/join`, {}, carol.accessToken)).status).toBe(201);
    const topic = `/topic/group.${group.id}`;
    // Alice (the blocker) listens on B and blocks on A; Bob (blocked) sends on A; Carol listens on B.
    const aliceOnB = await connectStomp(b, alice.accessToken);
    const carolOnB = await connectStomp(b, carol.accessToken);
    const bobOnA = await connectStomp(a, bob.accessToken);
    clients.push(aliceOnB, carolOnB, bobOnA);
    await aliceOnB.subscribe(topic);
    await carolOnB.subscribe(topic);
    expect((await api(a, 'POST', `/api/users/${bob.user.id}/block`, undefined, alice.accessToken)).status).toBe(204);
    const send = (message: string) =>
      bobOnA.client.publish({ destination: `/app/chat.sendMessage/${group.id}`, body: JSON.stringify({ message, messageType: 'TEXT' }) });
    type Body = { content: string; isBlocked?: boolean; senderId: number };
    // The block reaches B through Redis; until it has, B may still deliver whole (a few ms).
    const flagged = () => ((aliceOnB.messages.get(topic) ?? []) as Body[]).some((message) => message.isBlocked);
    for (let attempt = 0; attempt < 20 && !flagged(); attempt++) {
      send(`차단 후 ${attempt}`);
      await waitUntil(flagged, 300);
    }
    const forAlice = (aliceOnB.messages.get(topic) ?? []) as Body[];
    const last = forAlice.at(-1);
    expect(last).toMatchObject({ senderId: bob.user.id, isBlocked: true, content: '차단한 사용자의 글입니다.' });
    await waitUntil(() => (carolOnB.messages.get(topic) ?? []).length >= forAlice.length, 2_000);
    const forCarol = (carolOnB.messages.get(topic) ?? []) as Body[];
    expect(forCarol.every((message) => !message.isBlocked && message.content.startsWith('차단 후'))).toBe(true);

    // Unblocked on A: B delivers Bob's next message whole to Alice.
    expect((await api(a, 'DELETE', `/api/users/${bob.user.id}/block`, undefined, alice.accessToken)).status).toBe(204);
    const whole = () => ((aliceOnB.messages.get(topic) ?? []) as Body[]).some((message) => message.content.startsWith('해제 후'));
    for (let attempt = 0; attempt < 20 && !whole(); attempt++) {
      send(`해제 후 ${attempt}`);
      await waitUntil(whole, 300);
    }
    expect(whole()).toBe(true);
    // History read through B agrees.
    expect((await api(a, 'POST', `/api/users/${bob.user.id}/block`, undefined, alice.accessToken)).status).toBe(204);
    const history = (await api(b, 'GET', `/api/groups/${group.id}/chat/messages`, undefined, alice.accessToken)).body as {
      content: Body[];
    };
    expect(history.content.filter((message) => message.senderId === bob.user.id).every((message) => message.isBlocked)).toBe(true);
  });
});
