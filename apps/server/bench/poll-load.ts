/**
 * A vote's live update at scale (contract §20, §21's fan-out target; a script that reports figures,
 * not a test):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:polls -w @dongne/server -- \
 *     --clients 1000 --singles 5 --votes 100 --vote-rate 20 --refetch frame,spread:500
 * On a private database it creates on DATABASE_URL's server (and drops after): `--clients` members
 * of one group and a poll per run. It starts the server (one production process, or two through
 * Redis with `--instances 2`), connects every member over a plain WebSocket STOMP client to the
 * group's poll topic, spread over `--client-processes` forked processes, each taking every
 * POLL_CHANGED as a browser does: `--refetch frame` (the web app) shows the frame's results and
 * reads nothing; for comparison, `every` reads the poll as that member per frame at once, and
 * `spread:MS` through the web app's `RefreshScheduler`.
 * Then, from this process:
 *   - `--singles` votes `--single-gap` ms apart, each on a quiet topic: vote sent → frame at every
 *     subscriber, the figure comparable with chat's fan-out (message sent → received);
 *   - a burst of `--votes` votes by as many members at `--vote-rate` a second: frames per
 *     subscriber against the window's bound, fan-out of each frame (released → received, the
 *     release read by a probe subscribed first on each instance, in a process of its own), the
 *     reads the server answered per vote, the votes' own response times, when each subscriber first
 *     showed each vote, and the final count after the last vote was sent.
 * Prints markdown tables; PASS/FAIL for what must hold (every vote stored, every subscriber told
 * and ending on the final count, at most ceil(burst / window) + 1 frames each, bodies the
 * contract package's `POLL_CHANGED`, no ERROR frame); the latency targets print MET/MISS and never
 * fail the run.
 * `--smoke` is a small run for CI (100 clients, 2 singles, a burst of 20; well under a minute).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { createDeps } from '../src/deps.ts';
import { POLL_CHANGES_WINDOW_MS } from '../src/modules/posts/polls.realtime.ts';
import { createPoll } from '../src/modules/posts/polls.service.ts';
import { BenchStompClient } from './lib/chat-stomp-client.ts';
import {
  accessTokens,
  cpuSeconds,
  forkWorker,
  load,
  percentile,
  seedGroupMembers,
  startInstances,
  withoutRedis,
} from './lib/load-harness.ts';
import type { PollWorkerReport, PollWorkerSetup, RefetchMode } from './lib/poll-client-worker.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    singles: { type: 'string', default: '5' },
    'single-gap': { type: 'string', default: '3000' },
    votes: { type: 'string', default: '100' },
    'vote-rate': { type: 'string', default: '20' },
    instances: { type: 'string', default: '1' },
    'client-processes': { type: 'string', default: '2' },
    /** Comma-separated runs: `frame` (the web app: the frame's results, no read), `every`, or `spread:MS`. */
    refetch: { type: 'string', default: 'frame' },
    'target-p95': { type: 'string', default: '100' },
    smoke: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const SMOKE = values.smoke === true;
