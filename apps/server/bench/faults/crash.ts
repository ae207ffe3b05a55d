import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createScratchDatabase } from '../lib/faults-postgres.ts';
import { FaultReport, mapLimit } from '../lib/faults-report.ts';
import { api, type ServerProcess, startServerProcess } from '../lib/faults-server.ts';
import { buildWorld, type Member, seedAccounts, type World } from '../lib/faults-world.ts';
import { checkConsistency } from './crash-checks.ts';

export type CrashOptions = { engines: ('postgres' | 'pglite')[]; writes: number; killAfter: number; rounds: number; users: number };

type Target = { databaseUrl?: string; dataDir: string };
export type AckedPost = { id: number; content: string; imageUrls: string[]; authorToken: string };
export type AckedLike = { postId: number; userId: number };
export type Acks = { posts: AckedPost[]; likes: AckedLike[] };
type Burst = {
  posts: number;
  imagePosts: number;
  likes: number;
  connectionFailures: number;
  inFlight: number;
  errors: string[];
  ms: number;
};
type Outcome = { kind: 'post'; post: AckedPost } | { kind: 'like'; like: AckedLike } | { kind: 'error'; detail: string } | { kind: 'lost' };

const pick = <T>(items: T[], index: number): T => items[index % items.length] as T;

/**
 * kill -9 during a burst of concurrent writes, then restart on the same data: every acknowledged
 * write must be there, every count exact, nothing half-written; `rounds` kills on one data set.
 */
export async function runCrash(options: CrashOptions): Promise<FaultReport> {
  const report = new FaultReport(
    `crash: kill -9 during ${options.writes} concurrent writes (posts, posts with an image, likes), ${options.rounds} round(s) per engine`,
  );
  for (const engine of options.engines) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `dongne-faults-crash-${engine}-`));
    const scratch = engine === 'postgres' ? await createScratchDatabase('crash') : undefined;
    try {
      await crashRounds(report, engine, { dataDir, databaseUrl: scratch?.url }, options);
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return report;
}

async function crashRounds(report: FaultReport, engine: string, target: Target, options: CrashOptions) {
  const emails = await seedAccounts(target, options.users);
  let server = await startServerProcess(target);
  const world = await buildWorld(server.url, emails);
  const acks: Acks = { posts: [], likes: [] };
  const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  for (let round = 1; round <= options.rounds; round++) {
    const label = `${engine} round ${round}`;
    // Fresh posts to like each round: every like of the burst is a new (post, member) pair.
    const targets = await createLikeTargets(server.url, world, Math.ceil(options.writes / 2 / world.members.length), acks);
    await openConnections(server.url, options.writes);
    const burst = await burstAndKill(server, world, targets, image, options, round, acks);
    report.figure(
      `${label}: acknowledged before kill -9`,
      `${burst.posts} posts (${burst.imagePosts} with an image) + ${burst.likes} likes of ${options.writes} in ${(burst.ms / 1000).toFixed(1)} s; ${burst.inFlight} in flight`,
    );
    report.figure(`${label}: requests whose connection failed before the kill (not acknowledged)`, burst.connectionFailures);
    report.check(`${label}: killed with writes in flight`, burst.inFlight > 0, `${burst.inFlight} requests unanswered at the kill`);
    report.check(
      `${label}: every answer before the kill is a success`,
      burst.errors.length === 0,
      burst.errors.slice(0, 3).join('; ') || 'all 2xx',
    );

    const restartStarted = performance.now();
    try {
      server = await startServerProcess(target);
    } catch (error) {
      report.check(`${label}: restarts on the same data`, false, (error as Error).message);
      return;
    }
    report.check(
      `${label}: restarts on the same data`,
      true,
      `healthy after ${((performance.now() - restartStarted) / 1000).toFixed(1)} s`,
    );
    await verifyThroughApi(report, label, server.url, world, acks, target.dataDir);
    await server.stop();
    await checkConsistency(report, label, target, acks);
    if (round < options.rounds) server = await startServerProcess(target);
  }
}

/** Posts written before the burst, so likes have something to land on from the first request. */
async function createLikeTargets(base: string, world: World, count: number, acks: Acks): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const author = pick(world.members, index);
    const content = `좋아요 대상 글 ${acks.posts.length}`;
    const created = await api<{ id: number }>(base, 'POST', '/api/posts', {
      token: author.token,
      body: { groupId: world.groupId, content },
    });
    if (created.status !== 201) throw new Error(`target post answered ${created.status}`);
    ids.push(created.body.id);
    acks.posts.push({ id: created.body.id, content, imageUrls: [], authorToken: author.token });
  }
  return ids;
}

/**
 * Opens the burst's connections beforehand (fetch keeps them alive), so that the burst measures
 * writes rather than a thousand simultaneous TCP handshakes overflowing the listen backlog.
 */
async function openConnections(base: string, count: number) {
  await Promise.all(Array.from({ length: count }, () => api(base, 'GET', '/api/config', { timeoutMs: 60_000 })));
}

