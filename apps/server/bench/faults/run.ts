/**
 * Fault scripts (they report and check; not tests):
 *   npm run bench:faults -- crash|redis|redis-split|postgres|chat-db-outage|pg-restarts|restore|all [--writes 1000] [--kill-after 400] [--rounds 3] [--engines postgres,pglite] [--smoke]
 * Each prints a markdown table with PASS/FAIL per check and the load average, and exits 1 when any
 * check failed. Needs the machine's PostgreSQL (127.0.0.1:5432, or FAULTS_ADMIN_URL) for scratch
 * databases, PostgreSQL 15 binaries (PG_BIN, default /usr/lib/postgresql/15/bin) and redis-server.
 */
import { parseArgs } from 'node:util';
import type { FaultReport } from '../lib/faults-report.ts';
import { runRestore } from '../ops/restore.ts';
import { runChatDbOutage } from './chat-db-outage.ts';
import { runCrash } from './crash.ts';
import { runPgRestarts } from './pg-restarts.ts';
import { runPostgresOutage } from './postgres.ts';
import { runRedisOutage } from './redis.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    writes: { type: 'string' },
    'kill-after': { type: 'string' },
    rounds: { type: 'string' },
    engines: { type: 'string', default: 'postgres,pglite' },
    users: { type: 'string', default: '20' },
    senders: { type: 'string' },
    outage: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});

const smoke = values.smoke;
const number = (value: string | undefined, normal: number, small: number) => Number(value ?? (smoke ? small : normal));
const SCRIPTS: Record<string, () => Promise<FaultReport>> = {
  crash: () => {
    const writes = number(values.writes, 1_000, 200);
    return runCrash({
      engines: values.engines.split(',').map((engine) => (engine === 'pglite' ? 'pglite' : 'postgres')),
      writes,
      killAfter: number(values['kill-after'], Math.floor(writes * 0.4), Math.floor(writes * 0.4)),
      rounds: number(values.rounds, 3, 1),
      users: Number(values.users),
    });
  },
  redis: () => runRedisOutage({ outageMs: number(values.outage, 10_000, 3_000), smoke }),
  'redis-split': () => runRedisOutage({ outageMs: number(values.outage, 10_000, 3_000), smoke, split: true }),
  postgres: () => runPostgresOutage({ outageMs: number(values.outage, 10_000, 3_000), smoke }),
  'chat-db-outage': () => runChatDbOutage({ outageMs: number(values.outage, 10_000, 3_000), smoke }),
  'pg-restarts': () =>
    runPgRestarts({
      rounds: number(values.rounds, 10, 2),
      outageMs: number(values.outage, 3_000, 2_000),
      sendersPerInstance: number(values.senders, 8, 4),
      smoke,
    }),
  restore: () => runRestore({ smoke }),
};

async function main() {
  const which = positionals[0] ?? 'all';
  const names = which === 'all' ? Object.keys(SCRIPTS) : [which];
  const unknown = names.filter((name) => !SCRIPTS[name]);
  if (unknown.length > 0)
    throw new Error(
      `unknown fault "${unknown.join(', ')}": crash, redis, redis-split, postgres, chat-db-outage, pg-restarts, restore or all`,
    );
  let passed = true;
  for (const name of names) {
    const started = performance.now();
    const report = await (SCRIPTS[name] as () => Promise<FaultReport>)();
    report.figure('script runtime', `${((performance.now() - started) / 1000).toFixed(0)} s`);
    console.log(`\n${report.toMarkdown()}\n`);
    passed &&= report.passed;
  }
  process.exit(passed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
