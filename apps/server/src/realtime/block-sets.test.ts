import { describe, expect, it } from 'vitest';
import { BlockSets } from './block-sets.ts';

describe('BlockSets (the delivering instance’s block lists, contract §11)', () => {
  it('loads once, applies blocks and unblocks in place, forgets with the last session', async () => {
    const sets = new BlockSets();
    let reads = 0;
    const load = async () => {
      reads += 1;
      return [7];
    };
    await Promise.all([sets.ensure(1, load), sets.ensure(1, load)]);
    await sets.ensure(1, load);
    expect(reads).toBe(1);
    expect([...(sets.blockedBy(1) ?? [])]).toEqual([7]);
    sets.apply(1, 8, true);
    sets.apply(1, 7, false);
    expect([...(sets.blockedBy(1) ?? [])]).toEqual([8]);
    sets.apply(2, 9, true); // not loaded here: nothing to keep
    expect(sets.blockedBy(2)).toBeUndefined();
    sets.forget(1);
    expect(sets.blockedBy(1)).toBeUndefined();
  });

  it('reads again when a change arrives during the read, and on refreshAll', async () => {
    const sets = new BlockSets();
    let stored = [3];
    let release: () => void = () => {};
    let first = true;
    const load = () =>
      new Promise<number[]>((resolve) => {
        const snapshot = [...stored];
        if (first) {
          first = false;
          release = () => resolve(snapshot);
        } else resolve(snapshot);
      });
    const loading = sets.ensure(1, load);
    stored = [3, 4];
    sets.apply(1, 4, true); // arrives while the first read is in flight
    release();
    await loading;
    expect([...(sets.blockedBy(1) ?? [])].sort()).toEqual([3, 4]);
    stored = [5];
    await sets.refreshAll();
    expect([...(sets.blockedBy(1) ?? [])]).toEqual([5]);
  });
});
