/**
 * Chat fan-out load (a script that reports figures, not a test):
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench:chat -w @dongne/server -- \
 *     --clients 1000 --senders 20 --rate-per-sender 1 --duration 60 --instances 1,2
 * Puts `--clients` members in one group, starts the server (one or two production processes; two
 * talk through Redis), connects every member over a plain WebSocket STOMP client (round-robin over
 * the instances; the senders in one forked process, the other clients over `--client-processes` more), and has
 * `--senders` of them send `--rate-per-sender` messages a second for `--duration` seconds.
 * Every client checks it got every message exactly once and in increasing id order; latency is
 * receipt time minus the send time written into the message, both read from the machine's clock.
 * Prints a markdown table and PASS/FAIL per check; exits 1 unless every delivery arrived exactly
 * once, in order, without errors. With `--read-every MS` every receiver also reports what it read
 * (contract §21) and counts the read frames it is sent and the coalesced moves inside them; with `--reactions-per-second N` the
 * senders give and take back reactions while the room is busy. The report adds the frames each
 * subscriber got for them and the server's memory per connection. With `--push` every member has a
 * device at a local push service, and the run also counts the room's collapsed chat pushes. The latency targets print MET/MISS and never fail the run (a
 * shared machine's figures are not the code's; CI runs a tiny version where they mean nothing). `--profile DIR` writes V8 CPU profiles of the servers there.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { notificationSettings, pushSubscriptions } from '../src/db/schema.ts';
import { createDeps } from '../src/deps.ts';
import { FakePushService } from '../test/push-service.ts';
import type { WorkerReport, WorkerSetup } from './lib/chat-client-worker.ts';
import {
  accessTokens,
  cpuSeconds,
  forkWorker,
  load,
  percentile,
  rssBytes,
  seedGroupMembers,
  startInstances,
  withoutRedis,
} from './lib/load-harness.ts';
import { benchVapidEnv } from './lib/vapid-env.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    senders: { type: 'string', default: '20' },
    'rate-per-sender': { type: 'string', default: '1' },
    duration: { type: 'string', default: '60' },
    instances: { type: 'string', default: '1' },
    'client-processes': { type: 'string', default: '2' },
    'target-p95': { type: 'string', default: '100' },
    /** Every receiving client blocks this many other receivers (contract §11): delivery checks each body against their set. */
    blocks: { type: 'string', default: '0' },
    /** Each receiving client reports its newest message id at most once per this many ms (0: no read moves). */
    'read-every': { type: 'string', default: '0' },
    /** Reactions (공감) a second over the senders, given and taken back over REST while the room is busy. */
    'reactions-per-second': { type: 'string', default: '0' },
    /**
     * Every member has a push device at a local push service (contract §18) with quiet hours off,
     * so the burst also enqueues and delivers the room's collapsed chat pushes. The servers then run
     * with NODE_ENV=development: only outside production do they push to a plain-http loopback service.
     */
    push: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const CLIENTS = Number(values.clients);
const SENDERS = Math.min(Number(values.senders), CLIENTS);
const RATE_PER_SENDER = Number(values['rate-per-sender']);
const DURATION_S = Number(values.duration);
const INSTANCE_RUNS = (values.instances ?? '1').split(',').map(Number);
const CLIENT_PROCESSES = Number(values['client-processes']);
const TARGET_P95_MS = Number(values['target-p95']);
const BLOCKS = Number(values.blocks);
const READ_EVERY_MS = Number(values['read-every']);
const REACTIONS_PER_SECOND = Number(values['reactions-per-second']);
const PUSH = values.push === true;
/** One VAPID key pair for every instance, which the local push service checks each delivery against. */
const VAPID = benchVapidEnv();
const pushService = new FakePushService(() => VAPID.VAPID_PUBLIC_KEY);
/** How long after the last message the pushes may take: the room's push waits 10 s for the rest of a burst. */
const PUSH_GRACE_MS = 120_000;
const MESSAGES_PER_SENDER = Math.round(RATE_PER_SENDER * DURATION_S);
const GRACE_MS = 20_000;
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const SECRET = `bench-${randomBytes(24).toString('hex')}`;
if (!DATABASE_URL) throw new Error('DATABASE_URL is required (the instances share one PostgreSQL database)');
if (INSTANCE_RUNS.some((count) => count > 1) && !REDIS_URL) throw new Error('two instances need REDIS_URL');

