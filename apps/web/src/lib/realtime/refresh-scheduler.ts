type KeyState = { timer: ReturnType<typeof setTimeout> | null; isRunning: boolean; isDueAgain: boolean };

/**
 * Re-reads what a live topic says changed without a stampede. Per key: at most one read in flight;
 * a change heard while it runs makes one more read after it (the read in flight may have started
 * before that change was stored, so it is not enough), however many changes were heard; and every
 * read starts after a random delay below `spreadMs`, so the screens that heard one frame at the
 * same moment do not all ask the server in the same millisecond.
 */
export class RefreshScheduler<K> {
  private readonly keys = new Map<K, KeyState>();
  private isDisposed = false;
  private readonly read: (key: K) => Promise<unknown>;
  private readonly spreadMs: number;
  private readonly random: () => number;

  constructor(read: (key: K) => Promise<unknown>, { spreadMs, random = Math.random }: { spreadMs: number; random?: () => number }) {
    this.read = read;
    this.spreadMs = spreadMs;
    this.random = random;
  }

  /** The thing under `key` changed: it is read again soon, once for every change heard before the read began. */
  changed(key: K): void {
    if (this.isDisposed) return;
    const state = this.keys.get(key) ?? { timer: null, isRunning: false, isDueAgain: false };
    this.keys.set(key, state);
    if (state.isRunning) state.isDueAgain = true;
    else if (state.timer === null) this.schedule(key, state);
  }

  /** Stops every waiting read (the screen went away); a read in flight finishes and is not repeated. */
  dispose(): void {
    this.isDisposed = true;
    for (const state of this.keys.values()) if (state.timer !== null) clearTimeout(state.timer);
    this.keys.clear();
  }

  private schedule(key: K, state: KeyState): void {
    state.timer = setTimeout(() => void this.run(key, state), Math.floor(this.random() * this.spreadMs));
  }

  private async run(key: K, state: KeyState): Promise<void> {
    state.timer = null;
    state.isRunning = true;
    try {
      await this.read(key);
    } catch {
      // A failed read shows as the query's error; the next change or reconnect reads again.
    }
    state.isRunning = false;
    if (this.isDisposed) return;
    if (state.isDueAgain) {
      state.isDueAgain = false;
      this.schedule(key, state);
    } else this.keys.delete(key);
  }
}
