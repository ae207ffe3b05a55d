import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import type { ReencodeJob, ReencodeResult } from './reencode.ts';

/** Contract §6: at most this many images decoded at once in a process… */
export const DECODE_SLOTS = 2;
/** …this many requests waiting for a slot beyond them, and the rest refused with 503. */
export const DECODE_QUEUE = 4;
export const DECODE_BUSY_MESSAGE = '잠시 후 다시 시도해주세요.';
const BUSY_RETRY_AFTER_SECONDS = 5;
/** A request waits no longer than this for a slot (then 503, like a full queue). */
const QUEUE_WAIT_MS = 20_000;
/** A decoding process with nothing to do exits after this, giving its memory back. */
const IDLE_EXIT_MS = 5_000;
/** One image longer than this in the decoding process: it is killed and the request answers 503. */
const JOB_TIMEOUT_MS = 60_000;
export const UPLOAD_IN_PROGRESS_MESSAGE = '이미지를 올리는 중입니다. 끝난 뒤 다시 시도해주세요.';

const busy = () => new AppError(503, DECODE_BUSY_MESSAGE, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });

/** The image could not be decoded (a broken or lying file): the caller answers 415. */
export class DecodeFailed extends Error {}

type Reply = { id: number; ok: true; bytes: Uint8Array; width: number; height: number } | { id: number; ok: false };
type Pending = { resolve: (result: ReencodeResult) => void; reject: (error: unknown) => void; timer: NodeJS.Timeout };

/** One decoding process (`decode-process.ts`), one job at a time, started on first use. */
class DecodeProcess {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  run(job: ReencodeJob): Promise<ReencodeResult> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.child = null;
        this.fail(new Error('image decoding timed out'));
        child.kill('SIGKILL');
      }, JOB_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      child.send({ id, ...job });
    });
  }

  /** Nothing to do for now: the process exits unless another job comes within IDLE_EXIT_MS. */
  idle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.child?.kill();
      this.child = null;
    }, IDLE_EXIT_MS);
    this.idleTimer.unref();
  }

  pid(): number | undefined {
    return this.child?.pid;
  }

  private start(): ChildProcess {
    const child = fork(fileURLToPath(new URL('./decode-process.ts', import.meta.url)), [], {
      serialization: 'advanced',
      // The server's own loader flags (tsx) run the TypeScript child too; a debugger port would clash.
      execArgv: process.execArgv.filter((arg) => !arg.startsWith('--inspect')),
    });
    // Neither the process nor its channel keeps the server alive; a job's caller waits on it instead.
    child.unref();
    child.channel?.unref();
    child.on('message', (reply: Reply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      clearTimeout(pending.timer);
      if (reply.ok) pending.resolve({ bytes: reply.bytes, width: reply.width, height: reply.height });
      else pending.reject(new DecodeFailed());
    });
    child.on('exit', () => {
      // A process let go when idle exits after its successor may have started: its jobs are not this one's.
      if (this.child !== child) return;
      this.child = null;
      this.fail(new Error('the image decoding process exited'));
    });
    child.on('error', () => {});
    this.child = child;
    return child;
  }

  private fail(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }
}

/**
 * Decoding as a bounded, shared resource (contract §6): DECODE_SLOTS decoding processes, each
 * decoding one image at a time; a request takes one slot for all its images, at most DECODE_QUEUE
 * requests wait for one, and the rest answer 503 with Retry-After at once. One per process: the
 * bound is the machine's, whatever number of apps it serves.
 */
export class DecodePool {
  private readonly idle: DecodeProcess[] = [];
  private running = 0;
  private readonly waiting: { grant: () => void; refuse: () => void }[] = [];

  private readonly slots: number;
  private readonly queue: number;

  constructor(slots = DECODE_SLOTS, queue = DECODE_QUEUE) {
    this.slots = slots;
    this.queue = queue;
  }

  /**
   * Decodes the jobs one after another in one slot; 503 when every slot is taken and the queue
   * full. `onSlot` runs once the slot is taken, before any decoding (it may still refuse).
   */
  async decodeAll(jobs: ReencodeJob[], onSlot: () => Promise<void> = async () => {}): Promise<ReencodeResult[]> {
    await this.acquire();
    try {
      await onSlot();
    } catch (error) {
      this.release();
      throw error;
    }
    const process = this.idle.pop() ?? new DecodeProcess();
    try {
      const results: ReencodeResult[] = [];
      for (const job of jobs) results.push(await process.run(job));
      return results;
    } catch (error) {
      if (error instanceof DecodeFailed) throw error;
      throw busy();
    } finally {
      process.idle();
      this.idle.push(process);
      this.release();
    }
  }

  /** How many requests decode now and how many wait (for tests and metrics). */
  state(): { running: number; waiting: number; pids: number[] } {
    return {
      running: this.running,
      waiting: this.waiting.length,
      pids: this.idle.map((process) => process.pid()).filter((pid): pid is number => pid !== undefined),
    };
  }

  /** 503 at once when a request would find every slot taken and the queue full (before any work on it). */
  refuseWhenFull(): void {
    if (this.running >= this.slots && this.waiting.length >= this.queue) throw busy();
  }

  /** Takes a slot, waiting in the queue when there is room in it. */
  async acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.queue) throw busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: () => reject(busy()),
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
        entry.refuse();
      }, QUEUE_WAIT_MS);
      this.waiting.push(entry);
    });
  }

  /** Hands the slot to the longest waiting request, or frees it. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.running--;
  }
}

/** The process's one pool. */
export const decodePool = new DecodePool();

/** Contract §6: one upload request at a time per user on this instance; a second one is 429. */
const uploading = new Set<number>();
export function claimUploadSlot(userId: number): () => void {
  if (uploading.has(userId)) throw tooManyRequests(UPLOAD_IN_PROGRESS_MESSAGE, 2);
  uploading.add(userId);
  return () => uploading.delete(userId);
}