/** CLIENTS members of one new group, and an access token for each. */
async function seed() {
  const deps = await createDeps(
    loadConfig({
      ...withoutRedis(process.env),
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
    }),
  );
  const { groupId, userIds } = await seedGroupMembers(deps, CLIENTS, { description: '채팅 부하를 재는 모임입니다.' });
  if (BLOCKS > 0) {
    // Receivers block receivers, never a sender: every delivery is checked against a 200-user
    // set and none is rewritten, so the clients' exactly-once and latency checks still hold.
    const senderIndexes = new Set(Array.from({ length: SENDERS }, (_, ordinal) => Math.floor((ordinal * CLIENTS) / SENDERS)));
    const receivers = `{${userIds.filter((_, index) => !senderIndexes.has(index)).join(',')}}`;
    await deps.db.execute(
      sql`insert into user_blocks (blocker_id, blocked_id)
          select b, x from unnest(${receivers}::int[]) b
          cross join lateral (select x from unnest(${receivers}::int[]) x where x <> b limit ${BLOCKS}) s
          on conflict do nothing`,
    );
  }
  if (PUSH) {
    await deps.db.insert(notificationSettings).values(userIds.map((userId) => ({ userId, quietEnabled: false })));
    await deps.db.insert(pushSubscriptions).values(
      userIds.map((userId, index) => {
        const device = pushService.device(`member-${index}`);
        return { userId, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth, label: 'bench' };
      }),
    );
  }
  const tokens = await accessTokens(deps, userIds);
  await deps.close();
  return { groupId, tokens };
}

type PushFigures = { delivered: number; devices: number; lastAfterEndMs: number };

/**
 * Waits for the room's chat pushes after the run (until every member's device has one, or the grace
 * is over) and counts them: pushes, devices reached, and when the last of them arrived after the
 * last message was due.
 */
async function awaitPushes(before: number, endAt: number): Promise<PushFigures> {
  const reached = () => new Set(pushService.deliveries.slice(before).map((delivery) => delivery.device));
  let lastAt = Date.now();
  let seen = pushService.deliveries.length;
  while (Date.now() < endAt + PUSH_GRACE_MS && reached().size < CLIENTS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (pushService.deliveries.length !== seen) {
      seen = pushService.deliveries.length;
      lastAt = Date.now();
    }
  }
  return { delivered: seen - before, devices: reached().size, lastAfterEndMs: lastAt - endAt };
}

