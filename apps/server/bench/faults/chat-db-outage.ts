import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectStomp, type TestStompClient } from '../../test/stomp-clients.ts';
import { createPrivateCluster } from '../lib/faults-postgres.ts';
import { createPrivateRedis } from '../lib/faults-redis.ts';
import { FaultReport, sleep } from '../lib/faults-report.ts';
import { api, type ServerProcess, startServerProcess } from '../lib/faults-server.ts';
import { buildWorld, type Member, seedAccounts } from '../lib/faults-world.ts';

export type ChatDbOutageOptions = { outageMs: number; smoke: boolean };

type Acked = { id: number; clientId: string; instance: number; firstTriedAt: number; ackedAt: number; attempts: number };
type Listener = { instance: number; client: TestStompClient; received: number[] };

/** Once PostgreSQL accepts connections again, each instance's room must take a send this soon. */
const MAX_RECOVERY_MS = 10_000;
const CLIENTS_PER_INSTANCE = 2;
const SEND_INTERVAL_MS = 200;

/**
 * On two instances: PostgreSQL (a private cluster) stops during chat and
 * starts again. Senders behave like the web client's pending bubble: a failed or unanswered send is
 * retried with the same clientId until it is acknowledged. Checks that neither instance's room stays
 * stuck, that every acknowledged message is stored once (never twice, whatever the retries), and
 * that no client gets a message twice.
 */
