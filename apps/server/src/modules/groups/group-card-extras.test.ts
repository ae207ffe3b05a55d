import { CARD_AVATARS } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildPost, buildUser, joinAs } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { events, posts } from '../../db/schema.ts';

const ctx = setupTestApp();
const DAY = 24 * 60 * 60 * 1000;
// 과천시: no other test file puts groups there (group-discovery ranks 연수구, 구로구 and 도봉구
// among its own groups), so these groups are found in one page.
const GWACHEON = 31;

type Card = { id: number; memberAvatars: { id: number }[]; nextEventAt: string | null; newPostCount: number | null };
const cardOf = (response: { json: () => { content: Card[] } }, id: number) => response.json().content.find((group) => group.id === id);

async function insertEvent(groupId: number, organizerId: number, at: Date, cancelled = false) {
  const [row] = await ctx.deps.db
    .insert(events)
    .values({
      groupId,
      organizerId,
      title: '정기 모임',
      eventDate: at,
      location: '연수구청 앞',
      maxParticipants: 10,
      tags: [],
      ...(cancelled ? { cancelledAt: new Date() } : {}),
    })
    .returning({ id: events.id });
  return row;
}

describe('group cards carry faces, the next event and 새 글 N (contract §14)', () => {
  it('shows the first 5 members, the next upcoming event, and others’ posts of the last 7 days to members only', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, locationId: GWACHEON, tags: ['카드필드'] });
    const members = [];
    for (let index = 0; index < 6; index += 1) {
      const member = await buildUser(ctx);
      await joinAs(ctx, member, group.id);
      members.push(member);
    }
    const [first] = members;
    if (!first) throw new Error('no member');
    const now = Date.now();
    await insertEvent(group.id, owner.id, new Date(now - DAY)); // past: not next
    await insertEvent(group.id, owner.id, new Date(now + DAY), true); // cancelled: not next
    const soon = new Date(now + 3 * DAY);
    await insertEvent(group.id, owner.id, soon);
    await insertEvent(group.id, owner.id, new Date(now + 9 * DAY));
    // Posts: two by the owner this week, one by the member this week (their own: not new to them), one old.
    await buildPost(ctx, { author: owner, groupId: group.id });
    await buildPost(ctx, { author: owner, groupId: group.id });
    await buildPost(ctx, { author: first, groupId: group.id });
    const old = await buildPost(ctx, { author: owner, groupId: group.id });
    await ctx.deps.db
      .update(posts)
      .set({ createdAt: new Date(now - 8 * DAY) })
      .where(eq(posts.id, old.id));

    const url = `/api/groups?locationIds=${GWACHEON}&size=100`;
    const asMember = cardOf(await ctx.request({ method: 'GET', url, token: first.accessToken }), group.id);
    expect(asMember?.memberAvatars.map((person) => person.id)).toEqual([owner.id, ...members.slice(0, CARD_AVATARS - 1).map((m) => m.id)]);
    expect(asMember?.nextEventAt).toBe(soon.toISOString());
    expect(asMember?.newPostCount).toBe(2);

    // The owner sees the member's one post as new.
    const asOwner = cardOf(await ctx.request({ method: 'GET', url, token: owner.accessToken }), group.id);
    expect(asOwner?.newPostCount).toBe(1);

    // A guest and a stranger see the faces and the next event of a public group, and no count.
    const asGuest = cardOf(await ctx.request({ method: 'GET', url }), group.id);
    expect(asGuest?.memberAvatars).toHaveLength(CARD_AVATARS);
    expect(asGuest?.nextEventAt).toBe(soon.toISOString());
    expect(asGuest?.newPostCount).toBeNull();
    const stranger = await buildUser(ctx);
    const asStranger = cardOf(await ctx.request({ method: 'GET', url, token: stranger.accessToken }), group.id);
    expect(asStranger?.newPostCount).toBeNull();

    // The same fields come with search, popular, the member's own list and the detail.
    const searched = cardOf(await ctx.request({ method: 'GET', url: `${url}&query=카드필드`, token: first.accessToken }), group.id);
    expect(searched).toMatchObject({ newPostCount: 2, nextEventAt: soon.toISOString() });
    const popular = cardOf(
      await ctx.request({ method: 'GET', url: `/api/groups/popular?locationId=${GWACHEON}&size=50`, token: first.accessToken }),
      group.id,
    );
    expect(popular).toMatchObject({ newPostCount: 2 });
    const mine = cardOf(await ctx.request({ method: 'GET', url: '/api/groups/my?size=50', token: first.accessToken }), group.id);
    expect(mine).toMatchObject({ newPostCount: 2, nextEventAt: soon.toISOString() });
    const detail = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}`, token: first.accessToken });
    expect(detail.json()).toMatchObject({ newPostCount: 2, nextEventAt: soon.toISOString() });
  });

  it('hides a private group’s faces and events from non-members, and gives no event when none is upcoming', async () => {
    const owner = await buildUser(ctx);
    const hidden = await buildGroup(ctx, { owner, locationId: GWACHEON, isPublic: false });
    await insertEvent(hidden.id, owner.id, new Date(Date.now() + 2 * DAY));
    const quiet = await buildGroup(ctx, { owner, locationId: GWACHEON });

    const stranger = await buildUser(ctx);
    const url = `/api/groups?locationIds=${GWACHEON}&size=100`;
    const response = await ctx.request({ method: 'GET', url, token: stranger.accessToken });
    expect(cardOf(response, hidden.id)).toMatchObject({ memberAvatars: [], nextEventAt: null, newPostCount: null });
    expect(cardOf(response, quiet.id)).toMatchObject({ memberAvatars: [{ id: owner.id }], nextEventAt: null });

    const asOwner = cardOf(await ctx.request({ method: 'GET', url, token: owner.accessToken }), hidden.id);
    expect(asOwner?.memberAvatars).toEqual([{ id: owner.id, nickname: owner.nickname, profileImage: null }]);
    expect(asOwner?.nextEventAt).not.toBeNull();
    expect(asOwner?.newPostCount).toBe(0);
  });
});
