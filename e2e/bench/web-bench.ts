// `npm run bench:web [-- --runs 10 --groups 12]` (the root script builds the web app first).
//
// 1. Build size: the JS the home page's HTML loads before any route code (entry script plus its
//    modulepreload links from apps/web/dist/index.html), gzip level 9 and brotli, against the
//    < 250 kB gzip target; the CSS, all JS, and the largest chunks beside it.
// 2. In Chromium, a cold load of the home page (new context, empty cache) from the real product
//    in production mode, timed from navigation start to the frame that first shows a group card
//    of the popular section, with FCP and LCP, at 1280 px and at 375 px.
// 3. The phone profile: Lighthouse's mobile throttling through Chromium DevTools (4× CPU
//    slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up) at 375 px, cold loads of `/` and
//    `/explore` as a guest and as a signed-in member: first card, LCP, the bytes (all, JS, fonts)
//    whose responses ended before the first card, and when the first group list request started.
//    `--phone-runs` loads each (default 10); `--phone-only` skips part 2. CPU throttling is relative
//    to the host, so the run first measures the host's Lighthouse BenchmarkIndex and, unless
//    `--cpu-rate 4` is given, loads each page at 4× and again at the rate Lighthouse's calibration
//    table gives for this host (`--cpu-rate calibrated` for that one only).
// 4. Lighthouse 12.2.3 (bench/lighthouse.ts), its mobile default, on the screens a guest and a member
//    land on: performance, FCP, LCP, TBT, CLS, accessibility and BenchmarkIndex, the median of
//    `--lh-runs` runs per screen (default 5; `--lh-runs 1` for a quick look, 0 to skip it).
//    `--lh-only` skips parts 2 and 3. CHROME_PATH names the Chromium (default /usr/bin/chromium).
//    `--only "home member,events"` measures only the screens named (a label, or a label and who);
//    `--lh-save <dir>` keeps every run's full Lighthouse report there as JSON.
// 5. `--shifts`: where CLS comes from (Lighthouse 12.2.3's own layout-shifts audit fails on this
//    Chromium's traces): one cold load of each Lighthouse screen on the phone profile at 4× CPU,
//    375 px, listing every layout shift without recent input and the elements it moved.
// 6. `--cpu-profile <dir>`: one cold phone-profile load per screen with the main thread sampled,
//    its `.cpuprofile` and trace kept in <dir>: self time by file and by function, and the tasks
//    over 50 ms (what TBT counts) with the work inside them (style, layout, script, compilation).
// Prints markdown tables, PASS/FAIL per check and `uptime`; exits 1 when a check fails (the phone
// profile's time and font targets are reported as MET/MISSED, never fail the run: they depend on
// how loaded the machine is).
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Account, type Auth, api, createAccount, signedInContext } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, newContext, type RunningApp, startApp, VIEWPORTS } from '../support/harness.ts';
import { printCpuSummary, printTaskSummary, startCpuProfile, stopCpuProfile, summariseTrace } from './cpu-profile.ts';
import { type LighthouseResult, type LighthouseScreen, measureWithLighthouse, printLighthouse } from './lighthouse.ts';

/** A throwaway VAPID key pair and contact for a production start. */
function benchVapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
    VAPID_SUBJECT: 'mailto:bench@dongne.example',
  };
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'apps/web/dist');
const INITIAL_JS_GZIP_TARGET = 200_000;
// The targets on the phone profile (docs/benchmarks.md).
const PHONE_TIME_TARGET_MS = 2_500;
const PHONE_FONT_TARGET_BYTES = 100_000;
const PHONE = { cpuRate: 4, latencyMs: 150, downBytesPerSecond: 1_600_000 / 8, upBytesPerSecond: 750_000 / 8 };

