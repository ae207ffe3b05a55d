import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, newContext, type RunningApp, startApp, stopApps, VIEWPORTS } from '../support/harness.ts';
import { shootForDocs } from '../support/screenshots.ts';

// Contract §18, installable and offline: the manifest and its icons, the service worker taking the
// page after a reload, a reload without network showing the app's shell with its offline notice
// (never the browser's error page), a new build announced as 새 버전이 있어요 and taken on 새로고침,
// and the offer to add the app to the home screen after a first meaningful act (joining a group),
// explained for iOS Safari in one sheet. The server runs on a copy of the build, so the journey can
// deploy a "next build" of the worker without touching the one other journeys use.

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
const CREW = '망원 한강 피크닉';
const OFFLINE_NOTICE = '오프라인 상태예요. 연결되면 최신 내용으로 바뀌어요.';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

let app: RunningApp;
let browser: Browser;
let build: string;
let owner: Account;
let crewId: number;

/** Waits until the service worker is active for the page, then reloads: the page is then under its control. */
async function underWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL the worker's caches hold. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Both widths into docs/screenshots as `<name>-mobile` and `<name>-desktop`, mobile last (where the page stays). */
async function shootBothWidths(page: Page, name: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  for (const label of ['desktop', 'mobile'] as const) {
    await page.setViewportSize(VIEWPORTS[label]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await ready(page);
    await shootForDocs(page, `${name}-${label}`);
  }
}

/** A signed-in iPhone (Safari's user agent, 375 px, touch), tokens as `signedInContext` writes them. */
async function iphoneContext(account: Account): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: VIEWPORTS.mobile,
    userAgent: IPHONE_UA,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await context.addInitScript((stored) => {
    if (localStorage.getItem('dongne.refreshToken')) return;
    localStorage.setItem('dongne.accessToken', stored.accessToken);
    localStorage.setItem('dongne.refreshToken', stored.refreshToken);
    localStorage.setItem('dongne.user', JSON.stringify(stored.user));
  }, account);
  await context.addCookies([{ name: 'dongne_signed_in', value: '1', url: app.baseUrl }]);
  return context;
}

