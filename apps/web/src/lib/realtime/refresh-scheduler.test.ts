import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshScheduler } from './refresh-scheduler.ts';

/** A read that stays in flight until the test ends it. */
function controlledReads() {
  const started: { key: number; at: number; finish: () => void }[] = [];
  const read = (key: number) =>
    new Promise<void>((resolve) => {
      started.push({ key, at: Date.now(), finish: resolve });
    });
  return { started, read };
}

describe('RefreshScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a read after a random delay below the spread, one for many changes heard before it starts', async () => {
    const { started, read } = controlledReads();
    const scheduler = new RefreshScheduler(read, { spreadMs: 500, random: () => 0.6 });
    const heardAt = Date.now();
    for (let change = 0; change < 5; change++) scheduler.changed(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(started).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.map((s) => [s.key, s.at - heardAt])).toEqual([[1, 300]]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toHaveLength(1);
  });

  it('reads once more after a read in flight when changes were heard during it, never two at once', async () => {
    const { started, read } = controlledReads();
    const scheduler = new RefreshScheduler(read, { spreadMs: 500, random: () => 0 });
    scheduler.changed(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(1);
    // Three frames while the first read is slow: one read after it, not three, and not alongside it.
    for (let change = 0; change < 3; change++) scheduler.changed(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toHaveLength(1);
    started[0]?.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(2);
    started[1]?.finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toHaveLength(2);
    // Quiet again: the next change reads again.
    scheduler.changed(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(3);
  });

  it('keeps keys apart, survives a failed read, and reads nothing after dispose', async () => {
    const reads: number[] = [];
    const scheduler = new RefreshScheduler(
      async (key: number) => {
        reads.push(key);
        if (key === 2) throw new Error('network');
      },
      { spreadMs: 100, random: () => 0.5 },
    );
    scheduler.changed(1);
    scheduler.changed(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(reads.sort()).toEqual([1, 2]);
    scheduler.changed(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(reads).toHaveLength(3);
    scheduler.changed(1);
    scheduler.dispose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reads).toHaveLength(3);
  });
});
