import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KNOWN_LOCATIONS } from './app/known-locations.ts';
import { SERVED_STATE_ID } from './app/served-first-screen.ts';
import { type FirstScreenPlan, type FirstScreenRender, planFirstScreen, readPlaceHint } from './entry-server.tsx';
import { USER_LOCATION_STORAGE_KEY } from './features/location/lib/user-location.ts';
import { buildGroup } from './test/build-group.ts';

// The server's first render hydrated the way main.tsx does it: the browser must find the
// very markup it would render itself, or React throws the server's page away (and says so).

const MAPO = { district: '마포구', address: '서울 마포구 서교동' };
const HOSTILE_NAME = '</script><script>alert(1)</script> $& 모임';
const pageOf = (groups: ReturnType<typeof buildGroup>[]) => ({
  content: groups,
  number: 0,
  size: groups.length,
  totalElements: groups.length,
  totalPages: 1,
  first: true,
  last: true,
  empty: groups.length === 0,
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function storePlace(place: typeof MAPO): void {
  const userLocation = { ...place, lat: 37.5563, lng: 126.9236 };
  localStorage.setItem(USER_LOCATION_STORAGE_KEY, JSON.stringify({ state: { userLocation }, version: 0 }));
}

type Job = { url: string; placeHint?: string; answer: unknown };
type Rendered = ({ plan: FirstScreenPlan } & FirstScreenRender) | { plan: null };

/**
 * The server's renders, made in a worker thread by the real entry under Vite: a realm of its own,
 * as on the server. (In this realm, react-dom's server renderer would leave its context values on
 * the context objects, and the hydration below would read them as defaults.)
 */
function renderOnServer(jobs: Job[]): Promise<Rendered[]> {
  const root = path.resolve(import.meta.dirname, '..');
  const worker = new Worker(path.join(root, 'src/test/server-render-worker.mjs'), {
    workerData: { root, configFile: path.join(root, 'vite.config.ts'), jobs },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { results?: Rendered[]; error?: string }) =>
      message.results ? resolve(message.results) : reject(new Error(message.error)),
    );
    worker.once('error', reject);
  });
}

const answer = pageOf([
  buildGroup({ name: '마포 저녁 러닝', nextEventAt: '2026-12-01T10:00:00.000Z', imageUrl: '/uploads/group/run.webp' }),
  buildGroup({ name: '망원 책읽기', tags: ['독서'] }),
]);
const JOBS = {
  home: { url: '/', answer },
  homeInMapo: { url: '/', placeHint: JSON.stringify(MAPO), answer },
  explore: { url: '/explore?locations=14&near=1', answer },
  hostile: { url: '/', answer: pageOf([buildGroup({ name: HOSTILE_NAME, tags: ['<!--', '&amp;'] })]) },
} satisfies Record<string, Job>;
const served = {} as Record<keyof typeof JOBS, Rendered>;

beforeAll(async () => {
  const names = Object.keys(JOBS) as (keyof typeof JOBS)[];
  // The first screens' code, imported once here: Vite transforms a lazy route's modules on their
  // first import, which takes seconds on an idle machine and tens of them on a busy one. Each test's
  // hydration then loads the screen afresh (vi.resetModules) from transformed code, as a browser
  // runs a chunk it already has, and waits only for what React does with it.
  const [results] = await Promise.all([
    renderOnServer(names.map((name) => JOBS[name])),
    import('./app/routes/home.tsx'),
    import('./app/routes/explore.tsx'),
  ]);
  names.forEach((name, index) => {
    served[name] = results[index] as Rendered;
  });
}, 60_000);

