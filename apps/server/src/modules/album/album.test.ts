import { ALBUM_EVENTS_LIMIT, ALBUM_MSG, EVENT_MSG, MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { buildGroup, buildGroupOfThree, buildUser, deleteAccount, type TestUser, uploadImage } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/query.ts';
import { sweepOrphanUploads } from '../images/orphan-sweeper.ts';
import { createPost } from '../posts/posts.service.ts';

const ctx = setupTestApp({ WRITE_LIMIT_UPLOADS: '100000/1h', WRITE_LIMIT_EDITS: '100000/1h', WRITE_LIMIT_MEGAPIXELS: '100000/1h' });

const HOUR = 3_600_000;

const jpeg = (background = '#3366ff', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A multipart body of repeated `field` parts, as a browser's FormData sends it. */
async function multipartOf(files: Buffer[], field = 'files') {
  const form = new FormData();
  for (const [index, bytes] of files.entries()) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** An event of the group by `organizer`, moved to have started an hour ago (the API only takes future dates). */
async function startedEvent(organizer: TestUser, groupId: number, { started = true } = {}) {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/events',
    token: organizer.accessToken,
    payload: {
      groupId,
      title: '한강 러닝 정모',
      description: '',
      eventDate: new Date(ctx.clock.now().getTime() + 2 * HOUR).toISOString(),
      location: '여의도 한강공원',
      maxParticipants: 10,
    },
  });
  expect(response.statusCode).toBe(201);
  const id: number = response.json().id;
  if (started) {
    const start = new Date(ctx.clock.now().getTime() - HOUR);
    await ctx.deps.db.execute(
      sql`update events set event_date = ${start}, end_date = ${new Date(start.getTime() + 2 * HOUR)} where id = ${id}`,
    );
  }
  return id;
}

const addPhotos = async (user: TestUser | null, eventId: number, files: Buffer[]) =>
  ctx.request({ method: 'POST', url: `/api/events/${eventId}/photos`, token: user?.accessToken, ...(await multipartOf(files)) });

const album = (user: TestUser | null, groupId: number, query = '') =>
  ctx.request({ method: 'GET', url: `/api/groups/${groupId}/photos${query}`, token: user?.accessToken });

const uploadCount = async (userId: number) =>
  (await queryRows<{ n: number }>(ctx.deps.db, sql`select count(*)::int as n from uploads where user_id = ${userId}`))[0]?.n ?? 0;

/** A group with a post of two images, a chat image and an event photo, in that order. */
async function groupWithPhotos() {
  const people = await buildGroupOfThree(ctx);
  const { owner, member, other, group } = people;
  const postImages = [await uploadImage(ctx, member, 'post'), await uploadImage(ctx, member, 'post')];
  const post = await createPost(ctx.deps, { userId: member.id, groupId: group.id, content: '지난 정모 사진이에요', imageUrls: postImages });
  const chatImage = await uploadImage(ctx, other, 'post');
  const sent = await ctx.request({
    method: 'POST',
    url: `/api/groups/${group.id}/chat/messages`,
    token: other.accessToken,
    payload: { message: chatImage, messageType: 'IMAGE' },
  });
  expect(sent.statusCode).toBe(201);
  const eventId = await startedEvent(owner, group.id);
  const added = await addPhotos(owner, eventId, [await jpeg('#ff8800', 60, 40)]);
  expect(added.statusCode).toBe(201);
  return { ...people, post, postImages, chatImage, messageId: sent.json().id as number, eventId, eventPhoto: added.json().photos[0] };
}

describe('GET /api/groups/:id/photos', () => {
  it('lists every image of the group with its source, newest first, in pages', async () => {
    const { member, group, post, postImages, chatImage, messageId, eventId, eventPhoto } = await groupWithPhotos();
    const response = await album(member, group.id);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(4);
    expect(page.content.map((photo: { source: string }) => photo.source)).toEqual(['EVENT', 'CHAT', 'POST', 'POST']);
    expect(page.content[0]).toMatchObject({
      url: eventPhoto.url,
      eventId,
      eventTitle: '한강 러닝 정모',
      photoId: eventPhoto.photoId,
      width: 60,
      height: 40,
      viewerCan: { delete: false },
    });
    expect(page.content[1]).toMatchObject({ url: chatImage, messageId, postId: null, viewerCan: { delete: false } });
    // A post's images keep their order; sizes come from the stored uploads.
    expect(page.content.slice(2).map((photo: { url: string }) => photo.url)).toEqual(postImages);
    expect(page.content[2]).toMatchObject({ postId: post.id, author: { id: member.id }, width: 32, height: 32 });
    expect(new Set(page.content.map((photo: { key: string }) => photo.key)).size).toBe(4);

    const first = (await album(member, group.id, '?size=3')).json();
    const second = (await album(member, group.id, '?size=3&page=1')).json();
    expect([...first.content, ...second.content].map((photo: { key: string }) => photo.key)).toEqual(
      page.content.map((photo: { key: string }) => photo.key),
    );
    expect(second).toMatchObject({ totalElements: 4, totalPages: 2, last: true });
  });

  it('keeps one event’s photos with ?eventId, and refuses another group’s event', async () => {
    const { owner, group, eventId } = await groupWithPhotos();
    const page = (await album(owner, group.id, `?eventId=${eventId}`)).json();
    expect(page.content.map((photo: { source: string }) => photo.source)).toEqual(['EVENT']);
    expect(page.content[0].viewerCan).toEqual({ delete: true });
    const elsewhere = await groupWithPhotos();
    const refused = await album(owner, group.id, `?eventId=${elsewhere.eventId}`);
    expectErrorBody(refused, 404, EVENT_MSG.notFound);
    expect((await album(owner, group.id, '?eventId=abc')).statusCode).toBe(400);
    expect((await album(owner, group.id, '?size=500')).statusCode).toBe(400);
  });

  it('is for members only: 401 signed out, 403 to others even in a public group, 404 for no group', async () => {
    const { group } = await groupWithPhotos();
    const stranger = await buildUser(ctx);
    expect((await album(null, group.id)).statusCode).toBe(401);
    expectErrorBody(await album(stranger, group.id), 403, ALBUM_MSG.membersOnly);
    expect((await album(stranger, 999_999)).statusCode).toBe(404);
  });

  it('follows the sources: hidden posts, deleted messages and blocked authors leave it', async () => {
    const { owner, member, other, group, post, messageId } = await groupWithPhotos();
    await ctx.deps.db.execute(sql`update posts set hidden_at = now() where id = ${post.id}`);
    const deleted = await ctx.request({
      method: 'DELETE',
      url: `/api/groups/${group.id}/chat/messages/${messageId}`,
      token: other.accessToken,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await album(member, group.id)).json().content.map((photo: { source: string }) => photo.source)).toEqual(['EVENT']);

    // The blocker no longer sees the blocked owner's event photo; everyone else still does.
    expect((await ctx.request({ method: 'POST', url: `/api/users/${owner.id}/block`, token: member.accessToken })).statusCode).toBe(204);
    expect((await album(member, group.id)).json()).toMatchObject({ totalElements: 0, content: [] });
    expect((await album(other, group.id)).json().totalElements).toBe(1);
  });
});

describe('GET /api/groups/:id/photos/events', () => {
  const albumEvents = (user: TestUser | null, groupId: number | string) =>
    ctx.request({ method: 'GET', url: `/api/groups/${groupId}/photos/events`, token: user?.accessToken });
  const shown = async (user: TestUser, groupId: number) =>
    (await albumEvents(user, groupId)).json().map((event: { id: number; photoCount: number }) => [event.id, event.photoCount]);

  it('lists the events with photos, the one with the newest photo first, with their counts', async () => {
    const { owner, member, group, eventId: first } = await groupWithPhotos();
    const second = await startedEvent(owner, group.id);
    expect((await addPhotos(member, second, [await jpeg('#101010'), await jpeg('#202020')])).statusCode).toBe(201);
    await startedEvent(owner, group.id);

    const response = await albumEvents(member, group.id);
    expect(response.statusCode).toBe(200);
    const [start] = await queryRows<{ event_date: Date }>(ctx.deps.db, sql`select event_date from events where id = ${second}`);
    expect(response.json()).toEqual([
      { id: second, title: '한강 러닝 정모', startsAt: new Date(start?.event_date ?? 0).toISOString(), photoCount: 2 },
      { id: first, title: '한강 러닝 정모', startsAt: expect.any(String), photoCount: 1 },
    ]);

    // A new photo of the older event brings it to the front: the order follows the album's newest photos.
    expect((await addPhotos(owner, first, [await jpeg('#303030')])).statusCode).toBe(201);
    expect(await shown(member, group.id)).toEqual([
      [first, 2],
      [second, 2],
    ]);
  });

  it(`lists at most ${ALBUM_EVENTS_LIMIT} events, those with the newest photos`, async () => {
    const { owner, group, eventId } = await groupWithPhotos();
    const [photo] = await queryRows<{ url: string }>(ctx.deps.db, sql`select url from event_photos where event_id = ${eventId}`);
    // Copies of the event, each with a photo a minute newer than the last, written directly: the API takes ten photos a request.
    const copies = await queryRows<{ id: number }>(
      ctx.deps.db,
      sql`insert into events (group_id, organizer_id, title, description, event_date, end_date, location, max_participants, tags)
        select group_id, organizer_id, title || ' ' || n, description, event_date, end_date, location, max_participants, tags
        from events, generate_series(1, ${ALBUM_EVENTS_LIMIT}) as n where id = ${eventId} order by n returning id`,
    );
    await ctx.deps.db.execute(
      sql`insert into event_photos (event_id, group_id, uploader_id, url, created_at)
        select e.id, ${group.id}, ${owner.id}, ${photo?.url}, now() + (row_number() over (order by e.id)) * interval '1 minute'
        from events e where e.id = any(${sql.param(copies.map((copy) => copy.id))}::int[])`,
    );
    const listed = await shown(owner, group.id);
    expect(listed).toHaveLength(ALBUM_EVENTS_LIMIT);
    expect(listed[0]).toEqual([copies.at(-1)?.id, 1]);
    expect(listed.map(([id]: [number]) => id)).not.toContain(eventId);
  });

  it('is for members only: 401 signed out, 400 for a bad id, 403 to others in a private or public group, 404 for no group', async () => {
    const { group } = await groupWithPhotos();
    const stranger = await buildUser(ctx);
    const owner = await buildUser(ctx);
    const privateGroup = await buildGroup(ctx, { owner, isPublic: false });
    expect(group.isPublic).toBe(true);
    expect((await albumEvents(null, group.id)).statusCode).toBe(401);
    const bad = await albumEvents(stranger, 'abc');
    expectErrorBody(bad, 400);
    expect(bad.json().fieldErrors).toEqual([expect.objectContaining({ field: 'id' })]);
    expectErrorBody(await albumEvents(stranger, group.id), 403, ALBUM_MSG.membersOnly);
    expectErrorBody(await albumEvents(stranger, privateGroup.id), 403, ALBUM_MSG.membersOnly);
    expect((await albumEvents(owner, privateGroup.id)).json()).toEqual([]);
    expectErrorBody(await albumEvents(stranger, 999_999), 404);
  });

  it('counts what the viewer’s album shows: a blocked uploader’s photos and deleted photos do not count', async () => {
    const { owner, member, other, group, eventId: shared } = await groupWithPhotos();
    const [theirs] = (await addPhotos(member, shared, [await jpeg('#404040')])).json().photos;
    const ownersOnly = await startedEvent(owner, group.id);
    expect((await addPhotos(owner, ownersOnly, [await jpeg('#505050')])).statusCode).toBe(201);
    expect(await shown(other, group.id)).toEqual([
      [ownersOnly, 1],
      [shared, 2],
    ]);

    // The blocker's album leaves the owner's photos out, so the owner's event goes and the shared one counts the member's photo.
    expect((await ctx.request({ method: 'POST', url: `/api/users/${owner.id}/block`, token: other.accessToken })).statusCode).toBe(204);
    expect(await shown(other, group.id)).toEqual([[shared, 1]]);
    expect((await album(other, group.id, `?eventId=${shared}`)).json().totalElements).toBe(1);
    expect(await shown(member, group.id)).toEqual([
      [ownersOnly, 1],
      [shared, 2],
    ]);

    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/events/${shared}/photos/${theirs.photoId}`,
      token: member.accessToken,
    });
    expect(removed.statusCode).toBe(204);
    expect(await shown(other, group.id)).toEqual([]);
    expect(await shown(member, group.id)).toEqual([
      [ownersOnly, 1],
      [shared, 1],
    ]);
  });
});

describe('POST /api/events/:id/photos', () => {
  it('adds up to 10 photos of a member to a started event, re-encoded and marked in use', async () => {
    const { owner, member, group } = await buildGroupOfThree(ctx);
    const eventId = await startedEvent(owner, group.id);
    const response = await addPhotos(member, eventId, [await jpeg('#112233'), await jpeg('#445566', 20, 50)]);
    expect(response.statusCode).toBe(201);
    const { photos } = response.json();
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ source: 'EVENT', eventId, author: { id: member.id }, viewerCan: { delete: true } });
    const rows = await queryRows<{ url: string; uploader_id: number; group_id: number; use_version: number }>(
      ctx.deps.db,
      sql`select ep.url, ep.uploader_id, ep.group_id, u.use_version from event_photos ep join uploads u on u.url = ep.url
          where ep.event_id = ${eventId} order by ep.id`,
    );
    expect(rows.map((row) => row.url).sort()).toEqual(photos.map((photo: { url: string }) => photo.url).sort());
    expect(rows.every((row) => row.uploader_id === member.id && row.group_id === group.id && row.use_version > 0)).toBe(true);
  });

  it('decides before storing anything: 401, 403 to outsiders, 404, 409 before the start or once cancelled', async () => {
    const { owner, member, group } = await buildGroupOfThree(ctx);
    const stranger = await buildUser(ctx);
    const eventId = await startedEvent(owner, group.id);
    const photo = await jpeg();
    expect((await addPhotos(null, eventId, [photo])).statusCode).toBe(401);
    expectErrorBody(await addPhotos(stranger, eventId, [photo]), 403, ALBUM_MSG.membersOnlyAdd);
    expect((await addPhotos(member, 999_999, [photo])).statusCode).toBe(404);
    const upcoming = await startedEvent(owner, group.id, { started: false });
    expectErrorBody(await addPhotos(member, upcoming, [photo]), 409, ALBUM_MSG.notStarted);
    await ctx.deps.db.execute(sql`update events set cancelled_at = now() where id = ${eventId}`);
    expectErrorBody(await addPhotos(member, eventId, [photo]), 409, ALBUM_MSG.cancelled);
    expect(await uploadCount(stranger.id)).toBe(0);
    expect(await uploadCount(member.id)).toBe(0);
  });

  it('answers no photo or another field with 400, too many with 413 and bytes that are no image with 415, and keeps nothing', async () => {
    const { owner, member, group } = await buildGroupOfThree(ctx);
    const eventId = await startedEvent(owner, group.id);
    const photo = await jpeg();
    expectErrorBody(await addPhotos(member, eventId, []), 400, ALBUM_MSG.photosRequired);
    // An 11th file meets the multipart limit of every upload: 413 with its Korean message.
    expectErrorBody(await addPhotos(member, eventId, Array(11).fill(photo)), 413, '한 번에 올릴 수 있는 파일 수를 넘었습니다.');
    const wrongField = await ctx.request({
      method: 'POST',
      url: `/api/events/${eventId}/photos`,
      token: member.accessToken,
      ...(await multipartOf([photo], 'image')),
    });
    expect(wrongField.statusCode).toBe(400);
    // Bytes that are no image are refused by the image rules (§6) before anything is stored.
    expectErrorBody(await addPhotos(member, eventId, [photo, Buffer.from('not an image at all')]), 415, MSG.imageType);
    const json = await ctx.request({ method: 'POST', url: `/api/events/${eventId}/photos`, token: member.accessToken, payload: {} });
    expect(json.statusCode).toBe(415);
    expect(await uploadCount(member.id)).toBe(0);
    expect(
      (await queryRows<{ n: number }>(ctx.deps.db, sql`select count(*)::int as n from event_photos where event_id = ${eventId}`))[0]?.n,
    ).toBe(0);
  });
});

describe('DELETE /api/events/:id/photos/:photoId', () => {
  it('lets the uploader or the staff delete an event photo, and its file goes with it', async () => {
    const { owner, member, other, group } = await buildGroupOfThree(ctx);
    const eventId = await startedEvent(owner, group.id);
    const [mine, second] = (await addPhotos(member, eventId, [await jpeg('#010203'), await jpeg('#040506')])).json().photos;
    const remove = (user: TestUser | null, photoId: number, event = eventId) =>
      ctx.request({ method: 'DELETE', url: `/api/events/${event}/photos/${photoId}`, token: user?.accessToken });

    expect((await remove(null, mine.photoId)).statusCode).toBe(401);
    expectErrorBody(await remove(other, mine.photoId), 403, ALBUM_MSG.deleteForbidden);
    const otherEvent = await startedEvent(owner, group.id);
    expectErrorBody(await remove(member, mine.photoId, otherEvent), 404, ALBUM_MSG.photoNotFound);
    expect((await remove(member, mine.photoId)).statusCode).toBe(204);
    expect((await remove(owner, second.photoId)).statusCode).toBe(204);
    expect((await remove(owner, second.photoId)).statusCode).toBe(404);
    const left = await queryRows(ctx.deps.db, sql`select 1 from event_photos where event_id = ${eventId}`);
    expect(left).toHaveLength(0);
    const files = await queryRows(ctx.deps.db, sql`select 1 from uploads where url in (${mine.url}, ${second.url})`);
    expect(files).toHaveLength(0);
  });
});

describe('event photos and the rest of the account', () => {
  it('are never swept as orphans, are in the export, and stay after 회원탈퇴 as 탈퇴한 회원’s', async () => {
    const { owner, member, group } = await buildGroupOfThree(ctx);
    const eventId = await startedEvent(owner, group.id);
    const [photo] = (await addPhotos(member, eventId, [await jpeg('#778899')])).json().photos;
    await ctx.deps.db.execute(sql`update uploads set created_at = now() - interval '3 days' where url = ${photo.url}`);
    await sweepOrphanUploads(ctx.deps, { minAgeMs: 0 });
    expect(await queryRows(ctx.deps.db, sql`select 1 from uploads where url = ${photo.url}`)).toHaveLength(1);

    const exported = await ctx.request({ method: 'GET', url: '/api/users/me/export', token: member.accessToken });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().eventPhotos).toEqual([expect.objectContaining({ id: photo.photoId, eventId, url: photo.url })]);

    await deleteAccount(ctx, member);
    const shown = (await album(owner, group.id)).json().content;
    expect(shown).toEqual([expect.objectContaining({ url: photo.url, author: { id: member.id, nickname: '탈퇴한 회원' } })]);
  });
});
