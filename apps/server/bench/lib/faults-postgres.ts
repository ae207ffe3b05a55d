import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './faults-server.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * A fresh database of its own on the shared PostgreSQL (`FAULTS_ADMIN_URL`, default the machine's
 * 127.0.0.1:5432): the shared server is never stopped, only this database is created and dropped.
 */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const adminUrl = process.env.FAULTS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dongne_faults_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type PrivateCluster = {
  url: string;
  port: number;
  start: () => void;
  /** `pg_ctl stop -m fast`: sessions are terminated, the server is down until `start`. */
  stop: () => void;
  destroy: () => void;
};

/**
 * A throwaway PostgreSQL 15 cluster in /tmp on a random port, owned by the `postgres` system user
 * when this runs as root (PostgreSQL refuses to run as root), so it can be stopped and started at
 * will without touching the machine's shared server.
 */
export async function createPrivateCluster(): Promise<PrivateCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dongne-faults-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (binary: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(PG_BIN, binary);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50 -c shared_buffers=32MB`,
      'start',
    ]);
  start();
  await adminQuery(`postgres://postgres@127.0.0.1:${port}/postgres`, 'create database dongne');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/dongne`,
    port,
    start,
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
