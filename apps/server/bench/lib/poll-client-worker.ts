/**
 * One load-client process of bench/poll-load.ts (forked with IPC): connects its share of the STOMP
 * clients, subscribes each to the group's poll topic, and takes every POLL_CHANGED as a browser
 * does: `frame` shows the frame's results when newer than the shown ones and reads nothing (the web
 * app's `applyPollChange`); the earlier ways read `GET /api/polls/{id}` as that member per frame,
 * either at once (`every`, a query invalidation per frame) or through the web app's
 * `RefreshScheduler` (one read per poll in flight, started within `spreadMs`). Reports when each
 * frame arrived and each state shown (a frame taken, or a read answered).
 */
import { performance } from 'node:perf_hooks';
import { pollChangedSchema } from '@dongne/contract';
// The web app's scheduler itself, not a copy: the bench measures what browsers run.
import { RefreshScheduler } from '../../../web/src/lib/realtime/refresh-scheduler.ts';
import { BenchStompClient } from './chat-stomp-client.ts';

export type RefetchMode = { kind: 'frame' } | { kind: 'every' } | { kind: 'spread'; spreadMs: number };
export type PollWorkerSetup = {
  type: 'setup';
  clients: { index: number; url: string; token: string }[];
  topic: string;
  pollId: number;
  refetch: RefetchMode;
};
export type PollWorkerFinish = { type: 'finish'; settleMs: number };
/**
 * A state shown: when its read started and was answered, its status, and the voter count it
 * answered (-1 when not 200); a frame taken is one that started and was answered on arrival.
 */
export type Refetch = [startedAt: number, answeredAt: number, status: number, voterCount: number];
export type PollWorkerReport = {
  type: 'report';
  /** Per client (in setup order): arrival time of every frame. */
  frames: number[][];
  /** Per client: every state it showed. */
  refetches: Refetch[][];
  /** Frames whose body was not a `POLL_CHANGED` of the poll (the contract package's schema). */
  unexpectedBodies: number;
  errors: string[];
  /** Event-loop utilisation of this process from the first frame to the finish (1 = saturated). */
  elu: number;
};

/** Wall-clock milliseconds with sub-millisecond precision: the one clock every process shares. */
const now = () => performance.timeOrigin + performance.now();

let setup: PollWorkerSetup;
const clients: BenchStompClient[] = [];
let frames: number[][] = [];
let refetches: Refetch[][] = [];
let unexpectedBodies = 0;
let inFlight = 0;
let eluStart: ReturnType<typeof performance.eventLoopUtilization> | undefined;

process.on('message', (message: PollWorkerSetup | PollWorkerFinish) => {
  if (message.type === 'setup') {
    setup = message;
    void connectAll().then(
      () => process.send?.({ type: 'ready' }),
      (error: unknown) => process.send?.({ type: 'failed', error: String(error) }),
    );
  } else void finish(message.settleMs);
});

/** Reads the poll as client `local`, noting what the server answered. */
async function read(local: number): Promise<void> {
  const client = setup.clients[local];
  if (!client) return;
  const startedAt = now();
  inFlight += 1;
  try {
    const response = await fetch(`${client.url}/api/polls/${setup.pollId}`, { headers: { authorization: `Bearer ${client.token}` } });
    const voterCount = response.ok ? ((await response.json()) as { voterCount: number }).voterCount : -1;
    if (!response.ok) await response.body?.cancel();
    refetches[local]?.push([startedAt, now(), response.status, voterCount]);
  } catch (error) {
    refetches[local]?.push([startedAt, now(), 0, -1]);
    clients[local]?.errors.push(`read failed: ${String(error)}`);
  } finally {
    inFlight -= 1;
  }
}

async function connectAll() {
  frames = setup.clients.map(() => []);
  refetches = setup.clients.map(() => []);
  const { refetch } = setup;
  // One scheduler per client, as each browser has its own.
  const schedulers =
    refetch.kind === 'spread'
      ? setup.clients.map((_, local) => new RefreshScheduler(() => read(local), { spreadMs: refetch.spreadMs }))
      : [];
  // The version each client shows (`frame`): an older state arriving later is not shown.
  const shownVersion = setup.clients.map(() => -1);
  const onFrame = (local: number, body: Buffer) => {
    const at = now();
    frames[local]?.push(at);
    eluStart ??= performance.eventLoopUtilization();
    const parsed = pollChangedSchema.safeParse(JSON.parse(body.toString()));
    if (!parsed.success || parsed.data.pollId !== setup.pollId) unexpectedBodies += 1;
    if (refetch.kind === 'frame') {
      if (parsed.success && parsed.data.version > (shownVersion[local] ?? -1)) {
        shownVersion[local] = parsed.data.version;
        refetches[local]?.push([at, at, 200, parsed.data.voterCount]);
      }
    } else if (refetch.kind === 'every') void read(local);
    else schedulers[local]?.changed(setup.pollId);
  };
  // A few at a time: a thousand simultaneous handshakes would measure the accept queue instead.
  for (let start = 0; start < setup.clients.length; start += 50) {
    const batch = setup.clients.slice(start, start + 50);
    const connected = await Promise.all(batch.map((client) => BenchStompClient.connect(client.url, client.token)));
    await Promise.all(connected.map((client, offset) => client.subscribe(setup.topic, (body) => onFrame(start + offset, body))));
    clients.push(...connected);
  }
}

/** Lets the reads in flight (and those still scheduled) finish, up to `settleMs`, then reports. */
async function finish(settleMs: number) {
  const deadline = now() + settleMs;
  while (now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A scheduled read starts within its spread: quiet for a second with nothing in flight is done.
    if (inFlight === 0 && now() - lastActivity() > 1_000) break;
  }
  const elu = eluStart ? performance.eventLoopUtilization(eluStart).utilization : 0;
  const report: PollWorkerReport = {
    type: 'report',
    frames,
    refetches,
    unexpectedBodies,
    errors: clients.flatMap((client) => client.errors),
    elu,
  };
  for (const client of clients) client.close();
  process.send?.(report, () => process.exit(0));
}

/** The latest frame arrival or read answer of any client here. */
function lastActivity(): number {
  let last = 0;
  for (const list of frames) last = Math.max(last, list.at(-1) ?? 0);
  for (const list of refetches) last = Math.max(last, list.at(-1)?.[1] ?? 0);
  return last;
}
