import { describe, expect, it } from 'vitest';
import { buildGroup, buildPost, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';

const ctx = setupTestApp();

/** A member of one public and one private group (owned by someone else), who also owns a private group. */
async function world() {
  const owner = await buildUser(ctx);
  const member = await buildUser(ctx);
  const outsider = await buildUser(ctx);
  const open = await buildGroup(ctx, { owner, isPublic: true });
  const hidden = await buildGroup(ctx, { owner, isPublic: false });
  const ownHidden = await buildGroup(ctx, { owner: member, isPublic: false });
  await joinAs(ctx, member, open.id);
  const join = await ctx.request({ method: 'POST', url: `/api/groups/${hidden.id}/join`, token: member.accessToken, payload: {} });
  await ctx.request({
    method: 'POST',
    url: `/api/groups/join-requests/${join.json().request.id}/approve`,
    token: owner.accessToken,
    payload: {},
  });
  await buildPost(ctx, { author: member, groupId: hidden.id, content: '비공개 모임 글' });
  await buildPost(ctx, { author: member, groupId: open.id, content: '공개 모임 글' });
  return { owner, member, outsider, open, hidden, ownHidden };
}

const groupIds = async (url: string, viewer: TestUser | null) => {
  const response = await ctx.request({ method: 'GET', url, token: viewer?.accessToken });
  expect(response.statusCode).toBe(200);
  const page = response.json();
  return { ids: page.content.map((group: { id: number }) => group.id).sort(), total: page.totalElements };
};

const profile = async (userId: number, viewer: TestUser | null) =>
  (await ctx.request({ method: 'GET', url: `/api/users/profile/${userId}`, token: viewer?.accessToken })).json();

describe("a user's groups as others see them (contract §16)", () => {
  it('show a guest and a non-member only public groups, by enumeration of every user id', async () => {
    const { owner, member, outsider, open } = await world();
    for (const viewer of [null, outsider]) {
      for (const user of [owner, member]) {
        const all = await groupIds(`/api/users/groups/${user.id}`, viewer);
        expect(all).toEqual({ ids: [open.id], total: 1 });
        const owned = await groupIds(`/api/users/owned-groups/${user.id}`, viewer);
        expect(owned.ids).toEqual(user === owner ? [open.id] : []);
      }
      expect(await profile(member.id, viewer)).toMatchObject({
        groupCount: 1,
        ownedGroupCount: 0,
        participatedGroupCount: 1,
        postCount: 1,
      });
    }
  });

  it('show a fellow member the private group they share, and its owner everything they share', async () => {
    const { owner, member, open, hidden } = await world();
    expect((await groupIds(`/api/users/groups/${member.id}`, owner)).ids).toEqual([open.id, hidden.id].sort());
    expect(await profile(member.id, owner)).toMatchObject({ groupCount: 2, ownedGroupCount: 0, postCount: 2 });
  });

  it('show the user themselves all of their groups', async () => {
    const { member, open, hidden, ownHidden } = await world();
    expect((await groupIds(`/api/users/groups/${member.id}`, member)).ids).toEqual([open.id, hidden.id, ownHidden.id].sort());
    expect((await groupIds(`/api/users/owned-groups/${member.id}`, member)).ids).toEqual([ownHidden.id]);
    expect(await profile(member.id, member)).toMatchObject({ groupCount: 3, ownedGroupCount: 1, participatedGroupCount: 2, postCount: 2 });
    const me = (await ctx.request({ method: 'GET', url: '/api/users/profile', token: member.accessToken })).json();
    expect(me).toMatchObject({ groupCount: 3, ownedGroupCount: 1 });
  });
});

describe('shared groups on a profile (contract §14)', () => {
  it('lists the groups both the viewer and the user are in, private ones included, newest joined first', async () => {
    const { owner, member, open, hidden, ownHidden } = await world();
    const seen = await profile(owner.id, member);
    // The member joined `open` first, then `hidden`; the member's own private group is not the owner's.
    expect(seen.sharedGroups.map((group: { id: number }) => group.id)).toEqual([hidden.id, open.id]);
    expect(seen.sharedGroups[0]).toEqual({ id: hidden.id, name: hidden.name, imageUrl: null });
    expect(seen.sharedGroups.some((group: { id: number }) => group.id === ownHidden.id)).toBe(false);
    expect((await profile(member.id, owner)).sharedGroups.map((group: { id: number }) => group.id).sort()).toEqual(
      [open.id, hidden.id].sort(),
    );
  });

  it('is empty for a guest, an outsider, and on one’s own profile', async () => {
    const { owner, member, outsider } = await world();
    expect((await profile(member.id, null)).sharedGroups).toEqual([]);
    expect((await profile(member.id, outsider)).sharedGroups).toEqual([]);
    expect((await profile(member.id, member)).sharedGroups).toEqual([]);
    expect((await profile(outsider.id, owner)).sharedGroups).toEqual([]);
  });

  it('drops a group once the viewer leaves it', async () => {
    const { owner, member, open, hidden } = await world();
    const left = await ctx.request({ method: 'POST', url: `/api/groups/${open.id}/leave`, token: member.accessToken, payload: {} });
    expect(left.statusCode).toBeLessThan(300);
    expect((await profile(owner.id, member)).sharedGroups.map((group: { id: number }) => group.id)).toEqual([hidden.id]);
  });
});
