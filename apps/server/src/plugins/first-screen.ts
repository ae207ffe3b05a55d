import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * The server's first render of `/` and `/explore` for guests: the web build's SSR entry
 * (`apps/web/src/entry-server.tsx`, built to `dist-ssr/` beside `dist/`) renders the screen with its
 * first group list, read in-process through the API's own route; the page carries that list as
 * JSON (`<script type="application/json">`: the CSP allows no inline script) for the browser to
 * hydrate with. Without the SSR build, with FIRST_SCREEN_RENDER=false, for a signed-in browser, an
 * address the app would not write, or when renders are busy or fail, index.html as before: the
 * server render only ever makes the first card come sooner.
 */

type Plan = { url: string; apiUrl: string; place: unknown };
type SsrEntry = {
  /** The hint cookies' names (apps/web/src/lib/first-screen-hints.ts: not credentials). */
  SIGNED_IN_HINT: string;
  PLACE_HINT: string;
  /** The id of the JSON script the browser adopts the render's data from (app/served-first-screen.ts). */
  SERVED_STATE_ID: string;
  planFirstScreen(url: string, placeHint?: string): Plan | null;
  renderFirstScreen(plan: Plan, answer: unknown): Promise<{ html: string; state: string }>;
};

export type RenderedPage = { plain: Buffer; gzip: Buffer; br: Buffer };
export type FirstScreenRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

// A place hint is a district and an address line: anything longer is not one the app wrote.
const MAX_HINT_LENGTH = 1_000;

