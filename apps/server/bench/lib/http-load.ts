import http from 'node:http';
import autocannon from 'autocannon';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: unknown };
export type LoadResult = {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Responses outside 2xx, connection errors and timeouts: any of them fails the run. */
  failures: number;
  statuses: Record<string, number>;
};

type DriveOptions = {
  url: string;
  connections: number;
  seconds: number;
  rate?: number;
  next: () => LoadRequest;
};

/**
 * Drives `url` for `seconds`, building every request with `next` (so each one can carry another
 * user or target). Without `rate`, autocannon as fast as the server answers; with it, `paced`.
 */
export function drive(options: DriveOptions): Promise<LoadResult> {
  return options.rate ? paced({ ...options, rate: options.rate }) : flatOut(options);
}

/**
 * `rate` requests a second, one every 1000 / rate ms (open loop: a slow answer does not delay the
 * next send), over at most `connections` keep-alive sockets. Each latency counts from the moment
 * the request was due, so a queue in the client is counted, not hidden (coordinated omission).
 * Not autocannon's `overallRate`: it gives every connection a quota per wall-clock second, so all
 * the second's requests leave together and p50/p99 measure a burst, not a steady rate.
 */
async function paced(options: DriveOptions & { rate: number }): Promise<LoadResult> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let failures = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = options.next();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const code = String(response.statusCode ?? 0);
            statuses[code] = (statuses[code] ?? 0) + 1;
            if ((response.statusCode ?? 0) >= 300) failures += 1;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        failures += 1;
        resolve();
      });
      request.end(payload);
    });
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
  return {
    rps: latencies.length / elapsed,
    p50: Math.round(at(50)),
    p99: Math.round(at(99)),
    requests: latencies.length,
    failures,
    statuses,
  };
}

async function flatOut(options: DriveOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, headers, body } = options.next();
          return {
            ...request,
            method,
            path,
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    statuses,
  };
}
