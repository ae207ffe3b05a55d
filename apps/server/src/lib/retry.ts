/**
 * Runs `attempt` now and, while it throws, again every `retryMs` (after `onError` hears why): for
 * an instance's own in-memory state that must be loaded once the database answers. Work that must
 * happen once across instances, later or on a schedule, is a job (src/jobs/) instead. Answers a
 * function that stops the retries.
 */
export async function retryUntilDone(
  attempt: () => Promise<void>,
  { retryMs, onError }: { retryMs: number; onError: (error: unknown) => void },
): Promise<() => void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      await attempt();
      timer = undefined;
    } catch (error) {
      onError(error);
      if (stopped) return;
      timer = setTimeout(() => void run(), retryMs);
      timer.unref();
    }
  };
  await run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
