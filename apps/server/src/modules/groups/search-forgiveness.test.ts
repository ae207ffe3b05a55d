import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/query.ts';
import { termMatch } from './groups.repo.ts';
import { buildLookup, expandSearchWord, type SearchWordTable } from './search-words.ts';

const ctx = setupTestApp();
const LOCATION = { 강남구: 23, 서초구: 22, 마포구: 14, 도봉구: 10, 분당구: 26 };
// 자유 주제: a category whose names hold none of the words searched here (the factory's default is 러닝).
const NEUTRAL = [1401];

// Test files share one database on PostgreSQL: every query carries a word only this test's groups hold.
const marker = () => Array.from({ length: 4 }, () => String.fromCharCode(0xac00 + randomInt(0, 11172))).join('');

async function search(params: Record<string, string>, url = '/api/search/groups') {
  return ctx.request({ method: 'GET', url: `${url}?${new URLSearchParams({ size: '50', ...params })}` });
}
async function ids(params: Record<string, string>) {
  const response = await search(params);
  expect(response.statusCode).toBe(200);
  return (response.json().content.map((group: { id: number }) => group.id) as number[]).sort((a, b) => a - b);
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('the shipped table of search words (contract §14)', () => {
  const dir = path.join(import.meta.dirname, '../../db/reference-data');
  const table: SearchWordTable = JSON.parse(readFileSync(path.join(dir, 'search-words.json'), 'utf8'));
  const locations: { id: number; district: string }[] = JSON.parse(readFileSync(path.join(dir, 'locations.json'), 'utf8'));

  it('holds at least 100 entries, each word once, every place under a district that exists', () => {
    const words = [...table.synonyms.flat(), ...Object.values(table.places).flat()].map((word) => word.toLowerCase());
    expect(words.length).toBeGreaterThanOrEqual(100);
    expect(new Set(words).size).toBe(words.length);
    for (const district of Object.keys(table.places)) expect(locations.map((location) => location.district)).toContain(district);
    for (const group of table.synonyms) expect(group.length).toBeGreaterThanOrEqual(2);
    expect(() => buildLookup(table, locations)).not.toThrow();
  });

  it('widens a word to its group and a place to its district, whole words only, any case', () => {
    expect(expandSearchWord('런닝')).toMatchObject({ forms: expect.arrayContaining(['런닝', '러닝']), districtIds: [] });
    expect(expandSearchWord('막걸리').forms).toContain('전통주');
    expect(expandSearchWord('홍대')).toMatchObject({ forms: ['홍대'], districtIds: [LOCATION.마포구] });
    expect(expandSearchWord('판교').districtIds).toEqual([LOCATION.분당구]);
    expect(expandSearchWord('PC방').forms).toContain('피시방');
    // A word holding a table word is not that word.
    expect(expandSearchWord('런닝화')).toEqual({ word: '런닝화', forms: ['런닝화'], districtIds: [] });
    expect(expandSearchWord('ㄹㄴ')).toEqual({ word: 'ㄹㄴ', forms: ['ㄹㄴ'], districtIds: [] });
  });

  it('refuses a table that names a district the reference data lacks', () => {
    expect(() => buildLookup({ synonyms: [], places: { 해운대구: ['해운대'] } }, locations)).toThrow(/해운대구/);
  });
});

describe('GET /api/search/groups forgives what people type (contract §14)', () => {
  it('finds a spelling variant: 런닝 finds 러닝, and 러닝 finds a group that wrote 런닝', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const running = await buildGroup(ctx, { owner, name: `한강 러닝 ${m}`, categoryIds: NEUTRAL });
    const spelledOtherwise = await buildGroup(ctx, { owner, name: `새벽 런닝 ${m}`, categoryIds: NEUTRAL });
    await buildGroup(ctx, { owner, name: `주말 독서 ${m}`, categoryIds: NEUTRAL });
    expect(await ids({ query: `런닝 ${m}` })).toEqual(sorted([running.id, spelledOtherwise.id]));
    expect(await ids({ query: `러닝 ${m}` })).toEqual(sorted([running.id, spelledOtherwise.id]));
    // The category's name counts as before: 러닝 (401) is found by 달리기.
    const byCategory = await buildGroup(ctx, { owner, name: `아침 모임 ${m}`, categoryIds: [401] });
    expect(await ids({ query: `달리기 ${m}` })).toEqual(sorted([running.id, spelledOtherwise.id, byCategory.id]));
  });

  it('finds a synonym both ways: 막걸리 finds 전통주, 전통주 finds 막걸리', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const traditional = await buildGroup(ctx, {
      owner,
      name: `우리 술 빚기 ${m}`,
      description: '전통주를 함께 빚고 맛보는 모임입니다.',
      categoryIds: NEUTRAL,
    });
    const makgeolli = await buildGroup(ctx, { owner, name: `막걸리 한 잔 ${m}`, categoryIds: NEUTRAL });
    expect(await ids({ query: `막걸리 ${m}` })).toEqual(sorted([traditional.id, makgeolli.id]));
    expect(await ids({ query: `전통주 ${m}` })).toEqual(sorted([traditional.id, makgeolli.id]));
  });

  it('finds 줄임말, spacing and 외래어 variants: 보드겜, 독서모임, 헬스', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const boardGames = await buildGroup(ctx, { owner, name: `주말 테이블 ${m}`, categoryIds: [801] });
    // 독서 모임 is the category's name, with its space.
    const reading = await buildGroup(ctx, { owner, name: `한 달 한 권 ${m}`, categoryIds: [901] });
    const weights = await buildGroup(ctx, { owner, name: `웨이트 트레이닝 ${m}`, categoryIds: NEUTRAL });
    expect(await ids({ query: `보드겜 ${m}` })).toEqual([boardGames.id]);
    expect(await ids({ query: `독서모임 ${m}` })).toEqual([reading.id]);
    expect(await ids({ query: `북클럽 ${m}` })).toEqual([reading.id]);
    expect(await ids({ query: `헬스 ${m}` })).toEqual([weights.id]);
  });

  it('finds a place name in its district, and where the text names it', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const mapo = await buildGroup(ctx, { owner, name: `저녁 산책 ${m}`, locationId: LOCATION.마포구, categoryIds: NEUTRAL });
    const mentions = await buildGroup(ctx, {
      owner,
      name: `강남 모임 ${m}`,
      description: '가끔은 홍대 근처에서도 만나는 모임입니다.',
      locationId: LOCATION.강남구,
      categoryIds: NEUTRAL,
    });
    const gangnam = await buildGroup(ctx, { owner, name: `역삼 점심 ${m}`, locationId: LOCATION.강남구, categoryIds: NEUTRAL });
    const pangyo = await buildGroup(ctx, { owner, name: `퇴근 후 ${m}`, locationId: LOCATION.분당구, categoryIds: NEUTRAL });
    expect(await ids({ query: `홍대 ${m}` })).toEqual(sorted([mapo.id, mentions.id]));
    expect(await ids({ query: `합정 ${m}` })).toEqual([mapo.id]);
    // 강남역 names 강남구: both groups there are found.
    expect(await ids({ query: `강남역 ${m}` })).toEqual(sorted([mentions.id, gangnam.id]));
    expect(await ids({ query: `판교 ${m}` })).toEqual([pangyo.id]);
    // The district filter still applies to a place word.
    expect(await ids({ query: `홍대 ${m}`, locationIds: `${LOCATION.강남구}` })).toEqual([mentions.id]);
  });

  it('combines words: each widened on its own, every one must hold', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    const mapoRunning = await buildGroup(ctx, { owner, name: `망원 한강 러닝 ${m}`, locationId: LOCATION.마포구, categoryIds: NEUTRAL });
    await buildGroup(ctx, { owner, name: `망원 독서 ${m}`, locationId: LOCATION.마포구, categoryIds: NEUTRAL });
    const gangnamRunning = await buildGroup(ctx, { owner, name: `양재천 러닝 ${m}`, locationId: LOCATION.강남구, categoryIds: NEUTRAL });
    const boardGames = await buildGroup(ctx, { owner, name: `보드게임 카페 ${m}`, locationId: LOCATION.마포구, categoryIds: NEUTRAL });
    expect(await ids({ query: `홍대 런닝 ${m}` })).toEqual([mapoRunning.id]);
    expect(await ids({ query: `런닝 ${m}` })).toEqual(sorted([mapoRunning.id, gangnamRunning.id]));
    expect(await ids({ query: `보드겜 합정 ${m}` })).toEqual([boardGames.id]);
    expect(await ids({ query: `보드겜 강남역 ${m}` })).toEqual([]);
    // Ranking: a variant in the name counts as the word in the name.
    const response = await search({ query: `조깅 ${m}` });
    expect(response.json().content.map((group: { id: number }) => group.id)).toEqual([gangnamRunning.id, mapoRunning.id]);
  });

  it('narrows every form and the place through indexes, ORing their bitmaps', async () => {
    const rows = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const term = termMatch({ forms: ['런닝', '러닝', '달리기'], districtIds: [LOCATION.마포구] });
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain select g.id from groups g where ${term.where}`);
    });
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('BitmapOr');
    expect(plan).toContain('groups_search_words_idx');
    expect(plan).toContain('groups_location_id_idx');
  });

  it('still refuses what cannot be searched: six words, place names counted as words', async () => {
    const response = await search({ query: '홍대 합정 망원 연남 상수동 런닝' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toContainEqual({ field: 'query', message: SEARCH_MSG.tooManyWords });
    const signedOut = await ctx.request({ method: 'GET', url: '/api/search/groups?query=런닝', token: 'not-a-token' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('an empty search in chosen districts offers nearby and everywhere (contract §14)', () => {
  it('counts the same search in the neighbours and in all districts, only when nothing was found', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    // 서초구 borders 강남구; 도봉구 and 분당구 (near 서초구 only) are elsewhere.
    await buildGroup(ctx, { owner, name: `양재천 런닝 ${m}`, locationId: LOCATION.서초구, categoryIds: NEUTRAL });
    await buildGroup(ctx, { owner, name: `도봉산 러닝 ${m}`, locationId: LOCATION.도봉구, categoryIds: NEUTRAL });
    await buildGroup(ctx, { owner, name: `판교 러닝 ${m}`, locationId: LOCATION.분당구, categoryIds: [402] });
    const inGangnam = await search({ query: `러닝 ${m}`, locationIds: `${LOCATION.강남구}` });
    expect(inGangnam.statusCode).toBe(200);
    expect(inGangnam.json()).toMatchObject({ content: [], totalElements: 0, alternatives: { nearCount: 1, allCount: 3 } });
    // The category filter holds in the counts too.
    const hiking = await search({ query: `러닝 ${m}`, locationIds: `${LOCATION.강남구}`, categoryId: '4' });
    expect(hiking.json().alternatives).toEqual({ nearCount: 0, allCount: 1 });
    // With near=true the neighbours were searched: only everywhere is left.
    const near = await search({ query: `런닝 ${m}`, locationIds: `${LOCATION.도봉구}`, near: 'true' });
    expect(near.json().content).toHaveLength(1);
    expect(near.json().alternatives).toBeNull();
    const nearEmpty = await search({ query: `러닝 ${m}`, locationIds: `${LOCATION.마포구}`, near: 'true' });
    expect(nearEmpty.json().alternatives).toEqual({ nearCount: 0, allCount: 3 });
    // Found something, or no district chosen: nothing to offer.
    expect((await search({ query: `러닝 ${m}`, locationIds: `${LOCATION.서초구}` })).json().alternatives).toBeNull();
    const nowhere = await search({ query: `없는말 ${m}` });
    expect(nowhere.json()).toMatchObject({ totalElements: 0, alternatives: null });
    // Both counts 0: the same search finds nothing anywhere.
    expect((await search({ query: `없는말 ${m}`, locationIds: `${LOCATION.강남구}` })).json().alternatives).toEqual({
      nearCount: 0,
      allCount: 0,
    });
  });

  it('answers the same on /api/groups with a query, signed in or not', async () => {
    const owner = await buildUser(ctx);
    const m = marker();
    await buildGroup(ctx, { owner, name: `막걸리 ${m}`, locationId: LOCATION.서초구, categoryIds: NEUTRAL });
    const params = new URLSearchParams({ query: `전통주 ${m}`, locationIds: `${LOCATION.강남구}` });
    for (const token of [undefined, owner.accessToken]) {
      const response = await ctx.request({ method: 'GET', url: `/api/groups?${params}`, ...(token ? { token } : {}) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ totalElements: 0, alternatives: { nearCount: 1, allCount: 1 } });
    }
    const found = await ctx.request({ method: 'GET', url: `/api/groups?${new URLSearchParams({ query: `전통주 ${m}` })}` });
    expect(found.json()).toMatchObject({ totalElements: 1, alternatives: null });
  });

  it('offers the same for a list filtered by district and category without words', async () => {
    // 연수구 (33) with 종교 › 불교 (1203): another test file may add groups elsewhere, never here and in this category.
    const owner = await buildUser(ctx);
    await buildGroup(ctx, { owner, name: `템플스테이 ${marker()}`, locationId: LOCATION.도봉구, categoryIds: [1203] });
    const response = await ctx.request({ method: 'GET', url: '/api/groups?locationIds=33&categoryId=1203' });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual([]);
    expect(response.json().alternatives.allCount).toBeGreaterThanOrEqual(1);
    const bad = await ctx.request({ method: 'GET', url: '/api/groups?locationIds=99&categoryId=1203' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toContainEqual({ field: 'locationIds', message: SEARCH_MSG.badLocations });
  });
});
