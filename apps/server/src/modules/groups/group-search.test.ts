import { randomInt } from 'node:crypto';
import { hangulInitials, SEARCH_MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, joinAs } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/query.ts';
import { wordMatch } from './groups.repo.ts';

const ctx = setupTestApp();
const LOCATION = { 강남구: 23, 서초구: 22, 양천구: 15, 도봉구: 10, 마포구: 14, 분당구: 26 };
const CATEGORY = { 러닝: 401, 등산: 402, 보드게임: 801, 독서모임: 901 };

// Test files share one database on PostgreSQL: every query carries a word only this test's groups hold.
const marker = () => Array.from({ length: 4 }, () => String.fromCharCode(0xac00 + randomInt(0, 11172))).join('');
/** A marker that holds none of `chars`, in its syllables or their initials, for searches of one of them. */
function markerWithout(chars: string) {
  for (;;) {
    const m = marker();
    const text = m + hangulInitials(m);
    if (![...chars].some((char) => text.includes(char))) return m;
  }
}

async function search(params: Record<string, string>) {
  const response = await ctx.request({ method: 'GET', url: `/api/search/groups?${new URLSearchParams({ size: '50', ...params })}` });
  return response;
}
async function ids(params: Record<string, string>) {
  const response = await search(params);
  expect(response.statusCode).toBe(200);
  return response.json().content.map((group: { id: number }) => group.id) as number[];
}

describe('GET /api/search/groups with several words (contract §14)', () => {
  it('finds a group when every word is somewhere in it: name, description, tags, category or district', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const hiking = await buildGroup(ctx, {
      owner,
      name: `매주 등산 스터디 ${m}`,
      locationId: LOCATION.강남구,
      categoryIds: [CATEGORY.등산],
    });
    const running = await buildGroup(ctx, {
      owner,
      name: `아침 달리기 ${m}`,
      description: '출근 전에 함께 뛰는 동네 사람들의 모임입니다.',
      locationId: LOCATION.양천구,
      categoryIds: [CATEGORY.러닝],
    });
    const boardGames = await buildGroup(ctx, {
      owner,
      name: `주말 테이블 ${m}`,
      description: '카탄과 스플렌더를 좋아하는 사람들의 모임입니다.',
      locationId: LOCATION.마포구,
      categoryIds: [CATEGORY.보드게임],
    });
    expect(await ids({ query: `강남 등산 ${m}` })).toEqual([hiking.id]);
    expect(await ids({ query: `양천 등산 ${m}` })).toEqual([]);
    // 러닝 is only the category's name, 양천 only the district's.
    expect(await ids({ query: `양천 러닝 ${m}` })).toEqual([running.id]);
    // A piece of a sub-category's name (보드게임) and of its parent's (게임/오락).
    expect(await ids({ query: `보드 ${m}` })).toEqual([boardGames.id]);
    expect(await ids({ query: `오락 ${m}` })).toEqual([boardGames.id]);
    // Extra white space between words changes nothing; the order of words neither.
    expect(await ids({ query: `  ${m}    등산   강남 ` })).toEqual([hiking.id]);
  });

  it('matches a word of initial consonants against names and tags, not descriptions', async () => {
    const owner = await buildUser(ctx);
    // A marker such as 라노 would hold ㄹㄴ itself.
    const m = markerWithout('ㄹㅋ');
    const byName = await buildGroup(ctx, { owner, name: `한강 러닝 크루 ${m}` });
    const byTag = await buildGroup(ctx, { owner, name: `새벽 모임 ${m}`, tags: ['러닝'] });
    await buildGroup(ctx, { owner, name: `저녁 모임 ${m}`, description: '러닝을 좋아하는 사람들이 모이는 곳입니다.', tags: [] });
    const found = await ids({ query: `ㄹㄴ ${m}` });
    expect(found.sort()).toEqual([byName.id, byTag.id].sort());
    expect(await ids({ query: `ㅎㄱㄹㄴ ${m}` })).toEqual([byName.id]);
    expect(await ids({ query: `ㅋㅋㅋ ${m}` })).toEqual([]);
  });

  it('ranks groups with every word in the name first, then more members, then newer', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const inDescription = await buildGroup(ctx, { owner, name: `저녁 모임 ${m}`, description: '퇴근 후 등산을 다니는 동네 모임입니다.' });
    const inNameSmall = await buildGroup(ctx, { owner, name: `등산 모임 ${m}` });
    const inNameBig = await buildGroup(ctx, { owner, name: `주말 등산 ${m}` });
    await joinAs(ctx, await buildUser(ctx), inNameBig.id);
    const inNameNewest = await buildGroup(ctx, { owner, name: `평일 등산 ${m}` });
    // Only part of the words in the name: ranked with the description matches, by size and age.
    const partly = await buildGroup(ctx, { owner, name: `토요일 ${m}`, description: '등산 좋아하는 사람 모여요. 누구나 환영합니다.' });
    expect(await ids({ query: `등산 ${m}` })).toEqual([inNameBig.id, inNameNewest.id, inNameSmall.id, partly.id, inDescription.id]);
  });
});

