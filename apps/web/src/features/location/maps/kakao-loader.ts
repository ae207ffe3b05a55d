import { MAP_POLL_ATTEMPTS, MAP_POLL_INTERVAL_MS } from '@/features/location/location-defaults.ts';
import type { KakaoMaps } from './kakao-types.ts';

const SCRIPT_ID = 'kakao-maps-sdk';

export class MapLoadError extends Error {}

export function kakaoSdkUrl(appKey: string): string {
  // autoload=false: the SDK is started with maps.load(), so nothing runs before we are ready.
  return `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(appKey)}&libraries=services&autoload=false`;
}

let loading: Promise<KakaoMaps> | null = null;

/**
 * Adds the Kakao Maps SDK script once and polls for `window.kakao.maps` (spec §4: every 100 ms,
 * 50 times); rejects with MapLoadError when the script fails or the SDK never appears.
 */
export function loadKakaoMaps(
  appKey: string,
  { intervalMs = MAP_POLL_INTERVAL_MS, attempts = MAP_POLL_ATTEMPTS } = {},
): Promise<KakaoMaps> {
  loading ??= new Promise<KakaoMaps>((resolve, reject) => {
    let tries = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const fail = (reason: string) => {
      clearInterval(timer);
      reject(new MapLoadError(reason));
    };
    const check = () => {
      const maps = window.kakao?.maps;
      if (maps) {
        clearInterval(timer);
        maps.load(() => resolve(maps));
      } else if (++tries >= attempts) {
        fail('Kakao Maps SDK did not appear in time');
      }
    };
    if (!document.getElementById(SCRIPT_ID)) {
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = kakaoSdkUrl(appKey);
      script.async = true;
      script.addEventListener('error', () => fail('Kakao Maps SDK script failed to load'));
      document.head.append(script);
    }
    timer = setInterval(check, intervalMs);
  }).catch((error: unknown) => {
    // Let a later attempt (another open of the picker) try again from scratch.
    loading = null;
    document.getElementById(SCRIPT_ID)?.remove();
    throw error;
  });
  return loading;
}
