import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../test/server-processes.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export type RunningServer = { url: string; stop: () => Promise<void> };

async function waitHealthy(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode} before answering`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become healthy in 60 s`);
}

/** Starts a TypeScript entry point of apps/server (Node strips its types) and waits for its `/api/health`. */
export async function startServer(entry: string, env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitHealthy(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
