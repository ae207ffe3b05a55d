/**
 * What the realtime load scripts (chat-load.ts, poll-load.ts) share: members of one new group with
 * an access token each, the server started as one or more production processes, forked load-client
 * processes spoken to over IPC, and the figures read from /proc.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { users } from '../../src/db/schema.ts';
import type { Deps } from '../../src/deps.ts';
import { hashPassword } from '../../src/lib/crypto.ts';
import { issueTokenPair } from '../../src/modules/auth/tokens.service.ts';
import { addMember } from '../../src/modules/groups/group-members.repo.ts';
import { createGroup } from '../../src/modules/groups/groups.service.ts';
import { freePort, RAISED_WRITE_LIMITS, waitForHealth } from '../../test/server-processes.ts';
import { benchVapidEnv } from './vapid-env.ts';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export const withoutRedis = ({ REDIS_URL: _redis, ...env }: NodeJS.ProcessEnv) => env;
export const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
/** The machine's load averages (1, 5, 15 minutes), for the report beside every figure. */
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** `count` new users (the first the owner) in one new public group, members all. */
export async function seedGroupMembers(deps: Deps, count: number, { description }: { description: string }) {
  const passwordHash = await hashPassword('bench password');
  const run = randomBytes(3).toString('hex');
  const rows = await deps.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `bench-${run}-${index}@example.com`,
        nickname: `부하${run}${index}`,
        passwordHash,
        companyId: 1,
        agreedTermsIds: [1, 2, 3],
      })),
    )
    .returning({ id: users.id });
  const owner = rows[0]?.id ?? 0;
  const group = await createGroup(deps, {
    userId: owner,
    input: {
      name: `부하 시험 ${run}`,
      description,
      categoryIds: [201],
      locationId: 23,
      maxMembers: Math.max(count, 2),
      isPublic: true,
      tags: [],
    },
  });
  await deps.db.transaction(async (tx) => {
    for (const row of rows.slice(1)) await addMember(tx, group.id, row.id, 'MEMBER', new Date());
  });
  return { groupId: group.id, userIds: rows.map((row) => row.id) };
}

/** An access token for each user, in order. */
export async function accessTokens(deps: Deps, userIds: readonly number[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const userId of userIds) tokens.push((await issueTokenPair(deps, deps.db, userId)).accessToken);
  return tokens;
}

/**
 * `count` server processes in production mode on free ports, with every write limit raised (the
 * load is many people, not one script) and a data directory each; two or more talk through
 * `redisUrl` under a key prefix of their own. `env` adds to or overrides the environment.
 */
export async function startInstances(
  count: number,
  { secret, env = {}, redisUrl, profileDir }: { secret: string; env?: Record<string, string>; redisUrl?: string; profileDir?: string },
) {
  const prefix = `bench:${randomBytes(3).toString('hex')}:`;
  const dataDirs: string[] = [];
  const servers: { url: string; child: ChildProcess }[] = [];
  // Production refuses to start without push keys (contract §18); a run that pushes passes its own in `env`.
  const vapid = benchVapidEnv();
  for (let index = 0; index < count; index++) {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
    dataDirs.push(dataDir);
    const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [];
    const child = spawn(process.execPath, [...profile, 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...withoutRedis(process.env),
        NODE_ENV: 'production',
        ...vapid,
        ...RAISED_WRITE_LIMITS,
        MAIL_OUTBOX: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: secret,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        ...(count > 1 && redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.push({ url: `http://127.0.0.1:${port}`, child });
  }
  await Promise.all(servers.map((server) => waitForHealth(server.url)));
  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.child.once('exit', resolve).kill('SIGTERM'))));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  return { servers, stop };
}

/** A process's resident memory in bytes (Linux /proc). */
export function rssBytes(pid: number | undefined): number {
  const kilobytes = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

/** User+system CPU seconds a process has used so far (Linux /proc). */
export function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export type Worker = { child: ChildProcess; next: <T>(type: string) => Promise<T> };

/** Forks a load-client script (TypeScript, through tsx) and reads its IPC messages by type; a `failed` message throws. */
export function forkWorker(script: string): Worker {
  const child = fork(script, [], {
    cwd: SERVER_DIR,
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
  });
  const inbox: { type: string; error?: string }[] = [];
  const waiting: (() => void)[] = [];
  child.on('message', (message: { type: string }) => {
    inbox.push(message);
    for (const wake of waiting.splice(0)) wake();
  });
  const next = async <T>(type: string): Promise<T> => {
    for (;;) {
      const index = inbox.findIndex((message) => message.type === type || message.type === 'failed');
      if (index >= 0) {
        const [message] = inbox.splice(index, 1);
        if (message?.type === 'failed') throw new Error(`load client failed: ${message.error}`);
        return message as T;
      }
      if (child.exitCode !== null) throw new Error('load client exited early');
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  child.on('exit', () => {
    for (const wake of waiting.splice(0)) wake();
  });
  return { child, next };
}
