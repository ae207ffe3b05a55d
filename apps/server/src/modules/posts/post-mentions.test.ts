import { POST_MSG, SAFETY_MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroupOfThree, buildPost, buildUser, deleteAccount, type TestUser, uniqueNickname } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/query.ts';

const ctx = setupTestApp();

type Mentioned = { id: number; content: string; mentions: { userId: number; nickname: string }[] };

const writePost = (user: TestUser | null, groupId: number, content: string, mentions?: unknown) =>
  ctx.request({ method: 'POST', url: '/api/posts', token: user?.accessToken, payload: { groupId, content, mentions } });
const editPost = (user: TestUser, postId: number, payload: Record<string, unknown>) =>
  ctx.request({ method: 'PUT', url: `/api/posts/${postId}`, token: user.accessToken, payload });
const writeComment = (user: TestUser | null, postId: number, content: string, mentions?: unknown) =>
  ctx.request({ method: 'POST', url: `/api/posts/${postId}/comments`, token: user?.accessToken, payload: { content, mentions } });
const readPost = async (user: TestUser, postId: number) =>
  (await ctx.request({ method: 'GET', url: `/api/posts/${postId}`, token: user.accessToken })).json() as Mentioned;
const readComments = async (user: TestUser, postId: number) =>
  (await ctx.request({ method: 'GET', url: `/api/posts/${postId}/comments`, token: user.accessToken })).json().content as Mentioned[];
const stored = async (table: 'posts' | 'comments', id: number) =>
  (await queryRows<{ mentions: unknown }>(ctx.deps.db, sql`select mentions from ${sql.raw(table)} where id = ${id}`))[0]?.mentions;
/** The MENTION notifications `user` holds, as their list answers them. */
const mentionsNotified = async (user: TestUser) =>
  (
    (await ctx.request({ method: 'GET', url: '/api/notifications', token: user.accessToken })).json().content as {
      type: string;
      title: string;
      message: string;
      relatedType: string;
      relatedId: number;
    }[]
  ).filter((notification) => notification.type === 'MENTION');
/** The MENTION rows that landed for `user`, straight from the table. */
const mentionRows = (user: TestUser) =>
  queryRows<{ actor_id: number; related_type: string; related_id: number; comment_id: number | null }>(
    ctx.deps.db,
    sql`select actor_id, related_type, related_id, comment_id from notifications where user_id = ${user.id} and type = 'MENTION' order by id`,
  );

const group = () => buildGroupOfThree(ctx);