describe('GET /api/search/groups with a word of one character', () => {
  it('finds a single syllable wherever a longer word is found: name, tags, description, category or district', async () => {
    const owner = await buildUser(ctx);
    const m = markerWithout('책술중숲');
    const byName = await buildGroup(ctx, { owner, name: `책 읽는 밤 ${m}` });
    const byTag = await buildGroup(ctx, { owner, name: `주말 모임 ${m}`, tags: ['책수다'] });
    const byDescription = await buildGroup(ctx, {
      owner,
      name: `평일 모임 ${m}`,
      description: '한 달에 한 권씩 책을 읽고 이야기 나누는 모임입니다.',
    });
    // 맛집 탐방's parent is 맛집/요리/술; 중구 is a district.
    const byCategory = await buildGroup(ctx, { owner, name: `금요일 모임 ${m}`, categoryIds: [301] });
    const byDistrict = await buildGroup(ctx, { owner, name: `토요일 모임 ${m}`, locationId: 2 });
    await buildGroup(ctx, { owner, name: `영화 모임 ${m}` });
    const books = await ids({ query: `책 ${m}` });
    expect(books[0]).toBe(byName.id);
    expect([...books].sort()).toEqual([byName.id, byTag.id, byDescription.id].sort());
    expect(await ids({ query: `술 ${m}` })).toEqual([byCategory.id]);
    expect(await ids({ query: `중 ${m}` })).toEqual([byDistrict.id]);
    expect(await ids({ query: `숲 ${m}` })).toEqual([]);
  });

  it('takes % and _ as themselves: only groups holding them', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const percent = await buildGroup(ctx, { owner, name: `반값 50% 모임 ${m}` });
    const underscore = await buildGroup(ctx, { owner, name: `코딩 모임 ${m}`, tags: ['파이썬_기초'] });
    await buildGroup(ctx, { owner, name: `반값 50 모임 ${m}` });
    expect(await ids({ query: `% ${m}` })).toEqual([percent.id]);
    expect(await ids({ query: `_ ${m}` })).toEqual([underscore.id]);
    // Alone, over every group: each one found holds a literal %.
    const response = await search({ query: '%' });
    expect(response.statusCode).toBe(200);
    const found: { id: number; name: string; description: string; tags: string[] }[] = response.json().content;
    expect(found.map((group) => group.id)).toContain(percent.id);
    for (const group of found) expect(`${group.name} ${group.description} ${group.tags.join(' ')}`).toContain('%');
  });

  it('narrows a one-character word through the single-character index, as longer words through the two-character one', async () => {
    const plan = async (word: string) => {
      const rows = await ctx.deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain select g.id from groups g where ${wordMatch(word).where}`);
      });
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    expect(await plan('책')).toContain('groups_search_chars_idx');
    expect(await plan('%')).toContain('groups_search_chars_idx');
    expect(await plan('책방')).toContain('groups_search_words_idx');
  });
});

describe('GET /api/search/groups by districts (contract §14)', () => {
  it('takes several districts, and with near=true their neighbours from the boundaries', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const gangnam = await buildGroup(ctx, { owner, name: `강남 ${m}`, locationId: LOCATION.강남구 });
    const seocho = await buildGroup(ctx, { owner, name: `서초 ${m}`, locationId: LOCATION.서초구 });
    const dobong = await buildGroup(ctx, { owner, name: `도봉 ${m}`, locationId: LOCATION.도봉구 });
    const bundang = await buildGroup(ctx, { owner, name: `분당 ${m}`, locationId: LOCATION.분당구 });
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(sorted(await ids({ query: m, locationIds: `${LOCATION.강남구},${LOCATION.도봉구}` }))).toEqual(sorted([gangnam.id, dobong.id]));
    expect(sorted(await ids({ query: m, locationIds: `${LOCATION.강남구}`, near: 'true' }))).toEqual(sorted([gangnam.id, seocho.id]));
    expect(sorted(await ids({ query: m, locationId: `${LOCATION.서초구}`, near: 'true' }))).toEqual(
      sorted([gangnam.id, seocho.id, bundang.id]),
    );
    expect(await ids({ query: m, locationIds: `${LOCATION.강남구}`, near: 'false' })).toEqual([gangnam.id]);
  });
});

describe('GET /api/search/groups refuses what cannot be searched, in Korean', () => {
  it.each([
    ['six words', { query: '하나 둘 셋 넷 다섯 여섯' }, 'query', SEARCH_MSG.tooManyWords],
    ['101 characters', { query: '가'.repeat(101) }, 'query', SEARCH_MSG.tooLong],
    ['one initial consonant', { query: 'ㄹ' }, 'query', SEARCH_MSG.initialsTooShort],
    // Searching is the point here: a blank query would list and count every group.
    ['a query of spaces', { query: '     ' }, 'query', SEARCH_MSG.empty],
    ['an empty query', { query: '' }, 'query', SEARCH_MSG.empty],
    ['letters for districts', { locationIds: '강남' }, 'locationIds', SEARCH_MSG.badLocations],
    ['an empty district in the list', { locationIds: '23,,22' }, 'locationIds', SEARCH_MSG.badLocations],
    ['district 0', { locationIds: '0' }, 'locationIds', SEARCH_MSG.badLocations],
    ['an unknown district', { locationIds: '23,99' }, 'locationIds', SEARCH_MSG.badLocations],
    ['an unknown single district', { locationId: '99' }, 'locationId', SEARCH_MSG.badLocations],
    ['near without a district', { near: 'true' }, 'near', SEARCH_MSG.nearWithoutLocation],
  ])('%s', async (_name, params, field, message) => {
    const response = await search(params);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toContainEqual({ field, message });
  });

  it('refuses near=maybe too', async () => {
    expect((await search({ near: 'maybe', locationIds: '23' })).statusCode).toBe(400);
  });
});

describe('GET /api/groups with the same filters (contract §14)', () => {
  it('searches with query, and filters by districts and their neighbours in the chosen order without one', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const gangnam = await buildGroup(ctx, { owner, name: `강남 등산 ${m}`, locationId: LOCATION.강남구, categoryIds: [CATEGORY.등산] });
    const seocho = await buildGroup(ctx, { owner, name: `서초 ${m}`, locationId: LOCATION.서초구 });
    const list = async (params: Record<string, string>) => {
      const response = await ctx.request({ method: 'GET', url: `/api/groups?${new URLSearchParams({ size: '100', ...params })}` });
      expect(response.statusCode).toBe(200);
      return response.json().content.map((group: { id: number }) => group.id) as number[];
    };
    expect(await list({ query: `강남 등산 ${m}` })).toEqual([gangnam.id]);
    const near = await list({ locationIds: `${LOCATION.강남구}`, near: 'true', sortBy: 'createdAt' });
    expect(near.indexOf(seocho.id)).toBeGreaterThanOrEqual(0);
    expect(near.indexOf(seocho.id)).toBeLessThan(near.indexOf(gangnam.id));
    expect(await list({ locationIds: `${LOCATION.도봉구}`, categoryId: '4' })).not.toContain(gangnam.id);
    const bad = await ctx.request({ method: 'GET', url: '/api/groups?near=true' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toContainEqual({ field: 'near', message: SEARCH_MSG.nearWithoutLocation });
  });
});

describe('GET /api/groups with a blank query (contract §14)', () => {
  it('answers the plain list, as without a query', async () => {
    // A category no other test file uses (13) in 연수구, so that the first places stay these groups on PostgreSQL.
    const filters = { locationIds: '33', categoryId: '13' };
    const owner = await buildUser(ctx);
    const older = await buildGroup(ctx, { owner, name: `원데이 클래스 ${marker()}`, locationId: 33, categoryIds: [1302] });
    const newer = await buildGroup(ctx, { owner, name: `주말 공방 ${marker()}`, locationId: 33, categoryIds: [1301] });
    const body = async (query?: string) => {
      const params = new URLSearchParams({ ...filters, ...(query === undefined ? {} : { query }) });
      const response = await ctx.request({ method: 'GET', url: `/api/groups?${params}` });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const plain = await body();
    expect(plain.content.map((group: { id: number }) => group.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(await body('   ')).toEqual(plain);
    expect(await body('')).toEqual(plain);
  });
});
