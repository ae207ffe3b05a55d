import { describe, expect, it } from 'vitest';
import { type DistrictEntry, matchDistrict } from './address-search.ts';

const entry = (name: string, nameEn: string): DistrictEntry => ({ name, nameEn, lat: 37.5, lng: 127 });
const DISTRICTS = [
  entry('마포구', 'Mapo-gu'),
  entry('송파구', 'Songpa-gu'),
  entry('중구', 'Jung-gu'),
  entry('중랑구', 'Jungnang-gu'),
  entry('서대문구', 'Seodaemun-gu'),
  entry('서초구', 'Seocho-gu'),
  entry('강남구', 'Gangnam-gu'),
  entry('강동구', 'Gangdong-gu'),
];

const nameOf = (query: string) => matchDistrict(query, DISTRICTS)?.district.name ?? null;

describe('matchDistrict', () => {
  it('matches a district with or without 구', () => {
    expect(nameOf('마포구')).toBe('마포구');
    expect(nameOf('송파')).toBe('송파구');
    expect(nameOf('  중  ')).toBe('중구');
  });

  it('reads simple addresses and keeps the street part', () => {
    expect(matchDistrict('서울 마포구 월드컵로 240', DISTRICTS)?.address).toBe('서울 마포구 월드컵로 240');
    expect(matchDistrict('서울특별시 송파구 올림픽로 300', DISTRICTS)?.address).toBe('서울 송파구 올림픽로 300');
    expect(matchDistrict('서울시마포구', DISTRICTS)?.address).toBe('서울 마포구');
    expect(matchDistrict('마포', DISTRICTS)?.address).toBe('서울 마포구');
  });

  it('matches English names and places named after a district', () => {
    expect(nameOf('Mapo')).toBe('마포구');
    expect(nameOf('seoul jungnang-gu')).toBe('중랑구');
    expect(nameOf('마포구청')).toBe('마포구');
    expect(nameOf('중랑구청')).toBe('중랑구');
  });

  it('accepts a unique prefix but not an ambiguous or one-letter one', () => {
    expect(nameOf('서대')).toBe('서대문구');
    expect(nameOf('서')).toBeNull();
    expect(nameOf('강')).toBeNull();
  });

  it('answers null for unknown places and blank input', () => {
    expect(nameOf('부산 해운대구')).toBeNull();
    expect(nameOf('서울')).toBeNull();
    expect(nameOf('   ')).toBeNull();
  });
});
