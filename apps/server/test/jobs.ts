import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query.ts';
import { type JobDefinition, JobQueue } from '../src/jobs/queue.ts';
import type { TestContext } from './harness.ts';

/**
 * Sends one job and has it worked by an instance of the queue started for it (the file's app only
 * sends), as the running server would; answers the job's final state once it completed or failed.
 */
export async function runJob<Data extends object>(
  ctx: TestContext,
  definition: JobDefinition<Data>,
  data: Data,
  timeoutMs = 30_000,
): Promise<'completed' | 'failed'> {
  await ctx.deps.jobs.register(definition);
  const queue = await JobQueue.open(
    { database: ctx.deps.database, config: { ...ctx.deps.config, jobsPollIntervalMs: 500 }, log: ctx.deps.log },
    [definition],
    'work',
  );
  try {
    await queue.startWorkers(ctx.deps, { cron: false });
    const id = await ctx.deps.jobs.enqueue(definition, data);
    if (!id) throw new Error(`${definition.name}: a job of this kind is already waiting`);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const [row] = await queryRows<{ state: string }>(
        ctx.deps.db,
        sql`select state::text as state from ${ctx.deps.jobs.jobTable} where id = ${id}::uuid`,
      );
      if (row?.state === 'completed' || row?.state === 'failed') return row.state;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${definition.name}: the job did not finish within ${timeoutMs} ms`);
  } finally {
    await queue.stop(1_000);
  }
}
