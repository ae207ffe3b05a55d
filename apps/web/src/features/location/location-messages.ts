/**
 * Korean texts of the location feature (spec §2 Map location picker, §5 Address search, §8 Maps).
 * Kept beside the feature so the picker, banner and tests quote the same wording.
 */
export const LOCATION_TEXT = {
  bannerHeading: '내 동네',
  openPicker: '동네 설정',
  modalTitle: '내 동네 설정',
  cancel: '취소',
  confirm: '이 위치로 설정',
  saved: '위치가 저장되었습니다',
  savedOnDeviceOnly: '서버에 저장하지 못해 이 기기에만 위치를 저장했습니다. 잠시 후 다시 시도해주세요.',

  searchLabel: '주소 또는 동네 검색',
  searchPlaceholder: '예: 마포구, 서울 송파구 올림픽로 300',
  search: '검색',
  currentLocation: '현재 위치',
  locating: '위치 확인 중…',
  hint: '지도를 클릭하거나 주소를 검색하세요',
  selectedHeading: '선택한 위치',

  addressNotFound: '주소를 찾을 수 없습니다',
  searchUnavailable: '주소 검색 서비스를 아직 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  geolocationUnsupported: '브라우저가 위치 정보를 지원하지 않습니다.',
  geolocationFailed: '위치 정보를 가져올 수 없습니다. 위치 권한을 확인해주세요.',
  outsideSeoul: '서울 밖의 위치라 동네를 찾지 못했어요. 지도에서 동네를 직접 골라주세요.',
  mapLoadFailed: '지도 서비스를 불러올 수 없습니다. 간단한 위치 선택 도구를 사용해주세요.',
  mapInitFailed: '지도를 초기화하지 못했습니다. 인증 문제일 수 있습니다.',
  mapLoading: '지도를 불러오는 중',

  mapLabel: '서울 25개 구 지도. 구를 눌러 동네를 선택하세요',
  coordinatesAddress: (lat: number, lng: number) => `위도 ${lat.toFixed(5)}, 경도 ${lng.toFixed(5)}`,
} as const;
