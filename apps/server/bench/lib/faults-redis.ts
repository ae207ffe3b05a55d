import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { sleep } from './faults-report.ts';
import { freePort } from './faults-server.ts';

export type PrivateRedis = { url: string; port: number; start: () => Promise<void>; stop: () => void };

/**
 * A redis-server of this run alone on a random port (never the machine's shared one), without
 * persistence, that can be shut down and started again on the same port.
 */
export async function createPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt++) {
      if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return;
      await sleep(50);
    }
    throw new Error(`redis-server on ${port} did not start`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop: () => {
      spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
      child?.kill('SIGKILL');
    },
  };
}
