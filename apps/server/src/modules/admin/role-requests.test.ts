import { mkdtempSync, readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema.ts';
import { lockDataDir, startRoleRequestWatcher, submitRoleCommand } from './role-requests.ts';

const ctx = setupTestApp();
const dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-admin-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const roleOf = async (id: number) => (await ctx.deps.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('npm run admin while the embedded server runs', () => {
  it('hands grant, list and revoke to the server through DATA_DIR, and leaves no file behind', async () => {
    const stop = startRoleRequestWatcher(ctx.deps, dataDir);
    try {
      const user = await buildUser(ctx);
      expect(await submitRoleCommand(dataDir, { command: 'grant', email: user.email.toUpperCase() })).toEqual({
        ok: true,
        lines: [`${user.email} is now ADMIN`],
      });
      expect(await roleOf(user.id)).toBe('ADMIN');
      const listed = await submitRoleCommand(dataDir, { command: 'list' });
      expect(listed.ok && listed.lines.some((line) => line.includes(user.email))).toBe(true);
      expect(await submitRoleCommand(dataDir, { command: 'revoke', email: user.email })).toMatchObject({ ok: true });
      expect(await roleOf(user.id)).toBe('USER');
      expect(await submitRoleCommand(dataDir, { command: 'grant', email: 'nobody@example.com' })).toEqual({
        ok: false,
        error: 'no account with the address nobody@example.com',
      });
      expect(readdirSync(path.join(dataDir, 'admin-requests'))).toEqual([]);
    } finally {
      stop();
    }
  });

  it('gives up after its timeout when no server answers, taking its request back', async () => {
    const lonely = mkdtempSync(path.join(tmpdir(), 'dongne-admin-'));
    const result = await submitRoleCommand(lonely, { command: 'list' }, 300);
    expect(result).toEqual({ ok: false, error: 'the running server did not answer within 0.3 s' });
    expect(readdirSync(path.join(lonely, 'admin-requests'))).toEqual([]);
    await rm(lonely, { recursive: true, force: true });
  });

  it('lets one process at a time hold the embedded database, and replaces the file of a dead holder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dongne-lock-'));
    const first = await lockDataDir(dir);
    expect(first.ok).toBe(true);
    expect(await lockDataDir(dir)).toEqual({ ok: false, pid: process.pid });
    if (first.ok) await first.release();
    const again = await lockDataDir(dir);
    expect(again.ok).toBe(true);
    if (again.ok) await again.release();
    await writeFile(path.join(dir, 'pglite.pid'), '2147483646');
    const afterDead = await lockDataDir(dir);
    expect(afterDead.ok).toBe(true);
    await rm(dir, { recursive: true, force: true });
  });
});
