import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MSG } from '@dongne/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../deps.ts';
import type { QueueCounts } from '../jobs/queue.ts';
import { AppError } from '../lib/app-error.ts';
import { redactUrl } from '../lib/log-redaction.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry GET /metrics reads: other parts of the server add their own metrics to it. */
    metricsRegistry: Registry;
  }
}

const PROXY_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The proxy's X-Request-Id when it looks like one (it lands in every log line), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && PROXY_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Probes and scrapes run every few seconds: their lines would drown the requests people make. */
const isQuiet = (url: string) => url.startsWith('/api/health') || url === '/metrics';

/**
 * Contract §15: X-Request-Id out on every response, one `request completed` line per request (method,
 * route, status, time; probes at debug), and Prometheus metrics at GET /metrics behind METRICS_TOKEN.
 */
export const observabilityPlugin = fp<{ deps: Deps }>(async (app: FastifyInstance, { deps }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate('metricsRegistry', registry);
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (waiting: requests queued for a connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = deps.database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'realtime_connections',
    help: 'STOMP connections on this instance (CONNECT done)',
    registers: [registry],
    collect() {
      this.set(deps.realtime.stats().connections);
    },
  });
  new Gauge({
    name: 'realtime_subscriptions',
    help: 'STOMP subscriptions on this instance',
    registers: [registry],
    collect() {
      this.set(deps.realtime.stats().subscriptions);
    },
  });
  // Jobs (contract §17): one query of the job table per scrape, shared by the four gauges. A scrape
  // while the database is away leaves them unset rather than failing the whole page.
  let jobCounts: { at: number; counts: Promise<QueueCounts[] | null> } | undefined;
  const readJobCounts = () => {
    if (!jobCounts || Date.now() - jobCounts.at > 1_000) {
      jobCounts = { at: Date.now(), counts: deps.jobs.counts().catch(() => null) };
    }
    return jobCounts.counts;
  };
  for (const [name, help, read] of [
    ['jobs_queued', 'Jobs waiting in the queue (due or not), by queue', (count: QueueCounts) => count.queued],
    ['jobs_active', 'Jobs being run now, by queue', (count: QueueCounts) => count.active],
    ['jobs_failed', 'Jobs in the failed list (retries used up; kept 14 days), by queue', (count: QueueCounts) => count.failed],
    [
      'jobs_oldest_due_seconds',
      'How long the oldest due job has waited to start, by queue',
      (count: QueueCounts) => count.oldestDueSeconds,
    ],
  ] as const) {
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const counts = await readJobCounts();
        this.reset();
        for (const count of counts ?? []) this.set({ queue: count.name }, read(count));
      },
    });
  }

  // The counts live in the hub (the chat service and the hub add to them); a scrape reads them.
  for (const [name, help, read] of [
    ['chat_messages_stored_total', 'Chat messages stored by this instance', () => deps.realtime.counters.chatMessagesStored],
    [
      'chat_messages_delivered_total',
      'Chat MESSAGE frames (room topics, RESYNC signals included) written to sessions on this instance',
      () => deps.realtime.counters.chatMessagesDelivered,
    ],
  ] as const) {
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // The counter's and histogram's series of each (method, route, status), looked up once: prom-client
  // otherwise hashes and checks the label object on every observation, for every request.
  const series = new Map<string, { requests: { inc: () => void }; durations: { observe: (value: number) => void } }>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${route} ${status}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method, route, status: String(status) };
      found = { requests: requests.labels(labels), durations: durations.labels(labels) };
      series.set(key, found);
    }
    return found;
  };

  app.addHook('onResponse', (request, reply, done) => {
    // An unmatched URL is one label, not one per path a scanner tries.
    const route = request.routeOptions.url ?? 'unmatched';
    const { requests: counted, durations: timed } = seriesOf(request.method, route, reply.statusCode);
    counted.inc();
    timed.observe(reply.elapsedTime / 1000);
    const level = isQuiet(request.url) ? 'debug' : 'info';
    // The line (and the redaction of its URL) is built only when it will be written.
    if ((request.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) ?? true) {
      const line = {
        method: request.method,
        route,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      };
      request.log[level](line, 'request completed');
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = deps.config.metricsToken;
    if (!token) throw new AppError(404, MSG.notFound);
    if (!bearerMatches(request, token)) throw new AppError(401, MSG.unauthorized);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization?.replace(/^Bearer /i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
