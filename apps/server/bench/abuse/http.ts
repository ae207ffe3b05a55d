import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

// biome-ignore lint/suspicious/noExplicitAny: answers of every route, read field by field by checks that treat a missing field as a breach
export type AnyBody = any;

export type Answer<T = AnyBody> = {
  status: number;
  body: T;
  text: string;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
};

export type CallOptions = {
  body?: unknown;
  /** Sent as is (a Buffer or string) with `contentType`; otherwise `body` goes as JSON. */
  raw?: Buffer | string;
  contentType?: string;
  token?: string;
  /** The client's own address (127.0.0.2, 127.0.0.3, …): each is another IP to the server, all on loopback. */
  from?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

/**
 * One HTTP request on loopback; status 0 when the connection failed or nothing answered in time.
 * node:http rather than fetch, because only it can pick the local address a request comes from.
 */
export function call<T = AnyBody>(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const { body, raw, token, from, timeoutMs = 30_000 } = options;
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const contentType = options.contentType ?? (raw === undefined ? 'application/json' : 'application/octet-stream');
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = (status: number, text: string, headers: Answer['headers'] = {}) => {
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: the text is the body.
      }
      resolve({ status, body: parsed as T, text, ms: performance.now() - started, headers });
    };
    const url = new URL(path, base);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': contentType, 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), response.headers));
        response.on('error', () => finish(0, ''));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on('error', () => finish(0, ''));
    req.end(payload);
  });
}

/** A multipart body with the given image files under `field`, as a browser form sends it. */
export async function multipart(field: string, files: { bytes: Buffer; type: string; name: string }[]) {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { raw: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

/**
 * A raw TCP client that writes `first` and then one byte every `everyMs`; `closedAfterMs` resolves
 * with how long the server let it stay (or null if it was still open after `giveUpMs`).
 */
export function dribble(port: number, first: string, byte: string, everyMs: number, giveUpMs: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  socket.once('connect', () => socket.write(first));
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(byte);
  }, everyMs);
  const closedAfterMs = new Promise<number | null>((resolve) => {
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, giveUpMs);
    socket.once('close', () => {
      clearTimeout(giveUp);
      resolve(performance.now() - started);
    });
  }).finally(() => clearInterval(timer));
  return { closedAfterMs, answer: () => answer };
}