/** Fires every write at once and sends SIGKILL when the kill is due. */
async function burstAndKill(
  server: ServerProcess,
  world: World,
  targets: number[],
  image: Buffer,
  options: CrashOptions,
  round: number,
  acks: Acks,
): Promise<Burst> {
  const burst: Burst = { posts: 0, imagePosts: 0, likes: 0, connectionFailures: 0, inFlight: 0, errors: [], ms: 0 };
  const started = performance.now();
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    burst.ms = performance.now() - started;
    burst.inFlight = options.writes - burst.posts - burst.likes - burst.connectionFailures - burst.errors.length;
    server.child.kill('SIGKILL');
  };
  // Posts with an image are the slowest write (decode, re-encode, store): sent first, so that some
  // are acknowledged before the kill.
  const order = Array.from({ length: options.writes }, (_, index) => index).sort((x, y) => Number(y % 10 === 0) - Number(x % 10 === 0));
  const requests = order.map(async (index) => {
    const outcome = await writeOne(server.url, world, targets, image, index, round);
    if (killed) {
      // Answered in the instant between the kill and the process's death: acknowledged all the same.
      if (outcome.kind === 'post') acks.posts.push(outcome.post);
      if (outcome.kind === 'like') acks.likes.push(outcome.like);
      return;
    }
    if (outcome.kind === 'error') burst.errors.push(outcome.detail);
    else if (outcome.kind === 'lost') burst.connectionFailures++;
    else if (outcome.kind === 'post') {
      acks.posts.push(outcome.post);
      burst.posts++;
      if (outcome.post.imageUrls.length > 0) burst.imagePosts++;
    } else {
      acks.likes.push(outcome.like);
      burst.likes++;
    }
    if (isKillDue(burst, options.killAfter)) kill();
  });
  // A burst that finished below the threshold still ends in a kill -9 (the in-flight check then fails).
  await Promise.race([Promise.all(requests), server.exited]);
  kill();
  await server.exited;
  await Promise.allSettled(requests);
  return burst;
}

/**
 * Due once `killAfter` writes are acknowledged, a quarter of them at least posts and likes each, and
 * a fortieth posts with an image: on a busy machine one kind finishes well before another (the
 * image posts last), and the kill must come after every kind has been written.
 */
function isKillDue(burst: Burst, killAfter: number): boolean {
  const eachKind = Math.floor(killAfter / 4);
  const withImages = Math.max(1, Math.floor(killAfter / 40));
  return burst.posts + burst.likes >= killAfter && burst.posts >= eachKind && burst.likes >= eachKind && burst.imagePosts >= withImages;
}

/**
 * One write of the mix: every 10th a post with an image, the other even ones a post, the odd ones
 * a like of a (post, member) pair no other request of the burst uses.
 */
async function writeOne(base: string, world: World, targets: number[], image: Buffer, index: number, round: number): Promise<Outcome> {
  const member = pick(world.members, index);
  const content = `라운드 ${round} 글 ${index} — 충돌 시험 ${member.id}`;
  const auth = { authorization: `Bearer ${member.token}` };
  try {
    if (index % 2 === 0) {
      const withImage = index % 10 === 0;
      const response = withImage
        ? await fetch(`${base}/api/posts/with-images`, { method: 'POST', headers: auth, body: postForm(world.groupId, content, image) })
        : await fetch(`${base}/api/posts`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ groupId: world.groupId, content }),
          });
      const body = (await response.json()) as { id: number; imageUrls: string[] };
      if (response.status !== 201) return { kind: 'error', detail: `${response.url} ${response.status}` };
      return { kind: 'post', post: { id: body.id, content, imageUrls: body.imageUrls, authorToken: member.token } };
    }
    const pair = (index - 1) / 2;
    const liker = pick(world.members, Math.floor(pair / targets.length));
    const postId = pick(targets, pair);
    const liked = await fetch(`${base}/api/posts/${postId}/like`, { method: 'POST', headers: { authorization: `Bearer ${liker.token}` } });
    const body = (await liked.json()) as { isLiked: boolean };
    if (liked.status !== 200 || !body.isLiked) return { kind: 'error', detail: `like ${liked.status}` };
    return { kind: 'like', like: { postId, userId: liker.id } };
  } catch {
    // No answer (the connection died, with the process or before reaching it): not acknowledged,
    // so the write may or may not exist.
    return { kind: 'lost' };
  }
}

function postForm(groupId: number, content: string, image: Buffer): FormData {
  const form = new FormData();
  form.append('post', JSON.stringify({ groupId, content }));
  form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'a.png');
  return form;
}

/** Every acknowledged post readable through the restarted server with its content and images. */
async function verifyThroughApi(report: FaultReport, label: string, base: string, world: World, acks: Acks, dataDir: string) {
  const missing: string[] = [];
  await mapLimit(acks.posts, 16, async (post) => {
    const read = await api<{ content: string; imageUrls: string[] }>(base, 'GET', `/api/posts/${post.id}`, { token: post.authorToken });
    if (read.status !== 200) missing.push(`${post.id}: ${read.status}`);
    else if (read.body.content !== post.content || JSON.stringify(read.body.imageUrls) !== JSON.stringify(post.imageUrls))
      missing.push(`${post.id}: changed`);
  });
  report.check(
    `${label}: every acknowledged post is there, unchanged`,
    missing.length === 0,
    `${acks.posts.length - missing.length}/${acks.posts.length}${missing.length ? `; ${missing.slice(0, 5).join(', ')}` : ''}`,
  );
  const images = acks.posts.flatMap((post) => post.imageUrls);
  const lostFiles = images.filter((url) => !existsSync(path.join(dataDir, url.replace(/^\/uploads\//, 'uploads/'))));
  report.check(
    `${label}: every acknowledged post's image file exists`,
    lostFiles.length === 0,
    `${images.length - lostFiles.length}/${images.length}`,
  );
  const author = world.members[0] as Member;
  const after = await api(base, 'POST', '/api/posts', {
    token: author.token,
    body: { groupId: world.groupId, content: '재시작 뒤 첫 글' },
  });
  report.check(`${label}: accepts writes after the restart`, after.status === 201, `POST /api/posts → ${after.status}`);
}