async function measure(instances: number, groupId: number, tokens: string[]) {
  const { servers, stop } = await startInstances(instances, {
    secret: SECRET,
    redisUrl: REDIS_URL,
    profileDir: values.profile,
    env: { ...VAPID, ...(PUSH ? { NODE_ENV: 'development', PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' } : {}) },
  });
  try {
    const clients = tokens.map((token, index) => ({ index, token, url: servers[index % instances]?.url ?? '' }));
    // Senders evenly spaced over the clients, so they fall on every instance and every process.
    const senders = Array.from({ length: SENDERS }, (_, ordinal) => ({ ordinal, index: Math.floor((ordinal * CLIENTS) / SENDERS) }));
    // The senders get a process of their own, so their timers fire on time however busy the
    // receiving processes are; every other client goes to one of the receiving processes.
    const senderIndexes = new Set(senders.map((sender) => sender.index));
    const receivers = clients.filter((client) => !senderIndexes.has(client.index));
    const shares = [
      clients.filter((client) => senderIndexes.has(client.index)),
      ...Array.from({ length: CLIENT_PROCESSES }, (_, worker) =>
        receivers.slice(
          Math.floor((worker * receivers.length) / CLIENT_PROCESSES),
          Math.floor(((worker + 1) * receivers.length) / CLIENT_PROCESSES),
        ),
      ),
    ];
    const workers = shares.map(() => forkWorker(path.join(import.meta.dirname, 'lib/chat-client-worker.ts')));
    const rssBefore = servers.map((server) => rssBytes(server.child.pid));
    const connectStarted = Date.now();
    workers.forEach((worker, index) => {
      const mine = shares[index] ?? [];
      const setup: WorkerSetup = {
        type: 'setup',
        clients: mine,
        topic: `/topic/group.${groupId}`,
        sendDestination: `/app/chat.sendMessage/${groupId}`,
        senders: index === 0 ? senders : [],
        totalSenders: SENDERS,
        messagesPerSender: MESSAGES_PER_SENDER,
        intervalMs: 1_000 / RATE_PER_SENDER,
        graceMs: GRACE_MS,
        readEveryMs: READ_EVERY_MS,
        readsTopic: `/topic/group.${groupId}.reads`,
        readDestination: `/app/chat.read/${groupId}`,
        reactionsPerSecond: REACTIONS_PER_SECOND,
      };
      worker.child.send(setup);
    });
    await Promise.all(workers.map((worker) => worker.next('ready')));
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    // The servers' resident memory the connected clients (and their subscriptions) added, per client.
    const bytesPerConnection =
      servers.reduce((total, server, index) => total + rssBytes(server.child.pid) - (rssBefore[index] ?? 0), 0) / Math.max(1, CLIENTS);
    const loadBefore = load();
    const cpuBefore = servers.map((server) => cpuSeconds(server.child.pid));
    const startAt = Date.now() + 1_000;
    for (const worker of workers) worker.child.send({ type: 'start', startAt });
    const pushesBefore = pushService.deliveries.length;
    const reports = await Promise.all(workers.map((worker) => worker.next<WorkerReport>('report')));
    const pushes = PUSH ? await awaitPushes(pushesBefore, startAt + DURATION_S * 1_000) : undefined;
    const serverCpu = servers.map((server, index) => cpuSeconds(server.child.pid) - (cpuBefore[index] ?? 0));
    const loadAfter = load();
    return summarise(instances, reports, { connectSeconds, serverCpu, loadBefore, loadAfter, bytesPerConnection, pushes });
  } finally {
    await stop();
  }
}

function summarise(
  instances: number,
  reports: WorkerReport[],
  extra: {
    connectSeconds: number;
    serverCpu: number[];
    loadBefore: string;
    loadAfter: string;
    bytesPerConnection: number;
    pushes: PushFigures | undefined;
  },
) {
  const all = new Float64Array(reports.reduce((sum, report) => sum + report.latencies.length, 0));
  let offset = 0;
  for (const report of reports) {
    all.set(report.latencies, offset);
    offset += report.latencies.length;
  }
  all.sort();
  const sum = (pick: (report: WorkerReport) => number) => reports.reduce((total, report) => total + pick(report), 0);
  return {
    instances,
    expected: sum((report) => report.expected),
    delivered: sum((report) => report.delivered),
    duplicates: sum((report) => report.duplicates),
    outOfOrder: sum((report) => report.outOfOrder),
    errors: reports.flatMap((report) => report.errors),
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: all.at(-1) ?? 0,
    clientElu: reports.map((report) => report.elu),
    maxSendLagMs: Math.max(...reports.map((report) => report.maxSendLagMs)),
    readsSent: sum((report) => report.readsSent),
    readFrames: sum((report) => report.readFrames),
    readMoves: sum((report) => report.readMoves),
    readRepeats: sum((report) => report.readRepeats),
    reactionsGiven: sum((report) => report.reactionsGiven),
    reactionFrames: sum((report) => report.reactionFrames),
    ...extra,
  };
}

type Result = Awaited<ReturnType<typeof measure>>;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function printReport(results: Result[]) {
  console.log(
    `\n${CLIENTS} clients in one group${READ_EVERY_MS > 0 ? `, each receiver reporting what it read every ${READ_EVERY_MS} ms` : ''}${REACTIONS_PER_SECOND > 0 ? `, ${REACTIONS_PER_SECOND} reactions/s` : ''}${BLOCKS > 0 ? ` (each receiver has blocked ${BLOCKS} other receivers)` : ''}, ${SENDERS} senders × ${RATE_PER_SENDER} msg/s for ${DURATION_S} s (room ${SENDERS * RATE_PER_SENDER} msg/s); client processes: 1 for the senders + ${CLIENT_PROCESSES} receiving\n`,
  );
  console.log(
    '| instances | delivered / expected | duplicates | out of order | p50 | p95 | p99 | max | server CPU s (µs per delivery) | client ELU (senders, receivers…) | send lag max | load avg before → after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.instances} | ${r.delivered} / ${r.expected} (${((r.delivered / r.expected) * 100).toFixed(2)} %) | ${r.duplicates} | ${r.outOfOrder} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.serverCpu.map((cpu) => cpu.toFixed(1)).join(' + ')} (${((r.serverCpu.reduce((a, b) => a + b, 0) * 1e6) / Math.max(1, r.delivered)).toFixed(0)}) | ${r.clientElu.map((elu) => elu.toFixed(2)).join(', ')} | ${ms(r.maxSendLagMs)} | ${r.loadBefore} → ${r.loadAfter} |`,
    );
  }
  console.log('');
  const receivers = Math.max(1, CLIENTS - SENDERS);
  console.log(
    '| instances | read moves sent | read frames per receiver (per s) | read moves per receiver (per s) | reactions given | reaction frames per client | server memory per connection |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const perReceiver = (count: number) => `${(count / receivers).toFixed(1)} (${(count / receivers / DURATION_S).toFixed(2)})`;
  for (const r of results) {
    console.log(
      `| ${r.instances} | ${r.readsSent} | ${perReceiver(r.readFrames)} | ${perReceiver(r.readMoves)} | ${r.reactionsGiven} | ${(r.reactionFrames / CLIENTS).toFixed(1)} | ${(r.bytesPerConnection / 1024).toFixed(1)} KiB |`,
    );
  }
  console.log('');
  if (PUSH) {
    console.log('| instances | chat pushes delivered | devices reached / members | last push after the last message |');
    console.log('|---|---|---|---|');
    for (const r of results)
      if (r.pushes)
        console.log(
          `| ${r.instances} | ${r.pushes.delivered} | ${r.pushes.devices} / ${CLIENTS} | ${(r.pushes.lastAfterEndMs / 1000).toFixed(1)} s |`,
        );
    console.log('');
  }
  let correct = true;
  const check = (ok: boolean, label: string) => {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
    return ok;
  };
  const target = (ok: boolean, label: string) => console.log(`${ok ? 'MET ' : 'MISS'}  ${label}`);
  for (const r of results) {
    correct = check(r.delivered === r.expected && r.duplicates === 0, `${r.instances} instance(s): every delivery exactly once`) && correct;
    correct = check(r.outOfOrder === 0, `${r.instances} instance(s): every client saw the room in increasing id order`) && correct;
    correct =
      check(
        r.errors.length === 0,
        `${r.instances} instance(s): no ERROR frame or dropped connection${r.errors.length ? ` (${r.errors.slice(0, 3).join('; ')})` : ''}`,
      ) && correct;
    if (REACTIONS_PER_SECOND > 0)
      correct =
        check(r.reactionsGiven > 0 && r.reactionFrames > 0, `${r.instances} instance(s): reactions were given and reached the room`) &&
        correct;
    if (READ_EVERY_MS > 0)
      correct =
        check(
          r.readsSent > 0 && r.readMoves > 0 && r.readMoves <= r.readsSent * receivers && r.readRepeats === 0,
          `${r.instances} instance(s): read moves reached the room, each at most once per receiver (${r.readMoves} moves in ${r.readFrames} frames for ${r.readsSent} moves × ${receivers} receivers; ${r.readRepeats} again or behind)`,
        ) && correct;
    // Every member hears of messages from others, senders included (each has others' messages).
    if (r.pushes)
      correct = check(r.pushes.devices === CLIENTS, `${r.instances} instance(s): every member's device got the room's push`) && correct;
    target(r.p95 < TARGET_P95_MS, `${r.instances} instance(s): p95 ${ms(r.p95)} < ${TARGET_P95_MS} ms (target)`);
    for (const elu of r.clientElu)
      if (elu > 0.8)
        console.log(`NOTE  a client process ran at ${(elu * 100).toFixed(0)} % event-loop use: the figures include client-side queueing`);
  }
  const one = results.find((r) => r.instances === 1);
  const two = results.find((r) => r.instances === 2);
  if (one && two) target(two.p95 <= one.p95 * 1.3, `two instances p95 ${ms(two.p95)} ≤ 1.3 × one instance's ${ms(one.p95)} (target)`);
  return correct;
}

async function main() {
  console.log(`load average at start: ${load()}`);
  if (PUSH) await pushService.start();
  const { groupId, tokens } = await seed();
  const results: Result[] = [];
  for (const instances of INSTANCE_RUNS) results.push(await measure(instances, groupId, tokens));
  const correct = printReport(results);
  await pushService.stop();
  process.exit(correct ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
