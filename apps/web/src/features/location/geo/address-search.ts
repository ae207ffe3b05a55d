import { CITY_SHORT } from '@/features/location/location-defaults.ts';

export type DistrictEntry = { name: string; nameEn: string; lat: number; lng: number };

export type DistrictMatch = { district: DistrictEntry; address: string };

// '서울', '서울시', '서울특별시' and 'Seoul' only say which city; every district here is in Seoul.
const CITY_PREFIX = /^(서울특별시|서울시|서울|seoul)(\s+|(?=[가-힣]))/i;

function tokensOf(query: string): string[] {
  return query.normalize('NFC').trim().replace(/[,·]/g, ' ').replace(CITY_PREFIX, '').split(/\s+/).filter(Boolean);
}

function englishKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/-gu$/, '')
    .replace(/[^a-z]/g, '');
}

/** One token against the district list: exact, '구' left off, an English name, a building like '마포구청', or a unique prefix. */
function matchToken(token: string, districts: DistrictEntry[]): DistrictEntry | null {
  const exact = districts.find((entry) => entry.name === token || entry.name === `${token}구`);
  if (exact) return exact;
  const english = englishKey(token);
  const byEnglish = english ? districts.find((entry) => englishKey(entry.nameEn) === english) : undefined;
  if (byEnglish) return byEnglish;
  // Longest name first, so '중랑구청' is 중랑구 and not a stray prefix.
  const byLongest = [...districts].sort((a, b) => b.name.length - a.name.length);
  const contained = byLongest.find((entry) => token.startsWith(entry.name));
  if (contained) return contained;
  if (token.length < 2) return null;
  const prefixed = districts.filter((entry) => entry.name.startsWith(token));
  return prefixed.length === 1 ? (prefixed[0] ?? null) : null;
}

/**
 * Matches what a person types ('마포', '마포구', '서울 마포구 월드컵로 240', 'Mapo') to a Seoul
 * district without any map service; the address keeps the street part they typed.
 */
export function matchDistrict(query: string, districts: DistrictEntry[]): DistrictMatch | null {
  const tokens = tokensOf(query);
  for (const [index, token] of tokens.entries()) {
    const district = matchToken(token, districts);
    if (district) {
      const rest = tokens.slice(index + 1).join(' ');
      return { district, address: [CITY_SHORT, district.name, rest].filter(Boolean).join(' ') };
    }
  }
  return null;
}
