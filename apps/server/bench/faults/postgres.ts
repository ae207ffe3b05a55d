import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPrivateCluster } from '../lib/faults-postgres.ts';
import { FaultReport, percentile, sleep } from '../lib/faults-report.ts';
import { type ApiAnswer, api, healthStatus, type ServerProcess, startServerProcess } from '../lib/faults-server.ts';
import { buildWorld, seedAccounts, type World } from '../lib/faults-world.ts';

export type PostgresOutageOptions = { outageMs: number; smoke: boolean };

type Sample = { startedAt: number; endedAt: number; kind: 'read' | 'write' | 'health'; status: number; body: unknown };
type Timeline = { stoppedAt: number; restartedAt: number };

/** A request that takes longer than this while the database is down counts as a hang. */
const MAX_OUTAGE_ANSWER_MS = 3_000;
/** The server must serve writes again this soon after PostgreSQL accepts connections. */
const MAX_RECOVERY_MS = 5_000;
const HANGUL = /[가-힣]/;

/**
 * PostgreSQL stopped (`pg_ctl stop -m fast`) under a steady read+write load, then started again:
 * while it is down every request answers 503 with the contract's body and a Korean message,
 * quickly; afterwards the same server process recovers by itself.
 */
export async function runPostgresOutage(options: PostgresOutageOptions): Promise<FaultReport> {
  const report = new FaultReport(`postgres: PostgreSQL stopped for ${options.outageMs / 1000} s under read+write load, then started`);
  const cluster = await createPrivateCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-faults-pg-outage-'));
  let server: ServerProcess | undefined;
  try {
    const target = { databaseUrl: cluster.url, dataDir };
    const emails = await seedAccounts(target, 4);
    server = await startServerProcess(target);
    const world = await buildWorld(server.url, emails);
    const samples: Sample[] = [];
    let running = true;
    const load = [
      ...world.members.map((_, index) => loadLoop(server as ServerProcess, world, index, samples, () => running)),
      healthLoop(server.url, samples, () => running),
    ];
    await sleep(options.smoke ? 1_500 : 3_000);
    cluster.stop();
    const stoppedAt = performance.now();
    await sleep(options.outageMs);
    const restartingAt = performance.now();
    cluster.start();
    const restartedAt = performance.now();
    report.figure('pg_ctl start took', `${((restartedAt - restartingAt) / 1000).toFixed(1)} s`);
    await sleep(options.smoke ? 4_000 : 8_000);
    running = false;
    await Promise.all(load);
    judge(report, samples, { stoppedAt, restartedAt }, server);
  } finally {
    await server?.stop();
    cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report;
}

/** One member's loop: read the group's posts, write a post, again and again. */
async function loadLoop(server: ServerProcess, world: World, index: number, samples: Sample[], isRunning: () => boolean) {
  const member = world.members[index];
  if (!member) return;
  for (let turn = 0; isRunning(); turn++) {
    const startedAt = performance.now();
    let answer: ApiAnswer;
    const kind = turn % 2 === 0 ? 'read' : 'write';
    if (kind === 'read')
      answer = await api(server.url, 'GET', `/api/posts/group/${world.groupId}?size=10`, { token: member.token, timeoutMs: 15_000 });
    else
      answer = await api(server.url, 'POST', '/api/posts', {
        token: member.token,
        body: { groupId: world.groupId, content: `부하 글 ${index}-${turn}` },
        timeoutMs: 15_000,
      });
    samples.push({ startedAt, endedAt: performance.now(), kind, status: answer.status, body: answer.body });
    await sleep(50);
  }
}

async function healthLoop(url: string, samples: Sample[], isRunning: () => boolean) {
  while (isRunning()) {
    const startedAt = performance.now();
    const status = await healthStatus(url);
    samples.push({ startedAt, endedAt: performance.now(), kind: 'health', status, body: null });
    await sleep(200);
  }
}

/** The contract's error body (§3) with a Korean message, for a 503. */
function isUnavailableBody(body: unknown): boolean {
  const value = body as { status?: unknown; error?: unknown; message?: unknown; path?: unknown; timestamp?: unknown } | null;
  return (
    value?.status === 503 &&
    typeof value.error === 'string' &&
    typeof value.message === 'string' &&
    HANGUL.test(value.message) &&
    typeof value.path === 'string' &&
    typeof value.timestamp === 'string'
  );
}

function judge(report: FaultReport, samples: Sample[], { stoppedAt, restartedAt }: Timeline, server: ServerProcess) {
  const api = samples.filter((sample) => sample.kind !== 'health');
  const health = samples.filter((sample) => sample.kind === 'health');
  const before = api.filter((sample) => sample.endedAt < stoppedAt);
  const down = api.filter((sample) => sample.startedAt > stoppedAt && sample.endedAt < restartedAt);
  const statuses = (list: Sample[]) => {
    const counts = new Map<number, number>();
    for (const sample of list) counts.set(sample.status, (counts.get(sample.status) ?? 0) + 1);
    return [...counts].map(([status, count]) => `${status}×${count}`).join(', ');
  };
  report.check(
    'before: every request succeeds',
    before.length > 0 && before.every((s) => s.status < 300),
    `${before.length} requests: ${statuses(before)}`,
  );
  report.check(
    'down: every request answers 503',
    down.length > 0 && down.every((s) => s.status === 503),
    `${down.length} requests: ${statuses(down)}`,
  );
  const badBodies = down.filter((sample) => sample.status === 503 && !isUnavailableBody(sample.body));
  const example = down.find((sample) => sample.status === 503)?.body as { message?: string } | undefined;
  report.check('down: 503 bodies are the contract’s, in Korean', badBodies.length === 0, `e.g. “${example?.message ?? '—'}”`);
  const downMs = down.map((sample) => sample.endedAt - sample.startedAt);
  const slowest = Math.max(0, ...downMs);
  report.check(
    `down: no answer takes over ${MAX_OUTAGE_ANSWER_MS / 1000} s`,
    slowest < MAX_OUTAGE_ANSWER_MS,
    `p50 ${percentile(downMs, 50).toFixed(0)} ms, max ${slowest.toFixed(0)} ms`,
  );
  const never500 = api.filter((sample) => sample.status !== 503 && (sample.status >= 500 || sample.status === 0));
  report.check(
    'never a 500 or a dropped connection, also at the edges',
    never500.length === 0,
    `${api.length} requests in all: ${statuses(api)}`,
  );
  const healthDown = health.filter((sample) => sample.startedAt > stoppedAt && sample.endedAt < restartedAt);
  report.check(
    'down: GET /api/health answers 503',
    healthDown.length > 0 && healthDown.every((s) => s.status === 503),
    statuses(healthDown),
  );
  const firstHealthy = health.find((sample) => sample.startedAt > restartedAt && sample.status === 200);
  const firstWrite = api.find((sample) => sample.startedAt > restartedAt && sample.kind === 'write' && sample.status === 201);
  const healthyAfter = firstHealthy ? firstHealthy.endedAt - restartedAt : Number.POSITIVE_INFINITY;
  const writeAfter = firstWrite ? firstWrite.endedAt - restartedAt : Number.POSITIVE_INFINITY;
  report.check(
    `after: health 200 within ${MAX_RECOVERY_MS / 1000} s, same process`,
    healthyAfter < MAX_RECOVERY_MS && server.child.exitCode === null,
    `${healthyAfter.toFixed(0)} ms after PostgreSQL was back`,
  );
  report.check(
    `after: a write succeeds within ${MAX_RECOVERY_MS / 1000} s`,
    writeAfter < MAX_RECOVERY_MS,
    `${writeAfter.toFixed(0)} ms after PostgreSQL was back`,
  );
  const settled = api.filter((sample) => firstWrite && sample.startedAt > firstWrite.endedAt);
  report.check(
    'after: every later request succeeds',
    settled.length > 0 && settled.every((s) => s.status < 300),
    `${settled.length} requests: ${statuses(settled)}`,
  );
  report.figure('requests while down', `${down.length} (p99 ${percentile(downMs, 99).toFixed(0)} ms)`);
}