/** The phone profile on a page: its CPU slowed `cpuRate` times and the network of `PHONE`. */
async function emulatePhone(context: BrowserContext, page: Page, cpuRate: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downBytesPerSecond,
    uploadThroughput: PHONE.upBytesPerSecond,
  });
}
// Lighthouse's 4× is meant to turn a high-end desktop (BenchmarkIndex 1500–2000, docs/throttling.md
// of GoogleChrome/lighthouse) into a mid-tier phone: 1750 / 4. A slower host reaches that phone
// with a smaller multiplier; Lighthouse warns and tells one to calibrate below an index of 1000.
const REFERENCE_PHONE_INDEX = 1750 / 4;
const MEMBER_PASSWORD = 'journey-pass-123';
const CARD_MARK = 'first-group-card';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    groups: { type: 'string', default: '12' },
    'phone-runs': { type: 'string', default: '10' },
    'phone-only': { type: 'boolean', default: false },
    'cpu-rate': { type: 'string', default: 'both' },
    'lh-runs': { type: 'string', default: '5' },
    'lh-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    'lh-save': { type: 'string' },
    shifts: { type: 'boolean', default: false },
    'cpu-profile': { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const PHONE_RUNS = Number(options['phone-runs']);
const PHONE_ONLY = options['phone-only'];
const CPU_RATES = options['cpu-rate'];
if (!['both', 'calibrated', '4'].includes(CPU_RATES)) throw new Error('--cpu-rate takes 4, calibrated or both');
const GROUPS = Number(options.groups);
const LH_RUNS = Number(options['lh-runs']);
const LH_ONLY = options['lh-only'];
if (!Number.isInteger(LH_RUNS) || LH_RUNS < 0) throw new Error('--lh-runs takes a whole number, 0 to skip Lighthouse');
/** `--only`'s screens: each a label ('events') or a label and who ('home member'). */
const ONLY = options.only
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);

// ---------- build size ----------

type Asset = { file: string; raw: number; gzip: number; brotli: number };

