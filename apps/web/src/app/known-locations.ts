import type { Location } from '@dongne/contract';

/**
 * GET /api/locations as shipped with the app: the same reference data as the server's
 * `apps/server/src/db/reference-data/locations.json` (a unit test keeps them equal), so the first
 * screen can name the user's 동네 and ask for its groups without waiting a round trip for the list.
 */
export const KNOWN_LOCATIONS: readonly Location[] = [
  { id: 1, city: '서울특별시', district: '종로구', lat: 37.5735, lng: 126.979 },
  { id: 2, city: '서울특별시', district: '중구', lat: 37.5641, lng: 126.9979 },
  { id: 3, city: '서울특별시', district: '용산구', lat: 37.5326, lng: 126.9905 },
  { id: 4, city: '서울특별시', district: '성동구', lat: 37.5634, lng: 127.0369 },
  { id: 5, city: '서울특별시', district: '광진구', lat: 37.5385, lng: 127.0823 },
  { id: 6, city: '서울특별시', district: '동대문구', lat: 37.5744, lng: 127.0396 },
  { id: 7, city: '서울특별시', district: '중랑구', lat: 37.6066, lng: 127.0927 },
  { id: 8, city: '서울특별시', district: '성북구', lat: 37.5894, lng: 127.0167 },
  { id: 9, city: '서울특별시', district: '강북구', lat: 37.6397, lng: 127.0256 },
  { id: 10, city: '서울특별시', district: '도봉구', lat: 37.6688, lng: 127.0471 },
  { id: 11, city: '서울특별시', district: '노원구', lat: 37.6543, lng: 127.0565 },
  { id: 12, city: '서울특별시', district: '은평구', lat: 37.6027, lng: 126.9291 },
  { id: 13, city: '서울특별시', district: '서대문구', lat: 37.5791, lng: 126.9368 },
  { id: 14, city: '서울특별시', district: '마포구', lat: 37.5663, lng: 126.9019 },
  { id: 15, city: '서울특별시', district: '양천구', lat: 37.517, lng: 126.8665 },
  { id: 16, city: '서울특별시', district: '강서구', lat: 37.5509, lng: 126.8495 },
  { id: 17, city: '서울특별시', district: '구로구', lat: 37.4954, lng: 126.8874 },
  { id: 18, city: '서울특별시', district: '금천구', lat: 37.4569, lng: 126.8955 },
  { id: 19, city: '서울특별시', district: '영등포구', lat: 37.5264, lng: 126.8962 },
  { id: 20, city: '서울특별시', district: '동작구', lat: 37.5124, lng: 126.9393 },
  { id: 21, city: '서울특별시', district: '관악구', lat: 37.4784, lng: 126.9516 },
  { id: 22, city: '서울특별시', district: '서초구', lat: 37.4837, lng: 127.0324 },
  { id: 23, city: '서울특별시', district: '강남구', lat: 37.5172, lng: 127.0473 },
  { id: 24, city: '서울특별시', district: '송파구', lat: 37.5145, lng: 127.1059 },
  { id: 25, city: '서울특별시', district: '강동구', lat: 37.5301, lng: 127.1238 },
  { id: 26, city: '경기도', district: '성남시 분당구', lat: 37.3827, lng: 127.1189 },
  { id: 27, city: '경기도', district: '성남시 수정구', lat: 37.4504, lng: 127.1456 },
  { id: 28, city: '경기도', district: '수원시 영통구', lat: 37.2596, lng: 127.0465 },
  { id: 29, city: '경기도', district: '용인시 기흥구', lat: 37.2804, lng: 127.1148 },
  { id: 30, city: '경기도', district: '안양시 동안구', lat: 37.3925, lng: 126.9568 },
  { id: 31, city: '경기도', district: '과천시', lat: 37.4292, lng: 126.9876 },
  { id: 32, city: '경기도', district: '고양시 일산동구', lat: 37.6586, lng: 126.775 },
  { id: 33, city: '인천광역시', district: '연수구', lat: 37.4101, lng: 126.6783 },
];
