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
import { MAX_CONCURRENT_RENDERS, MAX_RENDERS_PER_CLIENT_PER_SECOND, MAX_RENDERS_PER_SECOND } from './first-screen.ts';

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
      const head = await app.inject({ method: 'HEAD', url: '/explore' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
      expect(head.body).toBe('');
      expect((await app.inject({ method: 'POST', url: '/explore' })).statusCode).toBe(404);
      expectErrorBody(await app.inject({ method: 'GET', url: '/api/groups-that-do-not-exist' }), 404, MSG.notFound);
      expect((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it('serves the service worker and the manifest so that a browser installs them and sees every deploy', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'dongne-web-'));
    const worker = 'self.addEventListener("fetch", () => {});\n'.repeat(100);
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDist, 'sw.js'), worker);
    writeFileSync(path.join(webDist, 'sw.js.br'), brotliCompressSync(worker));
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: '동네모임', start_url: '/' }));
    writeFileSync(path.join(webDist, 'assets/app.js'), 'console.log(1);');
    try {
      const app = await buildOtherApp({ WEB_DIST: webDist });
      for (const encoding of ['br', 'identity']) {
        const sw = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding, 'service-worker': 'script' } });
        expect(sw.statusCode).toBe(200);
        expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        // The browser checks the worker for a new build on every visit: never from an HTTP cache.
        expect(sw.headers['cache-control']).toBe('no-cache');
        expect(sw.headers['service-worker-allowed']).toBeUndefined();
        if (encoding === 'br') expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(worker);
        else expect(sw.body).toBe(worker);
      }
      const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.json()).toMatchObject({ name: '동네모임' });
      // Hashed chunks keep their year-long caching; a worker or manifest of an old build never lingers.
      expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).headers['cache-control']).toContain('immutable');
      // A worker asked for at another address is not the app's (a page cannot register a 404).
      expect((await app.inject({ method: 'GET', url: '/assets/sw.js' })).statusCode).toBe(404);
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

  it("serves the SSR build's first screen with its data as JSON to a guest, the plain SPA to a signed-in browser", async () => {
    await withSsrBuild({}, async (app) => {
      const place = encodeURIComponent(JSON.stringify({ district: '마포구', address: '서울 마포구 서교동' }));
      const guest = await app.inject({ method: 'GET', url: '/', headers: { cookie: `theme=dark; dongne_place=${place}` } });
      expect(guest.statusCode).toBe(200);
      expect(guest.headers['content-type']).toMatch(/^text\/html/);
      expect(guest.headers['cache-control']).toBe('no-cache');
      expect(guest.headers.vary).toContain('Cookie');
      // The cookie's place reached the entry as the app wrote it; `$&` in the markup stayed as it was.
      expect(guest.body).toContain('<div id="root"><p>ok $& {"district":"마포구","address":"서울 마포구 서교동"}</p></div>');
      expect(guest.body).toContain('<script type="application/json" id="dongne-first-screen">{"key":"/api/health"}</script>');
      // First in <head>, before the async early-request script could look for it.
      expect(guest.body).toMatch(/<head>\s*<meta name="dongne-served" content="\/api\/health" \/>/);
      // The CSS first, the code at low priority: the page paints without it.
      expect(guest.body).toMatch(/<link rel="stylesheet"[^>]*>\n?\s*<link rel="modulepreload" fetchpriority="low"/);
      expect(guest.body).toContain('<script type="module" fetchpriority="low" crossorigin');

      const compressed = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<p>ok $& </p>');

      const member = await app.inject({ method: 'GET', url: '/', headers: { cookie: `dongne_signed_in=1; dongne_place=${place}` } });
      expect(member.body).toContain('<div id="root"></div>');
      expect(member.body).not.toContain('dongne-first-screen');
      expect(member.headers.vary).toContain('Cookie');
      for (const url of ['/groups/12', '/explore?q=%EB%9F%AC%EB%8B%9D']) {
        const other = await app.inject({ method: 'GET', url });
        expect(other.body, url).toContain('<div id="root"></div>');
      }
    });
  });

  it('gives up a render past the concurrency cap or on failure, with the SPA, and does not keep the failure', async () => {
    await withSsrBuild({ METRICS_TOKEN: 'metrics-token-0123456789' }, async (app) => {
      // Each from an address of its own: the per-client budget is another test's.
      let client = 0;
      const guestIn = (district: string) => ({
        method: 'GET' as const,
        url: '/',
        remoteAddress: `10.0.0.${++client}`,
        headers: { cookie: `dongne_place=${encodeURIComponent(JSON.stringify({ district, address: district }))}` },
      });
      // The stand-in's renders wait until released: MAX_CONCURRENT_RENDERS of them fill the cap.
      holdRenders();
      const held = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, index) => app.inject(guestIn(`held-${index}`)));
      await waitForRenders(MAX_CONCURRENT_RENDERS);
      const busy = await app.inject(guestIn('one-more'));
      expect(busy.statusCode).toBe(200);
      expect(busy.body).toContain('<div id="root"></div>');
      releaseRenders();
      for (const page of await Promise.all(held)) expect(page.body).toContain('dongne-first-screen');

      const failed = await app.inject(guestIn('fails'));
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('<div id="root"></div>');
      const again = await app.inject(guestIn('fails'));
      expect(again.body).toContain('<div id="root"></div>');
      expect(renderCalls('fails')).toBe(2);

      const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token-0123456789' } });
      expect(metrics.body).toMatch(/first_screen_pages_total\{outcome="rendered"\} 4/);
      expect(metrics.body).toMatch(/first_screen_pages_total\{outcome="busy"\} 1/);
      expect(metrics.body).toMatch(/first_screen_pages_total\{outcome="failed"\} 2/);
      expect(metrics.body).toMatch(/first_screen_render_seconds_count 4/);
    });
  });

  it('starts at most MAX_RENDERS_PER_SECOND renders a second, whatever hints a client invents', async () => {
    await withSsrBuild({}, async (app) => {
      await expectRenderBudget(app, MAX_RENDERS_PER_SECOND, (index) => `10.0.1.${index + 1}`);
    });
  });

  it('gives one client address at most MAX_RENDERS_PER_CLIENT_PER_SECOND renders a second, leaving the rest for others', async () => {
    await withSsrBuild({}, async (app) => {
      await expectRenderBudget(app, MAX_RENDERS_PER_CLIENT_PER_SECOND, () => '10.0.2.1');
      const other = await app.inject({ method: 'GET', url: '/', remoteAddress: '10.0.2.2' });
      expect(other.body).toContain('dongne-first-screen');
    });
  });

  it('answers with the SPA, not an error, when the entry cannot plan an address', async () => {
    await withSsrBuild({}, async (app) => {
      // The stand-in throws for this path, as `new URL` does for a target it cannot read.
      const page = await app.inject({ method: 'GET', url: '/unreadable' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    });
  });

  it('serves the plain SPA with FIRST_SCREEN_RENDER=false, though the SSR build is there', async () => {
    await withSsrBuild({ FIRST_SCREEN_RENDER: 'false' }, async (app) => {
      const guest = await app.inject({ method: 'GET', url: '/' });
      expect(guest.body).toContain('<div id="root"></div>');
      expect(guest.body).not.toContain('dongne-first-screen');
    });
  });
});

