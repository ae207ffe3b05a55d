import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { nothingMoreArrives, openRawStomp, type RawStompSocket, waitUntil } from '../../test/stomp-clients.ts';
import { InProcessBroker } from './broker.ts';
import { RealtimeHub } from './hub.ts';
import type { StompLimits } from './limits.ts';
import { installStompEndpoint } from './sockjs-endpoint.ts';
import { encodeFrame } from './stomp-codec.ts';
import { StompRoutes } from './stomp-routes.ts';

const TOPIC = '/topic/test';
const log = pino({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** The transport alone on a bare HTTP server: a token `user-7` is user 7; SEND to /app/echo publishes to /topic/test. */
async function startEndpoint(limits: Partial<StompLimits> = {}, { heartbeatMs = 10_000 } = {}) {
  const server = createServer((_request, response) => {
    response.statusCode = 404;
    response.end();
  });
  const hub = new RealtimeHub(new InProcessBroker(), log);
  const routes = new StompRoutes().subscribe(TOPIC).send('/app/echo', ({ body }) => hub.publish(TOPIC, body));
  const endpoint = installStompEndpoint(
    server,
    {
      hub,
      routes,
      authenticate: async (token) => (/^user-\d+$/.test(token) ? { id: Number(token.slice(5)), name: token } : null),
      publicMessageOf: () => undefined,
      log,
      heartbeatMs,
    },
    limits,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sockets: RawStompSocket[] = [];
  cleanups.push(async () => {
    for (const socket of sockets) socket.socket.terminate();
    endpoint.closeAll();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const open = async () => {
    const socket = await openRawStomp(baseUrl);
    sockets.push(socket);
    return socket;
  };
  const connect = async (userId = 1, headers: Record<string, string> = {}) => {
    const socket = await open();
    socket.send(encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: `Bearer user-${userId}`, ...headers }));
    await waitUntil(() => socket.frames.length > 0 || socket.isClosed(), 3_000);
    return socket;
  };
  return { baseUrl, hub, endpoint, open, connect };
}

const errorOf = (socket: RawStompSocket) => socket.frames.find((frame) => frame.startsWith('ERROR'));

describe('STOMP transport limits', () => {
  it('refuses a frame over 64 KB split over many small messages, before CONNECT, and closes', async () => {
    const { open } = await startEndpoint();
    const socket = await open();
    socket.send('SEND\ndestination:/app/x\n\n');
    for (let index = 0; index < 20 && !socket.isClosed(); index++) socket.send('x'.repeat(10_000));
    await waitUntil(() => socket.isClosed(), 3_000);
    expect(socket.isClosed()).toBe(true);
    expect(errorOf(socket)).toContain('메시지가 너무 큽니다. (최대 64KB)');
  });

  it('takes frames up to the limit however they are split, and heart-beats between them', async () => {
    const { connect } = await startEndpoint();
    const socket = await connect();
    socket.send(encodeFrame('SUBSCRIBE', { id: 'sub-0', destination: TOPIC }));
    const body = 'y'.repeat(60_000);
    for (let round = 0; round < 3; round++) {
      const frame = encodeFrame('SEND', { destination: '/app/echo' }, body);
      socket.send('\n');
      for (let start = 0; start < frame.length; start += 7_000) socket.send(frame.slice(start, start + 7_000));
    }
    await waitUntil(() => socket.frames.filter((frame) => frame.startsWith('MESSAGE')).length === 3, 3_000);
    expect(socket.frames.filter((frame) => frame.startsWith('MESSAGE'))).toHaveLength(3);
    expect(socket.isClosed()).toBe(false);
  });

  it('closes a connection that does not CONNECT in time, and only that one', async () => {
    const { open, connect } = await startEndpoint({ connectTimeoutMs: 300 });
    const silent = await open();
    const connected = await connect();
    await waitUntil(() => silent.isClosed(), 3_000);
    expect(silent.isClosed()).toBe(true);
    expect(errorOf(silent)).toContain('CONNECT');
    expect(connected.isClosed()).toBe(false);
    expect(connected.frames[0]).toMatch(/^CONNECTED/);
  });

  it('takes 50 subscriptions on a connection and refuses the 51st with an ERROR', async () => {
    const { connect } = await startEndpoint();
    const socket = await connect();
    for (let index = 0; index < 50; index++)
      socket.send(encodeFrame('SUBSCRIBE', { id: `sub-${index}`, destination: TOPIC, receipt: `r-${index}` }));
    await waitUntil(() => socket.frames.filter((frame) => frame.startsWith('RECEIPT')).length === 50, 3_000);
    expect(socket.frames.filter((frame) => frame.startsWith('RECEIPT'))).toHaveLength(50);
    socket.send(encodeFrame('SUBSCRIBE', { id: 'sub-50', destination: TOPIC }));
    await waitUntil(() => socket.isClosed(), 3_000);
    expect(errorOf(socket)).toContain('구독은 연결당 최대 50개까지 할 수 있습니다.');
    expect(socket.isClosed()).toBe(true);
  });

  it('takes 20 connections of one user and refuses the 21st with an ERROR; a closed one frees its place', async () => {
    const { connect, endpoint } = await startEndpoint();
    const sockets = [];
    for (let index = 0; index < 20; index++) sockets.push(await connect(5));
    expect(sockets.every((socket) => socket.frames[0]?.startsWith('CONNECTED'))).toBe(true);
    const refused = await connect(5);
    await waitUntil(() => refused.isClosed(), 3_000);
    expect(errorOf(refused)).toContain('동시 연결은 사용자당 최대 20개까지 할 수 있습니다.');
    expect((await connect(6)).frames[0]).toMatch(/^CONNECTED/);
    sockets[0]?.socket.close();
    await sockets[0]?.closed;
    await waitUntil(() => endpoint.connectionsOf(5) === 19, 3_000);
    expect((await connect(5)).frames[0]).toMatch(/^CONNECTED/);
  });

  it('clamps the heart-beats a client asks for: a huge interval is 60 s, not an overflowing timer', async () => {
    const { connect } = await startEndpoint();
    const socket = await connect(1, { 'heart-beat': '3000000000,3000000000' });
    expect(socket.frames[0]).toMatch(/^CONNECTED/);
    await nothingMoreArrives(() => socket.frames.length, 500);
    expect(socket.frames).toHaveLength(1);
  });

  it('closes a connection silent for 3 heart-beats, or for the idle limit when it asked for none', async () => {
    const { connect } = await startEndpoint({ minHeartbeatMs: 100, idleWithoutHeartbeatMs: 400 }, { heartbeatMs: 100 });
    const beating = await connect(1, { 'heart-beat': '100,0' });
    const beats = setInterval(() => beating.send('\n'), 100);
    // Each clock starts before its CONNECT is sent, so no earlier than the server's: a close before
    // the limit shows as less time (counted from after both connects, a slow connect looked early).
    const silentAt = Date.now();
    const silent = await connect(2, { 'heart-beat': '100,0' });
    const asksNoneAt = Date.now();
    const asksNone = await connect(3, { 'heart-beat': '0,0' });
    await waitUntil(() => silent.isClosed(), 3_000);
    expect(silent.isClosed()).toBe(true);
    expect(Date.now() - silentAt).toBeGreaterThanOrEqual(250);
    await waitUntil(() => asksNone.isClosed(), 3_000);
    expect(asksNone.isClosed()).toBe(true);
    expect(Date.now() - asksNoneAt).toBeGreaterThanOrEqual(350);
    clearInterval(beats);
    expect(beating.isClosed()).toBe(false);
  });

  it('disconnects a subscriber that does not read once more than 1 MB is queued for it', async () => {
    const { connect, hub } = await startEndpoint();
    const reader = await connect(1);
    const stalled = await connect(2);
    for (const socket of [reader, stalled]) socket.send(encodeFrame('SUBSCRIBE', { id: 'sub-0', destination: TOPIC, receipt: 'r' }));
    await waitUntil(() => [reader, stalled].every((socket) => socket.frames.length === 2), 3_000);
    const tcp = (stalled.socket as unknown as { _socket: import('node:net').Socket })._socket;
    tcp.pause();
    const count = 400;
    for (let index = 0; index < count; index++) {
      await hub.publish(TOPIC, { index, padding: 'z'.repeat(60_000) });
      await new Promise((resolve) => setImmediate(resolve));
    }
    const messages = (socket: RawStompSocket) => socket.frames.filter((frame) => frame.startsWith('MESSAGE')).length;
    await waitUntil(() => messages(reader) === count, 10_000);
    expect(messages(reader)).toBe(count);
    tcp.resume();
    await waitUntil(() => stalled.isClosed(), 5_000);
    expect(stalled.isClosed()).toBe(true);
    expect(messages(stalled)).toBeLessThan(count);
    expect(reader.isClosed()).toBe(false);
  }, 30_000);

  it('answers a SockJS POST to an unknown session 404 without reading its body', async () => {
    const { baseUrl } = await startEndpoint();
    const answer = await post(`${baseUrl}/ws/000/nosuchsession/xhr_send`, 'not json '.repeat(100_000));
    expect(answer.status).toBe(404);
  });

  it('refuses SockJS POST bodies over 64 KB with 413, and takes smaller ones', async () => {
    const { baseUrl } = await startEndpoint();
    const opened = await post(`${baseUrl}/ws/000/session-a/xhr`, '');
    expect(opened).toMatchObject({ status: 200, body: 'o\n' });
    const connect = JSON.stringify([encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: 'Bearer user-1' })]);
    expect((await post(`${baseUrl}/ws/000/session-a/xhr_send`, connect)).status).toBe(204);
    const large = JSON.stringify(['x'.repeat(70_000)]);
    expect((await post(`${baseUrl}/ws/000/session-a/xhr_send`, large)).status).toBe(413);
    expect((await post(`${baseUrl}/ws/000/session-a/xhr_send`, large, { chunked: true })).status).toBe(413);
  });

  it('does not serve the iframe transport, which loads a script from another origin', async () => {
    const { baseUrl } = await startEndpoint();
    expect((await fetch(`${baseUrl}/ws/iframe.html`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/ws/iframe-1.1.5.html`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl}/ws/info`)).json()).toMatchObject({ websocket: true });
  });
});

/** A POST that reports the answer even when the server answers before the body is sent, and closes. */
function post(url: string, body: string, { chunked = false } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body);
    const request = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...(chunked ? {} : { 'content-length': bytes.length }) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    for (let start = 0; start < bytes.length; start += 16_384) request.write(bytes.subarray(start, start + 16_384));
    request.end();
  });
}
