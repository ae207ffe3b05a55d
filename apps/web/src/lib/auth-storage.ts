import type { Me, TokenPair } from '@dongne/contract';
import { writeSignedInHint } from './first-screen-hints.ts';

/** localStorage keys; product-specific so another app on the same origin cannot collide. */
export const STORAGE_KEYS = {
  accessToken: 'dongne.accessToken',
  refreshToken: 'dongne.refreshToken',
  user: 'dongne.user',
} as const;

export function readAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function writeTokens(tokens: TokenPair): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  writeSignedInHint(true);
}

export function readStoredUser(): Me | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Me;
  } catch {
    // A hand-edited or truncated value must not crash the app; the profile call restores it.
    localStorage.removeItem(STORAGE_KEYS.user);
    return null;
  }
}

export function writeStoredUser(user: Me): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredAuth(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  writeSignedInHint(false);
}
