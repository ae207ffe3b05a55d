import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, freePort, waitForHealth, waitForPort } from './server-processes.ts';

// Contract §15: a start that fails prints one line saying which setting and why, and exits non-zero.
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function startWith(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-start-'));
  dataDirs.push(dataDir);
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr: stderr.trim() };
}

// Contract §15: Redis is a dependency the service runs degraded without, at start as later.
describe('a start while Redis cannot be reached', () => {
  it('serves degraded and names REDIS_URL in one warning line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-start-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...inherited,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST: dataDir,
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'down' }, degraded: ['redis'] });
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; setting?: string });
      const warnings = lines.filter((line) => line.setting === 'REDIS_URL');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, msg: expect.stringMatching(/^REDIS_URL: .*ECONNREFUSED.*; starting degraded/) });
      // The start's warning stands for the connection's own "unavailable" line.
      expect(lines.filter((line) => line.msg === 'redis unavailable')).toHaveLength(0);
      expect(child.exitCode).toBeNull();
    } finally {
      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});

describe('a start that fails', () => {
  it('names a bad value in English', async () => {
    const { code, stderr } = await startWith({ PORT: '99999' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/PORT: Too big/);
    expect(stderr).not.toMatch(/[가-힣]{2,}.*:\s*\d|\n\s+at /);
  });

  it('names DATABASE_URL when PostgreSQL cannot be reached, without its password', async () => {
    const port = await freePort();
    const { code, stderr } = await startWith({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://app:s3cret-pw@127.0.0.1:${port}/dongne`,
    });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/DATABASE_URL: .*ECONNREFUSED/);
    expect(stderr).not.toContain('s3cret-pw');
  });

  it('names REDIS_URL when its value is malformed', async () => {
    const { code, stderr } = await startWith({ PORT: String(await freePort()), REDIS_URL: 'http://127.0.0.1:6379' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/REDIS_URL: /);
  });
  it('names REDIS_URL when Redis refuses its password, without the password', async () => {
    const redisPort = await freePort();
    const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--requirepass', 'right-pw'], {
      stdio: 'ignore',
    });
    try {
      await waitForPort(redisPort);
      const { code, stderr } = await startWith({ PORT: String(await freePort()), REDIS_URL: `redis://:wrong-pw-7@127.0.0.1:${redisPort}` });
      expect(code).toBe(1);
      expect(stderr.split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/REDIS_URL: .*WRONGPASS/);
      expect(stderr).not.toContain('wrong-pw-7');
    } finally {
      const exited = exitOf(redis);
      redis.kill('SIGKILL');
      await exited;
    }
  });

  it('names SMTP_URL when the mail server cannot be reached', async () => {
    const port = await freePort();
    const { code, stderr } = await startWith({ PORT: String(await freePort()), SMTP_URL: `smtp://mailer:mail-pw-9@127.0.0.1:${port}` });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/SMTP_URL: .*ECONNREFUSED/);
    expect(stderr).not.toContain('mail-pw-9');
  });

  it('names PORT when the port is taken', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const { code, stderr } = await startWith({ PORT: String(port) });
      expect(code).toBe(1);
      expect(stderr.split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/PORT: .*EADDRINUSE/);
    } finally {
      blocker.close();
    }
  });
});
