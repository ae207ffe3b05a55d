import { type Location, MAX_SELECTED_LOCATIONS, type UserLocation } from '@dongne/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isUserLocation, USER_LOCATION_STORAGE_KEY } from '@/features/location/lib/user-location.ts';
import { writePlaceHint } from '@/lib/first-screen-hints.ts';

type LocationState = {
  /** Districts chosen as filters; spec §4: at most 2, a third drops the oldest. */
  selectedLocations: Location[];
  /** Every district the server offers (GET /api/locations). */
  availableLocations: Location[];
  /** Where the browser last said the device is (geolocation), if it was asked. */
  currentLocation: UserLocation | null;
  /** The user's own 동네; the only field kept across reloads. */
  userLocation: UserLocation | null;
  selectLocation: (location: Location) => void;
  deselectLocation: (locationId: number) => void;
  setSelectedLocations: (locations: Location[]) => void;
  setAvailableLocations: (locations: Location[]) => void;
  setCurrentLocation: (location: UserLocation | null) => void;
  setUserLocation: (location: UserLocation) => void;
};

/** Keeps the newest `MAX_SELECTED_LOCATIONS` distinct districts, oldest first. */
function keepNewest(locations: Location[]): Location[] {
  const unique = locations.filter((location, index) => locations.findIndex((other) => other.id === location.id) === index);
  return unique.slice(-MAX_SELECTED_LOCATIONS);
}

export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      selectedLocations: [],
      availableLocations: [],
      currentLocation: null,
      userLocation: null,
      selectLocation: (location) =>
        set((state) =>
          state.selectedLocations.some((selected) => selected.id === location.id)
            ? state
            : { selectedLocations: keepNewest([...state.selectedLocations, location]) },
        ),
      deselectLocation: (locationId) =>
        set((state) => ({ selectedLocations: state.selectedLocations.filter((location) => location.id !== locationId) })),
      setSelectedLocations: (locations) => set({ selectedLocations: keepNewest(locations) }),
      setAvailableLocations: (locations) => set({ availableLocations: locations }),
      setCurrentLocation: (location) => set({ currentLocation: location }),
      setUserLocation: (location) => {
        writePlaceHint(location);
        set({ userLocation: location });
      },
    }),
    {
      name: USER_LOCATION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Spec §3: filters and the device position are per visit; only the chosen 동네 is kept.
      partialize: (state) => ({ userLocation: state.userLocation }),
      merge: (persisted, current) => {
        // A hand-edited or outdated value must not reach the banner; fall back to the default.
        const stored = (persisted as { userLocation?: unknown } | undefined)?.userLocation;
        return { ...current, userLocation: isUserLocation(stored) ? stored : null };
      },
    },
  ),
);
