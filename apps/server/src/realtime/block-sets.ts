/**
 * The users each locally connected user has blocked (contract §11), so this instance can replace a
 * blocked sender's chat messages and drop their typing signals while delivering, with no query per
 * message. A user's set is loaded once, when one of their sessions subscribes to a room, and kept
 * while they have a session here; a block or unblock anywhere reaches every instance through the
 * broker (`blocks-changed`) and is applied to the loaded set in place. A change that arrives while
 * the set is being read marks the read stale, and it is read again.
 */
export class BlockSets {
  private readonly sets = new Map<number, Set<number>>();
  private readonly loading = new Map<number, Promise<void>>();
  private readonly stale = new Set<number>();
  /** How each loaded set is read again (`refreshAll`). */
  private readonly loaders = new Map<number, () => Promise<number[]>>();

  /** The users `userId` blocked, when loaded here; undefined means "nobody known" (not subscribed here). */
  blockedBy(userId: number): ReadonlySet<number> | undefined {
    return this.sets.get(userId);
  }

  /** Loads the user's set unless it is loaded (or being loaded). */
  ensure(userId: number, load: () => Promise<number[]>): Promise<void> {
    this.loaders.set(userId, load);
    if (this.sets.has(userId)) return Promise.resolve();
    let pending = this.loading.get(userId);
    if (!pending) {
      pending = (async () => {
        try {
          for (let attempt = 0; attempt < 3; attempt++) {
            this.stale.delete(userId);
            const ids = await load();
            if (!this.stale.has(userId) || attempt === 2) {
              this.sets.set(userId, new Set(ids));
              return;
            }
          }
        } finally {
          this.stale.delete(userId);
          this.loading.delete(userId);
        }
      })();
      this.loading.set(userId, pending);
    }
    return pending;
  }

  /** A block (`blocked` true) or unblock by `blockerId`, from this or another instance. */
  apply(blockerId: number, blockedId: number, blocked: boolean): void {
    if (this.loading.has(blockerId)) this.stale.add(blockerId);
    const set = this.sets.get(blockerId);
    if (!set) return;
    if (blocked) set.add(blockedId);
    else set.delete(blockedId);
  }

  /** The user's last session here ended. */
  forget(userId: number): void {
    this.sets.delete(userId);
    this.loaders.delete(userId);
  }

  /**
   * The link between instances was interrupted: a block made elsewhere meanwhile may not have
   * arrived, so every loaded set is read again (the old one serves until the new one is in).
   */
  async refreshAll(): Promise<void> {
    await Promise.all(
      [...this.loaders].map(async ([userId, load]) => {
        if (this.loading.has(userId)) {
          this.stale.add(userId);
          return;
        }
        try {
          const ids = await load();
          if (this.sets.has(userId)) this.sets.set(userId, new Set(ids));
        } catch {
          // the next subscribe or resync reads it again
        }
      }),
    );
  }
}
