/**
 * Who was recently found to be a member of which group, so a chatting member's every SEND does
 * not cost two queries. Only positive answers are kept. A membership that ends is forgotten on every
 * instance (the hub hears it through the broker), and so is every membership of a deleted group;
 * anything that ends one without saying so is caught by the expiry, or sooner by the failed insert
 * that forgets the whole group.
 */
export class MembershipCache {
  private readonly expiresAt = new Map<string, number>();
  /** Bumped by every forget, so a check that raced with a leave does not store a stale "yes". */
  private epoch = 0;

  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs = 60_000, maxEntries = 100_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** Runs `check` (which throws for a non-member) unless this membership is known and fresh. */
  async ensure(groupId: number, userId: number, check: () => Promise<unknown>): Promise<void> {
    const key = `${groupId}:${userId}`;
    if ((this.expiresAt.get(key) ?? 0) > Date.now()) return;
    const epoch = this.epoch;
    await check();
    if (epoch !== this.epoch) return;
    if (this.expiresAt.size >= this.maxEntries) this.expiresAt.clear();
    this.expiresAt.set(key, Date.now() + this.ttlMs);
  }

  forget(groupId: number, userId: number): void {
    this.epoch += 1;
    this.expiresAt.delete(`${groupId}:${userId}`);
  }

  forgetGroup(groupId: number): void {
    this.epoch += 1;
    for (const key of this.expiresAt.keys()) if (key.startsWith(`${groupId}:`)) this.expiresAt.delete(key);
  }
}
