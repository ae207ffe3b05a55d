import { create } from 'zustand';

/** A new build's worker waits (contract §18); `apply` hands it the page and reloads. */
export const useUpdateStore = create<{ apply: (() => void) | null }>(() => ({ apply: null }));
