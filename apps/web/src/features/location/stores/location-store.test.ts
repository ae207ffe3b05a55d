import type { Location } from '@dongne/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_LOCATION_STORAGE_KEY } from '../lib/user-location.ts';
import { useLocationStore } from './location-store.ts';

const district = (id: number, name: string): Location => ({ id, city: '서울특별시', district: name, lat: 37.5, lng: 127 });
const MAPO = district(14, '마포구');
const GANGNAM = district(23, '강남구');
const SONGPA = district(24, '송파구');
const PICKED = { lat: 37.5563, lng: 126.922, address: '서울 마포구', district: '마포구' };

function storedValue(): unknown {
  const raw = localStorage.getItem(USER_LOCATION_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

beforeEach(() => {
  useLocationStore.setState({ selectedLocations: [], availableLocations: [], currentLocation: null, userLocation: null });
  localStorage.clear();
});

describe('selected locations (spec §4: at most 2)', () => {
  it('drops the oldest when a third is added', () => {
    const { selectLocation } = useLocationStore.getState();
    selectLocation(MAPO);
    selectLocation(GANGNAM);
    selectLocation(SONGPA);
    expect(useLocationStore.getState().selectedLocations.map((location) => location.id)).toEqual([23, 24]);
  });

  it('ignores a district that is already selected and removes on deselect', () => {
    const { selectLocation, deselectLocation } = useLocationStore.getState();
    selectLocation(MAPO);
    selectLocation(MAPO);
    expect(useLocationStore.getState().selectedLocations).toEqual([MAPO]);
    deselectLocation(MAPO.id);
    expect(useLocationStore.getState().selectedLocations).toEqual([]);
  });

  it('keeps the newest two distinct districts when set as a list', () => {
    useLocationStore.getState().setSelectedLocations([MAPO, GANGNAM, MAPO, SONGPA]);
    expect(useLocationStore.getState().selectedLocations.map((location) => location.id)).toEqual([23, 24]);
  });
});

describe('persistence (spec §3: only userLocation)', () => {
  it('writes the user location and nothing else under dongne.userLocation', () => {
    const state = useLocationStore.getState();
    state.selectLocation(MAPO);
    state.setAvailableLocations([MAPO, GANGNAM]);
    state.setCurrentLocation(PICKED);
    state.setUserLocation(PICKED);
    expect(storedValue()).toEqual({ state: { userLocation: PICKED }, version: 0 });
  });

  it('restores a stored location and rejects a malformed one', async () => {
    localStorage.setItem(USER_LOCATION_STORAGE_KEY, JSON.stringify({ state: { userLocation: PICKED }, version: 0 }));
    await useLocationStore.persist.rehydrate();
    expect(useLocationStore.getState().userLocation).toEqual(PICKED);

    localStorage.setItem(USER_LOCATION_STORAGE_KEY, JSON.stringify({ state: { userLocation: { lat: 'x', district: '' } }, version: 0 }));
    await useLocationStore.persist.rehydrate();
    expect(useLocationStore.getState().userLocation).toBeNull();
  });
});
