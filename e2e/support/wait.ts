/** How often a condition is asked again; short enough not to slow a journey, long enough not to load the server. */
const POLL_MS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `probe` until it answers something other than undefined, and returns that; throws with
 * `what` once `timeoutMs` has passed. For conditions outside a page (a server, a mailbox).
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  { what, timeoutMs }: { what: string; timeoutMs: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await pause(POLL_MS);
  }
}

/**
 * "Nothing more arrives": runs `check` (which throws, e.g. an `expect`) again and again for
 * `forMs`, failing at the first answer that breaks it. For what must *not* happen, where there is
 * no event to wait for, only a window long enough for a wrong message to have shown up.
 */
export async function holdsFor(forMs: number, check: () => Promise<void>): Promise<void> {
  const end = Date.now() + forMs;
  do {
    await check();
    await pause(POLL_MS);
  } while (Date.now() < end);
  await check();
}
