import type { TokenPair } from '@dongne/contract';
import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { readAccessToken, readRefreshToken, writeTokens } from './auth-storage.ts';
import { withRefreshLock } from './refresh-lock.ts';
import { endSession, isDeadSession, SessionExpiredError } from './session.ts';

export const apiClient = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

// A 401 from these means bad credentials or a dead session, never an expired access token.
const NO_REFRESH_PATHS = ['/auth/login', '/auth/refresh', '/auth/logout', '/password/change'];
const NO_AUTH_HEADER_PATHS = ['/auth/login', '/auth/refresh', '/auth/signup'];

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

function pathOf(config: InternalAxiosRequestConfig): string {
  return (config.url ?? '').split('?')[0] ?? '';
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

apiClient.interceptors.request.use((config) => {
  const token = readAccessToken();
  if (token && !NO_AUTH_HEADER_PATHS.includes(pathOf(config))) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

let inFlight: Promise<string> | null = null;

/**
 * One refresh for every request that failed with the same stale token: concurrent callers in
 * this tab share one promise, and the cross-tab lock makes other tabs reuse the pair this tab
 * stored instead of rotating it again.
 */
export function refreshAccessToken(staleAccessToken: string | null): Promise<string> {
  inFlight ??= withRefreshLock(async () => {
    const current = readAccessToken();
    if (current && current !== staleAccessToken) return current;
    const refreshToken = readRefreshToken();
    if (!refreshToken) throw new SessionExpiredError();
    const { data } = await apiClient.post<Partial<TokenPair>>('/auth/refresh', { refreshToken });
    if (!data.accessToken) throw new SessionExpiredError();
    // The spec's older reading answers only {accessToken}; then the refresh token stays as it was.
    writeTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken ?? refreshToken });
    return data.accessToken;
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Sent without a token by a tab that holds no session: a guest, not an expired member. */
function isGuestRequest(config: InternalAxiosRequestConfig): boolean {
  return bearerOf(config) === null && readRefreshToken() === null;
}

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  if (error.response?.status !== 401 || !config || config._retried || NO_REFRESH_PATHS.includes(pathOf(config))) {
    throw error;
  }
  config._retried = true;
  if (isGuestRequest(config)) {
    endSession('login-required');
    throw error;
  }
  let accessToken: string;
  try {
    accessToken = await refreshAccessToken(bearerOf(config));
  } catch (refreshError) {
    if (isDeadSession(refreshError)) endSession('expired');
    throw error;
  }
  config.headers.set('Authorization', `Bearer ${accessToken}`);
  return apiClient(config);
});
