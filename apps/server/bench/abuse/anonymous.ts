import { randomBytes } from 'node:crypto';
import { dribble } from './http.ts';
import {
  BODY_TIMEOUT_MS,
  CLOSE_SLACK_MS,
  CONNECT_DEADLINE_MS,
  HEADERS_TIMEOUT_MS,
  MAX_FRAME_BYTES,
  SOCKJS_POST_MAX_BYTES,
} from './limits.ts';
import { RawStomp } from './stomp.ts';
import { type Scenario, sleep } from './world.ts';

const MiB = 1024 * 1024;

/** Findings 1–4: anyone, no account. */
export const anonymousScenarios: Scenario[] = [
  {
    name: '1-stomp-frame-split',
    rssBoundMiB: 32,
    run: async (world, check) => {
      const messages = world.smoke ? 100 : 400;
      const chunk = 'a'.repeat(60_000);
      const peer = await RawStomp.open(world.base);
      peer.send('SEND\ndestination:/app/x\n\n');
      let sent = 0;
      for (; sent < messages && !peer.isClosed; sent++) {
        await new Promise<void>((resolve) => peer.socket.send(chunk, () => resolve()));
        // Paced (5 ms a message, 0.5 s for the smoke's 100), so a server that closes at 64 KB is seen
        // to close before it all went out even when a busy machine delays its close.
        await sleep(5);
      }
      const error = await peer.waitFor((frame) => frame.command === 'ERROR', 5_000);
      const closed = await peer.closedWithin(5_000);
      check(error !== null, `no ERROR after ${sent} transport messages of 60 000 B forming one unfinished frame`);
      check(closed, 'the socket was still open after the frame passed 64 KB');
      // The client's writes race the server's close; what matters is that it did not take them all.
      check(
        sent < messages,
        `all ${sent} messages (${((sent * 60_000) / MiB).toFixed(1)} MiB, limit ${MAX_FRAME_BYTES / 1024} KB) were taken`,
      );
      peer.close();
    },
  },
  {
    name: '2-xhr-send-quadratic',
    run: async (world, check) => {
      const size = (world.smoke ? 8 : 32) * MiB;
      // Not JSON, as the attack sent it: sockjs 0.3 reads and parses the whole body before it looks the session up.
      const body = 'x'.repeat(size);
      const unknown = await world.call('POST', '/ws/000/nosuchsession/xhr_send', {
        raw: body,
        contentType: 'text/plain',
        timeoutMs: 60_000,
      });
      // A server that refuses before reading may close the connection under the client's writes (status 0).
      check(
        unknown.status === 404 || unknown.status === 413 || (unknown.status === 0 && unknown.ms < 1_000),
        `xhr_send of ${size / MiB} MiB to an unknown session answered ${unknown.status} (${unknown.text.slice(0, 40)}), not 404`,
      );
      check(unknown.ms < 1_000, `xhr_send to an unknown session took ${unknown.ms.toFixed(0)} ms`);

      const session = randomBytes(8).toString('hex');
      const opened = await world.call('POST', `/ws/000/${session}/xhr`, { timeoutMs: 10_000 });
      check(opened.status === 200 && opened.text.startsWith('o'), `opening an xhr session answered ${opened.status}`);
      const big = `["${'x'.repeat(SOCKJS_POST_MAX_BYTES + 1_000)}"]`;
      const tooBig = await world.call('POST', `/ws/000/${session}/xhr_send`, { raw: big, contentType: 'text/plain' });
      check(tooBig.status === 413, `xhr_send of ${big.length} B to a live session answered ${tooBig.status}, not 413`);
    },
  },
  {
    name: '3-slow-http',
    run: async (world, check) => {
      const count = world.smoke ? 10 : 40;
      const body = 'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{';
      const head = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n';
      const giveUp = BODY_TIMEOUT_MS + CLOSE_SLACK_MS + 5_000;
      const bodies = Array.from({ length: count }, () => dribble(world.port, body, ' ', 500, giveUp));
      const heads = Array.from({ length: count / 2 }, () => dribble(world.port, head, 'x', 500, giveUp));
      const bodyTimes = await Promise.all(bodies.map((socket) => socket.closedAfterMs));
      const headTimes = await Promise.all(heads.map((socket) => socket.closedAfterMs));
      const late = (times: (number | null)[], bound: number) => times.filter((ms) => ms === null || ms > bound).length;
      const slowBodies = late(bodyTimes, BODY_TIMEOUT_MS + CLOSE_SLACK_MS);
      const slowHeads = late(headTimes, HEADERS_TIMEOUT_MS + CLOSE_SLACK_MS);
      check(slowBodies === 0, `${slowBodies} of ${count} dribbled login bodies outlived ${BODY_TIMEOUT_MS} ms + slack`);
      check(slowHeads === 0, `${slowHeads} of ${count / 2} dribbled headers outlived ${HEADERS_TIMEOUT_MS} ms + slack`);
      const served = bodies.filter((socket) => /^HTTP\/1\.1 [25]/.test(socket.answer())).length;
      check(served === 0, `${served} dribbled logins were processed`);
    },
  },
  {
    name: '3-ws-no-connect',
    run: async (world, check) => {
      const count = world.smoke ? 10 : 30;
      const peers = await Promise.all(Array.from({ length: count }, () => RawStomp.open(world.base)));
      const bound = CONNECT_DEADLINE_MS + 3_000;
      const closed = await Promise.all(peers.map((peer) => peer.closedWithin(bound)));
      const open = closed.filter((isClosed) => !isClosed).length;
      check(open === 0, `${open} of ${count} sockets that never sent CONNECT were open after ${bound / 1000} s`);
      for (const peer of peers) peer.close();
    },
  },
  {
    name: '4-iframe',
    run: async (world, check) => {
      for (const path of ['/ws/iframe.html', '/ws/iframe-abc123.html']) {
        const answer = await world.call('GET', path);
        const foreignScript = /<script[^>]+src=["']?(https?:)?\/\//i.exec(answer.text);
        check(
          answer.status === 404 || (answer.status < 300 && !foreignScript),
          `${path} answered ${answer.status}${foreignScript ? ' and loads a script from another origin' : ''}`,
        );
      }
    },
  },
];
