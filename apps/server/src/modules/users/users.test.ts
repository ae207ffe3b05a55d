import { type Location, type Me, MSG } from '@dongne/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, uniqueNickname, uploadImage } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { userInterests, userLocations, users } from '../../db/schema.ts';

const ctx = setupTestApp();

const me = (token?: string) => ctx.request({ method: 'GET', url: '/api/users/profile', token });
const put = (url: string, payload: unknown, token?: string) => ctx.request({ method: 'PUT', url, payload: payload as object, token });
const userRow = async (id: number) => (await ctx.deps.db.select().from(users).where(eq(users.id, id)))[0];
const interestRows = (userId: number) =>
  ctx.deps.db.select().from(userInterests).where(eq(userInterests.userId, userId)).orderBy(asc(userInterests.categoryId));
const locationRows = (userId: number) =>
  ctx.deps.db.select().from(userLocations).where(eq(userLocations.userId, userId)).orderBy(asc(userLocations.position));

describe('GET /api/users/profile', () => {
  it('answers 401 without a token, with a bad one and with an expired one', async () => {
    const anonymous = await me();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, error: 'Unauthorized', message: MSG.unauthorized, path: '/api/users/profile' });
    expect((await me('garbage')).statusCode).toBe(401);
    const user = await buildUser(ctx);
    expect((await me(user.accessToken)).statusCode).toBe(200);
    ctx.clock.advance(15 * 60_000 + 1_000);
    expect((await me(user.accessToken)).statusCode).toBe(401);
  });

  it("answers the signed-in user's own view with e-mail and company", async () => {
    const user = await buildUser(ctx);
    const response = await me(user.accessToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      nickname: user.nickname,
      email: user.email,
      bio: null,
      profileImage: null,
      location: null,
      userLocation: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      interests: [],
      interestCategoryIds: [],
      locationIds: [],
      company: { id: 1, name: '예시 주식회사' },
    });
    for (const secret of ['passwordHash', 'password', 'agreedTermsIds', 'companyId']) expect(body).not.toHaveProperty(secret);
    expect(response.body).not.toContain('$argon2');
  });
});

