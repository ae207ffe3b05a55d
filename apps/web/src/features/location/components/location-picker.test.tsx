import type { UserLocation } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_LOCATION } from '@/features/location/location-defaults.ts';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LocationPicker } from './location-picker.tsx';

const SONGPA = { id: 24, city: '서울특별시', district: '송파구', lat: 37.5145, lng: 127.1059 };
let picked: UserLocation[];

function Harness() {
  const [value, setValue] = useState(DEFAULT_USER_LOCATION);
  return (
    <LocationPicker
      value={value}
      onChange={(location) => {
        picked.push(location);
        setValue(location);
      }}
    />
  );
}

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition'] | undefined) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

const selectedBox = () => screen.getByRole('region', { name: LOCATION_TEXT.selectedHeading });

async function renderPicker() {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  await screen.findByRole('group', { name: LOCATION_TEXT.mapLabel }, { timeout: 5000 });
  return user;
}

beforeEach(() => {
  picked = [];
  mockApi((config) => {
    if (config.url === '/config') return { status: 200, data: { kakaoMapKey: null } };
    if (config.url === '/locations') return { status: 200, data: [SONGPA] };
    return { status: 404 };
  });
});

afterEach(() => {
  stubGeolocation(undefined);
});

describe('LocationPicker with the district map (no map service)', () => {
  it('draws 25 districts as buttons and shows the default choice', async () => {
    await renderPicker();
    const map = screen.getByRole('group', { name: LOCATION_TEXT.mapLabel });
    expect(within(map).getAllByRole('button')).toHaveLength(25);
    expect(within(map).getByRole('button', { name: '강남구' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(selectedBox()).getByText('강남구')).toBeInTheDocument();
    expect(screen.getByText(LOCATION_TEXT.hint)).toBeInTheDocument();
  });

  it('selects a district from the keyboard', async () => {
    const user = await renderPicker();
    screen.getByRole('button', { name: '마포구' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '마포구' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(selectedBox()).getByText('서울 마포구')).toBeInTheDocument();
    screen.getByRole('button', { name: '종로구' }).focus();
    await user.keyboard(' ');
    expect(picked.at(-1)?.district).toBe('종로구');
  });

  it('searches on Enter, ignores a blank search and reports an unknown address', async () => {
    const user = await renderPicker();
    const box = screen.getByRole('searchbox', { name: LOCATION_TEXT.searchLabel });
    await user.type(box, '   {Enter}');
    expect(picked).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '송파{Enter}');
    expect(picked.at(-1)).toEqual({ lat: 37.5145, lng: 127.1059, address: '서울 송파구', district: '송파구' });
    expect(screen.getByRole('button', { name: '송파구' })).toHaveAttribute('aria-pressed', 'true');

    await user.clear(box);
    await user.type(box, '해운대{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCATION_TEXT.addressNotFound);
    expect(picked).toHaveLength(1);
  });
});

describe('LocationPicker current location (spec §7, §8)', () => {
  it('says when the browser has no geolocation', async () => {
    const user = await renderPicker();
    await user.click(screen.getByRole('button', { name: LOCATION_TEXT.currentLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCATION_TEXT.geolocationUnsupported);
  });

  it('asks with the spec options and reports a denied permission', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((_, fail) =>
      fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    stubGeolocation(getCurrentPosition);
    const user = await renderPicker();
    await user.click(screen.getByRole('button', { name: LOCATION_TEXT.currentLocation }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCATION_TEXT.geolocationFailed);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ timeout: 10000, enableHighAccuracy: true, maximumAge: 0 });
  });

  it('reverse-geocodes a position in Seoul to its district', async () => {
    stubGeolocation((succeed) => succeed({ coords: { latitude: 37.5563, longitude: 126.922 } } as GeolocationPosition));
    const user = await renderPicker();
    await user.click(screen.getByRole('button', { name: LOCATION_TEXT.currentLocation }));
    expect(await within(selectedBox()).findByText('마포구')).toBeInTheDocument();
    expect(picked.at(-1)).toEqual({ lat: 37.5563, lng: 126.922, address: '서울 마포구', district: '마포구' });
  });

  it('falls back to the coordinates and 강남구 outside Seoul', async () => {
    stubGeolocation((succeed) => succeed({ coords: { latitude: 35.1796, longitude: 129.0756 } } as GeolocationPosition));
    const user = await renderPicker();
    await user.click(screen.getByRole('button', { name: LOCATION_TEXT.currentLocation }));
    expect(await screen.findByText(LOCATION_TEXT.outsideSeoul)).toBeInTheDocument();
    expect(picked.at(-1)).toEqual({ lat: 35.1796, lng: 129.0756, address: '위도 35.17960, 경도 129.07560', district: '강남구' });
  });
});
