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
  /**
   * Read positions (contract §21): every receiving client also subscribes to `readsTopic` and, at
   * most once per `readEveryMs` (0: never), sends its newest message id to `readDestination`, as a
   * reader with the room open does.
   */
  readEveryMs: number;
  readsTopic: string;
  readDestination: string;
  /** Reactions (공감) a second over all of this process's senders, over REST on the message each last received. */
  reactionsPerSecond: number;
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
  /**
   * Read moves sent; read frames received over every client of this process, the moves inside them
   * (a frame is a window's moves of the room), and moves a client was sent again or behind one it had.
   */
  readsSent: number;
  readFrames: number;
  readMoves: number;
  readRepeats: number;
  /** Reactions given (each a PUT or a DELETE answered 200), and REACTIONS_CHANGED frames received. */
  reactionsGiven: number;
  reactionFrames: number;
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
  readersSeen = setup.clients.map(() => new Map());
  // A few at a time: a thousand simultaneous handshakes would measure the accept queue instead.
  for (let start = 0; start < setup.clients.length; start += 50) {
    const batch = setup.clients.slice(start, start + 50);
    const connected = await Promise.all(batch.map((client) => BenchStompClient.connect(client.url, client.token)));
    await Promise.all(connected.map((client, offset) => client.subscribe(setup.topic, (body) => onMessage(start + offset, body))));
    if (setup.readEveryMs > 0 && setup.senders.length === 0)
      await Promise.all(
        connected.map((client, offset) => client.subscribe(setup.readsTopic, (body) => onReads(readersSeen[start + offset], body))),
      );
    clients.push(...connected);
  }
}

let readsSent = 0;
let readFrames = 0;
let readMoves = 0;
let readRepeats = 0;
/** Per client: the furthest position it was sent for each reader. */
let readersSeen: Map<number, number>[] = [];
let reactionsGiven = 0;
let reactionFrames = 0;
/** Clients with a read move waiting to go out (one per `readEveryMs` at most). */
const readPending = new Set<number>();
let isClosing = false;

/** After a message arrives: this client reports its newest id once its read window has passed. */
function scheduleRead(local: number) {
  if (setup.readEveryMs <= 0 || setup.senders.length > 0 || readPending.has(local)) return;
  readPending.add(local);
  setTimeout(() => {
    readPending.delete(local);
    const client = clients[local];
    if (!client || isClosing) return;
    client.send(`${setup.readDestination}`, JSON.stringify({ messageId: lastIds[local] }));
    readsSent += 1;
  }, setup.readEveryMs);
}

const USER_ID = Buffer.from('"userId":');
const LAST_READ = Buffer.from('"lastReadMessageId":');

/** The integer after `at` in a JSON body (ended by a comma or a closing brace). */
function integerAt(body: Buffer, at: number): number {
  let end = at;
  while (end < body.length && body[end] !== 0x2c && body[end] !== 0x7d) end++;
  return Number(body.toString('latin1', at, end));
}

/**
 * A reads frame: a JSON array of moves (or one move object, as before batching). Each move is
 * counted, and one that is not beyond what this client already had for its reader (positions only
 * move forward) is a move that reached it twice. Read from the bytes, as `onMessage` does.
 */
function onReads(seen: Map<number, number> | undefined, body: Buffer) {
  readFrames += 1;
  for (let at = body.indexOf(USER_ID); at >= 0; at = body.indexOf(USER_ID, at + 1)) {
    const userId = integerAt(body, at + USER_ID.length);
    const lastAt = body.indexOf(LAST_READ, at);
    const position = lastAt < 0 ? Number.NaN : integerAt(body, lastAt + LAST_READ.length);
    readMoves += 1;
    if (!Number.isInteger(userId) || !Number.isInteger(position)) {
      unreadable += 1;
      continue;
    }
    if (position <= (seen?.get(userId) ?? -1)) readRepeats += 1;
    else seen?.set(userId, position);
  }
}

const ID = Buffer.from('"id":');
const SIGNAL = Buffer.from('{"type":"REACTIONS_CHANGED"');
const CONTENT = Buffer.from('"content":"');

/**
 * Reads the message's id and content straight from the JSON bytes: at 10 000+ deliveries a second
 * JSON.parse of every body is a large share of a load client's time. The content is ours
 * ("sender:sequence:sentAt", ASCII), so it holds no escapes.
 */
function onMessage(local: number, body: Buffer) {
  const at = now();
  if (body.subarray(0, SIGNAL.length).equals(SIGNAL)) {
    reactionFrames += 1;
    return;
  }
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
  scheduleRead(local);
}

async function run(startAt: number) {
  const expected = setup.clients.length * setup.totalSenders * setup.messagesPerSender;
  const sendsDone = sendOnSchedule(startAt);
  const reacting = reactOnSchedule(startAt, startAt + setup.messagesPerSender * setup.intervalMs);
  const eluStart = performance.eventLoopUtilization();
  await sendsDone.finished;
  await reacting;
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
    readsSent,
    readFrames,
    readMoves,
    readRepeats,
    reactionsGiven,
    reactionFrames,
  };
  isClosing = true;
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

/**
 * The senders' process gives `reactionsPerSecond` reactions (공감) over REST from startAt to endAt,
 * each sender in turn on the newest message it received, LIKE and then taking it back, so every one
 * changes the counts and is broadcast.
 */
async function reactOnSchedule(startAt: number, endAt: number) {
  if (setup.reactionsPerSecond <= 0 || setup.senders.length === 0) return;
  const givers = setup.senders
    .map(({ index }) => setup.clients.findIndex((client) => client.index === index))
    .filter((local) => local >= 0);
  const given = new Set<number>();
  const intervalMs = 1_000 / setup.reactionsPerSecond;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - now())));
  for (let turn = 0; now() < endAt; turn++) {
    const local = givers[turn % givers.length] ?? 0;
    const messageId = lastIds[local];
    const client = setup.clients[local];
    if (client && messageId) {
      const taking = given.has(messageId * 1_000 + local);
      const response = await fetch(`${client.url}/api/chat/messages/${messageId}/reactions/LIKE`, {
        method: taking ? 'DELETE' : 'PUT',
        headers: { authorization: `Bearer ${client.token}` },
      }).catch((error: unknown) => ({ ok: false, status: String(error) }));
      if (response.ok) {
        reactionsGiven += 1;
        if (taking) given.delete(messageId * 1_000 + local);
        else given.add(messageId * 1_000 + local);
      } else clients[local]?.errors.push(`reaction answered ${response.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt + (turn + 1) * intervalMs - now())));
  }
}
