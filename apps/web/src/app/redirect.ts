import { paths } from '@/config/paths.ts';

type FromState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } };

/** Where to go after login: the guarded page the person was sent away from, else home. */
export function redirectTargetFrom(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  // Only paths inside this app; never back to the auth screens themselves.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === paths.login || pathname === paths.signup) {
    return paths.home;
  }
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
