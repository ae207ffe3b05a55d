import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isMeaningfulAct } from '@/lib/meaningful-act.ts';
import { noteMeaningfulAct } from './pwa/install-store.ts';

// Spec §4 and §9: data is fresh for 5 minutes, a failed read is retried once.
const STALE_TIME_MS = 5 * 60 * 1000;

/** The app's query defaults; the server's first render (entry-server.tsx) makes one per request. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    // A first meaningful act (joining, creating a group or a post) may bring the offer to install.
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (isMeaningfulAct(mutation.meta)) noteMeaningfulAct();
      },
    }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createAppQueryClient();
