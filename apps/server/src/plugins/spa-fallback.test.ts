import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/error-body.ts';
import { setupTestApp } from '../../test/harness.ts';
import { setupOtherApps } from '../../test/other-app.ts';

const ctx = setupTestApp();
const buildOtherApp = setupOtherApps(ctx);

describe('with a built web app', () => {
  it('starts, serves the SPA for client routes and still answers the contract 404 under /api', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'dongne-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>동네모임</title><div id="root"></div>');
    try {
      const app = await buildOtherApp({ WEB_DIST: webDist });
      const page = await app.inject({ method: 'GET', url: '/groups/12' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="root">');
      expectErrorBody(await app.inject({ method: 'GET', url: '/api/groups-that-do-not-exist' }), 404, MSG.notFound);
      expect((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it('sends the pre-compressed sibling of an asset to a browser that accepts it, the plain file to one that does not', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'dongne-web-'));
    const script = 'console.log("동네모임");\n'.repeat(200);
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets/app.js'), script);
    writeFileSync(path.join(webDist, 'assets/app.js.br'), brotliCompressSync(script));
    try {
      const app = await buildOtherApp({ WEB_DIST: webDist });
      const compressed = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
