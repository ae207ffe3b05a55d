/**
 * Chat fan-out load (a script that reports figures, not a test):
 *   DATABASE_URL=postgres://… [REDIS_URL=redis://…] npm run bench:chat -w @dongne/server -- --instances 1|2 --clients 200 --messages 10 --rate 50
 * Starts the server (one or two processes; two need REDIS_URL), puts N members in one group,
 * connects each over a plain WebSocket STOMP client (spread over the instances), lets every client
 * send M messages, and reports delivered/expected, duplicates and delivery latency percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client, type IStompSocket } from '@stomp/stompjs';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema.ts';
import { createDeps } from '../src/deps.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { issueTokenPair } from '../src/modules/auth/tokens.service.ts';
import { addMember } from '../src/modules/groups/groups.repo.ts';
import { createGroup } from '../src/modules/groups/groups.service.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '1' },
    clients: { type: 'string', default: '200' },
    messages: { type: 'string', default: '10' },
    rate: { type: 'string', default: '50' },
  },
});
const INSTANCES = Number(values.instances);
const CLIENTS = Number(values.clients);
const MESSAGES = Number(values.messages);
/** Messages per second into the room, across all senders. */
const RATE = Number(values.rate);
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const SECRET = `bench-${randomBytes(24).toString('hex')}`;
if (!DATABASE_URL) throw new Error('DATABASE_URL is required (the instances share one PostgreSQL database)');
if (INSTANCES > 1 && !REDIS_URL) throw new Error('two instances need REDIS_URL');

const withoutRedis = ({ REDIS_URL: _redis, ...env }: NodeJS.ProcessEnv) => env;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function seed(maxMembers: number) {
  const deps = await createDeps(
    loadConfig({
      ...withoutRedis(process.env),
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
    }),
  );
  const passwordHash = await hashPassword('bench password');
  const run = randomBytes(3).toString('hex');
  const rows = await deps.db
    .insert(users)
    .values(
      Array.from({ length: CLIENTS }, (_, index) => ({
        email: `bench-${run}-${index}@example.com`,
        nickname: `부하${run}${index}`,
        passwordHash,
        companyId: 1,
        agreedTermsIds: [1, 2, 3],
      })),
    )
    .returning({ id: users.id });
  const owner = rows[0]?.id ?? 0;
  const group = await createGroup(deps, {
    userId: owner,
    input: {
      name: `부하 시험 ${run}`,
      description: '채팅 부하를 재는 모임입니다.',
      categoryIds: [201],
      locationId: 23,
      maxMembers,
      isPublic: true,
      tags: [],
    },
  });
  await deps.db.transaction(async (tx) => {
    for (const row of rows.slice(1)) await addMember(tx, group.id, row.id, 'MEMBER', new Date());
  });
  const tokens = [];
  for (const row of rows) tokens.push((await issueTokenPair(deps, deps.db, row.id)).accessToken);
  await deps.close();
  return { groupId: group.id, tokens };
}

async function startInstances(): Promise<{ urls: string[]; children: ChildProcess[] }> {
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  const prefix = `bench:${randomBytes(3).toString('hex')}:`;
  for (let index = 0; index < INSTANCES; index++) {
    const port = 19_400 + index;
    children.push(
      spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...withoutRedis(process.env),
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          JWT_SECRET: SECRET,
          LOG_LEVEL: 'warn',
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
          ...(INSTANCES > 1 ? { REDIS_URL, REDIS_PREFIX: prefix } : {}),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    urls.push(`http://127.0.0.1:${port}`);
  }
  for (const url of urls) {
    for (let attempt = 0; attempt < 300; attempt++) {
      if (
        await fetch(`${url}/api/health`)
          .then((response) => response.ok)
          .catch(() => false)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { urls, children };
}

async function main() {
  const { groupId, tokens } = await seed(Math.max(CLIENTS, 2));
  const { urls, children } = await startInstances();
  const topic = `/topic/group.${groupId}`;
  const latencies: number[] = [];
  const seen = new Map<number, Set<string>>();
  let duplicates = 0;
  const clients = await Promise.all(
    tokens.map(
      (token, index) =>
        new Promise<Client>((resolve, reject) => {
          const url = urls[index % urls.length] ?? '';
          const client = new Client({
            connectHeaders: { Authorization: `Bearer ${token}` },
            reconnectDelay: 0,
            heartbeatIncoming: 0,
            heartbeatOutgoing: 0,
            webSocketFactory: () => new WebSocket(`${url.replace('http', 'ws')}/ws/websocket`) as unknown as IStompSocket,
          });
          client.onConnect = () => {
            client.subscribe(topic, (message) => {
              const body = JSON.parse(message.body) as { content: string };
              const [sentAt, key] = body.content.split('|');
              const box = seen.get(index) ?? new Set<string>();
              if (box.has(key ?? '')) duplicates += 1;
              box.add(key ?? '');
              seen.set(index, box);
              latencies.push(Date.now() - Number(sentAt));
            });
            resolve(client);
          };
          client.onStompError = (frame) => reject(new Error(frame.headers.message));
          client.activate();
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const started = Date.now();
  // Each client sends its messages spread over ~2 s (20 msg/s per user is the server's flood limit).
  await Promise.all(
    clients.map(async (client, index) => {
      for (let sequence = 0; sequence < MESSAGES; sequence++) {
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 100));
        client.publish({
          destination: `/app/chat.sendMessage/${groupId}`,
          body: JSON.stringify({ message: `${Date.now()}|${index}-${sequence}` }),
        });
      }
    }),
  );
  const expected = CLIENTS * MESSAGES * CLIENTS;
  for (let waited = 0; waited < 60_000 && latencies.length < expected; waited += 250)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const elapsed = (Date.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const report = {
    instances: INSTANCES,
    clients: CLIENTS,
    messagesPerClient: MESSAGES,
    roomMessagesPerSecond: RATE,
    expectedDeliveries: expected,
    delivered: latencies.length,
    deliveredPercent: Number(((latencies.length / expected) * 100).toFixed(2)),
    duplicates,
    p50ms: percentile(sorted, 50),
    p95ms: percentile(sorted, 95),
    p99ms: percentile(sorted, 99),
    seconds: Number(elapsed.toFixed(1)),
  };
  console.log(JSON.stringify(report, null, 2));
  await Promise.all(clients.map((client) => client.deactivate()));
  for (const child of children) child.kill('SIGTERM');
  process.exit(report.delivered === expected && duplicates === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
