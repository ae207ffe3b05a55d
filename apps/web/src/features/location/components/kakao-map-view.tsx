import type { UserLocation } from '@dongne/contract';
import { useEffect, useRef } from 'react';
import { KAKAO_HOME_LEVEL } from '@/features/location/location-defaults.ts';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';
import type { KakaoMap, KakaoMaps, KakaoMarker, KakaoMouseEvent } from '@/features/location/maps/kakao-types.ts';

type KakaoMapViewProps = {
  maps: KakaoMaps;
  value: UserLocation;
  onPick: (lat: number, lng: number) => void;
  /** Spec §8: the map could not start (often a wrong key); the picker falls back to the district map. */
  onInitError: () => void;
};

/** Kakao's tiled map with click-to-pick and one marker; used only when a key is configured. */
export function KakaoMapView({ maps, value, onPick, onInitError }: KakaoMapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: KakaoMap; marker: KakaoMarker } | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  // Built once per SDK instance; later value changes only move the marker and the centre.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first value is only the starting centre
  useEffect(() => {
    if (!containerRef.current) return;
    try {
      const center = new maps.LatLng(value.lat, value.lng);
      const map = new maps.Map(containerRef.current, { center, level: KAKAO_HOME_LEVEL });
      const marker = new maps.Marker({ position: center, map });
      const onClick = ({ latLng }: KakaoMouseEvent) => onPickRef.current(latLng.getLat(), latLng.getLng());
      maps.event.addListener(map, 'click', onClick);
      mapRef.current = { map, marker };
      return () => {
        maps.event.removeListener(map, 'click', onClick);
        marker.setMap(null);
        mapRef.current = null;
      };
    } catch {
      onInitError();
    }
  }, [maps, onInitError]);

  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const position = new maps.LatLng(value.lat, value.lng);
    current.marker.setPosition(position);
    current.map.setCenter(position);
  }, [maps, value.lat, value.lng]);

  return (
    <div
      ref={containerRef}
      role="application"
      aria-label={LOCATION_TEXT.mapLabel}
      className="aspect-[4/3] w-full overflow-hidden rounded-2xl border border-gray-200 bg-gray-100"
    />
  );
}
