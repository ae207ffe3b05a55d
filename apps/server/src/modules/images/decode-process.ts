/**
 * The process images are decoded in (forked by `decode-pool.ts`), one job at a time. Apart from the
 * server because decoding a 25-megapixel image holds a libuv thread, a core and a few hundred MB
 * of native memory: here it runs at a lower CPU priority, on this process's own libuv threads
 * (file serving and argon2 in the server keep theirs), and its memory goes back to the system
 * when the process exits after a few idle seconds (glibc keeps freed native memory in its arenas).
 */
import { setPriority } from 'node:os';
import sharp from 'sharp';
import { type ReencodeJob, reencode } from './reencode.ts';

// Set on the main thread before any other thread starts: libuv's and libvips's threads inherit it.
try {
  setPriority(10);
} catch {
  // Not permitted here: decoding still runs apart, at the same priority.
}
// No operation cache: every upload is a new input, and a cache only holds memory after the job.
sharp.cache(false);
sharp.concurrency(1);

type Request = ReencodeJob & { id: number };

process.on('message', (message: Request) => {
  const { id, ...job } = message;
  reencode(job).then(
    (result) => process.send?.({ id, ok: true, ...result }),
    () => process.send?.({ id, ok: false }),
  );
});
// The server went away (exit, crash, test file done): nothing left to decode for.
process.on('disconnect', () => process.exit(0));
