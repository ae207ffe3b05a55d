/**
 * One load-client process of bench/chat-load.ts (forked with IPC): connects its share of the STOMP
 * clients, subscribes them to the group's topic, sends on a fixed schedule for its share of the
 * senders, and reports what every client received. Several of these share the load so a single
 * Node process's event loop is not what gets measured.
 */
import { performance } from 'node:perf_hooks';
import { BenchStompClient } from './chat-stomp-client.ts';

export type WorkerSetup = {
  type: 'setup';
  clients: { index: number; url: string; token: string }[];
  topic: string;
  sendDestination: string;
  /** The senders this process drives: their ordinal among all senders and their client index. */
  senders: { ordinal: number; index: number }[];
  totalSenders: number;
  messagesPerSender: number;
  intervalMs: number;
  /** How long after the last scheduled send to wait for stragglers. */
  graceMs: number;
};
export type WorkerStart = { type: 'start'; startAt: number };
export type WorkerReport = {
  type: 'report';
  latencies: Float64Array;
  delivered: number;
  duplicates: number;
  outOfOrder: number;
  expected: number;
  errors: string[];
  /** Event-loop utilisation of this process while sending (1 = saturated). */
  elu: number;
  /** Worst lateness of a scheduled send behind its time, in ms. */
  maxSendLagMs: number;
};

/** Wall-clock milliseconds with sub-millisecond precision: the one clock every process shares. */
const now = () => performance.timeOrigin + performance.now();

let setup: WorkerSetup;
const clients: BenchStompClient[] = [];

process.on('message', (message: WorkerSetup | WorkerStart) => {
  if (message.type === 'setup') {
    setup = message;
    void connectAll().then(
      () => process.send?.({ type: 'ready' }),
      (error: unknown) => process.send?.({ type: 'failed', error: String(error) }),
    );
  } else {
    void run(message.startAt);
  }
});

// What each client received: a bitmap over (sender, sequence), and the last message id for order.
let received: Uint8Array[] = [];
let lastIds: Float64Array;
let latencies = new Float64Array(1 << 16);
let delivered = 0;
let duplicates = 0;
let outOfOrder = 0;
let unreadable = 0;

async function connectAll() {
  const total = setup.totalSenders * setup.messagesPerSender;
  received = setup.clients.map(() => new Uint8Array(total));
  lastIds = new Float64Array(setup.clients.length);
  // A few at a time: a thousand simultaneous handshakes would measure the accept queue instead.
  for (let start = 0; start < setup.clients.length; start += 50) {
    const batch = setup.clients.slice(start, start + 50);
    const connected = await Promise.all(batch.map((client) => BenchStompClient.connect(client.url, client.token)));
    await Promise.all(connected.map((client, offset) => client.subscribe(setup.topic, (body) => onMessage(start + offset, body))));
    clients.push(...connected);
  }
}

const ID = Buffer.from('"id":');
const CONTENT = Buffer.from('"content":"');

/**
 * Reads the message's id and content straight from the JSON bytes: at 10 000+ deliveries a second
 * JSON.parse of every body is a large share of a load client's time. The content is ours
 * ("sender:sequence:sentAt", ASCII), so it holds no escapes.
 */
function onMessage(local: number, body: Buffer) {
  const at = now();
  const idAt = body.indexOf(ID) + ID.length;
  const id = Number(body.toString('latin1', idAt, body.indexOf(0x2c, idAt)));
  const contentAt = body.indexOf(CONTENT) + CONTENT.length;
  const [ordinal, sequence, sentAt] = body.toString('latin1', contentAt, body.indexOf(0x22, contentAt)).split(':').map(Number);
  if (!Number.isInteger(id) || !Number.isInteger(ordinal) || !Number.isInteger(sequence) || !Number.isFinite(sentAt)) {
    unreadable += 1;
    return;
  }
  const key = (ordinal ?? 0) * setup.messagesPerSender + (sequence ?? 0);
  const box = received[local];
  if (!box) return;
  if (box[key]) duplicates += 1;
  else {
    box[key] = 1;
    delivered += 1;
  }
  if (id <= (lastIds[local] ?? 0)) outOfOrder += 1;
  lastIds[local] = id;
  if (delivered > latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[delivered - 1] = at - (sentAt ?? at);
}

async function run(startAt: number) {
  const expected = setup.clients.length * setup.totalSenders * setup.messagesPerSender;
  const sendsDone = sendOnSchedule(startAt);
  const eluStart = performance.eventLoopUtilization();
  await sendsDone.finished;
  const deadline = startAt + setup.messagesPerSender * setup.intervalMs + setup.graceMs;
  while (delivered < expected && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const elu = performance.eventLoopUtilization(eluStart).utilization;
  const report: WorkerReport = {
    type: 'report',
    latencies: latencies.slice(0, delivered),
    delivered,
    duplicates,
    outOfOrder,
    expected,
    errors: [...clients.flatMap((client) => client.errors), ...(unreadable ? [`${unreadable} unreadable message bodies`] : [])],
    elu,
    maxSendLagMs: sendsDone.maxLagMs(),
  };
  for (const client of clients) client.close();
  process.send?.(report, () => process.exit(0));
}

/**
 * Sender `ordinal` sends its k-th message at startAt + (ordinal / senders + k) × interval, so the
 * room receives an even stream. The content carries the real send time, so a late timer makes the
 * latency honest rather than hidden.
 */
function sendOnSchedule(startAt: number) {
  const sends = setup.senders
    .flatMap(({ ordinal, index }) =>
      Array.from({ length: setup.messagesPerSender }, (_, sequence) => ({
        ordinal,
        sequence,
        client: clients[setup.clients.findIndex((client) => client.index === index)],
        at: startAt + (ordinal / setup.totalSenders + sequence) * setup.intervalMs,
      })),
    )
    .sort((a, b) => a.at - b.at);
  let next = 0;
  let maxLagMs = 0;
  const finished = new Promise<void>((resolve) => {
    const tick = () => {
      for (; next < sends.length && (sends[next]?.at ?? 0) <= now(); next++) {
        const send = sends[next];
        if (!send?.client) continue;
        const sentAt = now();
        maxLagMs = Math.max(maxLagMs, sentAt - send.at);
        send.client.send(setup.sendDestination, JSON.stringify({ message: `${send.ordinal}:${send.sequence}:${sentAt.toFixed(3)}` }));
      }
      if (next >= sends.length) resolve();
      else setTimeout(tick, Math.max(0, (sends[next]?.at ?? 0) - now()));
    };
    tick();
  });
  return { finished, maxLagMs: () => maxLagMs };
}
