import type { AuthResponse, Me } from '@dongne/contract';
import { create } from 'zustand';
import {
  clearStoredAuth,
  readAccessToken,
  readRefreshToken,
  readStoredUser,
  STORAGE_KEYS,
  writeStoredUser,
  writeTokens,
} from './auth-storage.ts';

type AuthState = {
  user: Me | null;
  isAuthenticated: boolean;
  /** Stores tokens and user after login or sign-up. */
  login: (auth: AuthResponse) => void;
  /** Forgets tokens and user locally; the server call lives in the auth feature. */
  logout: () => void;
  setUser: (user: Me) => void;
};

function hasSession(): boolean {
  // The server's first render (entry-server.tsx) renders a guest's page. (Not `typeof localStorage`:
  // newer Node versions define a localStorage of their own.)
  if (typeof window === 'undefined') return false;
  return readAccessToken() !== null || readRefreshToken() !== null;
}

export const useAuthStore = create<AuthState>((set) => ({
  user: hasSession() ? readStoredUser() : null,
  isAuthenticated: hasSession(),
  login: (auth) => {
    writeTokens({ accessToken: auth.accessToken, refreshToken: auth.refreshToken });
    writeStoredUser(auth.user);
    set({ user: auth.user, isAuthenticated: true });
  },
  logout: () => {
    clearStoredAuth();
    set({ user: null, isAuthenticated: false });
  },
  setUser: (user) => {
    writeStoredUser(user);
    set({ user });
  },
}));

/** Keeps this tab in step when another tab logs in, logs out or refreshes the user. */
export function syncAuthAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key !== null && !Object.values<string>(STORAGE_KEYS).includes(event.key)) return;
    const signedIn = hasSession();
    useAuthStore.setState({ isAuthenticated: signedIn, user: signedIn ? readStoredUser() : null });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