describe('mentions (@멘션) in posts and comments', () => {
  it('refuses a guest with 401 before reading the body', async () => {
    const { owner, member, group: g } = await group();
    expect((await writePost(null, g.id, `@${member.nickname} 안녕`, [member.id])).statusCode).toBe(401);
    const post = await buildPost(ctx, { author: owner, groupId: g.id });
    expect((await writeComment(null, post.id, `@${member.nickname} 안녕`, [member.id])).statusCode).toBe(401);
  });

  it('stores the members a post names by id, answers them in the text’s order, and tells each with a MENTION that opens the post', async () => {
    const { owner, member, other, group: g } = await group();
    const text = `@${other.nickname} @${member.nickname} 이번 주 후기 올려요`;
    const sent = await writePost(owner, g.id, text, [member.id, other.id]);
    expect(sent.statusCode).toBe(201);
    const post = sent.json() as Mentioned;
    expect(post.content).toBe(text);
    expect(post.mentions).toEqual([
      { userId: other.id, nickname: other.nickname },
      { userId: member.id, nickname: member.nickname },
    ]);
    expect(await stored('posts', post.id)).toEqual([
      { userId: other.id, as: other.nickname },
      { userId: member.id, as: member.nickname },
    ]);
    for (const user of [member, other]) {
      expect(await mentionsNotified(user)).toEqual([
        expect.objectContaining({
          title: '게시글에서 회원님을 언급했어요',
          message: `${owner.nickname}님이 게시글에서 회원님을 불렀어요.`,
          relatedType: 'POST',
          relatedId: post.id,
        }),
      ]);
      expect(await mentionRows(user)).toEqual([{ actor_id: owner.id, related_type: 'POST', related_id: post.id, comment_id: null }]);
    }
    expect(await mentionsNotified(owner)).toEqual([]);
    // Lists carry them too (the group's page).
    const page = (await ctx.request({ method: 'GET', url: `/api/posts/group/${g.id}`, token: member.accessToken })).json();
    expect(page.content[0].mentions).toHaveLength(2);
  });

  it('stores a comment’s mentions and tells the member with a MENTION quoting it that opens the post', async () => {
    const { owner, member, other, group: g } = await group();
    const post = await buildPost(ctx, { author: owner, groupId: g.id });
    const sent = await writeComment(other, post.id, `@${member.nickname} 같이 가요`, [member.id]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().mentions).toEqual([{ userId: member.id, nickname: member.nickname }]);
    expect(await stored('comments', sent.json().id)).toEqual([{ userId: member.id, as: member.nickname }]);
    expect(await mentionsNotified(member)).toEqual([
      expect.objectContaining({
        title: '댓글에서 회원님을 언급했어요',
        message: `${other.nickname}님: @${member.nickname} 같이 가요`,
        relatedType: 'POST',
        relatedId: post.id,
      }),
    ]);
    expect(await mentionRows(member)).toEqual([
      { actor_id: other.id, related_type: 'POST', related_id: post.id, comment_id: sent.json().id },
    ]);
    // A reply carries them too, and the thread's list answers them.
    const reply = await ctx.request({
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      token: member.accessToken,
      payload: { content: `@${other.nickname} 좋아요`, parentId: sent.json().id, mentions: [other.id] },
    });
    expect(reply.json().mentions).toEqual([{ userId: other.id, nickname: other.nickname }]);
    const [thread] = await readComments(owner, post.id);
    expect(thread?.mentions).toEqual([{ userId: member.id, nickname: member.nickname }]);
  });

  it('tells the post’s author mentioned in a comment once, with the MENTION instead of the new-comment notice', async () => {
    const { owner, member, group: g } = await group();
    const post = await buildPost(ctx, { author: owner, groupId: g.id });
    await writeComment(member, post.id, `@${owner.nickname} 사진 잘 봤어요`, [owner.id]);
    const types = await queryRows<{ type: string }>(
      ctx.deps.db,
      sql`select type from notifications where user_id = ${owner.id} order by id`,
    );
    expect(types.map((row) => row.type)).toEqual(['MENTION']);
    // Without the mention the author hears of the comment as before.
    await writeComment(member, post.id, '한 번 더요');
    const after = await queryRows<{ type: string }>(
      ctx.deps.db,
      sql`select type from notifications where user_id = ${owner.id} order by id`,
    );
    expect(after.map((row) => row.type)).toEqual(['MENTION', 'POST_COMMENT']);
  });

  it('tells a member once a minute of one writer’s mentions in one post, and of another post or writer too', async () => {
    const { owner, member, other, group: g } = await group();
    const post = await buildPost(ctx, { author: owner, groupId: g.id });
    for (const text of ['첫 번째', '두 번째', '세 번째'])
      expect((await writeComment(owner, post.id, `@${member.nickname} ${text}`, [member.id])).statusCode).toBe(201);
    await writeComment(other, post.id, `@${member.nickname} 저도요`, [member.id]);
    const second = await writePost(owner, g.id, `@${member.nickname} 다른 글`, [member.id]);
    expect((await mentionRows(member)).map((row) => [row.actor_id, row.related_id])).toEqual([
      [owner.id, post.id],
      [other.id, post.id],
      [owner.id, second.json().id],
    ]);
  });

  it('leaves out, without an error, a non-member, the writer, a member the text does not name and a name inside a longer one', async () => {
    const { owner, member, other, group: g } = await group();
    const outsider = await buildUser(ctx);
    const sent = await writePost(member, g.id, `@${outsider.nickname} @${member.nickname} @${other.nickname}스 안녕하세요`, [
      outsider.id,
      member.id,
      other.id,
      owner.id,
      2_000_000_000,
    ]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().mentions).toEqual([]);
    expect(await stored('posts', sent.json().id)).toBeNull();
    const comment = await writeComment(member, sent.json().id, `@${outsider.nickname} 여기요`, [outsider.id]);
    expect(comment.json().mentions).toEqual([]);
    for (const user of [owner, other, outsider]) expect(await mentionRows(user)).toEqual([]);
  });

  it('refuses malformed mentions with a Korean 400 on mentions and stores nothing', async () => {
    const { owner, member, group: g } = await group();
    const post = await buildPost(ctx, { author: owner, groupId: g.id });
    for (const mentions of ['all', [0], ['x'], [1.5], Array.from({ length: 21 }, (_, index) => index + 1)]) {
      for (const bad of [
        await writePost(owner, g.id, '@누구 안녕', mentions),
        await writeComment(owner, post.id, '@누구 안녕', mentions),
        await editPost(owner, post.id, { content: '@누구 안녕', mentions }),
      ]) {
        expect(bad.statusCode, JSON.stringify(mentions)).toBe(400);
        expect(bad.json().fieldErrors[0]).toMatchObject({ message: POST_MSG.mentionsInvalid });
        expect(bad.json().fieldErrors[0].field).toMatch(/^mentions/);
      }
    }
    expect(
      (await queryRows<{ count: number }>(ctx.deps.db, sql`select count(*)::int as count from posts where group_id = ${g.id}`))[0]?.count,
    ).toBe(1);
    expect(await readComments(owner, post.id)).toEqual([]);
    expect(await mentionRows(member)).toEqual([]);
  });

  it('reads a renamed member under the new nickname and a deleted account as 탈퇴한 회원, in posts and comments', async () => {
    const { owner, member, other, group: g } = await group();
    const text = `@${member.nickname} @${other.nickname} 고마워요`;
    const post = (await writePost(owner, g.id, text, [member.id, other.id])).json() as Mentioned;
    const comment = (await writeComment(owner, post.id, text, [member.id, other.id])).json() as Mentioned;
    // Unique: on PostgreSQL every test file of a run shares one database, and nicknames are unique.
    const newName = uniqueNickname();
    const renamed = await ctx.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: member.accessToken,
      payload: { nickname: newName },
    });
    expect(renamed.statusCode).toBe(200);
    await deleteAccount(ctx, other);
    const expected = {
      content: `@${newName} @탈퇴한 회원 고마워요`,
      mentions: [
        { userId: member.id, nickname: newName },
        { userId: other.id, nickname: '탈퇴한 회원' },
      ],
    };
    expect(await readPost(owner, post.id)).toMatchObject(expected);
    expect((await readComments(owner, post.id)).find((item) => item.id === comment.id)).toMatchObject(expected);
  });

  it('sends no MENTION to a member who blocked the writer, and shows the blocker the placeholder without mentions', async () => {
    const { owner, member, group: g } = await group();
    expect((await ctx.request({ method: 'POST', url: `/api/users/${owner.id}/block`, token: member.accessToken })).statusCode).toBe(204);
    const post = await writePost(owner, g.id, `@${member.nickname} 이번 주 오세요?`, [member.id]);
    expect(post.json().mentions).toEqual([{ userId: member.id, nickname: member.nickname }]);
    const comment = await writeComment(owner, post.json().id, `@${member.nickname} 답 주세요`, [member.id]);
    expect(await mentionRows(member)).toEqual([]);
    expect(await readPost(member, post.json().id)).toMatchObject({ content: SAFETY_MSG.blockedContent, mentions: [] });
    expect((await readComments(member, post.json().id)).find((item) => item.id === comment.json().id)).toMatchObject({
      content: SAFETY_MSG.blockedContent,
      mentions: [],
    });
  });

  it('reads an edit’s mentions again: kept while named, dropped when not, and only a newly named member is told', async () => {
    const { owner, member, other, group: g } = await group();
    const post = (await writePost(owner, g.id, `@${member.nickname} 안녕`, [member.id])).json() as Mentioned;
    // The same mention kept without sending it again; a new one picked.
    const edited = await editPost(owner, post.id, { content: `@${member.nickname} @${other.nickname} 안녕`, mentions: [other.id] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().mentions).toEqual([
      { userId: member.id, nickname: member.nickname },
      { userId: other.id, nickname: other.nickname },
    ]);
    expect(await mentionRows(member)).toHaveLength(1);
    expect(await mentionRows(other)).toHaveLength(1);
    // Images alone leave the mentions as they are; a text without the name drops it.
    expect((await editPost(owner, post.id, { imageUrls: [] })).json().mentions).toHaveLength(2);
    const dropped = await editPost(owner, post.id, { content: `@${other.nickname} 안녕` });
    expect(dropped.json().mentions).toEqual([{ userId: other.id, nickname: other.nickname }]);
    expect(await stored('posts', post.id)).toEqual([{ userId: other.id, as: other.nickname }]);

    // A comment's edit likewise (by another writer: the owner's mentions in this post wait a minute).
    const comment = (await writeComment(member, post.id, '내일 봐요')).json() as Mentioned;
    const commentEdit = await ctx.request({
      method: 'PUT',
      url: `/api/comments/${comment.id}`,
      token: member.accessToken,
      payload: { content: `@${owner.nickname} 내일 봐요`, mentions: [owner.id] },
    });
    expect(commentEdit.statusCode).toBe(200);
    expect(commentEdit.json().mentions).toEqual([{ userId: owner.id, nickname: owner.nickname }]);
    expect(await mentionRows(owner)).toEqual([{ actor_id: member.id, related_type: 'POST', related_id: post.id, comment_id: comment.id }]);
  });
});
