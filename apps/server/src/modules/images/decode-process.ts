/**
 * The process images are decoded in (forked by `decode-pool.ts`), one job at a time. Apart from the
 * server because decoding a 25-megapixel image holds a libuv thread, a core and a few hundred MB
 * of native memory: here it runs at a lower CPU priority (nice 10), on this process's own libuv threads
 * (file serving and argon2 in the server keep theirs), and its memory goes back to the system
 * when the process exits after a few idle seconds (glibc keeps freed native memory in its arenas).
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import sharp from 'sharp';
import { type ReencodeJob, reencode } from './reencode.ts';

const LOWER_PRIORITY = 10;
const lowered = new Set<number>();
/**
 * Lowers every thread of this process to nice 10. Linux keeps a priority per thread, and the
 * threads that decode (libvips's workers, libuv's) are started by glib's and libuv's own threads,
 * not by this one, so they are found in /proc and lowered one by one; threads started during a job
 * are caught by the next pass. Elsewhere (no /proc) only the calling thread is lowered.
 */
function lowerPriority(): void {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    threads = ['0'];
  }
  for (const thread of threads) {
    const id = Number(thread);
    if (lowered.has(id)) continue;
    lowered.add(id);
    try {
      setPriority(id, LOWER_PRIORITY);
    } catch {
      // Gone, or not permitted: that thread decodes at the usual priority.
    }
  }
}
lowerPriority();
// No operation cache: every upload is a new input, and a cache only holds memory after the job.
sharp.cache(false);
sharp.concurrency(1);

type Request = ReencodeJob & { id: number };

process.on('message', (message: Request) => {
  const { id, ...job } = message;
  lowerPriority();
  const watch = setInterval(lowerPriority, 100);
  reencode(job)
    .then(
      (result) => process.send?.({ id, ok: true, ...result }),
      () => process.send?.({ id, ok: false }),
    )
    .finally(() => clearInterval(watch));
});
// The server went away (exit, crash, test file done): nothing left to decode for.
process.on('disconnect', () => process.exit(0));
