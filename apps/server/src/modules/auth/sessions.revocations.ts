import type { Logger } from 'pino';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/jwt.ts';
import { retryUntilDone } from '../../lib/retry.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { findSessionsRevokedSince } from './sessions.repo.ts';

/** An ended sign-in is remembered as long as an access token issued before its end can live, plus slack for clock skew. */
const REMEMBER_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 60_000;

/**
 * The sign-ins ended within the access-token lifetime, in memory: every request's token is checked
 * here (contract §16), without a database query. Filled from every instance through the realtime
 * hub's broker (Redis pub/sub, or in-process), and at start from the database, so an instance that
 * starts after a logout refuses that session's tokens too.
 */
export class SessionRevocations {
  private readonly endedAt = new Map<string, number>();

  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  /** Hears ended sign-ins from the hub (subscribe before `load`, so nothing falls in between). */
  listen(hub: RealtimeHub): void {
    hub.onSessionsEnded((ids) => this.add(ids, this.clock.now().getTime()));
  }

  /** Reads the sign-ins ended recently enough for their access tokens to be still unexpired. */
  async load(db: Executor): Promise<void> {
    const now = this.clock.now().getTime();
    const loaded = await findSessionsRevokedSince(db, new Date(now - REMEMBER_MS));
    // Kept in time order with what was heard meanwhile, so pruning can stop at the first recent one.
    const merged = new Map([...loaded.map((row) => [row.id, row.revokedAt.getTime()] as const), ...this.endedAt]);
    this.endedAt.clear();
    for (const [id, at] of [...merged].sort((a, b) => a[1] - b[1])) this.endedAt.set(id, at);
  }

  /**
   * `load` at start; while the database cannot be reached (the instance answers 503 then anyway)
   * it tries again every few seconds instead of keeping the instance from starting. Answers a stop.
   */
  async loadWhenReachable(db: Executor, log: Logger, retryMs = 5_000): Promise<() => void> {
    return retryUntilDone(() => this.load(db), {
      retryMs,
      onError: (error) => log.error({ err: error }, 'sessions: recently ended sign-ins not loaded yet; trying again'),
    });
  }

  add(ids: string[], at: number): void {
    this.prune(at);
    for (const id of ids) if (!this.endedAt.has(id)) this.endedAt.set(id, at);
  }

  isRevoked(sessionId: string): boolean {
    return this.endedAt.has(sessionId);
  }

  /** Entries are added in time order, so the oldest are first. */
  private prune(now: number): void {
    for (const [id, at] of this.endedAt) {
      if (now - at <= REMEMBER_MS) break;
      this.endedAt.delete(id);
    }
  }
}
