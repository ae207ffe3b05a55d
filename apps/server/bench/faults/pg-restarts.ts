import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPrivateCluster } from '../lib/faults-postgres.ts';
import { createPrivateRedis } from '../lib/faults-redis.ts';
import { FaultReport, percentile, sleep } from '../lib/faults-report.ts';
import { api, type ServerProcess, startServerProcess } from '../lib/faults-server.ts';
import { buildWorld, type Member, seedAccounts } from '../lib/faults-world.ts';

export type PgRestartsOptions = { rounds: number; outageMs: number; sendersPerInstance: number; smoke: boolean };

/** After PostgreSQL accepts connections again, each instance must be ready and store a chat send this soon. */
const MAX_RECOVERY_MS = 10_000;
/** How long to wait for an instance to come back before calling the round's recovery failed. */
const GIVE_UP_MS = 30_000;

type Instance = { server: ServerProcess; exitedAt?: number; exitCode?: number | null; signal?: string | null };
type Tally = { acked: number; unavailable: number; unanswered: number; other: Map<number, number>; ackTimes: number[] };

/**
 * Contract §15, "no database error crashes a process": two production instances with Redis on,
 * every instance's senders chatting in parallel (with Redis, each send takes the room's advisory
 * lock on a connection of its own), and PostgreSQL (a private cluster, never the machine's own)
 * stopped with `pg_ctl stop -m fast` and started again, round after round. Checks that no instance
 * exits, that while the database is down the sends answer 503 (not a hang, not a 500), and that
 * after every start each instance is ready and stores chat messages again within seconds.
 */
export async function runPgRestarts(options: PgRestartsOptions): Promise<FaultReport> {
  const report = new FaultReport(
    `pg-restarts: PostgreSQL stopped (${options.outageMs / 1000} s) and started ${options.rounds} times under chat on two instances with Redis`,
  );
  const cluster = await createPrivateCluster();
  const redis = await createPrivateRedis();
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'dongne-faults-pgrestarts-')));
  const instances: Instance[] = [];
  let sending = true;
  const senders: Promise<void>[] = [];
  try {
    const redisPrefix = `faults:${randomBytes(3).toString('hex')}:`;
    const emails = await seedAccounts({ databaseUrl: cluster.url, dataDir: dataDirs[0] as string }, options.sendersPerInstance * 2);
    for (const dataDir of dataDirs) {
      const server = await startServerProcess({ dataDir, databaseUrl: cluster.url, redisUrl: redis.url, redisPrefix });
      const instance: Instance = { server };
      server.child.once('exit', (code, signal) => {
        instance.exitedAt = performance.now();
        instance.exitCode = code;
        instance.signal = signal;
      });
      instances.push(instance);
    }
    const world = await buildWorld((instances[0] as Instance).server.url, emails);
    const tallies: Tally[] = instances.map(() => ({ acked: 0, unavailable: 0, unanswered: 0, other: new Map(), ackTimes: [] }));
    for (const [index, member] of world.members.entries()) {
      const instance = index % 2;
      senders.push(
        sendLoop(
          (instances[instance] as Instance).server.url,
          member,
          world.groupId,
          tallies[instance] as Tally,
          () => sending && instances[instance]?.exitedAt === undefined,
        ),
      );
    }
    await sleep(2_000);
    const recoveries: number[][] = instances.map(() => []);
    const stopTimes: number[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      const stopping = performance.now();
      cluster.stop();
      stopTimes.push(performance.now() - stopping);
      await sleep(options.outageMs);
      cluster.start();
      const startedAt = performance.now();
      await Promise.all(
        instances.map(async (instance, index) => {
          const ms = await recoveryOf(instance, tallies[index] as Tally, startedAt);
          (recoveries[index] as number[]).push(ms);
        }),
      );
      const line = instances
        .map((instance, index) => {
          const ms = recoveries[index]?.at(-1) ?? Number.POSITIVE_INFINITY;
          return `instance ${index + 1}: ${instance.exitedAt ? 'EXITED' : Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'not back'}`;
        })
        .join(', ');
      console.error(`round ${round}/${options.rounds}: ${line}`);
      // Chat goes on for a while between two restarts.
      await sleep(1_500);
    }
    sending = false;
    await Promise.all(senders);

    const exited = instances.filter((instance) => instance.exitedAt !== undefined);
    report.check(
      'no instance exits (0 crashes) through every restart',
      exited.length === 0,
      exited.length === 0
        ? `${instances.length} of ${instances.length} running after ${options.rounds} restarts`
        : exited.map((instance) => `exited with ${instance.exitCode ?? instance.signal}`).join('; '),
    );
    for (const [index, times] of recoveries.entries()) {
      const worst = Math.max(...times);
      const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');
      const back = times.filter(Number.isFinite).length;
      report.check(
        `instance ${index + 1}: ready and storing chat again within ${MAX_RECOVERY_MS / 1000} s of every start`,
        times.length === options.rounds && worst <= MAX_RECOVERY_MS,
        `back after ${back} of ${times.length} starts; median ${seconds(percentile(times, 50))}, worst ${seconds(worst)}`,
      );
    }
    const others = tallies.flatMap((tally) => [...tally.other.entries()]);
    report.check(
      'a send while the database is down answers 503, never a 500 or another status',
      others.length === 0,
      others.length === 0 ? '' : others.map(([status, count]) => `${status}×${count}`).join(', '),
    );
    for (const [index, tally] of tallies.entries())
      report.figure(
        `instance ${index + 1} sends`,
        `${tally.acked} stored, ${tally.unavailable} answered 503, ${tally.unanswered} unanswered within 5 s or refused`,
      );
    report.figure('pg_ctl stop -m fast took', `median ${(percentile(stopTimes, 50) / 1000).toFixed(1)} s`);
    report.figure('senders', `${options.sendersPerInstance} per instance, in parallel`);
  } finally {
    sending = false;
    await Promise.all(senders).catch(() => {});
    await Promise.all(instances.map((instance) => instance.server.stop()));
    redis.stop();
    cluster.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  return report;
}

