import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PlatformRole } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { listAdmins, setRoleByEmail } from './admins.repo.ts';

/**
 * `npm run admin` while the embedded server runs (contract §13): PGlite is one process's database,
 * so the command drops its request as a file in DATA_DIR and the server carries it out. Whoever
 * may write DATA_DIR owns the data anyway; nothing listens on the network for it.
 */
export type RoleCommand = { command: 'grant' | 'revoke'; email: string } | { command: 'list' };
export type RoleResult = { ok: true; lines: string[] } | { ok: false; error: string };

const POLL_MS = 500;
const requestsDir = (dataDir: string) => path.join(dataDir, 'admin-requests');
const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.pid');

export type DataDirLock = { ok: true; release: () => Promise<void> } | { ok: false; pid: number };

/**
 * Takes the embedded database for this process: DATA_DIR/pglite.pid, created exclusively, names
 * its holder. A holder that is no longer alive left a stale file, which is replaced.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return { ok: true, release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (pid > 0 && isAlive(pid)) return { ok: false, pid };
      await rm(file, { force: true });
    }
  }
  throw new Error(`could not take ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Carries out one command against the database. */
export async function runRoleCommand(deps: Pick<Deps, 'db'>, command: RoleCommand): Promise<RoleResult> {
  if (command.command === 'list') {
    const admins = await listAdmins(deps.db);
    return { ok: true, lines: admins.map((admin) => `${admin.id}\t${admin.email}\t${admin.nickname}`) };
  }
  const role: PlatformRole = command.command === 'grant' ? 'ADMIN' : 'USER';
  const changed = await setRoleByEmail(deps.db, command.email.trim().toLowerCase(), role);
  if (!changed) return { ok: false, error: `no account with the address ${command.email}` };
  return { ok: true, lines: [`${changed.email} is now ${role}`] };
}

/** Writes a command for the running server and waits for its answer. */
export async function submitRoleCommand(dataDir: string, command: RoleCommand, timeoutMs = 10_000): Promise<RoleResult> {
  const dir = requestsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const temporary = path.join(dir, `${id}.tmp`);
  await writeFile(temporary, JSON.stringify(command), { mode: 0o600 });
  await rename(temporary, path.join(dir, `${id}.request.json`));
  const resultFile = path.join(dir, `${id}.result.json`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const result = JSON.parse(await readFile(resultFile, 'utf8')) as RoleResult;
      await rm(resultFile, { force: true });
      return result;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS / 5));
    }
  }
  await rm(path.join(dir, `${id}.request.json`), { force: true });
  return { ok: false, error: `the running server did not answer within ${timeoutMs / 1000} s` };
}

function parseCommand(text: string): RoleCommand | null {
  const value = JSON.parse(text) as Partial<{ command: string; email: string }>;
  if (value.command === 'list') return { command: 'list' };
  if ((value.command === 'grant' || value.command === 'revoke') && typeof value.email === 'string')
    return { command: value.command, email: value.email };
  return null;
}

/** In the embedded server: answers dropped commands every half second; answers a stop function. */
export function startRoleRequestWatcher(deps: Pick<Deps, 'db' | 'log'>, dataDir: string): () => void {
  const dir = requestsDir(dataDir);
  let busy = false;
  const sweep = async () => {
    if (busy) return;
    busy = true;
    try {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.request.json'));
      for (const name of names) {
        const file = path.join(dir, name);
        const command = parseCommand(await readFile(file, 'utf8').catch(() => '{}'));
        const result: RoleResult = command ? await runRoleCommand(deps, command) : { ok: false, error: 'unknown command' };
        if (command && command.command !== 'list' && result.ok)
          deps.log.info({ command: command.command }, 'platform role changed by npm run admin');
        const resultFile = path.join(dir, name.replace('.request.json', '.result.json'));
        await writeFile(`${resultFile}.tmp`, JSON.stringify(result), { mode: 0o600 });
        await rename(`${resultFile}.tmp`, resultFile);
        await rm(file, { force: true });
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'admin requests: could not answer');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void sweep(), POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
