import { randomInt } from 'node:crypto';
import { GROUP_MSG, MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { groupMembers, groups, notifications } from '../../db/schema.ts';
import { findMembership } from './group-members.repo.ts';
import { findGroup } from './groups.repo.ts';

const ctx = setupTestApp();
const validGroup = (overrides: Record<string, unknown> = {}) => ({
  name: '강남 러닝 크루',
  description: '매주 화요일 저녁 한강에서 함께 달리는 모임입니다.',
  categoryIds: [401],
  locationId: 23,
  maxMembers: 20,
  isPublic: true,
  tags: ['러닝', '한강'],
  ...overrides,
});
/** A made-up Korean word no other test uses, for search. */
const uniqueWord = () => Array.from({ length: 4 }, () => String.fromCharCode(0xac00 + randomInt(0, 11172))).join('');

describe('POST /api/groups', () => {
  it('creates a group whose creator is the owner and first member', async () => {
    const owner = await buildUser(ctx);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/groups',
      token: owner.accessToken,
      payload: validGroup({ categoryIds: [402, 101], tags: [' 러닝 ', '러닝', '', '한강'] }),
    });
    expect(response.statusCode).toBe(201);
    const group = response.json();
    expect(group).toMatchObject({
      name: '강남 러닝 크루',
      categoryId: 402,
      categoryIds: [402, 101],
      location: { id: 23, district: '강남구' },
      memberCount: 1,
      maxMembers: 20,
      isMember: true,
      membership: 'OWNER',
      tags: ['러닝', '한강'],
      owner: { id: owner.id, nickname: owner.nickname },
    });
    expect(group.categories.map((category: { id: number }) => category.id)).toEqual([402, 101]);
    const [row] = await ctx.deps.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row?.filterCategoryIds.sort()).toEqual([1, 101, 4, 402].sort());
    const members = await ctx.deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
    expect(members).toEqual([expect.objectContaining({ userId: owner.id, role: 'OWNER' })]);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.request({ method: 'POST', url: '/api/groups', payload: validGroup() })).statusCode).toBe(401);
  });

  it('answers every form rule with the spec’s Korean message and stores nothing', async () => {
    const owner = await buildUser(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', GROUP_MSG.nameRequired],
      [{ name: '강' }, 'name', GROUP_MSG.nameMin],
      [{ name: '가'.repeat(51) }, 'name', GROUP_MSG.nameMax],
      [{ description: '' }, 'description', GROUP_MSG.descriptionRequired],
      [{ description: '짧은 설명' }, 'description', GROUP_MSG.descriptionMin],
      [{ categoryIds: [] }, 'categoryIds', GROUP_MSG.categoryRequired],
      [{ locationId: undefined }, 'locationId', GROUP_MSG.locationRequired],
      [{ maxMembers: 1 }, 'maxMembers', GROUP_MSG.membersMin],
      [{ maxMembers: 101 }, 'maxMembers', GROUP_MSG.membersMax],
      [{ tags: Array.from({ length: 11 }, (_, index) => `태그${index}`) }, 'tags', GROUP_MSG.tagsMax],
      [{ tags: ['가'.repeat(21)] }, 'tags.0', GROUP_MSG.tagLength],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await ctx.request({ method: 'POST', url: '/api/groups', token: owner.accessToken, payload: validGroup(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fieldErrors).toContainEqual({ field, message });
    }
    expect(await ctx.deps.db.select().from(groups).where(eq(groups.ownerId, owner.id))).toEqual([]);
  });

  it('refuses unknown categories and districts, and images the caller did not upload', async () => {
    const owner = await buildUser(ctx);
    const post = (payload: Record<string, unknown>) =>
      ctx.request({ method: 'POST', url: '/api/groups', token: owner.accessToken, payload });
    expect((await post(validGroup({ categoryIds: [9999] }))).json()).toMatchObject({ status: 400, message: MSG.categoryNotFound });
    expect((await post(validGroup({ locationId: 999 }))).json()).toMatchObject({ status: 400, message: GROUP_MSG.locationRequired });
    expect((await post(validGroup({ imageUrl: '/uploads/group/someone-else.jpg' }))).json()).toMatchObject({
      status: 400,
      message: GROUP_MSG.imageNotOwned,
    });
  });
});

