import { useSyncExternalStore } from 'react';

/**
 * How many modals are open, for what must move out of their way: on a phone a modal is a bottom
 * sheet, and a toast at the bottom would cover its fields and buttons.
 */
let openCount = 0;
const listeners = new Set<() => void>();

function changeBy(delta: number): void {
  openCount += delta;
  for (const listener of listeners) listener();
}

/** Marks one modal open; the returned function marks it closed again. */
export function markModalOpen(): () => void {
  changeBy(1);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    changeBy(-1);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openCount > 0,
    () => false,
  );
}
