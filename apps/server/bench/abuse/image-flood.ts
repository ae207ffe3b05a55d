import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { percentile } from '../lib/faults-report.ts';
import type { Answer } from './http.ts';
import { smallJpeg, upload } from './images.ts';
import { type Account, PASSWORD, type Scenario, sleep } from './world.ts';

/** Contract §6: what stays fast while uploads are refused or queued, and how far memory may stay up. */
const P99_MAX_MS = 500;
const RSS_AFTER_MAX_RATIO = 1.1;
const SMOKE_STALL_MS = 2_000;
/** A decoding process exits after 5 s idle; the memory check waits a little longer. */
const SETTLE_MS = 8_000;

/** RSS of the server and of its child processes (the image decoders), MiB, from /proc. */
export function familyRss(pid: number): { server: number; decoders: number; total: number } {
  const kib = (id: number) => Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  let server = 0;
  let decoders = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const id = Number(entry);
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (id === pid) server += kib(id);
      else if (parent === pid) decoders += kib(id);
    } catch {
      // The process ended while being read.
    }
  }
  return { server: server / 1024, decoders: decoders / 1024, total: (server + decoders) / 1024 };
}

const rssText = (rss: { server: number; decoders: number; total: number }) =>
  `${rss.total.toFixed(0)} (server ${rss.server.toFixed(0)} + decoders ${rss.decoders.toFixed(0)})`;

/** A 5000×5000 JPEG of about 150 kB, as in the report: cheap to send, 25 megapixels to decode. */
async function bigJpeg(): Promise<Buffer> {
  const tile = sharp(randomBytes(8 * 8 * 3), { raw: { width: 8, height: 8, channels: 3 } });
  return tile.resize(5000, 5000).jpeg({ quality: 50 }).toBuffer();
}

/** Calls `probe` one after another every `everyMs` until `stop()` answers true; the latencies. */
async function probeLoop(probe: () => Promise<Answer>, everyMs: number, stop: () => boolean, failures: string[]): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    const answer = await probe();
    latencies.push(answer.ms);
    if (answer.status !== 200) failures.push(String(answer.status));
    await sleep(everyMs);
  }
  return latencies;
}

