import { SEARCH_MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildPost, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { groupBans, groupMembers, users } from '../../db/schema.ts';
import { previewText } from './groups.service.ts';

const ctx = setupTestApp();
// 연수구, its neighbour 구로구 and far-off 도봉구. On a shared PostgreSQL database other test files may
// have groups there too, so the rankings are checked among this test's own groups (`amongOwn`).
const YEONSU = 33;
const GURO = 17;
const DOBONG = 10;
const DAY = 24 * 60 * 60 * 1000;

async function addMembers(groupId: number, count: number) {
  for (let index = 0; index < count; index += 1) await joinAs(ctx, await buildUser(ctx), groupId);
}
const idsOf = (response: { json: () => { content: { id: number }[] } }) => response.json().content.map((group) => group.id);
/** The ids of `groups` in the order the response lists them, others' groups left out. */
const amongOwn = (ids: number[], groups: { id: number }[]) => ids.filter((id) => groups.some((group) => group.id === id));

describe('GET /api/groups/popular (contract §14)', () => {
  it('ranks public groups in, then near, the given 동네 by activity over the last 14 days', async () => {
    const owner = await buildUser(ctx);
    const quiet = await buildGroup(ctx, { owner, locationId: YEONSU });
    const busy = await buildGroup(ctx, { owner, locationId: YEONSU });
    await addMembers(busy.id, 2);
    await buildPost(ctx, { author: owner, groupId: busy.id });
    // More members than `busy`, but they joined three weeks ago: that is not recent activity.
    const onceBusy = await buildGroup(ctx, { owner, locationId: YEONSU });
    await addMembers(onceBusy.id, 4);
    await ctx.deps.db
      .update(groupMembers)
      .set({ joinedAt: new Date(Date.now() - 21 * DAY) })
      .where(eq(groupMembers.groupId, onceBusy.id));
    const near = await buildGroup(ctx, { owner, locationId: GURO });
    await addMembers(near.id, 5);
    const hidden = await buildGroup(ctx, { owner, locationId: YEONSU, isPublic: false });
    await addMembers(hidden.id, 3);
    const far = await buildGroup(ctx, { owner, locationId: DOBONG });
    await addMembers(far.id, 6);

    const response = await ctx.request({ method: 'GET', url: `/api/groups/popular?locationId=${YEONSU}&size=100` });
    expect(response.statusCode).toBe(200);
    const ids = idsOf(response);
    // `quiet` has one recent join (its owner), `onceBusy` none left in the window despite its size.
    expect(amongOwn(ids, [quiet, busy, onceBusy, near, far])).toEqual([busy.id, quiet.id, onceBusy.id, near.id, far.id]);
    expect(ids).not.toContain(hidden.id);
    // A signed-in member gets the same list, with their own relation to each group.
    const member = await buildUser(ctx);
    await joinAs(ctx, member, busy.id);
    const signedIn = await ctx.request({
      method: 'GET',
      url: `/api/groups/popular?locationId=${YEONSU}&size=100`,
      token: member.accessToken,
    });
    const listed = signedIn.json().content;
    expect(amongOwn(idsOf(signedIn), [quiet, busy, onceBusy, near, far])).toEqual([busy.id, quiet.id, onceBusy.id, near.id, far.id]);
    expect(listed.find((group: { id: number }) => group.id === busy.id)).toMatchObject({ isMember: true, membership: 'MEMBER' });
    expect(listed.find((group: { id: number }) => group.id === quiet.id)).toMatchObject({ isMember: false });
  });

  it('answers 400 in Korean for an unknown district, and a default page of 8 without one', async () => {
    const unknown = await ctx.request({ method: 'GET', url: '/api/groups/popular?locationId=99' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toContainEqual({ field: 'locationId', message: SEARCH_MSG.badLocations });
    expect((await ctx.request({ method: 'GET', url: '/api/groups/popular?locationId=abc' })).statusCode).toBe(400);
    const all = await ctx.request({ method: 'GET', url: '/api/groups/popular' });
    expect(all.statusCode).toBe(200);
    expect(all.json().size).toBe(8);
  });
});

describe('GET /api/groups/recommended (contract §14)', () => {
  async function userOf(locationIds: number[], interests: number[]): Promise<TestUser> {
    const user = await buildUser(ctx);
    await ctx.deps.db.update(users).set({ locationId: null }).where(eq(users.id, user.id));
    const put = (url: string, payload: object) => ctx.request({ method: 'PUT', url, token: user.accessToken, payload });
    expect((await put('/api/users/locations', { locationIds })).statusCode).toBe(200);
    expect((await put('/api/users/interests', { categoryIds: interests })).statusCode).toBe(200);
    return user;
  }

  it('ranks interest, then 동네, then neighbouring 동네, then activity, never a joined, banned or full group', async () => {
    const reader = await userOf([YEONSU], [901]);
    const owner = await buildUser(ctx);
    const mine = await buildGroup(ctx, { owner, categoryIds: [901], locationId: YEONSU });
    const mineBusier = await buildGroup(ctx, { owner, categoryIds: [901], locationId: YEONSU });
    await addMembers(mineBusier.id, 2);
    const nextDoor = await buildGroup(ctx, { owner, categoryIds: [901], locationId: GURO });
    const otherTopicHere = await buildGroup(ctx, { owner, categoryIds: [1401], locationId: YEONSU });
    const full = await buildGroup(ctx, { owner, categoryIds: [901], locationId: YEONSU, maxMembers: 2 });
    await addMembers(full.id, 1);
    const joined = await buildGroup(ctx, { owner, categoryIds: [901], locationId: YEONSU });
    await joinAs(ctx, reader, joined.id);
    const banned = await buildGroup(ctx, { owner, categoryIds: [901], locationId: YEONSU });
    await ctx.deps.db.insert(groupBans).values({ groupId: banned.id, userId: reader.id, bannedBy: owner.id });

    const response = await ctx.request({ method: 'GET', url: '/api/groups/recommended?size=100', token: reader.accessToken });
    expect(response.statusCode).toBe(200);
    const ids = idsOf(response);
    // A shared interest weighs more than the 동네: the same topic next door before another topic here.
    expect(amongOwn(ids, [mine, mineBusier, nextDoor, otherTopicHere])).toEqual([mineBusier.id, mine.id, nextDoor.id, otherTopicHere.id]);
    expect(ids).not.toContain(full.id);
    expect(ids).not.toContain(joined.id);
    expect(ids).not.toContain(banned.id);
  });
});

describe('previewText', () => {
  it('keeps a text of up to 100 characters whole and cuts a longer one at a space with "…"', () => {
    const hundred = `${'가나다라 '.repeat(19)}마바사아자`;
    expect(Array.from(hundred)).toHaveLength(100);
    expect(previewText(hundred)).toBe(hundred);
    const cut = previewText(`${hundred}차`);
    expect(cut).toBe(`${'가나다라 '.repeat(19).trimEnd()}…`);
  });

  it('cuts mid-word only when the last 30 characters hold no space, counting emoji as one character', () => {
    const cut = previewText('🏃'.repeat(150));
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut).toBe(`${'🏃'.repeat(99)}…`);
  });
});

describe('GET /api/groups/{id} preview (contract §14)', () => {
  it('shows anyone the latest posts cut to 100 characters, the next events and staff first among 8 faces', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const members: TestUser[] = [];
    for (let index = 0; index < 9; index += 1) {
      const member = await buildUser(ctx);
      await joinAs(ctx, member, group.id);
      members.push(member);
    }
    const [first, second] = members as [TestUser, TestUser];
    await ctx.request({
      method: 'PUT',
      url: `/api/groups/${group.id}/members/${second.id}/role`,
      token: owner.accessToken,
      payload: { role: 'MANAGER' },
    });
    const posts = [];
    const long = `네 번째 글 ${'주말 아침 한강 러닝 '.repeat(12)}`;
    for (const [index, text] of ['첫 글입니다', '두 번째 글', '세 번째 글', long].entries()) {
      posts.push(await buildPost(ctx, { author: index % 2 ? first : owner, groupId: group.id, content: text }));
    }
    const event = (title: string, days: number) =>
      ctx.request({
        method: 'POST',
        url: '/api/events',
        token: owner.accessToken,
        payload: {
          groupId: group.id,
          title,
          description: '',
          eventDate: new Date(Date.now() + days * DAY).toISOString(),
          isOnline: true,
          location: 'https://meet.example.com/a',
          maxParticipants: 10,
          tags: [],
        },
      });
    const later = (await event('나중 모임', 9)).json();
    const soon = (await event('다음 주 모임', 2)).json();
    const cancelled = (await event('취소된 모임', 1)).json();
    await ctx.request({ method: 'POST', url: `/api/events/${cancelled.id}/cancel`, token: owner.accessToken });
    await event('한참 뒤 모임', 30);

    const response = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}` });
    expect(response.statusCode).toBe(200);
    const { preview } = response.json();
    expect(preview.posts.map((post: { id: number }) => post.id)).toEqual([posts[3]?.id, posts[2]?.id, posts[1]?.id]);
    // Cut at the last space before 100 characters with "…", never mid-word.
    const cut = preview.posts[0].content as string;
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('러닝…') || cut.endsWith('한강…') || cut.endsWith('아침…') || cut.endsWith('주말…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long.charAt(cut.length - 1)).toBe(' ');
    expect(preview.posts[1].content).toBe('세 번째 글');
    expect(preview.posts[1].author).toEqual({ id: owner.id, nickname: owner.nickname, profileImage: null, isDeleted: false });
    expect(new Date(preview.posts[0].createdAt).toISOString()).toBe(preview.posts[0].createdAt);
    expect(preview.events.map((item: { id: number }) => item.id)).toEqual([soon.id, later.id]);
    expect(preview.events[0]).toMatchObject({ title: '다음 주 모임', isOnline: true, participantCount: 1, maxParticipants: 10 });
    expect(preview.members).toHaveLength(8);
    expect(preview.members.slice(0, 3).map((member: { id: number }) => member.id)).toEqual([owner.id, second.id, first.id]);
  });

  it('keeps a private group’s inside out of its detail', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    await buildPost(ctx, { author: owner, groupId: group.id, content: '회원만 보는 글' });
    for (const token of [undefined, (await buildUser(ctx)).accessToken, owner.accessToken]) {
      const response = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}`, ...(token ? { token } : {}) });
      expect(response.json().preview).toBeNull();
    }
  });
});

describe('GET /api/groups/{id} isBanned (contract §10)', () => {
  it('tells a banned user, and nobody else, that they cannot join', async () => {
    const owner = await buildUser(ctx);
    const banned = await buildUser(ctx);
    const other = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    await joinAs(ctx, banned, group.id);
    const removal = await ctx.request({
      method: 'DELETE',
      url: `/api/groups/${group.id}/members/${banned.id}?ban=true`,
      token: owner.accessToken,
    });
    expect(removal.statusCode).toBe(200);
    const detailFor = async (user: TestUser | null) =>
      (await ctx.request({ method: 'GET', url: `/api/groups/${group.id}`, ...(user ? { token: user.accessToken } : {}) })).json().isBanned;
    expect(await detailFor(banned)).toBe(true);
    expect(await detailFor(other)).toBe(false);
    expect(await detailFor(owner)).toBe(false);
    expect(await detailFor(null)).toBe(false);
  });
});
