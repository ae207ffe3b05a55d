import type { Me } from '@dongne/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CreateGroup } from './create-group.tsx';

const LOCATIONS = [
  { id: 23, city: '서울특별시', district: '강남구', lat: 37.5, lng: 127.04 },
  { id: 15, city: '서울특별시', district: '마포구', lat: 37.56, lng: 126.9 },
];
const me = (locationIds: number[]) => ({ id: 4, nickname: '박동네', locationIds, interestCategoryIds: [] }) as unknown as Me;
const districtField = () => screen.findByRole('combobox', { name: '활동 지역' });

describe('CreateGroup', () => {
  beforeEach(() => mockApi((config) => (config.url === '/locations' ? { status: 200, data: LOCATIONS } : { status: 503 })));
  afterEach(() => useAuthStore.setState({ user: null, isAuthenticated: false }));

  it('starts in the member’s own 동네', async () => {
    useAuthStore.setState({ user: me([15, 23]), isAuthenticated: true });
    renderWithProviders(<CreateGroup />);
    const field = await districtField();
    await screen.findByRole('option', { name: '서울특별시 마포구' });
    expect(field).toHaveDisplayValue('서울특별시 마포구');
  });

  it('asks for a 동네 when the member has chosen none', async () => {
    useAuthStore.setState({ user: me([]), isAuthenticated: true });
    renderWithProviders(<CreateGroup />);
    await screen.findByRole('option', { name: '서울특별시 마포구' });
    expect(await districtField()).toHaveDisplayValue('지역을 선택해주세요');
  });
});
