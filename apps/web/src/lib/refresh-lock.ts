const LOCK_NAME = 'dongne.refresh';
const STORAGE_LOCK_KEY = 'dongne.refreshLock';
// A refresh that takes longer than this has failed anyway; the lock must not outlive a closed tab.
const STORAGE_LOCK_TTL_MS = 10_000;

type StorageLock = { owner: string; expiresAt: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readStorageLock(): StorageLock | null {
  try {
    const raw = localStorage.getItem(STORAGE_LOCK_KEY);
    return raw ? (JSON.parse(raw) as StorageLock) : null;
  } catch {
    return null;
  }
}

async function withStorageLock<T>(task: () => Promise<T>): Promise<T> {
  const owner = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const giveUpAt = Date.now() + STORAGE_LOCK_TTL_MS;
  for (;;) {
    const held = readStorageLock();
    if (!held || held.expiresAt < Date.now()) {
      localStorage.setItem(STORAGE_LOCK_KEY, JSON.stringify({ owner, expiresAt: Date.now() + STORAGE_LOCK_TTL_MS }));
      // Two tabs may write at once: wait a moment and see whose write survived.
      await sleep(25);
      if (readStorageLock()?.owner === owner) break;
    }
    // Waiting forever would hang the page; the server tolerates two refreshes racing (contract §2.3).
    if (Date.now() > giveUpAt) break;
    await sleep(50);
  }
  try {
    return await task();
  } finally {
    if (readStorageLock()?.owner === owner) localStorage.removeItem(STORAGE_LOCK_KEY);
  }
}

/**
 * Runs `task` while holding a lock shared by every tab of this origin, so only one tab rotates
 * the refresh token; the others wait and then read the new pair from localStorage. Uses the Web
 * Locks API where it exists and a localStorage lock elsewhere.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks?.request) {
    return await navigator.locks.request(LOCK_NAME, task);
  }
  return withStorageLock(task);
}
