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

/**
 * Drives `url` with autocannon for `seconds`, building every request with `next` (so each one can
 * carry another user or target). With `rate`, the load is that many requests a second in total and
 * the latencies are corrected for coordinated omission; without it, as fast as the server answers.
 */
export async function drive(options: {
  url: string;
  connections: number;
  seconds: number;
  rate?: number;
  next: () => LoadRequest;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
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
