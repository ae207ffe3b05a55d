import type { UserLocation } from '@dongne/contract';
import { createContext } from 'react';

/**
 * The guest's 동네 for the server's first render (`entry-server.tsx`), from its hint
 * cookie: a render on the server has no localStorage and no global store of its own per request.
 * The browser passes the same while it hydrates that render (`main.tsx`); null otherwise, the
 * location store holding the 동네.
 */
export const ServedPlaceContext = createContext<UserLocation | null>(null);