function measureAsset(file: string): Asset {
  const bytes = readFileSync(path.join(DIST, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function total(assets: Asset[]): Omit<Asset, 'file'> {
  return assets.reduce((sum, asset) => ({ raw: sum.raw + asset.raw, gzip: sum.gzip + asset.gzip, brotli: sum.brotli + asset.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** What index.html itself makes the browser fetch: the entry modules, their modulepreloads, the stylesheets. */
function initialFiles(html: string): { js: string[]; css: string[] } {
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
  // Every script index.html names: a small classic one (the first screen's data
  // request, from public/) before the bundle's module entry.
  const entry = attribute(/<script[^>]*src="([^"]+)"/g);
  const preloads = attribute(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const css = attribute(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  if (entry.length === 0) throw new Error('expected an entry script in dist/index.html, found none');
  return { js: [...new Set([...entry, ...preloads])], css };
}

type BuildReport = { initialJs: Asset[]; initialCss: Asset[]; allJs: Asset[]; byFile: Map<string, Asset> };

function measureBuild(): BuildReport {
  const all = readdirSync(path.join(DIST, 'assets')).map((name) => measureAsset(`assets/${name}`));
  const byFile = new Map(all.map((asset) => [asset.file, asset]));
  const { js, css } = initialFiles(readFileSync(path.join(DIST, 'index.html'), 'utf8'));
  const lookUp = (file: string) => {
    // Files from public/ sit beside index.html, outside assets/.
    const asset = byFile.get(file) ?? (file.includes('/') ? undefined : measureAsset(file));
    if (!asset) throw new Error(`dist/index.html names ${file}, which is not in dist/assets`);
    return asset;
  };
  return { initialJs: js.map(lookUp), initialCss: css.map(lookUp), allJs: all.filter((asset) => asset.file.endsWith('.js')), byFile };
}

// ---------- data ----------

const GROUP_IDEAS = [
  ['한강 새벽러닝 크루', '평일 아침 6시 반, 여의나루역에서 모여 한강을 따라 5km를 달려요.'],
  ['망원 동네 책모임', '한 달에 한 권 읽고 망원동 카페에서 이야기해요.'],
  ['성수 퇴근 후 클라이밍', '수요일 저녁 성수 클라이밍장에서 같이 올라요. 초보 환영!'],
  ['판교 점심 보드게임', '점심시간 40분, 가볍게 한 판씩 해요.'],
  ['을지로 필름카메라 산책', '주말 오후 을지로 골목을 걸으며 필름으로 찍어요.'],
  ['강남역 영어 회화 스터디', '화·목 저녁 7시 반, 주제 하나로 영어로만 이야기해요.'],
  ['서촌 드로잉 모임', '서촌 골목 풍경을 스케치북에 담아요.'],
  ['여의도 직장인 풋살', '금요일 밤 여의도 공원 옆 구장에서 풋살 한 게임!'],
  ['연남동 맛집 탐방', '한 달에 두 번, 연남동 새 가게를 같이 가봐요.'],
  ['잠실 주말 배드민턴', '토요일 오전 잠실 체육관에서 배드민턴 쳐요.'],
  ['종로 재즈 감상회', '종로 재즈바에서 한 달에 한 번 라이브를 들어요.'],
  ['합정 홈베이킹 클래스', '주말에 모여 스콘과 쿠키를 같이 구워요.'],
] as const;

type Category = { id: number };
type Location = { id: number };

/**
 * Fills `dataDir` through the API of a test-mode start (production has no dev mailbox to read
 * sign-up codes from): a few members who open groups and join each other's, so the popular
 * section has cards with different member counts.
 */
/** What the seed made that Lighthouse's screens point at: the first member owns the first group. */
type Seeded = { memberEmail: string; groupId: number; postId: number; profileId: number };

async function seedGroups(dataDir: string, count: number): Promise<Seeded> {
  const app = await startApp({ SKIP_WEB_BUILD: '1', HOST: '127.0.0.1' }, { dataDir });
  try {
    const categories = await api<Category[]>(app, '/categories');
    const locations = await api<Location[]>(app, '/locations');
    if (categories.length === 0 || locations.length === 0) throw new Error('no categories or locations to create groups with');
    const members: Account[] = [];
    for (let index = 0; index < 4; index += 1) {
      members.push(await createAccount(app, { prefix: `bench${index}`, nickname: `벤치회원${index + 1}` }));
    }
    const groupIds: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const [name, description] = GROUP_IDEAS[index % GROUP_IDEAS.length] ?? GROUP_IDEAS[0];
      const owner = members[index % members.length] as Account;
      // Group i gets i % 4 extra members, so the popular order is not just creation order.
      const joiners = members.filter((member) => member !== owner).slice(0, index % members.length);
      const created = await createGroupWithMembers(app, owner, joiners, {
        name: index < GROUP_IDEAS.length ? name : `${name} ${Math.floor(index / GROUP_IDEAS.length) + 1}`,
        description,
        categoryIds: [categories[index % categories.length]?.id ?? 0],
        locationId: locations[(index * 7) % locations.length]?.id ?? 0,
        tags: ['동네', '직장인'],
      });
      groupIds.push(created.id);
    }
    // The first group gets what its pages show a member: a post, an upcoming event, a chat.
    const first = members[0] as Account;
    const groupId = groupIds[0] ?? 0;
    const post = await api<{ id: number }>(app, '/posts', {
      token: first.accessToken,
      body: {
        groupId,
        content:
          '이번 주 토요일 아침 7시, 여의나루역 2번 출구에서 모여요. 반포대교까지 갔다가 돌아오는 5km 코스이고, 처음 오시는 분은 천천히 뛰는 조에 함께해요. 끝나고 근처 카페에서 커피 한잔해요!',
      },
    });
    await api(app, '/events', {
      token: first.accessToken,
      body: {
        groupId,
        title: '토요일 아침 한강 러닝',
        description: '여의나루역 2번 출구에서 모여 5km를 함께 달려요.',
        eventDate: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
        isOnline: false,
        location: '여의나루역 2번 출구',
        maxParticipants: 12,
        tags: ['러닝'],
      },
    });
    for (const message of ['이번 주 토요일 다들 오시나요?', '저는 갈게요! 7시에 봬요 🙂']) {
      await api(app, `/groups/${groupId}/chat/messages`, { token: first.accessToken, body: { message } });
    }
    return { memberEmail: first.email, groupId, postId: post.id, profileId: first.user.id };
  } finally {
    await app.stop();
  }
}

// ---------- cold loads ----------

type Load = {
  cardMs: number;
  fcpMs: number | null;
  lcpMs: number | null;
  scripts: string[];
  /** Bytes over the wire (headers included) of the responses that ended before the first card. */
  bytes: { all: number; js: number; fonts: number };
  /** When the first group list request (`/api/groups…`) started, ms after navigation start. */
  dataStartMs: number | null;
};

/** `cpuRate`: load on the phone profile with this CPU slowdown (absent: no throttling). */
type LoadOptions = { path?: string; auth?: Auth; cpuRate?: number };

/**
 * Runs in the page before its own scripts: marks the first animation frame after a group card's
 * heading enters the DOM (the frame that paints it), and keeps the latest LCP candidate.
 */
function watchFirstCard(mark: string): void {
  const state = window as unknown as { benchLcp: number | null };
  state.benchLcp = null;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('article h2, article h3')) return;
    observer.disconnect();
    requestAnimationFrame(() => performance.mark(mark));
  });
  observer.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

class LoadError extends Error {}

async function coldLoad(
  browser: Browser,
  app: RunningApp,
  viewport: keyof typeof VIEWPORTS,
  { path: target = '/', auth, cpuRate }: LoadOptions = {},
): Promise<Load> {
  const context = auth ? await signedInContext(browser, app, auth, { viewport }) : await newContext(browser, app.baseUrl, viewport);
  const problems: string[] = [];
  const scripts = new Set<string>();
  try {
    await context.addInitScript(watchFirstCard, CARD_MARK);
    const page = await context.newPage();
    if (cpuRate !== undefined) await emulatePhone(context, page, cpuRate);
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.replace(/^\//, ''));
    });
    page.on('requestfailed', (request) => problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(target);
    await page.getByRole('article').first().getByRole('heading').waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, CARD_MARK);
    const loadedScripts = [...scripts];
    // Two more frames, so an LCP candidate painted with the card has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // No named helper functions in here: tsx would wrap them in a `__name` the page does not have.
    const timings = await page.evaluate((mark) => {
      const card = performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN;
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ] as PerformanceResourceTiming[];
      const before = entries.filter((entry) => entry.responseEnd <= card);
      const data = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/api/groups'));
      return {
        card,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcp: (window as unknown as { benchLcp: number | null }).benchLcp,
        bytes: {
          all: before.reduce((total, entry) => total + entry.transferSize, 0),
          js: before.filter((entry) => /\.m?js(\?|$)/.test(entry.name)).reduce((total, entry) => total + entry.transferSize, 0),
          fonts: before.filter((entry) => /\.woff2?(\?|$)/.test(entry.name)).reduce((total, entry) => total + entry.transferSize, 0),
        },
        dataStart: data.length > 0 ? Math.min(...data.map((entry) => entry.startTime)) : null,
      };
    }, CARD_MARK);
    if (problems.length > 0) throw new LoadError(problems.join('\n'));
    return {
      cardMs: timings.card,
      fcpMs: timings.fcp,
      lcpMs: timings.lcp,
      scripts: loadedScripts,
      bytes: timings.bytes,
      dataStartMs: timings.dataStart,
    };
  } finally {
    await context.close();
  }
}

// ---------- report ----------

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : value.toFixed(0));

function sizeRow(label: string, assets: Asset[]): string {
  const sum = total(assets);
  return `| ${label} | ${assets.length} | ${kB(sum.raw)} | ${kB(sum.gzip)} | ${kB(sum.brotli)} |`;
}

type ViewportResult = { viewport: keyof typeof VIEWPORTS; loads: Load[]; failures: string[] };
type PhoneResult = { path: string; member: boolean; cpuRate: number; loads: Load[]; failures: string[] };
/** The host's Lighthouse BenchmarkIndex (unthrottled, median of three) and the CPU rates the phone loads ran at. */
type Host = { benchmarkIndex: number; cpuRates: number[] };

function medianOf(loads: Load[], pick: (load: Load) => number | null): number | null {
  const values = loads.map(pick).filter((value): value is number => value !== null && !Number.isNaN(value));
  return values.length > 0 ? percentile(values, 50) : null;
}

function printPhone(phone: PhoneResult[], cpuRate: number): void {
  const rate = `${cpuRate.toFixed(2).replace(/\.?0+$/, '')}× CPU`;
  console.log(
    `\n### Phone profile: ${rate}, ${PHONE.latencyMs} ms RTT, ${(PHONE.downBytesPerSecond * 8) / 1e6} Mbps down, 375 px, ${PHONE_RUNS} cold loads each (medians)\n`,
  );
  console.log(
    '| page | who | first card ms | first card p95 ms | LCP ms | kB before first card | JS kB before | fonts kB before | group list request starts ms | loads with a card |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { path: page, member, loads, failures: failed } of phone) {
    const median = (pick: (load: Load) => number | null) => medianOf(loads, pick);
    const cards = loads.map((load) => load.cardMs);
    const kb = (value: number | null) => (value === null ? '–' : kB(value));
    console.log(
      `| ${page} | ${member ? 'member' : 'guest'} | ${ms(median((load) => load.cardMs))} | ${ms(cards.length > 0 ? percentile(cards, 95) : null)} | ${ms(median((load) => load.lcpMs))} | ${kb(median((load) => load.bytes.all))} | ${kb(median((load) => load.bytes.js))} | ${kb(median((load) => load.bytes.fonts))} | ${ms(median((load) => load.dataStartMs))} | ${loads.length}/${loads.length + failed.length} |`,
    );
  }
  const targets: [string, boolean, string][] = phone.flatMap(({ path: page, member, loads }) => {
    const who = `${page} ${member ? 'member' : 'guest'}`;
    const card = medianOf(loads, (load) => load.cardMs);
    const lcp = medianOf(loads, (load) => load.lcpMs);
    const fonts = medianOf(loads, (load) => load.bytes.fonts);
    return [
      [
        `${who}: first card and LCP median < ${PHONE_TIME_TARGET_MS} ms`,
        card !== null && lcp !== null && Math.max(card, lcp) < PHONE_TIME_TARGET_MS,
        `${ms(card)} / ${ms(lcp)} ms`,
      ],
      [
        `${who}: fonts before the first card < ${kB(PHONE_FONT_TARGET_BYTES)} kB`,
        fonts !== null && fonts < PHONE_FONT_TARGET_BYTES,
        `${fonts === null ? '–' : kB(fonts)} kB`,
      ],
    ];
  });
  console.log(`\n### Phone targets at ${rate} (reported, not failing the run)\n\n| target | result | measured |\n| --- | --- | --- |`);
  for (const [name, met, measured] of targets) console.log(`| ${name} | ${met ? 'MET' : 'MISSED'} | ${measured} |`);
}

function printReport(
  build: BuildReport,
  homeScripts: Asset[],
  results: ViewportResult[],
  phone: PhoneResult[],
  host: Host | null,
  lighthouse: LighthouseResult[],
): boolean {
  const initialGzip = total(build.initialJs).gzip;
  const initialSet = new Set(build.initialJs.map((asset) => asset.file));
  console.log(`\n## Web bench (${new Date().toISOString()}, commit ${gitCommit()})\n`);
  console.log('### Production build (apps/web/dist; kB = 1000 bytes, gzip level 9, brotli quality 11)\n');
  console.log('| what | files | raw kB | gzip kB | brotli kB |\n| --- | ---: | ---: | ---: | ---: |');
  console.log(sizeRow('initial JS (entry + modulepreload in index.html)', build.initialJs));
  console.log(sizeRow('initial CSS', build.initialCss));
  console.log(sizeRow('JS the home page fetched before its first card', homeScripts));
  console.log(sizeRow('all JS chunks', build.allJs));
  console.log('\nLargest chunks:\n\n| chunk | raw kB | gzip kB | brotli kB | initial |\n| --- | ---: | ---: | ---: | --- |');
  for (const asset of [...build.allJs].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    console.log(
      `| ${asset.file} | ${kB(asset.raw)} | ${kB(asset.gzip)} | ${kB(asset.brotli)} | ${initialSet.has(asset.file) ? 'yes' : ''} |`,
    );
  }

  if (results.length > 0)
    console.log(`\n### Cold load of / to the first group card (Chromium, production server, ${RUNS} loads per width)\n`);
  if (results.length > 0) {
    console.log('| viewport | first card median ms | first card p95 ms | FCP median ms | LCP median ms | loads with a card |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  }
  for (const { viewport, loads, failures } of results) {
    const { width, height } = VIEWPORTS[viewport];
    const median = (pick: (load: Load) => number | null) => {
      const values = loads.map(pick).filter((value): value is number => value !== null);
      return values.length > 0 ? percentile(values, 50) : null;
    };
    const cards = loads.map((load) => load.cardMs);
    const cells = [
      `${viewport} ${width}×${height}`,
      ms(median((load) => load.cardMs)),
      ms(cards.length > 0 ? percentile(cards, 95) : null),
      ms(median((load) => load.fcpMs)),
      ms(median((load) => load.lcpMs)),
      `${loads.length}/${loads.length + failures.length}`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }

  if (host) {
    console.log(
      `\n### Host CPU\n\nLighthouse BenchmarkIndex ${host.benchmarkIndex.toFixed(0)} (unthrottled; Lighthouse: 1000–1500 low-end desktop, 1500–2000 high-end desktop). ` +
        `4× is meant for a high-end desktop; on this host the same phone (index ≈ ${REFERENCE_PHONE_INDEX.toFixed(0)}) is ${calibratedRate(host.benchmarkIndex).toFixed(2)}×.`,
    );
  }
  for (const cpuRate of host?.cpuRates ?? [])
    printPhone(
      phone.filter((result) => result.cpuRate === cpuRate),
      cpuRate,
    );

  if (lighthouse.length > 0) printLighthouse(lighthouse, LH_RUNS);

  const failures = [...results.flatMap((result) => result.failures), ...phone.flatMap((result) => result.failures)];
  const lighthouseFailures = lighthouse.flatMap((result) => result.failures);
  const checks: [string, boolean, string][] = [
    [`initial JS gzip < ${kB(INITIAL_JS_GZIP_TARGET)} kB`, initialGzip < INITIAL_JS_GZIP_TARGET, `${kB(initialGzip)} kB`],
    [
      'every cold load showed a group card, with no HTTP error, failed request or page error',
      failures.length === 0,
      `${failures.length} failed`,
    ],
    ...(lighthouse.length > 0
      ? [
          ['every Lighthouse run scored its screen', lighthouseFailures.length === 0, `${lighthouseFailures.length} failed`] as [
            string,
            boolean,
            string,
          ],
        ]
      : []),
  ];
  console.log('\n### Checks\n\n| check | result | measured |\n| --- | --- | --- |');
  for (const [name, passed, measured] of checks) console.log(`| ${name} | ${passed ? 'PASS' : 'FAIL'} | ${measured} |`);
  for (const failure of failures.slice(0, 5)) console.log(`\n${failure}`);
  console.log(`\nLoad: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
  return checks.every(([, passed]) => passed);
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

// ---------- layout shifts ----------

type Shift = { value: number; atMs: number; moved: string[] };

/**
 * Runs in the page before its own scripts: keeps each layout shift not caused by input, with the
 * elements it moved (tag, classes, first words) and their top and height before → after.
 * No named inner helpers: tsx's `__name` is not there in the page.
 */
function watchShifts(): void {
  const state = window as unknown as { benchShifts: Shift[] };
  state.benchShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) => {
        const node = source.node;
        const element = node instanceof Element ? node : null;
        const classes = element && typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 4).join('.') : '';
        const name = element ? `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}` : (node?.nodeName ?? '(removed)');
        const text = (node?.textContent ?? '').trim().slice(0, 24);
        const from = source.previousRect;
        const to = source.currentRect;
        return `${name} "${text}" y ${Math.round(from.y)}+${Math.round(from.height)} → ${Math.round(to.y)}+${Math.round(to.height)}`;
      });
      state.benchShifts.push({ value: entry.value, atMs: entry.startTime, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** One cold phone-profile load of `screen`, until the network is quiet and the late font has had time to apply. */
async function measureShifts(browser: Browser, app: RunningApp, screen: LighthouseScreen, member: Auth): Promise<Shift[]> {
  const context = screen.member
    ? await signedInContext(browser, app, member, { viewport: 'mobile' })
    : await newContext(browser, app.baseUrl, 'mobile');
  try {
    await context.addInitScript(watchShifts);
    const page = await context.newPage();
    await emulatePhone(context, page, PHONE.cpuRate);
    await page.goto(screen.path, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(3_000);
    return await page.evaluate(() => (window as unknown as { benchShifts: Shift[] }).benchShifts);
  } finally {
    await context.close();
  }
}

/**
 * One cold phone-profile load of `screen` with the main thread sampled from navigation until the
 * network is quiet and a second more: where its scripting time goes, by file and by function.
 */
async function profileScreen(browser: Browser, app: RunningApp, screen: LighthouseScreen, member: Auth, dir: string): Promise<void> {
  const context = screen.member
    ? await signedInContext(browser, app, member, { viewport: 'mobile' })
    : await newContext(browser, app.baseUrl, 'mobile');
  try {
    const page = await context.newPage();
    await emulatePhone(context, page, PHONE.cpuRate);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const cdp = await startCpuProfile(context, page);
    await page.goto(screen.path, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1_000);
    const name = `${screen.label.replaceAll(' ', '-')}-${screen.member ? 'member' : 'guest'}`;
    const label = `${screen.label} as a ${screen.member ? 'member' : 'guest'} (${PHONE.cpuRate}× CPU)`;
    printCpuSummary(label, await stopCpuProfile(cdp, dir, name));
    const trace = await browser.stopTracing();
    await writeFile(path.join(dir, `${name}.trace.json`), trace);
    printTaskSummary(label, summariseTrace(trace));
  } finally {
    await context.close();
  }
}

function printShifts(measured: { screen: LighthouseScreen; shifts: Shift[] }[]): void {
  console.log(`\n### Layout shifts: one cold load per screen, phone profile (${PHONE.cpuRate}× CPU), 375 px\n`);
  console.log('| screen | who | shift at ms | score | elements moved (top+height before → after, px) |\n| --- | --- | ---: | ---: | --- |');
  for (const { screen, shifts } of measured) {
    const who = screen.member ? 'member' : 'guest';
    const sum = shifts.reduce((total, shift) => total + shift.value, 0);
    console.log(`| ${screen.label} | ${who} | all | **${sum.toFixed(3)}** | ${shifts.length} shift(s) |`);
    for (const shift of shifts) {
      console.log(
        `| ${screen.label} | ${who} | ${shift.atMs.toFixed(0)} | ${shift.value.toFixed(3)} | ${shift.moved.join('<br>').replaceAll('|', '\\|')} |`,
      );
    }
  }
}

// ---------- main ----------

/** The CPU slowdown that makes this host run like the phone Lighthouse's 4× makes of a high-end desktop (at most 4×, at least none). */
function calibratedRate(benchmarkIndex: number): number {
  return Math.min(PHONE.cpuRate, Math.max(1, benchmarkIndex / REFERENCE_PHONE_INDEX));
}

/**
 * Lighthouse's BenchmarkIndex (core/lib/page-functions.js, as DevTools' CPU calibration uses it):
 * the mean of a garbage-making string loop and an array copy, each counted over half a second.
 * Runs in the page, so no named inner helpers (tsx's `__name` is not there).
 */
function benchmarkIndexInPage(): number {
  const stringStart = Date.now();
  let strings = 0;
  while (Date.now() - stringStart < 500) {
    let text = '';
    for (let index = 0; index < 10_000; index += 1) text += 'a';
    if (text.length === 1) throw new Error('never: keeps the loop from being optimised away');
    strings += 1;
  }
  const stringScore = Math.round(strings / 10 / ((Date.now() - stringStart) / 1000));
  const first: number[] = [];
  const second: number[] = [];
  for (let index = 0; index < 100_000; index += 1) {
    first[index] = index;
    second[index] = index;
  }
  const copyStart = Date.now();
  let copies = 0;
  while (copies % 10 !== 0 || Date.now() - copyStart < 500) {
    const source = copies % 2 === 0 ? first : second;
    const target = copies % 2 === 0 ? second : first;
    for (let index = 0; index < source.length; index += 1) target[index] = source[index] as number;
    copies += 1;
  }
  const copyScore = Math.round(copies / 10 / ((Date.now() - copyStart) / 1000));
  return (stringScore + copyScore) / 2;
}

async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scores: number[] = [];
    for (let run = 0; run < 3; run += 1) scores.push(await page.evaluate(benchmarkIndexInPage));
    return percentile(scores, 50);
  } finally {
    await context.close();
  }
}

async function measurePhone(
  browser: Browser,
  app: RunningApp,
  page: string,
  auth: Auth | undefined,
  cpuRate: number,
): Promise<PhoneResult> {
  const result: PhoneResult = { path: page, member: Boolean(auth), cpuRate, loads: [], failures: [] };
  for (let run = 0; run < PHONE_RUNS; run += 1) {
    try {
      result.loads.push(await coldLoad(browser, app, 'mobile', { path: page, auth, cpuRate }));
    } catch (error) {
      result.failures.push(`phone ${page} load ${run + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

async function measureLoads(browser: Browser, app: RunningApp, viewport: keyof typeof VIEWPORTS): Promise<ViewportResult> {
  const result: ViewportResult = { viewport, loads: [], failures: [] };
  for (let run = 0; run < RUNS; run += 1) {
    try {
      result.loads.push(await coldLoad(browser, app, viewport));
    } catch (error) {
      result.failures.push(`${viewport} load ${run + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

/** The screens with Lighthouse targets (docs/benchmarks.md), as a guest and as the seeded member; `--only` picks some. */
function lighthouseScreens({ groupId, postId, profileId }: Seeded): LighthouseScreen[] {
  const screens: LighthouseScreen[] = [
    { label: 'home', path: '/', member: false },
    { label: 'explore', path: '/explore', member: false },
    { label: 'group', path: `/groups/${groupId}`, member: false },
    { label: 'post', path: `/posts/${postId}`, member: false },
    { label: 'profile', path: `/profile/${profileId}`, member: false },
    { label: 'home', path: '/', member: true },
    { label: 'group', path: `/groups/${groupId}`, member: true },
    { label: 'album', path: `/groups/${groupId}?tab=photos`, member: true },
    { label: 'events', path: '/events', member: true },
    { label: 'chat room', path: `/groups/${groupId}/chat`, member: true },
  ];
  if (!ONLY) return screens;
  const picked = screens.filter((screen) =>
    ONLY.some((name) => name === screen.label || name === `${screen.label} ${screen.member ? 'member' : 'guest'}`),
  );
  if (picked.length === 0) throw new Error(`--only names no screen; the screens: ${screens.map((screen) => screen.label).join(', ')}`);
  return picked;
}

async function main(): Promise<number> {
  const build = measureBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dongne-web-bench-'));
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  try {
    console.log(`seeding ${GROUPS} groups through the API…`);
    const seeded = await seedGroups(dataDir, GROUPS);
    app = await startApp(
      // MAIL_OUTBOX: production insists on SMTP otherwise; the bench sends no mail.
      {
        SKIP_WEB_BUILD: '1',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        MAIL_OUTBOX: 'true',
        JWT_SECRET: randomBytes(32).toString('hex'),
        // Production needs a VAPID key pair (contract §18); the bench sends no push.
        ...benchVapidKeys(),
      },
      { dataDir },
    );
    const popular = await api<{ content: unknown[] }>(app, '/groups?sortBy=memberCount&sortDirection=DESC&size=8&page=0');
    if (popular.content.length === 0) throw new Error('the production server lists no groups after seeding');
    browser = await launchBrowser();
    // One load first, not counted: the server's first requests pay for its JIT warm-up, not the page's.
    const warmUp = await coldLoad(browser, app, 'desktop');
    const results: ViewportResult[] = [];
    for (const viewport of PHONE_ONLY || LH_ONLY ? [] : (['desktop', 'mobile'] as const)) {
      console.log(`${RUNS} cold loads at ${viewport}…`);
      results.push(await measureLoads(browser, app, viewport));
    }
    // The production server signs with its own secret: the member signs in again there.
    const member = await api<Auth>(app, '/auth/login', { body: { email: seeded.memberEmail, password: MEMBER_PASSWORD } });
    const phone: PhoneResult[] = [];
    let host: Host | null = null;
    if (!LH_ONLY) {
      const benchmarkIndex = await hostBenchmarkIndex(browser);
      const calibrated = calibratedRate(benchmarkIndex);
      const cpuRates = CPU_RATES === '4' ? [PHONE.cpuRate] : CPU_RATES === 'calibrated' ? [calibrated] : [PHONE.cpuRate, calibrated];
      host = { benchmarkIndex, cpuRates: [...new Set(cpuRates)] };
      console.log(
        `host BenchmarkIndex ${benchmarkIndex.toFixed(0)}: phone loads at ${host.cpuRates.map((rate) => `${rate.toFixed(2)}×`).join(' and ')} CPU`,
      );
      for (const cpuRate of host.cpuRates) {
        for (const page of ['/', '/explore']) {
          for (const auth of [undefined, member]) {
            console.log(
              `${PHONE_RUNS} phone-profile cold loads of ${page} as ${auth ? 'a member' : 'a guest'} at ${cpuRate.toFixed(2)}× CPU…`,
            );
            phone.push(await measurePhone(browser, app, page, auth, cpuRate));
          }
        }
      }
    }
    const shifts = [];
    if (options.shifts) {
      for (const screen of lighthouseScreens(seeded)) {
        console.log(`layout shifts of ${screen.label} (${screen.path}) as ${screen.member ? 'a member' : 'a guest'}…`);
        shifts.push({ screen, shifts: await measureShifts(browser, app, screen, member) });
      }
    }
    const profileDir = options['cpu-profile'];
    if (profileDir) for (const screen of lighthouseScreens(seeded)) await profileScreen(browser, app, screen, member, profileDir);
    const lighthouse =
      LH_RUNS > 0 ? await measureWithLighthouse(app, lighthouseScreens(seeded), member, LH_RUNS, { saveTo: options['lh-save'] }) : [];
    const homeScripts = warmUp.scripts.flatMap((file) => build.byFile.get(file) ?? []);
    const passed = printReport(build, homeScripts, results, phone, host, lighthouse);
    if (shifts.length > 0) printShifts(shifts);
    return passed ? 0 : 1;
  } finally {
    await browser?.close();
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