/** One cookie's value from a Cookie header, or undefined (also for a value that is not valid percent-encoding). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    const raw = value.join('=');
    if (raw.length > MAX_HINT_LENGTH * 3) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const ROOT = '<div id="root"></div>';
const HEAD = /<head[^>]*>/;
// Every guest sees the same first screen: rendered once per page every few seconds, not per request.
const CACHE_MS = 5_000;
// Pages are canonical explore addresses (the entry refuses others), still many: the cache holds a bounded number.
const CACHE_ENTRIES = 64;
// Renders are CPU work on the request path (~25 ms each in production): past this many at once,
// or this many started in the last second (so guests' renders take at most about half a core,
// whatever addresses and hints a client invents), a guest gets the SPA instead.
export const MAX_CONCURRENT_RENDERS = 4;
export const MAX_RENDERS_PER_SECOND = 20;
// And per client address: explore's addresses and the place hint's free text make endless cache
// keys, so one client must not use up everyone's budget. An office behind one NAT still gets
// several a second (cache hits are free); past it, the SPA.
export const MAX_RENDERS_PER_CLIENT_PER_SECOND = 4;
// The per-client counts are kept for this many addresses at most (oldest window dropped first).
const TRACKED_CLIENTS = 10_000;

const WARM_UP = ['/', '/explore'];
const EMPTY_PAGE = { content: [], number: 0, size: 0, totalElements: 0, totalPages: 0, first: true, last: true, empty: true };
// Tells public/early-request.js which list the page came with: it asks for that one no more.
const servedMark = (apiUrl: string) =>
  `<meta name="dongne-served" content="${apiUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" />`;

type Outcome = 'rendered' | 'cached' | 'busy' | 'failed' | 'skipped';

/** The renderer when the SSR build is there and the switch is on, else null (tests and a build without it). */
export async function loadFirstScreenRenderer(
  app: FastifyInstance,
  { webDist, log, registry }: { webDist: string; log: FastifyBaseLogger; registry: Registry },
): Promise<FirstScreenRenderer | null> {
  const entryFile = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const template = servedTemplate(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  if (!template.includes(ROOT) || !HEAD.test(template)) return null;
  let entry: SsrEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
    // The screens' code loads on its first render: once now, with no groups, not in a guest's wait.
    for (const address of WARM_UP) {
      const plan = entry.planFirstScreen(address);
      if (plan) await entry.renderFirstScreen(plan, EMPTY_PAGE);
    }
  } catch (error) {
    // An entry that does not load or render must not stop the server. (dist and dist-ssr come from
    // one `npm run build`; an entry from another build that still renders is not detected here:
    // its markup would fail to hydrate and the browser would render the page afresh.)
    log.error({ err: error }, 'first-screen renderer unavailable: serving the plain SPA');
    return null;
  }
  const pages = new Counter({
    name: 'first_screen_pages_total',
    help: "Guests' first screens by outcome: rendered, cached, busy/failed/skipped (served the plain SPA)",
    labelNames: ['outcome'],
    registers: [registry],
  });
  const renderSeconds = new Histogram({
    name: 'first_screen_render_seconds',
    help: "Time to render a guest's first screen on the server (its list read included)",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const cache = new Map<string, { expiresAt: number; page: Promise<RenderedPage | null> }>();
  let rendering = 0;
  let second = { startedAt: 0, renders: 0 };
  const clients = new Map<string, { startedAt: number; renders: number }>();

  /** Whether one more render may start now for `ip`; counts it when it may. */
  function takeRenderBudget(ip: string, now: number): boolean {
    if (now - second.startedAt >= 1_000) second = { startedAt: now, renders: 0 };
    let client = clients.get(ip);
    if (!client || now - client.startedAt >= 1_000) {
      clients.delete(ip);
      if (clients.size >= TRACKED_CLIENTS) clients.delete(clients.keys().next().value as string);
      client = { startedAt: now, renders: 0 };
      clients.set(ip, client);
    }
    if (rendering >= MAX_CONCURRENT_RENDERS || second.renders >= MAX_RENDERS_PER_SECOND) return false;
    if (client.renders >= MAX_RENDERS_PER_CLIENT_PER_SECOND) return false;
    second.renders += 1;
    client.renders += 1;
    return true;
  }

  async function render(plan: Plan, ip: string): Promise<RenderedPage | null> {
    const stopTimer = renderSeconds.startTimer();
    // The API's own route, so the list is the one the browser would get, byte for byte; from the
    // guest's address, so logs and any per-address rule treat it as that guest's own read.
    const answer = await app.inject({ method: 'GET', url: plan.apiUrl, headers: { accept: 'application/json' }, remoteAddress: ip });
    if (answer.statusCode !== 200) return null;
    const { html, state } = await entry.renderFirstScreen(plan, answer.json());
    const page = Buffer.from(
      // Replacer functions: a group's name with `$&` in it must not be read as a replacement pattern.
      // The mark goes first in <head>: the async early script may run before the parser reaches its end.
      template
        .replace(HEAD, (head) => `${head}\n    ${servedMark(plan.apiUrl)}`)
        .replace(ROOT, () => `<div id="root">${html}</div><script type="application/json" id="${entry.SERVED_STATE_ID}">${state}</script>`),
    );
    const rendered = {
      plain: page,
      gzip: gzipSync(page),
      br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
    stopTimer();
    return rendered;
  }

  function serve(request: FastifyRequest): { outcome: Outcome; page: Promise<RenderedPage | null> } {
    const cookies = request.headers.cookie;
    // A signed-in browser's first screen is its account's (동네, role): the app renders it.
    if (cookieValue(cookies, entry.SIGNED_IN_HINT) !== undefined) return { outcome: 'skipped', page: Promise.resolve(null) };
    const plan = entry.planFirstScreen(request.url, cookieValue(cookies, entry.PLACE_HINT));
    if (!plan) return { outcome: 'skipped', page: Promise.resolve(null) };
    const key = `${JSON.stringify(plan.place)} ${plan.url}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && cached.expiresAt > now) return { outcome: 'cached', page: cached.page };
    if (!takeRenderBudget(request.ip, now)) return { outcome: 'busy', page: Promise.resolve(null) };
    rendering += 1;
    const page = render(plan, request.ip)
      .catch((error: unknown) => {
        // A render that fails leaves the SPA's own first render: the page still works.
        log.error({ err: error, url: plan.url }, 'first-screen render failed');
        return null;
      })
      .finally(() => {
        rendering -= 1;
      });
    // A page that could not be rendered is not remembered: the next guest's request tries again.
    void page.then((rendered) => {
      if (rendered === null && cache.get(key)?.page === page) cache.delete(key);
    });
    for (const [cachedKey, cachedPage] of cache) if (cachedPage.expiresAt <= now) cache.delete(cachedKey);
    // Full of live pages: the oldest makes room (every page lives 5 s at most anyway).
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { expiresAt: now + CACHE_MS, page });
    return { outcome: 'rendered', page };
  }

  return async (request) => {
    let decided: ReturnType<typeof serve>;
    try {
      decided = serve(request);
    } catch (error) {
      // An address the entry cannot read (e.g. an absolute-form request target): the SPA.
      log.warn({ err: error }, 'first-screen plan failed');
      decided = { outcome: 'failed', page: Promise.resolve(null) };
    }
    const { outcome, page } = decided;
    const served = await page;
    pages.inc({ outcome: served === null && outcome !== 'skipped' && outcome !== 'busy' ? 'failed' : outcome });
    return served;
  };
}

/**
 * index.html for a page that already holds its first screen: the CSS is all its first paint waits
 * for, so it is asked first and the app's code after it, at low priority (at 1.6 Mbps the ~170 kB
 * of JS otherwise shares the line with the CSS and holds the paint back).
 */
function servedTemplate(html: string): string {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  let page = html;
  for (const link of stylesheets) page = page.replace(link, '');
  const firstPreload = page.indexOf('<link rel="modulepreload"');
  if (firstPreload >= 0) page = `${page.slice(0, firstPreload)}${stylesheets.join('')}${page.slice(firstPreload)}`;
  return page
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
}
