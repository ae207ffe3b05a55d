import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** What is running: the package version and the commit (GIT_COMMIT, else the checkout's HEAD). */
export function readVersion(env: NodeJS.ProcessEnv = process.env): { version: string; commit: string } {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  return { version, commit: env.GIT_COMMIT?.trim() || headCommit() || 'unknown' };
}

/** The commit .git/HEAD points at, read as files: a deployment may have no git binary. */
function headCommit(): string | null {
  try {
    const gitDir = path.join(ROOT, '.git');
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    const ref = head.slice(5);
    try {
      return readFileSync(path.join(gitDir, ref), 'utf8').trim();
    } catch {
      const packed = readFileSync(path.join(gitDir, 'packed-refs'), 'utf8');
      return (
        packed
          .split('\n')
          .find((line) => line.endsWith(` ${ref}`))
          ?.split(' ')[0] ?? null
      );
    }
  } catch {
    return null;
  }
}
