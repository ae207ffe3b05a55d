import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useClientConfig } from '@/features/location/api/get-client-config.ts';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';
import { loadKakaoMaps } from '@/features/location/maps/kakao-loader.ts';
import type { KakaoMaps } from '@/features/location/maps/kakao-types.ts';

export type MapProvider =
  | { kind: 'loading' }
  /** `notice` says why the simple tool is shown instead of Kakao (spec §8). */
  | { kind: 'districts'; notice: string | null }
  | { kind: 'kakao'; maps: KakaoMaps; onInitError: () => void };

/**
 * Kakao Maps when the server has a key and the SDK loads; otherwise the offline district map,
 * which is also the default (no key set, as on this deployment).
 */
export function useMapProvider(): MapProvider {
  const config = useClientConfig();
  const kakaoKey = config.data?.kakaoMapKey ?? null;
  const [hasInitFailed, setHasInitFailed] = useState(false);
  // Stable, because the Kakao view rebuilds its map whenever this callback changes.
  const onInitError = useCallback(() => setHasInitFailed(true), []);
  const sdk = useQuery({
    queryKey: ['location', 'kakao-sdk', kakaoKey],
    queryFn: () => loadKakaoMaps(kakaoKey ?? ''),
    enabled: kakaoKey !== null,
    staleTime: Infinity,
    retry: false,
  });

  if (config.isPending) return { kind: 'loading' };
  if (kakaoKey === null) return { kind: 'districts', notice: null };
  if (hasInitFailed) return { kind: 'districts', notice: LOCATION_TEXT.mapInitFailed };
  if (sdk.isError) return { kind: 'districts', notice: LOCATION_TEXT.mapLoadFailed };
  if (!sdk.data) return { kind: 'loading' };
  return { kind: 'kakao', maps: sdk.data, onInitError };
}