describe('POST /api/groups/with-image', () => {
  it('stores the image re-encoded and creates the group in one request', async () => {
    const owner = await buildUser(ctx);
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff6f0f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('group', new Blob([JSON.stringify(validGroup())], { type: 'application/json' }));
    form.append('image', new Blob([image], { type: 'image/png' }), 'cover.png');
    const body = new Request('http://x', { method: 'POST', body: form });
    const response = await ctx.request({
      method: 'POST',
      url: '/api/groups/with-image',
      token: owner.accessToken,
      headers: { 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().imageUrl).toMatch(/^\/uploads\/group\/[\w-]+\.png$/);
    expect((await ctx.request({ method: 'GET', url: response.json().imageUrl })).statusCode).toBe(200);
  });

  it('stores no image when the form is invalid', async () => {
    const owner = await buildUser(ctx);
    const form = new FormData();
    form.append('group', JSON.stringify(validGroup({ name: '' })));
    form.append('image', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'cover.png');
    const body = new Request('http://x', { method: 'POST', body: form });
    const response = await ctx.request({
      method: 'POST',
      url: '/api/groups/with-image',
      token: owner.accessToken,
      headers: { 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GROUP_MSG.nameRequired);
  });
});

describe('GET /api/groups and /api/groups/{id}', () => {
  it('pages newest first and filters a top-level category through its sub-categories', async () => {
    const owner = await buildUser(ctx);
    const word = uniqueWord();
    const volunteer = await buildGroup(ctx, { owner, name: `${word} 봉사`, categoryIds: [103] });
    const response = await ctx.request({ method: 'GET', url: '/api/groups?categoryId=1&size=100' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.content.map((group: { id: number }) => group.id)).toContain(volunteer.id);
    expect(
      page.content.every((group: { categoryIds: number[] }) => group.categoryIds.some((id) => id === 1 || Math.floor(id / 100) === 1)),
    ).toBe(true);
    const first = (await ctx.request({ method: 'GET', url: '/api/groups?size=1' })).json();
    expect(first).toMatchObject({ number: 0, size: 1, first: true });
    expect(first.totalElements).toBeGreaterThanOrEqual(1);
  });

  it('validates list parameters', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/groups?size=101' })).statusCode).toBe(400);
    expect((await ctx.request({ method: 'GET', url: '/api/groups?sortBy=password' })).statusCode).toBe(400);
    expect((await ctx.request({ method: 'GET', url: '/api/groups?page=-1' })).statusCode).toBe(400);
  });

  it('shows a group to guests with membership NONE and 404 in Korean for an unknown one', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    const guest = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}` });
    expect(guest.json()).toMatchObject({ id: group.id, isPublic: false, isMember: false, membership: 'NONE' });
    const missing = await ctx.request({ method: 'GET', url: '/api/groups/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(GROUP_MSG.notFound);
    expect((await ctx.request({ method: 'GET', url: '/api/groups/abc' })).statusCode).toBe(400);
    expect((await ctx.request({ method: 'GET', url: '/api/groups/99999999999' })).json()).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'id' }],
    });
  });
});

describe('PUT /api/groups/{id}', () => {
  it('lets the owner edit and refuses everyone else', async () => {
    const owner = await buildUser(ctx);
    const other = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const put = (token: string | undefined, payload: Record<string, unknown>) =>
      ctx.request({ method: 'PUT', url: `/api/groups/${group.id}`, token, payload });
    expect((await put(undefined, { name: '새 이름 모임' })).statusCode).toBe(401);
    expect((await put(other.accessToken, { imageUrl: '/uploads/group/not-theirs.jpg' })).statusCode).toBe(403);
    const forbidden = await put(other.accessToken, { name: '새 이름 모임' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(GROUP_MSG.ownerOnly);
    const updated = await put(owner.accessToken, { name: '새 이름 모임', tags: ['독서'], categoryIds: [901] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: '새 이름 모임', tags: ['독서'], categoryId: 901 });
    expect((await ctx.request({ method: 'PUT', url: '/api/groups/999999', token: owner.accessToken, payload: {} })).statusCode).toBe(404);
  });

  it('never sets capacity below the member count', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    for (let index = 0; index < 2; index++) {
      const member = await buildUser(ctx);
      await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/join`, token: member.accessToken, payload: {} });
    }
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/groups/${group.id}`,
      token: owner.accessToken,
      payload: { maxMembers: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: GROUP_MSG.membersBelowCount, fieldErrors: [{ field: 'maxMembers' }] });
    expect(
      (await ctx.request({ method: 'PUT', url: `/api/groups/${group.id}`, token: owner.accessToken, payload: { maxMembers: 3 } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('DELETE /api/groups/{id}', () => {
  it('is the owner’s alone, removes members and notifies them', async () => {
    const owner = await buildUser(ctx);
    const member = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/join`, token: member.accessToken, payload: {} });
    expect((await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}` })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}`, token: member.accessToken })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}`, token: owner.accessToken })).statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(groups).where(eq(groups.id, group.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id))).toEqual([]);
    const sent = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(sent).toContainEqual(expect.objectContaining({ type: 'GROUP_DELETED', relatedType: 'GROUP', relatedId: group.id }));
    expect(await ctx.deps.db.select().from(notifications).where(eq(notifications.type, 'GROUP_DELETED'))).not.toContainEqual(
      expect.objectContaining({ userId: owner.id }),
    );
    expect((await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}`, token: owner.accessToken })).statusCode).toBe(404);
  });
});