const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} / p99 ${percentile(values, 99).toFixed(0)} ms (${values.length})`;

/**
 * Finding 9 of issue 22: concurrent uploads of 5000×5000 JPEGs (two a request) from many accounts,
 * while a static file (an upload under /uploads) and a login are timed one after another. Checks
 * contract §6: both answer within P99_MAX_MS at p99 during the flood, uploads answer 200, 429 or 503
 * (with Retry-After), and the server's memory (its decoding processes included) is back within 10 %
 * of where it was once the flood is over.
 */
export const imageFloodScenario: Scenario = {
  name: '17-image-flood',
  rssBoundMiB: 400,
  run: async (world, check) => {
    const seconds = world.smoke ? 6 : 20;
    const workers = world.smoke ? 4 : 8;
    const prober = await world.account();
    const small = await upload(world, prober, 'profile', [{ bytes: await smallJpeg(), type: 'image/jpeg' }]);
    const staticUrl: string = small.body?.imageUrl ?? '';
    if (!check(small.status === 200 && staticUrl !== '', `the probe image upload answered ${small.status}`)) return;
    const loginAccount = await world.account();
    const accounts: Account[] = [];
    for (let i = 0; i < (world.smoke ? 4 : 12); i++) accounts.push(await world.account());
    const photo = { bytes: await bigJpeg(), type: 'image/jpeg' };
    const loginProbe = () => world.call('POST', '/api/auth/login', { body: { email: loginAccount.email, password: PASSWORD } });
    const pair = [photo, photo];

    // Warm: the decode path loaded once, then left to settle, so "before" is the server at rest.
    const warm = await upload(world, prober, 'post', [photo]);
    check(warm.status === 200, `a single 25-megapixel upload answered ${warm.status}`);
    // Logins at once, so that every libuv thread has hashed once (argon2 takes 19 MiB a hash, and
    // glibc keeps it in the thread's arena): part of the level a server at rest holds.
    await Promise.all(Array.from({ length: 8 }, () => loginProbe()));
    await sleep(SETTLE_MS);
    const pid = world.serverPid;

    const probeFailures: string[] = [];
    const quiet = { until: performance.now() + (world.smoke ? 3_000 : 5_000) };
    const staticProbe = () => world.call('GET', staticUrl);
    const [quietStatic, quietLogin] = await Promise.all([
      probeLoop(staticProbe, 100, () => performance.now() > quiet.until, probeFailures),
      probeLoop(loginProbe, 250, () => performance.now() > quiet.until, probeFailures),
    ]);

    // After the quiet probes: logins' argon2 memory (19 MiB a hash, per libuv thread) is part of the level.
    const rssBefore = familyRss(pid);
    const statuses = new Map<number, number>();
    const missingRetryAfter: number[] = [];
    let rssPeak = rssBefore.total;
    const end = performance.now() + seconds * 1_000;
    const over = () => performance.now() > end;
    let nextAccount = 0;
    const flood = async () => {
      let account = accounts[nextAccount++ % accounts.length] as Account;
      while (!over()) {
        const answer = await upload(world, account, 'post', pair);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if ((answer.status === 429 || answer.status === 503) && answer.headers['retry-after'] === undefined)
          missingRetryAfter.push(answer.status);
        // A spent account (megapixels, uploads) is swapped for the next, as a script with many accounts does.
        if (answer.status === 429) account = accounts[nextAccount++ % accounts.length] as Account;
        if (answer.status === 503) await sleep(50);
      }
    };
    const sampler = (async () => {
      while (!over()) {
        rssPeak = Math.max(rssPeak, familyRss(pid).total);
        await sleep(200);
      }
    })();
    const [, floodStatic, floodLogin] = await Promise.all([
      Promise.all(Array.from({ length: workers }, flood)),
      probeLoop(staticProbe, 100, over, probeFailures),
      probeLoop(loginProbe, 250, over, probeFailures),
      sampler,
    ]);
    await sleep(SETTLE_MS);
    const rssAfter = familyRss(pid);

    const answered = [...statuses.entries()].map(([status, count]) => `${status}×${count}`).join(' ');
    world.note(
      `17-image-flood (${workers} clients × 2 JPEGs of 25 MP, ${seconds} s): uploads ${answered}; ` +
        `static quiet ${figures(quietStatic)}, flood ${figures(floodStatic)}; ` +
        `login quiet ${figures(quietLogin)}, flood ${figures(floodLogin)}; ` +
        `RSS before ${rssText(rssBefore)} / peak ${rssPeak.toFixed(0)} / after ${rssText(rssAfter)} MiB`,
    );
    check(probeFailures.length === 0, `probes failed during the flood: ${probeFailures.slice(0, 5).join(', ')}`);
    // The target is P99_MAX_MS; a machine already slower than that at rest is held to half as slow
    // again as its own quiet figure instead. The smoke (CI, a shared runner, a handful of probes
    // whose p99 is their maximum) checks for a stall only: the old one was 8–25 s.
    const p99Bound = (quietFigures: number[]) => (world.smoke ? SMOKE_STALL_MS : Math.max(P99_MAX_MS, percentile(quietFigures, 99) * 1.5));
    for (const [what, quietFigures, floodFigures] of [
      ['static file', quietStatic, floodStatic],
      ['login', quietLogin, floodLogin],
    ] as const) {
      const p99 = percentile(floodFigures, 99);
      check(
        p99 < p99Bound(quietFigures),
        `${what} p99 ${p99.toFixed(0)} ms during the flood (bound ${p99Bound(quietFigures).toFixed(0)} ms)`,
      );
    }
    check((statuses.get(200) ?? 0) > 0, `no upload succeeded during the flood: ${answered}`);
    const unexpected = [...statuses.keys()].filter((status) => ![200, 429, 503].includes(status));
    check(unexpected.length === 0, `uploads answered ${unexpected.join(', ')}`);
    check(missingRetryAfter.length === 0, `${missingRetryAfter.length} refusals without Retry-After`);
    check(
      rssAfter.total <= rssBefore.total * RSS_AFTER_MAX_RATIO,
      `RSS ${rssText(rssAfter)} MiB after the flood, ${rssText(rssBefore)} before (bound +${((RSS_AFTER_MAX_RATIO - 1) * 100).toFixed(0)} %)`,
    );
  },
};
