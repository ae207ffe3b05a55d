import { describe, expect, it } from 'vitest';
import { retryUntilDone } from './retry.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('retryUntilDone', () => {
  it('tries again after each failure, telling why, until the attempt succeeds', async () => {
    let tries = 0;
    const errors: unknown[] = [];
    await retryUntilDone(
      async () => {
        tries += 1;
        if (tries < 3) throw new Error(`down ${tries}`);
      },
      { retryMs: 10, onError: (error) => errors.push(error) },
    );
    await wait(100);
    expect(tries).toBe(3);
    expect(errors.map((error) => (error as Error).message)).toEqual(['down 1', 'down 2']);
  });

  it('tries no more once stopped', async () => {
    let tries = 0;
    const stop = await retryUntilDone(
      async () => {
        tries += 1;
        throw new Error('down');
      },
      { retryMs: 20, onError: () => {} },
    );
    stop();
    await wait(100);
    expect(tries).toBe(1);
  });
});
