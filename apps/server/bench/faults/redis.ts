import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectStomp, type TestStompClient } from '../../test/stomp-clients.ts';
import { createScratchDatabase } from '../lib/faults-postgres.ts';
import { createPrivateRedis } from '../lib/faults-redis.ts';
import { FaultReport, sleep } from '../lib/faults-report.ts';
import { api, type ServerProcess, startServerProcess } from '../lib/faults-server.ts';
import { buildWorld, type Member, seedAccounts } from '../lib/faults-world.ts';

/**
 * `redis`: the live path only (what pub/sub delivers). `redis-split`: clients behave like the web
 * client — on the server's RESYNC signal they fetch what they missed with `afterId` and merge by
 * id — and the checks are that every client ends up with every acknowledged message, none twice.
 */
export type RedisOutageOptions = { outageMs: number; smoke: boolean; split?: boolean };

type Sent = { id: number; instance: number; sentAt: number; ackedAt: number };
type Listener = {
  instance: number;
  client: TestStompClient;
  received: { id: number; at: number; createdAt: string }[];
  resyncs: number;
  /** Ids fetched by gap fills (`afterId`), and when the last fill ended. */
  filled: Set<number>;
  fills: Promise<void>;
  lastFillAt: number;
};

/** Cross-instance delivery must be back this soon after Redis is. */
const MAX_RESUME_MS = 5_000;
const CLIENTS_PER_INSTANCE = 3;
const SEND_INTERVAL_MS = 200;
/**
 * Redis pub/sub is at-most-once: a message acknowledged a moment before Redis stops may still be in
 * the publisher's socket buffer and is lost to the other instance (it stays in the REST history).
 * "Before the outage" therefore means acknowledged at least this long before the stop.
 */
const SETTLE_MS = 500;

/**
 * Two instances, chat clients on both in one group, one sender per instance posting steadily;
 * the private Redis is shut down for `outageMs` and started again.
 */
