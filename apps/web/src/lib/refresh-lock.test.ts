import { describe, expect, it } from 'vitest';
import { withRefreshLock } from './refresh-lock.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withRefreshLock (localStorage fallback, as in a browser without Web Locks)', () => {
  it('never runs two holders at once and releases the lock afterwards', async () => {
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await sleep(30);
      events.push(`${name} end`);
      return name;
    };

    const results = await Promise.all([withRefreshLock(task('a')), withRefreshLock(task('b'))]);

    expect(results).toEqual(['a', 'b']);
    // Whichever won, the other started only after it ended.
    expect(events[1]).toMatch(/end$/);
    expect(events[2]).toMatch(/start$/);
    expect(localStorage.getItem('dongne.refreshLock')).toBeNull();
  });
});
