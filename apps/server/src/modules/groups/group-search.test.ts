import { randomInt } from 'node:crypto';
import { SEARCH_MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, joinAs } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';

const ctx = setupTestApp();
const LOCATION = { 강남구: 23, 서초구: 22, 양천구: 15, 도봉구: 10, 마포구: 14, 분당구: 26 };
const CATEGORY = { 러닝: 401, 등산: 402, 보드게임: 801, 독서모임: 901 };

// Test files share one database on PostgreSQL: every query carries a word only this test's groups hold.
const marker = () => Array.from({ length: 4 }, () => String.fromCharCode(0xac00 + randomInt(0, 11172))).join('');

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
    const m = marker();
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

  it('treats a query of spaces as no query, and near=maybe as bad input', async () => {
    expect((await search({ query: '     ' })).statusCode).toBe(200);
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
