import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { buildGroup } from '@/test/build-group.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ExploreRoute } from './explore.tsx';

const LOCATIONS = [
  { id: 1, city: '서울특별시', district: '종로구', lat: 37.57, lng: 126.98 },
  { id: 2, city: '서울특별시', district: '중구', lat: 37.56, lng: 126.99 },
];

/** Shows the current query string as JSON and how the router got there. */
function UrlProbe() {
  const { search } = useLocation();
  const type = useNavigationType();
  return <output aria-label="주소">{`${JSON.stringify(Object.fromEntries(new URLSearchParams(search)))} ${type}`}</output>;
}

/** Searches the mock finds nothing for in chosen districts, and how many it says are elsewhere. */
const ELSEWHERE: Record<string, { nearCount: number; allCount: number }> = {
  런닝: { nearCount: 2, allCount: 5 },
  홍대: { nearCount: 0, allCount: 3 },
  없는말: { nearCount: 0, allCount: 0 },
};

const url = () => screen.getByRole('status', { name: '주소' }).textContent;
const page = (content: unknown[]) => ({
  content,
  number: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
  empty: content.length === 0,
});

function renderExplore(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/explore"
        element={
          <>
            <ExploreRoute />
            <UrlProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

describe('ExploreRoute', () => {
  let searches: Array<Record<string, unknown>>;

  beforeEach(() => {
    searches = [];
    mockApi((config: InternalAxiosRequestConfig) => {
      if (config.url === '/locations') return { status: 200, data: LOCATIONS };
      const params = (config.params ?? {}) as Record<string, unknown>;
      const isSearch = params.query !== undefined || params.locationIds !== undefined || params.categoryId !== undefined;
      if (config.url === '/groups' && !isSearch) return { status: 200, data: page([buildGroup({ name: '새로 만든 모임' })]) };
      if (config.url === '/groups') {
        searches.push(params);
        const query = (config.params as { query?: string }).query;
        const elsewhere = ELSEWHERE[query ?? ''];
        if (elsewhere && params.locationIds !== undefined) return { status: 200, data: { ...page([]), alternatives: elsewhere } };
        return { status: 200, data: page(query === '없음' ? [] : [buildGroup({ name: `${query ?? ''} 검색 결과` })]) };
      }
      return { status: 503 };
    });
  });

  it('puts the search text in the URL after the pause, keeping other filters and replacing history', async () => {
    const user = userEvent.setup();
    renderExplore('/explore?category=4');
    await user.type(screen.getByRole('searchbox', { name: '모임 검색' }), '러닝');
    expect(url()).toBe('{"category":"4"} POP');

    await waitFor(() => expect(url()).toBe('{"q":"러닝","category":"4"} REPLACE'));
    expect(await screen.findByRole('article', { name: '러닝 검색 결과' })).toBeInTheDocument();
    expect(searches.at(-1)).toMatchObject({ query: '러닝', categoryId: 4 });
  });

  it('fills the box from the URL and removes a filter with its chip', async () => {
    const user = userEvent.setup();
    renderExplore('/explore?q=독서&locations=2');
    expect(screen.getByRole('searchbox', { name: '모임 검색' })).toHaveValue('독서');
    const chips = screen.getByRole('list', { name: '적용된 필터' });
    await user.click(await within(chips).findByRole('button', { name: '중구 필터 제거' }));
    expect(url()).toBe('{"q":"독서"} REPLACE');

    await user.click(within(chips).getByRole('button', { name: '독서 필터 제거' }));
    expect(url()).toBe('{} REPLACE');
    expect(screen.getByRole('searchbox', { name: '모임 검색' })).toHaveValue('');
    expect(await screen.findByRole('article', { name: '새로 만든 모임' })).toBeInTheDocument();
  });

  it('picks several districts from the filter panel, with their neighbours on request', async () => {
    const user = userEvent.setup();
    renderExplore('/explore');
    await user.click(screen.getByRole('button', { name: '필터' }));
    const jongno = await screen.findByRole('button', { name: '종로구' });
    await user.click(jongno);
    expect(url()).toBe('{"locations":"1"} REPLACE');
    await user.click(screen.getByRole('button', { name: '중구' }));
    expect(url()).toBe('{"locations":"1,2"} REPLACE');
    await user.click(screen.getByRole('checkbox', { name: /가까운 동네 포함/ }));
    expect(url()).toBe('{"locations":"1,2","near":"1"} REPLACE');
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ locationIds: '1,2', near: true }));
    await user.click(screen.getByRole('button', { name: '중구' }));
    await user.click(screen.getByRole('button', { name: '종로구' }));
    expect(url()).toBe('{} REPLACE');
  });

  it('finds a district by typing, among all of them', async () => {
    const user = userEvent.setup();
    renderExplore('/explore');
    await user.click(screen.getByRole('button', { name: '필터' }));
    await user.type(await screen.findByRole('searchbox', { name: '동네 이름으로 찾기' }), 'ㅈㄹ');
    expect(screen.getByRole('button', { name: '종로구' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '중구' })).not.toBeInTheDocument();
  });

  it('says under the box why a query of six words cannot be searched, and sends nothing', async () => {
    renderExplore('/explore?q=가 나 다 라 마 바');
    expect(await screen.findByText('검색어는 5단어까지 입력할 수 있어요', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '모임 검색' })).toHaveAttribute('aria-invalid', 'true');
    expect(searches).toEqual([]);
  });

  it('says when nothing matched and offers to reset', async () => {
    const user = userEvent.setup();
    renderExplore('/explore?q=없음');
    expect(await screen.findByRole('heading', { name: '검색 결과가 없습니다' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: '검색 결과' });
    await user.click(within(results).getByRole('button', { name: '필터 초기화' }));
    expect(url()).toBe('{} REPLACE');
  });

  describe('an empty search in chosen districts (contract §14)', () => {
    afterEach(() => useAuthStore.setState({ isAuthenticated: false, user: null }));

    it('says nothing was found there and offers nearby and everywhere with their counts', async () => {
      const user = userEvent.setup();
      renderExplore('/explore?q=런닝&locations=1');
      expect(await screen.findByRole('heading', { name: '종로구에서는 찾지 못했어요' })).toBeInTheDocument();
      const results = screen.getByRole('region', { name: '검색 결과' });
      await user.click(within(results).getByRole('button', { name: '가까운 동네에서 찾기 (2)' }));
      expect(url()).toBe('{"q":"런닝","locations":"1","near":"1"} REPLACE');
    });

    it('widens to every district, leaving out an option that finds nothing', async () => {
      const user = userEvent.setup();
      renderExplore('/explore?q=홍대&locations=1,2');
      expect(await screen.findByRole('heading', { name: '종로구 외 1곳에서는 찾지 못했어요' })).toBeInTheDocument();
      const results = screen.getByRole('region', { name: '검색 결과' });
      expect(within(results).queryByRole('button', { name: /가까운 동네에서 찾기/ })).not.toBeInTheDocument();
      await user.click(within(results).getByRole('button', { name: '서울 전체에서 찾기 (3)' }));
      // The guest has no 동네 of their own: everywhere is the clean URL.
      expect(url()).toBe('{"q":"홍대"} REPLACE');
      expect(await screen.findByRole('article', { name: '홍대 검색 결과' })).toBeInTheDocument();
    });

    it('says kindly when the search finds nothing anywhere', async () => {
      renderExplore('/explore?q=없는말&locations=2');
      expect(await screen.findByRole('heading', { name: '아직 이런 모임이 없어요' })).toBeInTheDocument();
      expect(screen.getByText(/중구에도, 서울 전체에도 아직 없어요/)).toBeInTheDocument();
      const results = screen.getByRole('region', { name: '검색 결과' });
      expect(within(results).queryByRole('button', { name: /서울 전체에서 찾기/ })).not.toBeInTheDocument();
      expect(within(results).getByRole('button', { name: '필터 초기화' })).toBeInTheDocument();
    });

    it("says a signed-in search looks in one's own 동네, and widens it to everywhere", async () => {
      useAuthStore.setState({
        isAuthenticated: true,
        user: { id: 7, nickname: '이웃', locationIds: [2], userLocation: null } as never,
      });
      const user = userEvent.setup();
      renderExplore('/explore?q=러닝');
      expect(await screen.findByRole('article', { name: '러닝 검색 결과' })).toBeInTheDocument();
      expect(searches.at(-1)).toMatchObject({ query: '러닝', locationIds: '2' });
      const results = screen.getByRole('region', { name: '검색 결과' });
      expect(within(results).getByText('내 동네 중구에서 검색 중')).toBeInTheDocument();
      await user.click(within(results).getByRole('button', { name: '서울 전체에서 찾기' }));
      expect(url()).toBe('{"q":"러닝","locations":""} REPLACE');
      await waitFor(() => expect(searches.at(-1)).not.toHaveProperty('locationIds'));
      expect(within(results).queryByText(/검색 중/)).not.toBeInTheDocument();
    });
  });

  it('offers a retry when the server cannot be reached', async () => {
    mockApi((config) => (config.url === '/locations' ? { status: 200, data: LOCATIONS } : { status: 503 }));
    renderExplore('/explore?q=러닝');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '서버에 연결할 수 없습니다.' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('잠시 후 다시 시도해주세요.');
    expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
