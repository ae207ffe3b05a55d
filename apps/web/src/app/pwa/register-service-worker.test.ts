import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from './register-service-worker.ts';

const startServiceWorker = vi.fn(async () => {});
vi.mock('./service-worker-client.ts', () => ({ startServiceWorker }));

/** A window whose page is still loading, with an idle callback the test runs by hand. */
function loadingWindow() {
  const idle: (() => void)[] = [];
  const target = new EventTarget();
  const win = Object.assign(target, {
    navigator: { serviceWorker: {} },
    document: { readyState: 'loading' },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  });
  return { win: win as unknown as Window, idle };
}

afterEach(() => {
  vi.unstubAllEnvs();
  startServiceWorker.mockClear();
});

describe('registerServiceWorkerWhenIdle', () => {
  it('waits for the load event and then for idle time: nothing on the first load’s way', async () => {
    vi.stubEnv('PROD', true);
    const { win, idle } = loadingWindow();
    registerServiceWorkerWhenIdle(win);
    expect(idle).toHaveLength(0);
    win.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(startServiceWorker).not.toHaveBeenCalled();
    idle[0]?.();
    await vi.waitFor(() => expect(startServiceWorker).toHaveBeenCalledWith(win));
  });

  it('registers nothing in development or where service workers do not exist', () => {
    const { win, idle } = loadingWindow();
    registerServiceWorkerWhenIdle(win);
    win.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    vi.stubEnv('PROD', true);
    const bare = Object.assign(new EventTarget(), { navigator: {}, document: { readyState: 'complete' } }) as unknown as Window;
    registerServiceWorkerWhenIdle(bare);
    expect(startServiceWorker).not.toHaveBeenCalled();
  });
});
