import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import { lockDataDir, type RoleCommand, type RoleResult, runRoleCommand, submitRoleCommand } from './role-requests.ts';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email> | list';

function parse(args: string[]): RoleCommand | null {
  const [command, email] = args;
  if (command === 'list' && !email) return { command };
  if ((command === 'grant' || command === 'revoke') && email && /^[^@\s]+@[^@\s]+$/.test(email)) return { command, email };
  return null;
}

/** Operator command (contract §13): grant or revoke `ADMIN`, or list operators. */
async function run(args: string[]): Promise<void> {
  const command = parse(args);
  if (!command) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  let result: RoleResult;
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  if (lock && !lock.ok) {
    // A server (still starting, perhaps) holds the embedded database: it carries the command out.
    result = await submitRoleCommand(config.dataDir, command, 60_000);
  } else {
    const deps = await createDeps(config);
    try {
      result = await runRoleCommand(deps, command);
    } finally {
      await deps.close();
      if (lock?.ok) await lock.release();
    }
  }
  if (!result.ok) {
    console.error(result.error);
    process.exitCode = 1;
    return;
  }
  for (const line of result.lines) console.log(line);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
