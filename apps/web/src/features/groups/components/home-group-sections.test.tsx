import type { Group } from '@dongne/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { buildGroup } from '@/test/build-group.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { HomeGroupSections } from './home-group-sections.tsx';

const page = (content: Group[]) => ({
  content,
  number: 0,
  size: 8,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
  empty: content.length === 0,
});

const DISTRICTS = { ids: [], primary: null, isAccount: true };

/** Answers the two home lists; the recommended one only once `answer` has been called. */
function serveLists(recommended: Group[]) {
  const requested: string[] = [];
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  mockApi(async (config) => {
    requested.push(config.url ?? '');
    if (config.url === '/groups/popular') return { status: 200, data: page([buildGroup({ name: '인기 러닝 크루' })]) };
    if (config.url === '/groups/recommended') {
      await answered;
      return { status: 200, data: page(recommended) };
    }
    return { status: 404 };
  });
  return { requested, answer };
}

describe('HomeGroupSections', () => {
  beforeEach(() => {
    useAuthStore.setState({ isAuthenticated: true, user: { interestCategoryIds: [] } as never });
  });

  it('holds one placeholder for both lists until the recommendation answers, then shows 인기 alone when it is empty', async () => {
    const lists = serveLists([]);
    renderWithProviders(<HomeGroupSections districts={DISTRICTS} />);
    expect(await screen.findByRole('list', { name: '불러오는 중' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '지금 인기 있는 모임' })).not.toBeInTheDocument();
    // The popular list is already on its way: the placeholder waits for 추천 alone.
    expect(lists.requested).toContain('/groups/popular');

    lists.answer();
    const popular = await screen.findByRole('region', { name: '지금 인기 있는 모임' });
    expect(await screen.findByRole('article', { name: '인기 러닝 크루' })).toBeInTheDocument();
    expect(popular).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '추천 모임' })).not.toBeInTheDocument();
  });

  it('puts 추천 above 인기 when it has groups', async () => {
    const lists = serveLists([buildGroup({ name: '추천 독서 모임' })]);
    renderWithProviders(<HomeGroupSections districts={DISTRICTS} />);
    lists.answer();
    const recommended = await screen.findByRole('region', { name: '추천 모임' });
    expect(await screen.findByRole('article', { name: '추천 독서 모임' })).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: '지금 인기 있는 모임' });
    expect(recommended.compareDocumentPosition(popular) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a guest 인기 at once, without asking for a recommendation', async () => {
    useAuthStore.setState({ isAuthenticated: false, user: null });
    const lists = serveLists([]);
    renderWithProviders(<HomeGroupSections districts={{ ...DISTRICTS, isAccount: false }} />);
    expect(await screen.findByRole('article', { name: '인기 러닝 크루' })).toBeInTheDocument();
    expect(lists.requested).not.toContain('/groups/recommended');
  });
});