/**
 * Sends `budget + 1` guests' requests one after another, each with a place of its own (no cache
 * hit, never two renders at once), from `addressOf(index)`: `budget` of them are rendered, the last
 * gets the SPA. Stand-in renders take a few ms; on a machine so slow the requests span a second,
 * the budget rightly starts again and only the lower bound holds.
 */
async function expectRenderBudget(app: Awaited<ReturnType<typeof buildOtherApp>>, budget: number, addressOf: (index: number) => string) {
  const pages = [];
  const startedAt = Date.now();
  for (let index = 0; index <= budget; index += 1) {
    const place = encodeURIComponent(JSON.stringify({ district: `invented-${index}`, address: `주소 ${index}` }));
    pages.push(
      await app.inject({ method: 'GET', url: '/', remoteAddress: addressOf(index), headers: { cookie: `dongne_place=${place}` } }),
    );
  }
  const served = pages.filter((page) => page.body.includes('dongne-first-screen')).length;
  expect(served).toBeGreaterThanOrEqual(budget);
  if (Date.now() - startedAt < 1_000) {
    expect(served).toBe(budget);
    expect(pages.at(-1)?.body).toContain('<div id="root"></div>');
  }
}

// The stand-in entry's renders: counted per place, held while `hold` is set (globalThis: the entry
// is imported by the server, not by this file).
type RenderProbe = { calls: Record<string, number>; active: number; hold: Promise<void> | null; release?: () => void };
const probe = (): RenderProbe => (globalThis as unknown as { __ssrProbe: RenderProbe }).__ssrProbe;
function renderCalls(district: string): number {
  return probe().calls[district] ?? 0;
}
async function waitForRenders(count: number): Promise<void> {
  for (let tries = 0; probe().active < count; tries += 1) {
    if (tries > 200) throw new Error(`${probe().active} renders running, waited for ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
function holdRenders(): void {
  probe().hold = new Promise<void>((resolve) => {
    probe().release = resolve;
  });
}
function releaseRenders(): void {
  probe().release?.();
  probe().hold = null;
}

/**
 * A web build with an SSR entry beside it. The entry is a stand-in for apps/web/src/entry-server.tsx
 * (server tests run without the web build; the real one is checked by the web unit test and e2e):
 * it plans `/` only, reading its one list (here /api/health), and renders the answer and the place.
 */
async function withSsrBuild(env: Record<string, string>, run: (app: Awaited<ReturnType<typeof buildOtherApp>>) => Promise<void>) {
  const root = mkdtempSync(path.join(tmpdir(), 'dongne-web-'));
  const webDist = path.join(root, 'dist');
  mkdirSync(webDist);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    [
      '<!doctype html><html><head><title>동네모임</title>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  (globalThis as unknown as { __ssrProbe: RenderProbe }).__ssrProbe = { calls: {}, active: 0, hold: null };
  writeFileSync(
    path.join(root, 'dist-ssr/entry-server.js'),
    `export const SIGNED_IN_HINT = 'dongne_signed_in';
    export const PLACE_HINT = 'dongne_place';
    export const SERVED_STATE_ID = 'dongne-first-screen';
    export function planFirstScreen(url, placeHint) {
      if (url === '/unreadable') throw new TypeError('Invalid URL');
      if (url !== '/') return null;
      return { url, apiUrl: '/api/health', place: placeHint ? JSON.parse(placeHint) : null };
    }
    export async function renderFirstScreen(plan, answer) {
      const probe = globalThis.__ssrProbe;
      const district = plan.place?.district ?? '';
      probe.calls[district] = (probe.calls[district] ?? 0) + 1;
      if (district === 'fails') throw new Error('render failed');
      probe.active += 1;
      if (district && probe.hold) await probe.hold;
      probe.active -= 1;
      return { html: '<p>' + answer.status + ' $& ' + (plan.place ? JSON.stringify(plan.place) : '') + '</p>', state: JSON.stringify({ key: plan.apiUrl }) };
    }`,
  );
  try {
    // Warm-up renders (no place) run at start and are not held.
    await run(await buildOtherApp({ WEB_DIST: webDist, FIRST_SCREEN_RENDER: 'true', ...env }));
  } finally {
    releaseRenders();
    await rm(root, { recursive: true, force: true });
  }
}