/** Sends one message after another; a 503 or no answer is counted and the next send follows shortly. */
async function sendLoop(base: string, member: Member, groupId: number, tally: Tally, isSending: () => boolean) {
  for (let turn = 0; isSending(); turn++) {
    const answer = await api(base, 'POST', `/api/groups/${groupId}/chat/messages`, {
      token: member.token,
      body: { message: `재시작 시험 ${turn}`, messageType: 'TEXT', clientId: `pgr-${member.id}-${turn}` },
      timeoutMs: 5_000,
    });
    if (answer.status === 201) {
      tally.acked++;
      tally.ackTimes.push(performance.now());
    } else if (answer.status === 503) tally.unavailable++;
    else if (answer.status === 0) tally.unanswered++;
    else tally.other.set(answer.status, (tally.other.get(answer.status) ?? 0) + 1);
    await sleep(answer.status === 201 ? 50 : 200);
  }
}

/** Milliseconds from `startedAt` until the instance answers ready and one of its senders stored a message. */
async function recoveryOf(instance: Instance, tally: Tally, startedAt: number): Promise<number> {
  let ready = false;
  let readyAt = 0;
  while (performance.now() - startedAt < GIVE_UP_MS) {
    if (instance.exitedAt !== undefined) return Number.POSITIVE_INFINITY;
    if (!ready) {
      const probe = await fetch(`${instance.server.url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.status)
        .catch(() => 0);
      ready = probe === 200;
      if (ready) readyAt = performance.now();
    }
    const firstAck = tally.ackTimes.find((at) => at > startedAt);
    if (ready && firstAck !== undefined) return Math.max(readyAt, firstAck) - startedAt;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}
