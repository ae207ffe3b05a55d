import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupsInfiniteQueryOptions, popularGroupsQueryOptions } from '@/features/groups/api/get-groups.ts';
import { USER_LOCATION_STORAGE_KEY } from '@/features/location/lib/user-location.ts';
import { STORAGE_KEYS } from '@/lib/auth-storage.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { EARLY_REQUEST_KEY, firstRequestUrl, firstScreenRequest } from './first-screen.ts';
import { KNOWN_LOCATIONS } from './known-locations.ts';
import { prefetchFirstScreen } from './prefetch.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const earlyScript = readFileSync(path.resolve(here, '../../public/early-request.js'), 'utf8');
const holder = window as unknown as Record<string, { url: string; body: Promise<unknown> } | undefined>;

afterEach(() => {
  holder[EARLY_REQUEST_KEY] = undefined;
  window.history.replaceState(null, '', '/');
});

describe('the district table shipped with the app', () => {
  it('is the server’s reference data', () => {
    const server = JSON.parse(readFileSync(path.resolve(here, '../../../server/src/db/reference-data/locations.json'), 'utf8')) as {
      id: number;
      city: string;
      district: string;
      lat: number;
      lng: number;
    }[];
    expect(KNOWN_LOCATIONS).toEqual(server.map(({ id, city, district, lat, lng }) => ({ id, city, district, lat, lng })));
  });
});

type Case = {
  name: string;
  path: string;
  user?: { userLocation: { district: string; lat: number; lng: number; address: string } | null; locationIds: number[] };
  signedIn?: boolean;
  banner?: string;
};

const mapo = { district: '마포구', lat: 37.56, lng: 126.9, address: '서울 마포구' };
const cases: Case[] = [
  { name: 'home, a guest with no 동네', path: '/' },
  { name: 'home, a guest who chose 마포구', path: '/', banner: '마포구' },
  { name: 'home, a member with a map 동네 and districts', path: '/', signedIn: true, user: { userLocation: mapo, locationIds: [23, 1] } },
  { name: 'home, a member with districts only', path: '/', signedIn: true, user: { userLocation: null, locationIds: [5] } },
  { name: 'home, a member with none', path: '/', signedIn: true, user: { userLocation: null, locationIds: [] } },
  { name: 'explore, a guest', path: '/explore', banner: '마포구' },
  { name: 'explore, a member', path: '/explore', signedIn: true, user: { userLocation: mapo, locationIds: [23] } },
  { name: 'explore, a member without 동네', path: '/explore', signedIn: true, user: { userLocation: null, locationIds: [] } },
];

function arrange({ path: at, user, signedIn = false, banner }: Case) {
  window.history.replaceState(null, '', at);
  if (signedIn) localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  const bannerLocation = banner ? { ...mapo, district: banner, address: `서울 ${banner}` } : null;
  if (bannerLocation)
    localStorage.setItem(USER_LOCATION_STORAGE_KEY, JSON.stringify({ state: { userLocation: bannerLocation }, version: 0 }));
  return { isAuthenticated: signedIn, user: signedIn ? (user ?? null) : null, bannerDistrict: banner ?? '강남구' };
}

describe('public/early-request.js', () => {
  it.each(cases)('asks what the app would ask first: $name', (test) => {
    const session = arrange(test);
    const fetch = vi.fn(() => Promise.resolve(new Response('{"content":[]}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    new Function(earlyScript)();
    const request = firstScreenRequest(window.location, session);
    const expected = request ? firstRequestUrl(request) : null;
    expect(expected).not.toBeNull();
    expect(holder[EARLY_REQUEST_KEY]?.url).toBe(expected);
    expect(fetch).toHaveBeenCalledWith(expected, expect.objectContaining({ credentials: 'include' }));
    vi.unstubAllGlobals();
  });

  it('preloads the code the build named for this address', () => {
    const meta = document.createElement('meta');
    meta.name = 'dongne-first-screen-chunks';
    meta.content = JSON.stringify({ '/': ['/assets/home-1.js', '/assets/icons-2.js'], '/explore': ['/assets/explore-3.js'] });
    document.head.append(meta);
    window.history.replaceState(null, '', '/explore');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    new Function(earlyScript)();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/explore-3.js']);
    meta.remove();
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    vi.unstubAllGlobals();
  });

  it('leaves explore with filters in the address to the app', () => {
    window.history.replaceState(null, '', '/explore?categoryId=3');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    new Function(earlyScript)();
    expect(fetch).not.toHaveBeenCalled();
    expect(holder[EARLY_REQUEST_KEY]).toBeUndefined();
    vi.unstubAllGlobals();
  });
});

describe('prefetchFirstScreen', () => {
  afterEach(() => {
    useAuthStore.setState({ isAuthenticated: false, user: null });
  });

  it('fills home’s popular list for the guest’s 동네 from the early answer', async () => {
    localStorage.setItem(USER_LOCATION_STORAGE_KEY, JSON.stringify({ state: { userLocation: mapo }, version: 0 }));
    const page = { content: [{ id: 7 }], totalElements: 1 };
    holder[EARLY_REQUEST_KEY] = { url: '/api/groups/popular?size=8&page=0&locationId=14', body: Promise.resolve(page) };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchFirstScreen(queryClient, { pathname: '/', search: '' });
    expect(queryClient.getQueryData(popularGroupsQueryOptions(14).queryKey)).toEqual(page);
    expect(holder[EARLY_REQUEST_KEY]).toBeUndefined();
  });

  it('fills explore’s list for a guest from the early answer', async () => {
    const page = { content: [{ id: 9 }], totalElements: 1, last: true, number: 0 };
    holder[EARLY_REQUEST_KEY] = { url: '/api/groups?size=20&page=0', body: Promise.resolve(page) };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchFirstScreen(queryClient, { pathname: '/explore', search: '' });
    expect(queryClient.getQueryData(groupsInfiniteQueryOptions({}).queryKey)?.pages).toEqual([page]);
  });
});