export async function runChatDbOutage(options: ChatDbOutageOptions): Promise<FaultReport> {
  const report = new FaultReport(`chat-db-outage: PostgreSQL stopped for ${options.outageMs / 1000} s during chat on two instances`);
  const cluster = await createPrivateCluster();
  const redis = await createPrivateRedis();
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'dongne-faults-chatdb-')));
  const servers: ServerProcess[] = [];
  const listeners: Listener[] = [];
  try {
    const redisPrefix = `faults:${randomBytes(3).toString('hex')}:`;
    const emails = await seedAccounts({ databaseUrl: cluster.url, dataDir: dataDirs[0] as string }, CLIENTS_PER_INSTANCE * 2);
    for (const dataDir of dataDirs)
      servers.push(await startServerProcess({ dataDir, databaseUrl: cluster.url, redisUrl: redis.url, redisPrefix }));
    const world = await buildWorld((servers[0] as ServerProcess).url, emails);
    const topic = `/topic/group.${world.groupId}`;
    for (const [index, member] of world.members.entries()) {
      const instance = index < CLIENTS_PER_INSTANCE ? 0 : 1;
      const client = await connectStomp((servers[instance] as ServerProcess).url, member.token, { transport: 'websocket' });
      const listener: Listener = { instance, client, received: [] };
      await client.subscribe(topic);
      listeners.push(listener);
    }
    const acked: Acked[] = [];
    let sending = true;
    const senders = [0, 1].map((instance) =>
      sendWithRetries(
        (servers[instance] as ServerProcess).url,
        world.members[instance * CLIENTS_PER_INSTANCE] as Member,
        world.groupId,
        instance,
        acked,
        () => sending,
      ),
    );
    await sleep(options.smoke ? 2_000 : 3_000);
    cluster.stop();
    const stoppedAt = performance.now();
    await sleep(options.outageMs);
    cluster.start();
    const startedAt = performance.now();
    await sleep(options.smoke ? 6_000 : 10_000);
    sending = false;
    await Promise.all(senders);
    await sleep(2_000);
    for (const listener of listeners)
      listener.received = ((listener.client.messages.get(topic) ?? []) as { id?: number }[]).flatMap((m) =>
        typeof m.id === 'number' ? [m.id] : [],
      );
    await judge(report, {
      acked,
      listeners,
      stoppedAt,
      startedAt,
      base: (servers[1] as ServerProcess).url,
      reader: world.members[1] as Member,
      groupId: world.groupId,
    });
  } finally {
    await Promise.all(listeners.map((listener) => listener.client.close().catch(() => {})));
    await Promise.all(servers.map((server) => server.stop()));
    redis.stop();
    cluster.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

/** One message at a time; a failure (503, timeout, a dropped connection) is retried with the same clientId. */
async function sendWithRetries(base: string, member: Member, groupId: number, instance: number, acked: Acked[], isSending: () => boolean) {
  for (let turn = 0; isSending(); turn++) {
    const clientId = `chatdb-${instance}-${turn}`;
    const firstTriedAt = performance.now();
    for (let attempt = 1; ; attempt++) {
      const answer = await api<{ id: number; clientId: string }>(base, 'POST', `/api/groups/${groupId}/chat/messages`, {
        token: member.token,
        body: { message: `인스턴스 ${instance} 메시지 ${turn}`, messageType: 'TEXT', clientId },
        timeoutMs: 5_000,
      });
      if (answer.status === 201) {
        acked.push({ id: answer.body.id, clientId, instance, firstTriedAt, ackedAt: performance.now(), attempts: attempt });
        break;
      }
      if (answer.status !== 0 && answer.status !== 503) throw new Error(`chat send on instance ${instance} answered ${answer.status}`);
      if (attempt > 200) throw new Error(`chat send on instance ${instance} never acknowledged`);
      await sleep(300);
    }
    await sleep(SEND_INTERVAL_MS);
  }
}

async function judge(
  report: FaultReport,
  run: { acked: Acked[]; listeners: Listener[]; stoppedAt: number; startedAt: number; base: string; reader: Member; groupId: number },
) {
  const { acked, listeners, stoppedAt, startedAt } = run;
  for (const instance of [0, 1]) {
    const first = acked
      .filter((message) => message.instance === instance && message.ackedAt > startedAt)
      .sort((a, b) => a.ackedAt - b.ackedAt)[0];
    const recoveryMs = first ? first.ackedAt - startedAt : Number.POSITIVE_INFINITY;
    report.check(
      `instance ${instance + 1}: its room takes sends again within ${MAX_RECOVERY_MS / 1000} s of PostgreSQL being back (not stuck)`,
      recoveryMs <= MAX_RECOVERY_MS,
      Number.isFinite(recoveryMs) ? `first acknowledged ${(recoveryMs / 1000).toFixed(1)} s after the start` : 'never',
    );
  }
  const stored = new Map<number, { clientId: string | null }>();
  let afterId = 0;
  for (let page = 0; page < 100; page++) {
    const answer = await api<{ content: { id: number; clientId: string | null }[]; last: boolean }>(
      run.base,
      'GET',
      `/api/groups/${run.groupId}/chat/messages?afterId=${afterId}&size=100`,
      { token: run.reader.token },
    );
    if (answer.status !== 200) throw new Error(`history answered ${answer.status}`);
    for (const message of answer.body.content) stored.set(message.id, message);
    afterId = Math.max(afterId, ...answer.body.content.map((message) => message.id));
    if (answer.body.last) break;
  }
  const lost = acked.filter((message) => !stored.has(message.id));
  report.check(
    'nothing acknowledged is lost: every acknowledged message is stored',
    lost.length === 0,
    `${acked.length - lost.length}/${acked.length}`,
  );
  const byClientId = new Map<string, number>();
  for (const message of stored.values())
    if (message.clientId) byClientId.set(message.clientId, (byClientId.get(message.clientId) ?? 0) + 1);
  const twice = [...byClientId.values()].filter((count) => count > 1).length;
  const retried = acked.filter((message) => message.attempts > 1);
  report.check(
    'a retried send is stored once (same clientId → one message)',
    twice === 0,
    `${retried.length} sends needed retries (up to ${Math.max(0, ...acked.map((m) => m.attempts))} attempts); clientIds stored twice: ${twice}`,
  );
  const duplicates = listeners.map((listener) => listener.received.length - new Set(listener.received).size);
  report.check(
    'nothing delivered twice to any client',
    duplicates.every((count) => count === 0),
    `duplicates per client: ${duplicates.join(', ')}`,
  );
  const missedLive = listeners.map((listener) => acked.filter((message) => !listener.received.includes(message.id)).length);
  report.check(
    'every acknowledged message reached every client live (Redis stayed up)',
    missedLive.every((count) => count === 0),
    `missed per client: ${missedLive.join(', ')} of ${acked.length}`,
  );
  report.figure(
    'messages acknowledged',
    `${acked.length} (${acked.filter((m) => m.firstTriedAt > stoppedAt && m.firstTriedAt < startedAt).length} first tried while PostgreSQL was down)`,
  );
  report.figure(
    'longest wait for an acknowledgement (pending bubble)',
    `${(Math.max(0, ...acked.map((message) => message.ackedAt - message.firstTriedAt)) / 1000).toFixed(1)} s`,
  );
}