describe('installable and offline (contract §18)', () => {
  beforeAll(async () => {
    build = await mkdtemp(path.join(tmpdir(), 'dongne-pwa-build-'));
    await cp(path.join(WEB, 'dist'), path.join(build, 'dist'), { recursive: true });
    await cp(path.join(WEB, 'dist-ssr'), path.join(build, 'dist-ssr'), { recursive: true });
    // The server-render build is ES modules, as apps/web/package.json declares for it, and imports
    // its packages from the repository's node_modules.
    await writeFile(path.join(build, 'package.json'), '{ "type": "module" }\n');
    await symlink(path.join(WEB, '../../node_modules'), path.join(build, 'node_modules'), 'dir');
    app = await startApp({ WEB_DIST: path.join(build, 'dist') });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'pwa-owner', nickname: '피크닉지기' });
    crewId = (await createGroupWithMembers(app, owner, [], { name: CREW, locationId: 14 })).id;
    await api(app, '/posts', {
      token: owner.accessToken,
      body: { groupId: crewId, content: '토요일 오후 세 시, 망원한강공원 잔디밭에서 만나요.', imageUrls: [] },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await stopApps();
    if (build) await rm(build, { recursive: true, force: true });
  });

  it('serves a valid manifest whose icons load, linked from the page with the Apple touch icon and meta', async () => {
    const response = await fetch(`${app.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: '동네모임', short_name: '동네모임', lang: 'ko', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe('#ff6f0f');
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
      expect(icon, `${purpose} icon ${sizes}`).toBeDefined();
      const image = await fetch(new URL(icon?.src ?? '', app.baseUrl));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const [width, height] = sizes.split('x').map(Number);
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width, height });
    }

    const page = await (await newContext(browser, app.baseUrl, 'mobile')).newPage();
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const touchIconResponse = await fetch(new URL(touchIcon ?? '', app.baseUrl));
    expect(pngSize(Buffer.from(await touchIconResponse.arrayBuffer()))).toEqual({ width: 180, height: 180 });
    expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe('yes');
    expect(await page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content')).toBe('동네모임');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    // The worker is registered by the app after load, not by anything in the page's head.
    expect(await page.content()).not.toMatch(/registerSW|sw\.js/);
    await page.context().close();
  });

  it('registers the worker after the page has loaded; it controls the page after a reload and caches no page, API answer or upload', async () => {
    const context = await newContext(browser, app.baseUrl, 'desktop');
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    const loadEnd = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    await underWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${app.baseUrl}/sw.js`);
    expect(loadEnd).toBeGreaterThan(0);

    // A few screens read the API and load their chunks under the worker.
    await page.goto(`/groups/${crewId}`);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    const urls = await cachedUrls(page);
    const paths = urls.map((url) => new URL(url).pathname);
    expect(paths).toContain('/index.html');
    expect(paths.some((entry) => /^\/assets\/index-[\w-]+\.js$/.test(entry))).toBe(true);
    expect(paths.some((entry) => entry.endsWith('.css'))).toBe(true);
    expect(paths).toContain('/manifest.webmanifest');
    for (const forbidden of [/^\/api\//, /^\/uploads\//, /^\/ws/, /^\/dev\/mail/, /^\/metrics/]) {
      expect(paths.filter((entry) => forbidden.test(entry))).toEqual([]);
    }
    // Pages are never stored: a server-rendered `/` must always be the server's current answer.
    expect(paths.filter((entry) => entry === '/' || entry === '/explore' || entry.startsWith('/groups'))).toEqual([]);
    await context.close();
  });

  it('opens without a network: the screen keeps the data it had, and a reload shows the shell with the offline notice', async () => {
    const member = await createAccount(app, { prefix: 'pwa-offline', nickname: '오프라인회원' });
    await api(app, `/groups/${crewId}/join`, { token: member.accessToken, body: {} });
    const context = await signedInContext(browser, app, member, { viewport: 'mobile', keepRefreshedTokens: true });
    const page = await context.newPage();
    await page.goto(`/groups/${crewId}`);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    await underWorker(page);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();

    // The connection drops: the screen keeps what the query cache holds, and says it is offline.
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).waitFor();
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    await shootBothWidths(page, 'pwa-offline-cached', (current) =>
      current.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).waitFor(),
    );

    // Reopened offline: the worker answers with the precached shell (not the server's page: no
    // `Vary: Cookie` of a server-rendered answer), the app renders itself with the notice.
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers().vary ?? '').not.toMatch(/cookie/i);
    await page.getByRole('link', { name: '동네모임' }).first().waitFor();
    await page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).waitFor();
    expect(await page.title()).toBe('동네모임');
    await shootBothWidths(page, 'pwa-offline-reload', (current) =>
      current.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).waitFor(),
    );

    // Back online: the notice goes, the screen fills in from the network.
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('announces a new build as 새 버전이 있어요 and switches to it only on 새로고침', async () => {
    const context = await newContext(browser, app.baseUrl, 'desktop');
    const page = await context.newPage();
    await page.goto('/');
    await underWorker(page);
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
    expect(firstWorker).toBe(`${app.baseUrl}/sw.js`);

    // The next deploy: a worker that differs by a byte (its pre-compressed siblings with it).
    const worker = path.join(build, 'dist/sw.js');
    const nextWorker = `${await readFile(worker, 'utf8')}\n// next build\n`;
    await writeFile(worker, nextWorker);
    await writeFile(`${worker}.br`, brotliCompressSync(nextWorker));
    await writeFile(`${worker}.gz`, gzipSync(nextWorker));
    // What a browser does on its next visit (or the app when the tab comes back after an hour).
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('region', { name: '새 버전이 있어요' });
    await prompt.getByRole('button', { name: '새로고침' }).waitFor({ timeout: 20_000 });
    // It waits: the page still runs under the first worker, one build throughout.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    await shootBothWidths(page, 'pwa-update', () => prompt.waitFor());

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: '새로고침' }).click()]);
    await page.getByRole('article').first().waitFor();
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting === null && navigator.serviceWorker.controller !== null;
    });
    expect(await prompt.count()).toBe(0);
    await context.close();
  });

  it('explains the iOS path in one sheet after joining a group, once', async () => {
    const neighbour = await createAccount(app, { prefix: 'pwa-ios', nickname: '아이폰이웃' });
    const context = await iphoneContext(neighbour);
    const page = await context.newPage();
    await page.goto(`/groups/${crewId}`);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    // Nothing is offered on arrival.
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: '가입하기' }).click();
    const sheet = page.getByRole('dialog', { name: '홈 화면에 추가하기' });
    await sheet.waitFor();
    await sheet.getByText('공유 버튼').waitFor();
    await sheet.getByText('홈 화면에 추가', { exact: false }).first().waitFor();
    // Focus is inside, and Tab keeps it there.
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await shootBothWidths(page, 'pwa-ios-install', () => sheet.waitFor());

    // Escape closes it for good: not after the next act, not after a reload.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('dongne_install_offer_answered'))).toBe('1');
    await page.reload();
    await page.getByRole('textbox', { name: '내용' }).fill('처음 인사드려요. 이번 주 피크닉에 갈게요!');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await page.getByText('처음 인사드려요').first().waitFor();
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('holds Chromium’s install offer back until a first post, and never offers again after 나중에', async () => {
    const writer = await createAccount(app, { prefix: 'pwa-install', nickname: '설치고민' });
    await api(app, `/groups/${crewId}/join`, { token: writer.accessToken, body: {} });
    const context = await signedInContext(browser, app, writer, { viewport: 'mobile', keepRefreshedTokens: true });
    // Stands in for the browser's offer (Chromium fires it only after its own engagement checks).
    await context.addInitScript(() => {
      window.addEventListener('load', () => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            (window as unknown as { prompted: boolean }).prompted = true;
          },
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(offer);
      });
    });
    const page = await context.newPage();
    await page.goto(`/groups/${crewId}`);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('textbox', { name: '내용' }).fill('다음 주에는 돗자리 챙겨갈게요.');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '동네모임을 홈 화면에 추가할까요?' });
    await sheet.waitFor();
    await shootBothWidths(page, 'pwa-install-offer', () => sheet.waitFor());
    await sheet.getByRole('button', { name: '나중에' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted ?? false)).toBe(false);

    await page.reload();
    await page.getByRole('textbox', { name: '내용' }).fill('돗자리는 두 개면 충분할까요?');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await page.getByText('돗자리는 두 개면').first().waitFor();
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
