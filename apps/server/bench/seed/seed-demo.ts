/**
 * `npm run seed:demo`: fills the product's own database (DATA_DIR's PGlite, or DATABASE_URL) with
 * a small neighbourhood of Korean demo content, so a fresh install has groups, posts, comments,
 * chat and events to look at. It is the bench generator (seed.ts) at a demo size: same
 * consistency checks, same login password for every demo user.
 * Only into a database without users or groups; run it before signing up, or on a new DATA_DIR.
 */
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { BENCH_PASSWORD } from '../lib/seed-manifest.ts';
import type { SeedSizes } from './plan.ts';
import { NotEmptyError, seedBenchData } from './seed.ts';

const DEMO_SIZES: SeedSizes = {
  users: 300,
  groups: 60,
  posts: 1_500,
  likes: 6_000,
  comments: 3_000,
  messages: 3_000,
  events: 80,
  series: 6,
  notifications: 2_000,
};

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const result = await seedBenchData(database, {
      sizes: DEMO_SIZES,
      seed: 1,
      anchor: new Date(),
      reset: false,
      databaseUrl: config.databaseUrl,
    });
    const failed = result.checks.filter((check) => check.offending > 0);
    if (failed.length > 0) throw new Error(`inconsistent counts: ${failed.map((check) => check.name).join(', ')}`);
    const [user] = result.manifest.users;
    console.log(`데모 데이터를 넣었습니다 (${result.totalSeconds.toFixed(1)}초).`);
    console.log(`로그인: ${user?.email ?? 'bench1@…'} / ${BENCH_PASSWORD} (모든 데모 사용자의 비밀번호가 같습니다)`);
  } catch (error) {
    if (!(error instanceof NotEmptyError)) throw error;
    console.error('데모 데이터는 사용자와 모임이 없는 데이터베이스에만 넣습니다. 새 DATA_DIR로 실행해 주세요.');
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