/** The card of the group named `name`. */
function cardOf(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

/**
 * Puts the server's page for `name` into the document and hydrates it as main.tsx does, with the
 * app's modules loaded afresh, as on a page load: the stores read what localStorage holds now.
 */
async function serveAndHydrate(name: keyof typeof JOBS) {
  vi.resetModules();
  const [{ AppProvider }, { createAppQueryClient }, { routes }, { adoptServedFirstScreen }, { mockApi }] = await Promise.all([
    import('./app/provider.tsx'),
    import('./app/query-client.ts'),
    import('./app/route-tree.tsx'),
    import('./app/served-first-screen.ts'),
    import('./test/mock-api.ts'),
  ]);

  const rendered = served[name];
  if (!rendered.plan) throw new Error(`${JOBS[name].url} is not rendered on the server`);
  const { html, state } = rendered;
  const url = JOBS[name].url;
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${SERVED_STATE_ID}">${state}</script>`;
  const parsed = new URL(url, 'http://localhost');
  const queryClient = createAppQueryClient();
  const servedState = adoptServedFirstScreen(queryClient, parsed);
  const adopted = servedState !== null;
  const problems: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args));
  // The districts as the API answers them (the screens take their 동네's id from this list: an empty
  // one would switch the home to another list once it arrives). Categories answer empty, and any
  // group list asked for beyond the served one is empty, so a screen that fetched its list again
  // instead of using the served one would lose its cards.
  const requested: string[] = [];
  mockApi((config) => {
    requested.push(config.url ?? '');
    if (config.url === '/locations') return { status: 200, data: KNOWN_LOCATIONS };
    return { status: 200, data: config.url?.startsWith('/groups') ? pageOf([]) : [] };
  });
  if (adopted) {
    const router = createMemoryRouter(routes, { initialEntries: [`${parsed.pathname}${parsed.search}`] });
    await act(async () => {
      root = hydrateRoot(
        // biome-ignore lint/style/noNonNullAssertion: put there just above
        document.getElementById('root')!,
        <StrictMode>
          <AppProvider queryClient={queryClient} servedPlace={servedState?.place}>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    // The screen's code (a lazy route) arrives, then React hydrates the boundary the server left
    // around it, and only then does a mismatch show. Everything else on the card is in the server's
    // HTML already; its date is written by the browser alone (useIsHydrated), so a date on the card
    // is what says the screen is hydrated. The wait covers running the screen's (transformed) modules
    // afresh and hydrating the page: 0.5 s on two cores shared with a load of 22, 40 ms once warm.
    await within(cardOf('망원 책읽기')).findByText(/개설$/, {}, { timeout: 5_000 });
  }
  return { adopted, html, problems, requested };
}

describe('the server-rendered first screen', () => {
  it("hydrates a guest's home without a mismatch, the card already in the server's HTML", async () => {
    const { adopted, html, problems, requested } = await serveAndHydrate('home');
    expect(adopted).toBe(true);
    expect(html).toContain('마포 저녁 러닝');
    // Root-relative upload paths on both sides.
    expect(html).toContain('src="/uploads/group/run.webp"');
    // Dates wait for the browser's clock: none in the server's card, there once hydrated.
    expect(html).not.toContain('개설');
    expect(html).not.toContain('다음 일정');
    expect(within(cardOf('망원 책읽기')).getByText(/ 개설$/)).toBeInTheDocument();
    expect(within(cardOf('마포 저녁 러닝')).getByText(/^다음 일정 /)).toBeInTheDocument();
    expect(problems).toEqual([]);
    // The served list is the one shown: not asked for again.
    expect(requested.filter((url) => url.startsWith('/groups'))).toEqual([]);
    expect(within(screen.getByRole('region', { name: '내 동네' })).getByText('강남구')).toBeInTheDocument();
  });

  it('renders the banner and list of the 동네 the hint cookie names, and hydrates in the browser that chose it', async () => {
    storePlace(MAPO);
    const { adopted, html, problems } = await serveAndHydrate('homeInMapo');
    expect(html).toContain('서울 마포구 서교동');
    expect(html).toContain('마포구와 가까운 모임부터');
    expect(adopted).toBe(true);
    expect(problems).toEqual([]);
    expect(screen.getByText('· 서울 마포구 서교동', { exact: false })).toBeInTheDocument();
  });

  it('hydrates explore for a canonical filter address', async () => {
    const { adopted, problems } = await serveAndHydrate('explore');
    expect(adopted).toBe(true);
    expect(problems).toEqual([]);
  });

  it('is not adopted by a browser whose 동네, session or list differs from what the server rendered', async () => {
    storePlace({ district: '마포구', address: '서울 마포구 합정동' });
    expect((await serveAndHydrate('homeInMapo')).adopted).toBe(false);
    localStorage.clear();
    expect((await serveAndHydrate('homeInMapo')).adopted).toBe(false);
    localStorage.setItem('dongne.refreshToken', 'refresh');
    expect((await serveAndHydrate('home')).adopted).toBe(false);
  });
});

describe('what a group may name itself', () => {
  it('stays text: escaped in the markup, and unable to end the JSON script it travels in', () => {
    const rendered = served.hostile;
    if (!rendered.plan) throw new Error('/ is rendered on the server');
    expect(rendered.html).not.toContain('<script');
    expect(rendered.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; 모임');
    for (const breakout of ['</script', '<!--', '<script']) expect(rendered.state).not.toContain(breakout);
    // The browser reads back exactly what the API said.
    const { queries } = JSON.parse(rendered.state) as { queries: { queries: { state: { data: { content: { name: string }[] } } }[] } };
    expect(queries.queries[0]?.state.data.content[0]?.name).toBe(HOSTILE_NAME);
  });
});

describe('planFirstScreen', () => {
  it('renders only the addresses the app writes itself', () => {
    expect(planFirstScreen('/')?.apiUrl).toBe('/api/groups/popular?size=8&page=0&locationId=23');
    expect(planFirstScreen('/explore')?.apiUrl).toBe('/api/groups?size=20&page=0');
    expect(planFirstScreen('/explore?category=3&locations=14%2C15&near=1')?.apiUrl).toContain('locationIds=14%2C15');
    for (const url of [
      '/groups/1',
      '/?utm=1',
      '/explore?q=%EB%9F%AC%EB%8B%9D', // a typed search: the screen checks it first
      '/explore?near=1&locations=14', // another order
      '/explore?locations=14&locations=15', // repeated
      '/explore?locations=999', // no such district
      '/explore?x=1',
      '/explore/',
    ])
      expect(planFirstScreen(url), url).toBeNull();
  });

  it('takes a place hint only when it names a known district with an address line', () => {
    expect(readPlaceHint(JSON.stringify(MAPO))).toEqual(MAPO);
    expect(planFirstScreen('/', JSON.stringify(MAPO))?.apiUrl).toBe('/api/groups/popular?size=8&page=0&locationId=14');
    for (const hint of [
      undefined,
      '',
      'not json',
      '"마포구"',
      JSON.stringify({ district: '파리', address: 'Paris' }),
      JSON.stringify({ district: '마포구', address: '' }),
      JSON.stringify({ district: '마포구', address: 'x'.repeat(201) }),
      JSON.stringify({ district: '마포구' }),
      `{"district":"마포구","address":"${'가'.repeat(2_000)}"}`,
    ])
      expect(readPlaceHint(hint), String(hint).slice(0, 40)).toBeNull();
  });
});
