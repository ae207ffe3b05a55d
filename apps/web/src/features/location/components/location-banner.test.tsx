import { type Me, meSchema, type UserLocation } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';
import { useLocationStore } from '@/features/location/stores/location-store.ts';
import { writeStoredUser, writeTokens } from '@/lib/auth-storage.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LocationBanner } from './location-banner.tsx';

const MAPO = { id: 14, city: '서울특별시', district: '마포구', lat: 37.5663, lng: 126.9019 };
const SONGPA_HOME: UserLocation = { lat: 37.5145, lng: 127.1059, address: '서울 송파구', district: '송파구' };
// Parsed rather than typed, so the fixture follows the contract as it grows (extra keys are stripped).
const ME: Me = meSchema.parse({
  id: 7,
  email: 'me@example.com',
  nickname: '동네주민',
  bio: null,
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  interests: [],
  interestCategoryIds: [],
  company: { id: 1, name: '예시회사' },
  userLocation: null,
  locationIds: [],
  role: 'USER',
  postCount: 0,
  likeCount: 0,
  groupCount: 0,
  ownedGroupCount: 0,
  participatedGroupCount: 0,
});

let saved: unknown[];
let failSave: boolean;

function signIn(user: Me) {
  writeTokens({ accessToken: 'access', refreshToken: 'refresh' });
  writeStoredUser(user);
  useAuthStore.setState({ user, isAuthenticated: true });
}

const banner = () => screen.getByRole('region', { name: LOCATION_TEXT.bannerHeading });

async function chooseMapoAndSave() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: LOCATION_TEXT.openPicker }));
  const dialog = await screen.findByRole('dialog', { name: LOCATION_TEXT.modalTitle });
  const mapo = await within(dialog).findByRole('button', { name: '마포구' }, { timeout: 5000 });
  mapo.focus();
  await user.keyboard('{Enter}');
  await user.click(within(dialog).getByRole('button', { name: LOCATION_TEXT.confirm }));
  await screen.findByText('마포구', { selector: 'strong' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

beforeEach(() => {
  saved = [];
  failSave = false;
  useAuthStore.setState({ user: null, isAuthenticated: false });
  useLocationStore.setState({ userLocation: null });
  mockApi((config) => {
    if (config.url === '/config') return { status: 200, data: { kakaoMapKey: null } };
    if (config.url === '/locations') return { status: 200, data: [MAPO] };
    if (config.url === '/users/location' && config.method === 'put') {
      saved.push(jsonBody(config));
      if (failSave) return { status: 500, data: errorBody(500, 'boom', 'Internal Server Error') };
      return { status: 200, data: { ...ME, userLocation: jsonBody(config) } };
    }
    return { status: 404 };
  });
});

describe('LocationBanner', () => {
  it('shows the default 동네 to a new guest', () => {
    renderWithProviders(<LocationBanner />);
    expect(banner()).toHaveTextContent('강남구 · 서울 강남구');
  });

  it("prefers the account's location over this browser's", () => {
    useLocationStore.setState({ userLocation: SONGPA_HOME });
    signIn({ ...ME, userLocation: { lat: 37.57, lng: 126.98, address: '서울 종로구', district: '종로구' } });
    renderWithProviders(<LocationBanner />);
    expect(banner()).toHaveTextContent('종로구 · 서울 종로구');
  });

  it('keeps a guest choice in this browser only', async () => {
    renderWithProviders(<LocationBanner />);
    await chooseMapoAndSave();
    expect(saved).toEqual([]);
    expect(useLocationStore.getState().userLocation).toEqual({ lat: 37.5663, lng: 126.9019, address: '서울 마포구', district: '마포구' });
  });

  it('saves a signed-in choice to the server and shows it', async () => {
    signIn(ME);
    renderWithProviders(<LocationBanner />);
    await chooseMapoAndSave();
    expect(saved).toEqual([{ lat: 37.5663, lng: 126.9019, address: '서울 마포구', district: '마포구' }]);
    expect(useAuthStore.getState().user?.userLocation?.district).toBe('마포구');
    expect(banner()).toHaveTextContent('마포구 · 서울 마포구');
  });

  it('still updates the local location when the server save fails (spec §4)', async () => {
    failSave = true;
    signIn(ME);
    renderWithProviders(<LocationBanner />);
    await chooseMapoAndSave();
    expect(saved).toHaveLength(1);
    expect(useLocationStore.getState().userLocation?.district).toBe('마포구');
    expect(banner()).toHaveTextContent('마포구 · 서울 마포구');
  });

  it('leaves everything as it was on 취소', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LocationBanner />);
    await user.click(screen.getByRole('button', { name: LOCATION_TEXT.openPicker }));
    await user.click(await screen.findByRole('button', { name: LOCATION_TEXT.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useLocationStore.getState().userLocation).toBeNull();
    expect(banner()).toHaveTextContent('강남구');
  });
});