describe('GET /api/search/groups', () => {
  it('finds Korean substrings of name, description and tags, name matches first', async () => {
    const owner = await buildUser(ctx);
    const word = uniqueWord();
    const byTag = await buildGroup(ctx, { owner, name: '태그로 찾는 모임', tags: [`${word}클럽`] });
    const byName = await buildGroup(ctx, { owner, name: `우리동네${word}모임` });
    const byDescription = await buildGroup(ctx, { owner, name: '설명으로 찾는 모임', description: `주말마다 ${word} 이야기를 나눠요.` });
    await buildGroup(ctx, { owner, name: '상관없는 모임' });
    const response = await ctx.request({ method: 'GET', url: `/api/search/groups?query=${encodeURIComponent(word.slice(1, 3))}` });
    const ids = response.json().content.map((group: { id: number }) => group.id);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(byName.id);
    expect(ids).toEqual(expect.arrayContaining([byTag.id, byDescription.id]));
  });

  it('filters by district and by a top-level category matching a sub-category', async () => {
    const owner = await buildUser(ctx);
    const word = uniqueWord();
    const mapo = await buildGroup(ctx, { owner, name: `${word} 마포`, locationId: 14, categoryIds: [904] });
    await buildGroup(ctx, { owner, name: `${word} 강남`, locationId: 23, categoryIds: [401] });
    const query = encodeURIComponent(word);
    const byDistrict = (await ctx.request({ method: 'GET', url: `/api/search/groups?query=${query}&locationId=14` })).json();
    expect(byDistrict.content.map((group: { id: number }) => group.id)).toEqual([mapo.id]);
    const byCategory = (await ctx.request({ method: 'GET', url: `/api/search/groups?query=${query}&categoryId=9` })).json();
    expect(byCategory.content.map((group: { id: number }) => group.id)).toEqual([mapo.id]);
  });

  it('answers filters alone, without a query, biggest groups first', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/search/groups?categoryId=4' });
    expect(response.statusCode).toBe(200);
    const counts = response.json().content.map((group: { memberCount: number }) => group.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await ctx.request({ method: 'GET', url: '/api/search/groups' })).statusCode).toBe(200);
  });

  it('counts every match on each page, past the last page and when nothing matches', async () => {
    const owner = await buildUser(ctx);
    const word = uniqueWord();
    for (const suffix of ['하나', '둘', '셋']) await buildGroup(ctx, { owner, name: `${word} ${suffix}` });
    const query = encodeURIComponent(word);
    const page = async (number: number) =>
      (await ctx.request({ method: 'GET', url: `/api/search/groups?query=${query}&size=2&page=${number}` })).json();
    expect(await page(0)).toMatchObject({ totalElements: 3, totalPages: 2, last: false });
    expect((await page(0)).content).toHaveLength(2);
    expect(await page(1)).toMatchObject({
      totalElements: 3,
      last: true,
      content: [expect.objectContaining({ name: expect.stringContaining(word) })],
    });
    expect(await page(5)).toMatchObject({ totalElements: 3, empty: true, content: [] });
    const none = (await ctx.request({ method: 'GET', url: `/api/search/groups?query=${encodeURIComponent(`${word}없음`)}` })).json();
    expect(none).toMatchObject({ totalElements: 0, totalPages: 0, empty: true });
  });

  it('treats LIKE wildcards literally', async () => {
    const response = await ctx.request({ method: 'GET', url: `/api/search/groups?query=${encodeURIComponent('%_%')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual([]);
  });
});

describe('my groups, user groups and recommendations', () => {
  it('splits my groups into owned and joined', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const owned = await buildGroup(ctx, { owner: user });
    const joined = await buildGroup(ctx, { owner: other });
    await ctx.request({ method: 'POST', url: `/api/groups/${joined.id}/join`, token: user.accessToken, payload: {} });
    const ids = async (url: string) =>
      (await ctx.request({ method: 'GET', url, token: user.accessToken })).json().content.map((group: { id: number }) => group.id);
    expect((await ids('/api/groups/my')).sort()).toEqual([owned.id, joined.id].sort());
    expect(await ids('/api/groups/owned')).toEqual([owned.id]);
    expect(await ids('/api/groups/joined')).toEqual([joined.id]);
    expect(await ids(`/api/users/groups/${user.id}`)).toHaveLength(2);
    expect(await ids(`/api/users/owned-groups/${user.id}`)).toEqual([owned.id]);
    expect((await ctx.request({ method: 'GET', url: '/api/groups/my' })).statusCode).toBe(401);
  });

  it('recommends groups not joined and with room, interests first', async () => {
    const user = await buildUser(ctx);
    const owner = await buildUser(ctx);
    await ctx.request({ method: 'PUT', url: '/api/users/interests', token: user.accessToken, payload: { categoryIds: [12] } });
    const matching = await buildGroup(ctx, { owner, categoryIds: [1203] });
    const joined = await buildGroup(ctx, { owner, categoryIds: [1201] });
    await ctx.request({ method: 'POST', url: `/api/groups/${joined.id}/join`, token: user.accessToken, payload: {} });
    const full = await buildGroup(ctx, { owner, categoryIds: [1202], maxMembers: 2 });
    await ctx.request({ method: 'POST', url: `/api/groups/${full.id}/join`, token: (await buildUser(ctx)).accessToken, payload: {} });
    const response = await ctx.request({ method: 'GET', url: '/api/groups/recommended?size=8', token: user.accessToken });
    expect(response.statusCode).toBe(200);
    const ids = response.json().content.map((group: { id: number }) => group.id);
    expect(ids[0]).toBe(matching.id);
    expect(ids).not.toContain(joined.id);
    expect(ids).not.toContain(full.id);
    expect((await ctx.request({ method: 'GET', url: '/api/groups/recommended' })).statusCode).toBe(401);
  });
});

describe('group repository lookups in plain SQL', () => {
  it('answer the same rows as drizzle selects them, times as Dates', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, tags: ['러닝', '아침'] });
    const [expectedGroup] = await ctx.deps.db.select().from(groups).where(eq(groups.id, group.id));
    const found = await findGroup(ctx.deps.db, group.id);
    expect(found).toEqual(expectedGroup);
    expect(found?.createdAt).toBeInstanceOf(Date);
    const [expectedMember] = await ctx.deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
    const membership = await findMembership(ctx.deps.db, group.id, owner.id);
    expect(membership).toEqual(expectedMember);
    expect(membership?.joinedAt).toBeInstanceOf(Date);
    expect(await findGroup(ctx.deps.db, 2_000_000_000)).toBeNull();
    expect(await findMembership(ctx.deps.db, group.id, 2_000_000_000)).toBeNull();
  });
});