const CLIENTS = SMOKE ? 100 : Number(values.clients);
const SINGLES = SMOKE ? 2 : Number(values.singles);
const SINGLE_GAP_MS = SMOKE ? 1_500 : Number(values['single-gap']);
const VOTES = SMOKE ? 20 : Number(values.votes);
const VOTE_RATE = Number(values['vote-rate']);
const INSTANCE_RUNS = (values.instances ?? '1').split(',').map(Number);
const CLIENT_PROCESSES = Number(values['client-processes']);
const TARGET_P95_MS = Number(values['target-p95']);
const REFETCH_RUNS: RefetchMode[] = (values.refetch ?? 'frame').split(',').map((mode) => {
  if (mode === 'frame') return { kind: 'frame' };
  if (mode === 'every') return { kind: 'every' };
  const spreadMs = Number(/^spread:(\d+)$/.exec(mode)?.[1] ?? Number.NaN);
  if (!Number.isFinite(spreadMs)) throw new Error(`--refetch: "${mode}" is none of "frame", "every" and "spread:MS"`);
  return { kind: 'spread', spreadMs };
});
const RUNS = INSTANCE_RUNS.flatMap((instances) => REFETCH_RUNS.map((refetch) => ({ instances, refetch })));
if (SINGLES + VOTES >= CLIENTS) throw new Error('each vote is a different member: --singles + --votes must stay below --clients');
const REDIS_URL = process.env.REDIS_URL;
if (INSTANCE_RUNS.some((count) => count > 1) && !REDIS_URL) throw new Error('two instances need REDIS_URL');
const SERVER_URL = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const DATABASE_NAME = `dongne_bench_polls_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = Object.assign(new URL(SERVER_URL), { pathname: `/${DATABASE_NAME}` }).toString();
const SECRET = `bench-${randomBytes(24).toString('hex')}`;
const WINDOW_MS = POLL_CHANGES_WINDOW_MS;
/** How long after the burst the reads may take to settle. */
const SETTLE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sorted = (list: number[]) => Float64Array.from(list).sort();
const describeMode = (mode: RefetchMode) =>
  mode.kind === 'frame'
    ? 'none: the frame’s results'
    : mode.kind === 'every'
      ? 'every frame, at once'
      : `one in flight, spread ${mode.spreadMs} ms`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: Object.assign(new URL(SERVER_URL), { pathname: '/postgres' }).toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** CLIENTS members of one new group, a poll for each run (the owner's), and an access token for each member. */
async function seed() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-polls-'));
  const deps = await createDeps(
    loadConfig({ ...withoutRedis(process.env), DATABASE_URL, JWT_SECRET: SECRET, LOG_LEVEL: 'warn', DATA_DIR: dataDir }),
  );
  const { groupId, userIds } = await seedGroupMembers(deps, CLIENTS, { description: '투표 부하를 재는 모임입니다.' });
  const polls: { id: number; optionIds: number[] }[] = [];
  for (const _ of RUNS) {
    const post = await createPoll(deps, {
      userId: userIds[0] ?? 0,
      groupId,
      question: '이번 달 정모는 어디서 할까요?',
      options: ['성수', '망원', '연남', '을지로'],
      multiple: false,
      anonymous: false,
    });
    if (!post.poll) throw new Error('the poll was not created');
    polls.push({ id: post.poll.id, optionIds: post.poll.options.map((option) => option.id) });
  }
  const tokens = await accessTokens(deps, userIds);
  await deps.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { groupId, polls, tokens };
}

type Vote = { sentAt: number; answeredAt: number; status: number; voterCount: number };

/** One member's vote over REST, timed; the answer's voter count was read after the vote was stored. */
async function castVote(url: string, token: string, pollId: number, optionId: number): Promise<Vote> {
  const sentAt = performance.timeOrigin + performance.now();
  const response = await fetch(`${url}/api/polls/${pollId}/vote`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ optionIds: [optionId] }),
  }).catch(() => null);
  const voterCount = response?.ok ? ((await response.json()) as { voterCount: number }).voterCount : -1;
  return { sentAt, answeredAt: performance.timeOrigin + performance.now(), status: response?.status ?? 0, voterCount };
}

async function measure(
  { instances, refetch }: (typeof RUNS)[number],
  { groupId, poll, tokens }: { groupId: number; poll: { id: number; optionIds: number[] }; tokens: string[] },
) {
  const { servers, stop } = await startInstances(instances, {
    secret: SECRET,
    redisUrl: REDIS_URL,
    profileDir: values.profile,
    env: { DATABASE_URL },
  });
  const topic = `/topic/group.${groupId}.polls`;
  const probes: BenchStompClient[] = [];
  try {
    // A probe per instance, subscribed before anyone else so the hub writes to it first: when it
    // hears a frame is when that instance released it. It reads nothing, in a process that is idle.
    const released: number[][] = servers.map(() => []);
    for (const [index, server] of servers.entries()) {
      const probe = await BenchStompClient.connect(server.url, tokens[0] ?? '');
      await probe.subscribe(topic, () => released[index]?.push(performance.timeOrigin + performance.now()));
      probes.push(probe);
    }
    const clients = tokens.map((token, index) => ({ index, token, url: servers[index % instances]?.url ?? '' }));
    const shares = Array.from({ length: CLIENT_PROCESSES }, (_, worker) =>
      clients.slice(
        Math.floor((worker * clients.length) / CLIENT_PROCESSES),
        Math.floor(((worker + 1) * clients.length) / CLIENT_PROCESSES),
      ),
    );
    const workers = shares.map(() => forkWorker(path.join(import.meta.dirname, 'lib/poll-client-worker.ts')));
    workers.forEach((worker, index) => {
      const setup: PollWorkerSetup = { type: 'setup', clients: shares[index] ?? [], topic, pollId: poll.id, refetch };
      worker.child.send(setup);
    });
    await Promise.all(workers.map((worker) => worker.next('ready')));
    // Voters are members 1…: one vote each, so the voter count grows by one per vote.
    const voter = (ordinal: number) => clients[1 + ordinal] ?? clients[0];
    const option = (ordinal: number) => poll.optionIds[ordinal % poll.optionIds.length] ?? 0;
    const loadBefore = load();

    const singles: Vote[] = [];
    for (let ordinal = 0; ordinal < SINGLES; ordinal++) {
      const member = voter(ordinal);
      singles.push(await castVote(member?.url ?? '', member?.token ?? '', poll.id, option(ordinal)));
      await sleep(SINGLE_GAP_MS);
    }

    const cpuBefore = servers.map((server) => cpuSeconds(server.child.pid));
    const burstAt = performance.timeOrigin + performance.now() + 100;
    const burst = await Promise.all(
      Array.from({ length: VOTES }, async (_, index) => {
        const ordinal = SINGLES + index;
        await sleep(Math.max(0, burstAt + (index * 1_000) / VOTE_RATE - (performance.timeOrigin + performance.now())));
        const member = voter(ordinal);
        return castVote(member?.url ?? '', member?.token ?? '', poll.id, option(ordinal));
      }),
    );
    await sleep(WINDOW_MS * 2);
    for (const worker of workers) worker.child.send({ type: 'finish', settleMs: SETTLE_MS });
    const reports = await Promise.all(workers.map((worker) => worker.next<PollWorkerReport>('report')));
    const serverCpu = servers.map((server, index) => cpuSeconds(server.child.pid) - (cpuBefore[index] ?? 0));
    return summarise({ instances, refetch, released, singles, burst, reports, serverCpu, loadBefore, loadAfter: load() });
  } finally {
    for (const probe of probes) probe.close();
    await stop();
  }
}

function summarise(run: {
  instances: number;
  refetch: RefetchMode;
  released: number[][];
  singles: Vote[];
  burst: Vote[];
  reports: PollWorkerReport[];
  serverCpu: number[];
  loadBefore: string;
  loadAfter: string;
}) {
  const { instances, released, singles, burst, reports } = run;
  const frames = reports.flatMap((report) => report.frames);
  const refetches = reports.flatMap((report) => report.refetches);
  const burstStart = Math.min(...burst.map((vote) => vote.sentAt));
  const burstEnd = Math.max(...burst.map((vote) => vote.answeredAt));
  const lastSent = Math.max(...burst.map((vote) => vote.sentAt));
  const finalCount = SINGLES + VOTES;

  // Singles: each vote's first frame at every subscriber (nothing else happens between them).
  const singleLatencies: number[] = [];
  let untold = 0;
  for (const list of frames)
    for (const vote of singles) {
      const heard = list.find((at) => at >= vote.sentAt);
      if (heard === undefined || heard > vote.sentAt + SINGLE_GAP_MS) untold += 1;
      else singleLatencies.push(heard - vote.sentAt);
    }

  // Burst: frames per subscriber, and each frame's fan-out after its instance's probe heard it.
  const fanOut: number[] = [];
  const burstFrames: number[] = [];
  let unmatched = 0;
  frames.forEach((list, client) => {
    const probe = released[client % instances] ?? [];
    if (list.length !== probe.length) unmatched += 1;
    list.forEach((at, index) => {
      if (at < burstStart) return;
      const releasedAt = probe[index];
      if (releasedAt !== undefined) fanOut.push(at - releasedAt);
    });
    burstFrames.push(list.filter((at) => at >= burstStart).length);
  });
  const frameBound = Math.ceil((burstEnd - burstStart) / WINDOW_MS) + 1;

  // Reads: answered per vote in the burst (none when frames carry the results), and when each
  // subscriber first showed each vote (a state with at least the voter count the vote's own answer
  // read, which is at least its rank).
  const burstReads = run.refetch.kind === 'frame' ? [] : refetches.flatMap((list) => list.filter(([startedAt]) => startedAt >= burstStart));
  const served = burstReads.filter(([, , status]) => status === 200).length;
  const failedReads = refetches.flat().filter(([, , status]) => status !== 200).length;
  const shown: number[] = [];
  const finalShown: number[] = [];
  let endedShort = 0;
  for (const list of refetches) {
    const answers = list.filter(([, , status]) => status === 200).sort((a, b) => a[1] - b[1]);
    for (const vote of burst) {
      const first = answers.find(([, answeredAt, , count]) => answeredAt >= vote.sentAt && count >= vote.voterCount);
      if (first) shown.push(first[1] - vote.sentAt);
    }
    const last = answers.at(-1);
    if (!last || last[3] !== finalCount) endedShort += 1;
    const final = answers.find(([, , , count]) => count === finalCount);
    if (final) finalShown.push(final[1] - lastSent);
  }
  const voteTimes = sorted(burst.map((vote) => vote.answeredAt - vote.sentAt));
  const votesRefused = [...singles, ...burst].filter((vote) => vote.status !== 200).length;
  const singleSorted = sorted(singleLatencies);
  const fanOutSorted = sorted(fanOut);
  const shownSorted = sorted(shown);
  const finalSorted = sorted(finalShown);
  return {
    ...run,
    singleSorted,
    untold,
    fanOutSorted,
    burstFrames: sorted(burstFrames),
    frameBound,
    burstSeconds: (burstEnd - burstStart) / 1_000,
    unmatched,
    served,
    failedReads,
    shownSorted,
    finalSorted,
    endedShort,
    voteTimes,
    votesRefused,
    unexpectedBodies: reports.reduce((sum, report) => sum + report.unexpectedBodies, 0),
    errors: reports.flatMap((report) => report.errors),
    clientElu: reports.map((report) => report.elu),
  };
}

type Result = Awaited<ReturnType<typeof measure>>;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const triple = (list: Float64Array) => `${ms(percentile(list, 50))} / ${ms(percentile(list, 95))} / ${ms(percentile(list, 99))}`;

function printReport(results: Result[]) {
  console.log(
    `\n${CLIENTS} subscribers of one group's poll topic (window ${WINDOW_MS} ms); ${SINGLES} single votes ${SINGLE_GAP_MS} ms apart, then a burst of ${VOTES} votes at ${VOTE_RATE}/s; ${CLIENT_PROCESSES} client processes\n`,
  );
  console.log(
    '| instances | reads | single vote → frame p50 / p95 / p99 | burst frame fan-out p50 / p95 / p99 (max) | frames per subscriber in the burst (max; bound) | reads served per vote | vote answered p50 / p95 | vote → shown p50 / p95 | last vote sent → final count shown p50 / p95 / max | server CPU s | client ELU | load avg before → after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.instances} | ${describeMode(r.refetch)} | ${triple(r.singleSorted)} | ${triple(r.fanOutSorted)} (${ms(r.fanOutSorted.at(-1) ?? 0)}) | ${percentile(r.burstFrames, 50)} (${r.burstFrames.at(-1) ?? 0}; ${r.frameBound} for ${r.burstSeconds.toFixed(2)} s) | ${(r.served / VOTES).toFixed(1)} (${r.served} reads) | ${ms(percentile(r.voteTimes, 50))} / ${ms(percentile(r.voteTimes, 95))} | ${ms(percentile(r.shownSorted, 50))} / ${ms(percentile(r.shownSorted, 95))} | ${ms(percentile(r.finalSorted, 50))} / ${ms(percentile(r.finalSorted, 95))} / ${ms(r.finalSorted.at(-1) ?? 0)} | ${r.serverCpu.map((cpu) => cpu.toFixed(1)).join(' + ')} | ${r.clientElu.map((elu) => elu.toFixed(2)).join(', ')} | ${r.loadBefore} → ${r.loadAfter} |`,
    );
  }
  console.log('');
  let correct = true;
  const check = (ok: boolean, label: string) => {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
    correct &&= ok;
  };
  const target = (ok: boolean, label: string) => console.log(`${ok ? 'MET ' : 'MISS'}  ${label}`);
  for (const r of results) {
    const name = `${r.instances} instance(s), ${describeMode(r.refetch)}`;
    check(r.votesRefused === 0, `${name}: every vote stored (${r.votesRefused} refused)`);
    check(r.untold === 0, `${name}: every subscriber heard every single vote within ${SINGLE_GAP_MS} ms (${r.untold} missed)`);
    check(
      (r.burstFrames.at(-1) ?? 0) <= r.frameBound,
      `${name}: at most ceil(burst / window) + 1 = ${r.frameBound} frames per subscriber in the burst (max ${r.burstFrames.at(-1) ?? 0})`,
    );
    check(r.endedShort === 0, `${name}: every subscriber ended showing all ${SINGLES + VOTES} votes (${r.endedShort} short)`);
    check(r.unexpectedBodies === 0, `${name}: every frame was the poll's POLL_CHANGED (the contract package's schema)`);
    check(
      r.errors.length === 0 && r.failedReads === 0 && r.unmatched === 0,
      `${name}: no ERROR frame, dropped connection or failed read, every subscriber got its instance's frames (${r.errors.slice(0, 3).join('; ')}${r.failedReads ? ` ${r.failedReads} failed reads` : ''}${r.unmatched ? ` ${r.unmatched} subscribers with other frames than the probe` : ''})`,
    );
    target(
      percentile(r.singleSorted, 95) < TARGET_P95_MS,
      `${name}: single vote → frame p95 ${ms(percentile(r.singleSorted, 95))} < ${TARGET_P95_MS} ms (§21's fan-out)`,
    );
    target(
      percentile(r.fanOutSorted, 95) < TARGET_P95_MS,
      `${name}: burst frame fan-out p95 ${ms(percentile(r.fanOutSorted, 95))} < ${TARGET_P95_MS} ms (§21's fan-out)`,
    );
    for (const elu of r.clientElu)
      if (elu > 0.8)
        console.log(`NOTE  a client process ran at ${(elu * 100).toFixed(0)} % event-loop use: the figures include client-side queueing`);
  }
  return correct;
}

async function main() {
  console.log(`load average at start: ${load()}`);
  await admin(`create database "${DATABASE_NAME}"`);
  try {
    const { groupId, polls, tokens } = await seed();
    const results: Result[] = [];
    for (const [index, run] of RUNS.entries()) {
      const poll = polls[index];
      if (poll) results.push(await measure(run, { groupId, poll, tokens }));
    }
    return printReport(results);
  } finally {
    await admin(`drop database if exists "${DATABASE_NAME}" with (force)`);
  }
}

main().then(
  (correct) => process.exit(correct ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
