// The small part of the Kakao Maps JavaScript SDK this feature calls, typed by hand because the
// SDK ships no types (https://apis.map.kakao.com/web/documentation/).

export type KakaoLatLng = { getLat: () => number; getLng: () => number };
export type KakaoMap = { setCenter: (position: KakaoLatLng) => void; relayout: () => void };
export type KakaoMarker = { setPosition: (position: KakaoLatLng) => void; setMap: (map: KakaoMap | null) => void };
export type KakaoMouseEvent = { latLng: KakaoLatLng };

export type KakaoAddressResult = {
  x: string;
  y: string;
  address_name: string;
  address: { region_1depth_name: string; region_2depth_name: string } | null;
  road_address: { region_1depth_name: string; region_2depth_name: string } | null;
};

export type KakaoRegionResult = {
  region_type: 'B' | 'H';
  address_name: string;
  region_1depth_name: string;
  region_2depth_name: string;
};

export type KakaoStatus = 'OK' | 'ZERO_RESULT' | 'ERROR';

export type KakaoGeocoder = {
  addressSearch: (query: string, callback: (result: KakaoAddressResult[], status: KakaoStatus) => void) => void;
  coord2RegionCode: (lng: number, lat: number, callback: (result: KakaoRegionResult[], status: KakaoStatus) => void) => void;
};

export type KakaoMaps = {
  load: (callback: () => void) => void;
  LatLng: new (lat: number, lng: number) => KakaoLatLng;
  Map: new (container: HTMLElement, options: { center: KakaoLatLng; level: number }) => KakaoMap;
  Marker: new (options: { position: KakaoLatLng; map?: KakaoMap }) => KakaoMarker;
  event: {
    addListener: (target: KakaoMap, type: 'click', handler: (event: KakaoMouseEvent) => void) => void;
    removeListener: (target: KakaoMap, type: 'click', handler: (event: KakaoMouseEvent) => void) => void;
  };
  /** Present only when the SDK was loaded with `libraries=services`. */
  services?: { Geocoder: new () => KakaoGeocoder; Status: Record<KakaoStatus, KakaoStatus> };
};

declare global {
  interface Window {
    kakao?: { maps?: KakaoMaps };
  }
}
