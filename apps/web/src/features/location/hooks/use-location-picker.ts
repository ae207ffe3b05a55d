import type { UserLocation } from '@dongne/contract';
import { useState } from 'react';
import { districtAddress } from '@/features/location/location-defaults.ts';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';
import type { MapService } from '@/features/location/maps/map-service.ts';
import { useLocationStore } from '@/features/location/stores/location-store.ts';
import { GeolocationUnsupportedError, getCurrentPosition } from './get-current-position.ts';

export type PickerNotice = { tone: 'danger' | 'info'; text: string };

type Options = { service: MapService | null; onChange: (location: UserLocation) => void };

/** The picker's actions (search, current location, map pick) and the notice they leave behind. */
export function useLocationPicker({ service, onChange }: Options) {
  const [notice, setNotice] = useState<PickerNotice | null>(null);
  const [isLocating, setIsLocating] = useState(false);
  const [isSearching, setIsSearching] = useState(false);

  const search = async (query: string) => {
    // Spec §5: a blank search does nothing, not even clear the previous message.
    if (!query.trim() || !service) return;
    setIsSearching(true);
    try {
      const outcome = await service.searchAddress(query.trim());
      if (outcome.status === 'not-found') return setNotice({ tone: 'danger', text: LOCATION_TEXT.addressNotFound });
      setNotice(outcome.status === 'unavailable' ? { tone: 'info', text: LOCATION_TEXT.searchUnavailable } : null);
      onChange(outcome.location);
    } finally {
      setIsSearching(false);
    }
  };

  const locate = async () => {
    if (!service) return;
    setIsLocating(true);
    setNotice(null);
    try {
      const { lat, lng } = await getCurrentPosition();
      const { location, isKnown } = await service.describePoint(lat, lng);
      useLocationStore.getState().setCurrentLocation(location);
      onChange(location);
      if (!isKnown) setNotice({ tone: 'info', text: LOCATION_TEXT.outsideSeoul });
    } catch (error) {
      const text = error instanceof GeolocationUnsupportedError ? LOCATION_TEXT.geolocationUnsupported : LOCATION_TEXT.geolocationFailed;
      setNotice({ tone: 'danger', text });
    } finally {
      setIsLocating(false);
    }
  };

  /** A district chosen on the district map: the shape already names it, no geocoding needed. */
  const pickDistrict = (district: string, lat: number, lng: number) => {
    setNotice(null);
    onChange({ lat, lng, address: districtAddress(district), district });
  };

  /** A point chosen on a full map (Kakao): ask the service what is there. */
  const pickPoint = async (lat: number, lng: number) => {
    if (!service) return;
    const { location, isKnown } = await service.describePoint(lat, lng);
    setNotice(isKnown ? null : { tone: 'info', text: LOCATION_TEXT.outsideSeoul });
    onChange(location);
  };

  return { notice, isLocating, isSearching, search, locate, pickDistrict, pickPoint };
}