export async function runRedisOutage(options: RedisOutageOptions): Promise<FaultReport> {
  const report = new FaultReport(
    options.split
      ? `redis-split: Redis shut down for ${options.outageMs / 1000} s during chat between two instances; clients fill gaps on RESYNC`
      : `redis: Redis shut down for ${options.outageMs / 1000} s during chat between two instances, then started`,
  );
  const redis = await createPrivateRedis();
  const scratch = await createScratchDatabase('redis');
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'dongne-faults-redis-')));
  const servers: ServerProcess[] = [];
  const listeners: Listener[] = [];
  try {
    const redisPrefix = `faults:${randomBytes(3).toString('hex')}:`;
    const emails = await seedAccounts({ databaseUrl: scratch.url, dataDir: dataDirs[0] as string }, CLIENTS_PER_INSTANCE * 2);
    for (const dataDir of dataDirs)
      servers.push(await startServerProcess({ dataDir, databaseUrl: scratch.url, redisUrl: redis.url, redisPrefix }));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const world = await buildWorld(a.url, emails);
    const topic = `/topic/group.${world.groupId}`;
    for (const [index, member] of world.members.entries()) {
      const instance = index < CLIENTS_PER_INSTANCE ? 0 : 1;
      listeners.push(await listen((instance === 0 ? a : b).url, member, topic, instance, world.groupId, Boolean(options.split)));
    }
    const sent: Sent[] = [];
    let sending = true;
    const senders = [0, 1].map((instance) =>
      sendSteadily(
        (servers[instance] as ServerProcess).url,
        world.members[instance * CLIENTS_PER_INSTANCE] as Member,
        world.groupId,
        instance,
        sent,
        () => sending,
      ),
    );
    await sleep(options.smoke ? 2_000 : 4_000);
    redis.stop();
    const downAt = performance.now();
    await sleep(options.outageMs);
    await redis.start();
    const upAt = performance.now();
    await sleep(options.smoke ? 6_000 : 10_000);
    sending = false;
    await Promise.all(senders);
    await sleep(2_000);
    if (options.split) {
      await Promise.all(listeners.map((listener) => listener.fills));
      judgeSplit(report, sent, listeners, upAt);
    } else judge(report, sent, listeners, { downAt, upAt });
    await reportHistory(report, a.url, world.members[CLIENTS_PER_INSTANCE] as Member, world.groupId, sent);
  } finally {
    await Promise.all(listeners.map((listener) => listener.client.close().catch(() => {})));
    await Promise.all(servers.map((server) => server.stop()));
    redis.stop();
    await scratch.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

/** A plain-WebSocket STOMP client subscribed to the room, recording each message's id and arrival. */
async function listen(
  base: string,
  member: Member,
  topic: string,
  instance: number,
  groupId: number,
  fillsGaps: boolean,
): Promise<Listener> {
  const client = await connectStomp(base, member.token, { transport: 'websocket' });
  const listener: Listener = { instance, client, received: [], resyncs: 0, filled: new Set(), fills: Promise.resolve(), lastFillAt: 0 };
  // As the web client does (gapStartOf): from the newest message held that was stored before the
  // interruption's `since` (else from before everything held), page by page, merged by id.
  const fill = async (since: string) => {
    const cutoff = Date.parse(since);
    const before = listener.received.filter((message) => Date.parse(message.createdAt) < cutoff).map((message) => message.id);
    const held = listener.received.map((message) => message.id);
    let afterId = before.length > 0 ? Math.max(...before) : Math.max(0, Math.min(...held, 1) - 1);
    for (let page = 0; page < 50; page++) {
      const answer = await api<{ content: { id: number }[]; last: boolean }>(
        base,
        'GET',
        `/api/groups/${groupId}/chat/messages?afterId=${afterId}&size=100`,
        { token: member.token },
      );
      if (answer.status !== 200) throw new Error(`gap fill answered ${answer.status}`);
      for (const message of answer.body.content) listener.filled.add(message.id);
      afterId = Math.max(afterId, ...answer.body.content.map((message) => message.id));
      if (answer.body.last) break;
    }
    listener.lastFillAt = performance.now();
  };
  const receipt = `faults-${randomBytes(4).toString('hex')}`;
  const subscribed = new Promise<void>((resolve) => client.client.watchForReceipt(receipt, () => resolve()));
  client.client.subscribe(
    topic,
    (message) => {
      const body = JSON.parse(message.body) as { id?: number; type?: string; since?: string; createdAt?: string };
      // The server's "re-fetch" signal after a broker interruption (contract §7) is not a message.
      if (body.type === 'RESYNC') {
        listener.resyncs++;
        if (fillsGaps) listener.fills = listener.fills.then(() => fill(body.since ?? new Date(0).toISOString()));
      } else listener.received.push({ id: body.id as number, at: performance.now(), createdAt: body.createdAt ?? '' });
    },
    { receipt },
  );
  await subscribed;
  return listener;
}

/** Posts a message through the instance's REST API every SEND_INTERVAL_MS; a 201 is the acknowledgement. */
async function sendSteadily(base: string, member: Member, groupId: number, instance: number, sent: Sent[], isSending: () => boolean) {
  for (let turn = 0; isSending(); turn++) {
    const sentAt = performance.now();
    const answer = await api<{ id: number }>(base, 'POST', `/api/groups/${groupId}/chat/messages`, {
      token: member.token,
      body: { message: `인스턴스 ${instance} 메시지 ${turn}`, messageType: 'TEXT', clientId: `faults-${instance}-${turn}` },
      timeoutMs: 10_000,
    });
    if (answer.status === 201) sent.push({ id: answer.body.id, instance, sentAt, ackedAt: performance.now() });
    else throw new Error(`chat send on instance ${instance} answered ${answer.status}`);
    await sleep(Math.max(0, SEND_INTERVAL_MS - (performance.now() - sentAt)));
  }
}

function judge(report: FaultReport, sent: Sent[], listeners: Listener[], { downAt, upAt }: { downAt: number; upAt: number }) {
  const receivedBy = listeners.map((listener) => new Set(listener.received.map((message) => message.id)));
  const local = sent
    .flatMap((message) => listeners.map((listener, index) => ({ message, listener, index })))
    .filter(({ message, listener }) => message.instance === listener.instance);
  const localMissing = local.filter(({ message, index }) => !receivedBy[index]?.has(message.id));
  const duringOutage = local.filter(({ message }) => message.sentAt > downAt && message.sentAt < upAt).length;
  report.check(
    'local delivery never stops (clients on the sender’s instance get every acknowledged message)',
    localMissing.length === 0,
    `${local.length - localMissing.length}/${local.length} deliveries, ${duringOutage} of them while Redis was down`,
  );
  const remote = (message: Sent) =>
    listeners.map((listener, index) => ({ listener, index })).filter(({ listener }) => listener.instance !== message.instance);
  const deliveredEverywhere = (message: Sent) => remote(message).every(({ index }) => receivedBy[index]?.has(message.id));
  const before = sent.filter((message) => message.ackedAt < downAt - SETTLE_MS);
  const missedBefore = before.filter((message) => !deliveredEverywhere(message));
  report.check(
    `cross-instance delivery before the outage (messages acknowledged ≥ ${SETTLE_MS} ms before Redis stopped)`,
    before.length > 0 && missedBefore.length === 0,
    `${before.length - missedBefore.length}/${before.length} messages` +
      missedBefore
        .map((message) => `; missed #${message.id}, acknowledged ${(downAt - message.ackedAt).toFixed(0)} ms before the stop`)
        .join(''),
  );
  // Resumed at the send time after which every message reached every client on the other instance.
  const after = sent.filter((message) => message.sentAt > upAt).sort((x, y) => x.sentAt - y.sentAt);
  let resumedAt = Number.POSITIVE_INFINITY;
  for (let index = after.length - 1; index >= 0; index--) {
    const message = after[index] as Sent;
    if (!deliveredEverywhere(message)) break;
    resumedAt = message.sentAt;
  }
  const resumeMs = resumedAt - upAt;
  report.check(
    `cross-instance delivery resumes within ${MAX_RESUME_MS / 1000} s of Redis being back`,
    resumeMs <= MAX_RESUME_MS,
    `every message sent ${Math.max(0, resumeMs).toFixed(0)} ms after Redis was back onward reached the other instance`,
  );
  const duplicates = listeners.map((listener) => listener.received.length - new Set(listener.received.map((message) => message.id)).size);
  report.check(
    'no message delivered twice to any client',
    duplicates.every((count) => count === 0),
    `duplicates per client: ${duplicates.join(', ')}`,
  );
  const missedRemote = sent.filter((message) => !deliveredEverywhere(message));
  report.figure(
    'messages acknowledged',
    `${sent.length} (${sent.filter((m) => m.sentAt > downAt && m.sentAt < upAt).length} while Redis was down)`,
  );
  report.figure('messages the other instance’s clients missed (sent while Redis was down or reconnecting)', missedRemote.length);
}

/**
 * redis-split: every client's view (live deliveries merged with its gap fills) holds every
 * acknowledged message; nothing arrived twice live; every client was told to re-fetch.
 */
function judgeSplit(report: FaultReport, sent: Sent[], listeners: Listener[], upAt: number) {
  const views = listeners.map((listener) => new Set([...listener.received.map((message) => message.id), ...listener.filled]));
  const missing = listeners.map((_, index) => sent.filter((message) => !views[index]?.has(message.id)).length);
  report.check(
    'nothing acknowledged is lost: every client ends up with every acknowledged message (live or by afterId)',
    missing.every((count) => count === 0),
    `missing per client: ${missing.join(', ')} of ${sent.length}`,
  );
  const duplicates = listeners.map((listener) => listener.received.length - new Set(listener.received.map((message) => message.id)).size);
  report.check(
    'nothing delivered twice: no client got a message twice live, and merging by id shows each once',
    duplicates.every((count) => count === 0),
    `live duplicates per client: ${duplicates.join(', ')}`,
  );
  report.check(
    'every client on both instances was told to re-fetch (RESYNC) after Redis came back',
    listeners.every((listener) => listener.resyncs > 0),
    `RESYNC per client: ${listeners.map((listener) => listener.resyncs).join(', ')}`,
  );
  const recovered = Math.max(...listeners.map((listener) => listener.lastFillAt)) - upAt;
  report.figure('messages acknowledged', sent.length);
  report.figure(
    'messages filled in by afterId (summed over clients)',
    listeners.reduce((sum, listener) => sum + [...listener.filled].filter((id) => !listener.received.some((m) => m.id === id)).length, 0),
  );
  report.figure('time from Redis back to the last client’s gap fill done', `${(recovered / 1000).toFixed(1)} s`);
}

/** The missed messages are stored: a client that loads the room's history (REST) sees them all. */
async function reportHistory(report: FaultReport, base: string, reader: Member, groupId: number, sent: Sent[]) {
  const ids = new Set<number>();
  for (let page = 0; page < 50; page++) {
    const answer = await api<{ content: { id: number }[]; last: boolean }>(
      base,
      'GET',
      `/api/groups/${groupId}/chat/messages?page=${page}&size=100`,
      { token: reader.token },
    );
    if (answer.status !== 200) break;
    for (const message of answer.body.content) ids.add(message.id);
    if (answer.body.last) break;
  }
  const missing = sent.filter((message) => !ids.has(message.id));
  report.check(
    'every acknowledged message is in the room’s history (REST), missed ones included',
    missing.length === 0,
    `${sent.length - missing.length}/${sent.length}`,
  );
}