describe('GET /api/users/profile/{id}', () => {
  it('is public and never shows the e-mail, company or exact location', async () => {
    const user = await buildUser(ctx);
    await put('/api/users/location', { lat: 37.5665, lng: 126.978, address: '서울 중구 세종대로 110', district: '중구' }, user.accessToken);
    const response = await ctx.request({ method: 'GET', url: `/api/users/profile/${user.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: user.id, nickname: user.nickname, location: { city: '서울특별시', district: '중구' } });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('company');
    expect(body).not.toHaveProperty('userLocation');
    expect(response.body).not.toContain(user.email);
    expect(response.body).not.toContain('세종대로');
  });

  it('answers 404 in Korean for an unknown user and 400 for a non-numeric id', async () => {
    const missing = await ctx.request({ method: 'GET', url: '/api/users/profile/987654321' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, message: '사용자를 찾을 수 없습니다' });
    const bad = await ctx.request({ method: 'GET', url: '/api/users/profile/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, fieldErrors: [{ field: 'id' }] });
  });
});

describe('PUT /api/users/profile', () => {
  it('answers 401 without a token', async () => {
    const response = await put('/api/users/profile', { bio: '안녕' });
    expect(response.statusCode).toBe(401);
  });

  it('changes nickname and bio, stores them and answers the new view', async () => {
    const user = await buildUser(ctx);
    const nickname = uniqueNickname();
    const response = await put('/api/users/profile', { nickname: `  ${nickname} `, bio: '  주말마다 한강에서 달려요  ' }, user.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, nickname, bio: '주말마다 한강에서 달려요', email: user.email });
    expect(await userRow(user.id)).toMatchObject({ nickname, bio: '주말마다 한강에서 달려요' });
    // Leaving a field out leaves it alone; an empty bio clears it.
    expect((await put('/api/users/profile', {}, user.accessToken)).json()).toMatchObject({ nickname, bio: '주말마다 한강에서 달려요' });
    expect((await put('/api/users/profile', { bio: '' }, user.accessToken)).json()).toMatchObject({ nickname, bio: null });
    expect((await userRow(user.id))?.bio).toBeNull();
  });

  it("answers 409 for another user's nickname, and allows keeping one's own", async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const taken = await put('/api/users/profile', { nickname: other.nickname }, user.accessToken);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: '이미 사용 중인 닉네임입니다.',
      fieldErrors: [{ field: 'nickname', message: MSG.nicknameTaken }],
    });
    expect((await userRow(user.id))?.nickname).toBe(user.nickname);
    expect((await put('/api/users/profile', { nickname: user.nickname }, user.accessToken)).statusCode).toBe(200);
  });

  it('validates nickname and bio with the Korean messages', async () => {
    const user = await buildUser(ctx);
    const short = await put('/api/users/profile', { nickname: '김' }, user.accessToken);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: MSG.nicknameLength, fieldErrors: [{ field: 'nickname', message: MSG.nicknameLength }] });
    expect((await put('/api/users/profile', { nickname: 'ㄱ'.repeat(21) }, user.accessToken)).json().message).toBe(MSG.nicknameLength);
    const long = await put('/api/users/profile', { bio: '가'.repeat(501) }, user.accessToken);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: MSG.bioMax, fieldErrors: [{ field: 'bio', message: MSG.bioMax }] });
    expect((await userRow(user.id))?.bio).toBeNull();
    const exact = await put('/api/users/profile', { bio: '가'.repeat(500) }, user.accessToken);
    expect(exact.statusCode).toBe(200);
    expect((await userRow(user.id))?.bio).toHaveLength(500);
  });

  it('changes only the caller: an id in the body is ignored', async () => {
    const user = await buildUser(ctx);
    const victim = await buildUser(ctx);
    const response = await put('/api/users/profile', { id: victim.id, bio: '내 소개' }, user.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect((await userRow(victim.id))?.bio).toBeNull();
    expect((await userRow(user.id))?.bio).toBe('내 소개');
  });

  it('takes as profile image only an image the caller uploaded', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const own = await uploadImage(ctx, user);
    const response = await put('/api/users/profile', { profileImage: own }, user.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().profileImage).toBe(own);
    expect((await userRow(user.id))?.profileImage).toBe(own);

    const theirs = await uploadImage(ctx, other);
    for (const profileImage of [theirs, '/uploads/profile/00000000-0000-0000-0000-000000000000.jpg', 'https://evil.example/x.jpg']) {
      const refused = await put('/api/users/profile', { profileImage }, user.accessToken);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 400, fieldErrors: [{ field: 'profileImage' }] });
      expect(refused.json().message).toMatch(/[가-힣]/);
    }
    expect((await userRow(user.id))?.profileImage).toBe(own);
    // null removes the picture.
    expect((await put('/api/users/profile', { profileImage: null }, user.accessToken)).json().profileImage).toBeNull();
    expect((await userRow(user.id))?.profileImage).toBeNull();
  });
});

describe('PUT /api/users/interests', () => {
  const setInterests = (categoryIds: unknown, token?: string) => put('/api/users/interests', { categoryIds }, token);

  it('answers 401 without a token', async () => {
    expect((await setInterests([1])).statusCode).toBe(401);
  });

  it('replaces the interests (not appends), collapses duplicates and answers their names', async () => {
    const user = await buildUser(ctx);
    const first = await setInterests([1, 101, 101, 1], user.accessToken);
    expect(first.statusCode).toBe(200);
    expect([...first.json().interestCategoryIds].sort((a: number, b: number) => a - b)).toEqual([1, 101]);
    expect([...first.json().interests].sort()).toEqual(['봉사활동', '환경 정화'].sort());
    expect((await interestRows(user.id)).map((row) => row.categoryId)).toEqual([1, 101]);

    const second = await setInterests([10], user.accessToken);
    expect(second.json()).toMatchObject({ interests: ['외국어'], interestCategoryIds: [10] });
    expect((await interestRows(user.id)).map((row) => row.categoryId)).toEqual([10]);
    const profile = await ctx.request({ method: 'GET', url: `/api/users/profile/${user.id}` });
    expect(profile.json().interests).toEqual(['외국어']);

    const cleared = await setInterests([], user.accessToken);
    expect(cleared.json().interests).toEqual([]);
    expect(await interestRows(user.id)).toEqual([]);
  });

  it('refuses an unknown category with 400 and keeps the old interests', async () => {
    const user = await buildUser(ctx);
    await setInterests([2], user.accessToken);
    const response = await setInterests([3, 9999], user.accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MSG.categoryNotFound, fieldErrors: [{ field: 'categoryIds' }] });
    expect((await interestRows(user.id)).map((row) => row.categoryId)).toEqual([2]);
    const malformed = await setInterests(['운동'], user.accessToken);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors?.[0]?.field).toMatch(/^categoryIds/);
    expect((await put('/api/users/interests', {}, user.accessToken)).statusCode).toBe(400);
  });

  it("leaves other users' interests alone", async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    await setInterests([5], other.accessToken);
    await setInterests([6], user.accessToken);
    expect((await interestRows(other.id)).map((row) => row.categoryId)).toEqual([5]);
  });
});

describe('GET/PUT /api/users/locations', () => {
  const setLocations = (locationIds: unknown, token?: string) => put('/api/users/locations', { locationIds }, token);

  it('answers 401 without a token', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/users/locations' })).statusCode).toBe(401);
    expect((await setLocations([1])).statusCode).toBe(401);
  });

  it('stores up to two districts in the order chosen', async () => {
    const user = await buildUser(ctx);
    expect((await ctx.request({ method: 'GET', url: '/api/users/locations', token: user.accessToken })).json()).toEqual([]);
    const response = await setLocations([23, 14], user.accessToken);
    expect(response.statusCode).toBe(200);
    const locations: Location[] = response.json();
    expect(locations.map((location) => [location.id, location.district])).toEqual([
      [23, '강남구'],
      [14, '마포구'],
    ]);
    expect((await ctx.request({ method: 'GET', url: '/api/users/locations', token: user.accessToken })).json()).toEqual(locations);
    expect((await locationRows(user.id)).map((row) => [row.locationId, row.position])).toEqual([
      [23, 0],
      [14, 1],
    ]);
    expect((await me(user.accessToken)).json().locationIds).toEqual([23, 14]);

    const reordered = await setLocations([14, 23], user.accessToken);
    expect(reordered.json().map((location: Location) => location.id)).toEqual([14, 23]);
    expect((await setLocations([7, 7], user.accessToken)).json().map((location: Location) => location.id)).toEqual([7]);
    expect((await locationRows(user.id)).map((row) => row.locationId)).toEqual([7]);
  });

  it('refuses a third district and an unknown one with 400, keeping the old choice', async () => {
    const user = await buildUser(ctx);
    await setLocations([1], user.accessToken);
    const three = await setLocations([1, 2, 3], user.accessToken);
    expect(three.statusCode).toBe(400);
    expect(three.json()).toMatchObject({ message: '지역은 최대 2개까지 선택할 수 있습니다.' });
    expect(three.json().fieldErrors?.[0]?.field).toMatch(/^locationIds/);
    const unknown = await setLocations([2, 99], user.accessToken);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: MSG.locationNotFound, fieldErrors: [{ field: 'locationIds' }] });
    expect((await locationRows(user.id)).map((row) => row.locationId)).toEqual([1]);
  });
});

describe('PUT /api/users/location', () => {
  const point = { lat: 37.5663, lng: 126.9019, address: '서울 마포구 월드컵로 240', district: '마포구' };
  const setPoint = (payload: unknown, token?: string) => put('/api/users/location', payload, token);

  it('answers 401 without a token', async () => {
    expect((await setPoint(point)).statusCode).toBe(401);
  });

  it('stores the point and makes a known district the home location', async () => {
    const user = await buildUser(ctx);
    const response = await setPoint(point, user.accessToken);
    expect(response.statusCode).toBe(200);
    const body: Me = response.json();
    expect(body.userLocation).toEqual(point);
    expect(body.location).toEqual({ city: '서울특별시', district: '마포구' });
    expect(await userRow(user.id)).toMatchObject({
      locationLat: point.lat,
      locationLng: point.lng,
      locationAddress: point.address,
      locationDistrict: '마포구',
      locationId: 14,
    });
    expect((await me(user.accessToken)).json().userLocation).toEqual(point);
  });

  it('keeps the home location for a district outside the list, but stores the point', async () => {
    const user = await buildUser(ctx);
    await setPoint(point, user.accessToken);
    const busan = { lat: 35.1631, lng: 129.1635, address: '부산 해운대구 해운대해변로 264', district: '해운대구' };
    const response = await setPoint(busan, user.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().userLocation).toEqual(busan);
    expect(response.json().location).toEqual({ city: '서울특별시', district: '마포구' });
    expect((await userRow(user.id))?.locationId).toBe(14);
  });

  it('refuses an impossible latitude or a missing address with 400 and stores nothing', async () => {
    const user = await buildUser(ctx);
    const badLat = await setPoint({ ...point, lat: 91 }, user.accessToken);
    expect(badLat.statusCode).toBe(400);
    expect(badLat.json()).toMatchObject({ status: 400, fieldErrors: [{ field: 'lat' }] });
    expect(badLat.json().message).toMatch(/[가-힣]/);
    expect((await setPoint({ ...point, lat: '37.5' }, user.accessToken)).statusCode).toBe(400);
    const noAddress = await setPoint({ ...point, address: '  ' }, user.accessToken);
    expect(noAddress.json()).toMatchObject({ status: 400, message: MSG.requiredField, fieldErrors: [{ field: 'address' }] });
    expect(await userRow(user.id)).toMatchObject({ locationLat: null, locationId: null });
  });
});
