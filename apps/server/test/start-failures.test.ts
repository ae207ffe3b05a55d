import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './server-processes.ts';

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

  it('names REDIS_URL when Redis cannot be reached', async () => {
    const port = await freePort();
    const { code, stderr } = await startWith({ PORT: String(await freePort()), REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/REDIS_URL: .*ECONNREFUSED/);
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
