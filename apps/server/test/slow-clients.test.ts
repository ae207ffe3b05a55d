import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestApp } from './harness.ts';

// Contract §16: headers within HTTP_HEADERS_TIMEOUT_MS, the whole request within HTTP_BODY_TIMEOUT_MS,
// otherwise the connection closes. Short bounds here; the defaults are 10 s and 30 s.
const HEADERS_MS = 1_000;
const BODY_MS = 2_000;
const ctx = setupTestApp({ HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS), HTTP_BODY_TIMEOUT_MS: String(BODY_MS) }, { listen: true });

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

/** Opens a raw socket that writes `first`, then one byte every 200 ms; resolves with when it closed. */
async function dribble(first: string, byte: string): Promise<{ closedAfterMs: number; answer: string }> {
  const { port } = new URL(ctx.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  sockets.push(socket);
  const started = performance.now();
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(first);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(byte);
  }, 200);
  try {
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  } finally {
    clearInterval(timer);
  }
  return { closedAfterMs: performance.now() - started, answer };
}

async function healthLatencyMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${ctx.baseUrl}/api/health`);
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe('slow clients', () => {
  it('closes a connection whose headers never end', async () => {
    const { closedAfterMs } = await dribble('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'x');
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(closedAfterMs).toBeLessThan(HEADERS_MS + 2_500);
  });

  it('closes a connection whose body dribbles in past the bound, with nothing processed', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const dribblers = Array.from({ length: 20 }, () => dribble(head, ' '));
    // The server keeps answering others while they hold their sockets.
    expect(await healthLatencyMs()).toBeLessThan(1_000);
    const results = await Promise.all(dribblers);
    for (const { closedAfterMs, answer } of results) {
      expect(closedAfterMs).toBeLessThan(BODY_MS + 2_500);
      expect(answer).not.toMatch(/^HTTP\/1\.1 [25]/);
    }
    expect(await healthLatencyMs()).toBeLessThan(1_000);
  });

  it('serves a request that arrives in time', async () => {
    expect(await healthLatencyMs()).toBeLessThan(1_000);
  });
});
