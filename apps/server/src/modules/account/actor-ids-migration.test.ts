import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DELETED_USER_NICKNAME } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildPost, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { queryRows } from '../../db/query.ts';
import { createComment } from '../posts/comments.service.ts';

const ctx = setupTestApp();

/** The backfill of migration 0026 (its UPDATE statements), run again over rows written the old way. */
async function backfill() {
  const text = await readFile(path.join(MIGRATIONS_DIR, '0026_actor_ids.sql'), 'utf8');
  const updates = text
    .split('--> statement-breakpoint')
    .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
    .filter((part) => part.startsWith('UPDATE'));
  expect(updates).toHaveLength(3);
  for (const statement of updates) await ctx.deps.db.execute(sql.raw(statement));
}

/** A notification as the service wrote it before 0026: the nickname inside the text, no actor. */
const oldNotification = (user: TestUser, type: string, message: string, commentId: number | null = null) =>
  queryRows<{ id: number }>(
    ctx.deps.db,
    sql`insert into notifications (user_id, type, title, message, related_type, related_id, comment_id)
        values (${user.id}, ${type}, '알림', ${message}, null, null, ${commentId}) returning id`,
  ).then(([row]) => row?.id ?? 0);

const newsOf = async (user: TestUser) =>
  new Map(
    (
      (await ctx.request({ method: 'GET', url: '/api/notifications?size=100', token: user.accessToken })).json().content as {
        id: number;
        message: string;
      }[]
    ).map((entry) => [entry.id, entry.message]),
  );

describe('migration 0026 on notifications and SYSTEM lines written with nicknames', () => {
  it('gives each a live actor it can find, 탈퇴한 회원 to a deleted comment author, and no stale name', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const post = await buildPost(ctx, { author: owner, groupId: group.id });
    const live = await buildUser(ctx);
    const gone = await buildUser(ctx);
    await joinAs(ctx, gone, group.id);
    const comment = await createComment(ctx.deps, { userId: gone.id, thread: { kind: 'post', id: post.id }, content: '남기는 말' });
    const goneName = gone.nickname;
    await ctx.deps.db.execute(
      sql`update users set nickname = ${DELETED_USER_NICKNAME}, email = '', deleted_at = now() where id = ${gone.id}`,
    );
    const before = await newsOf(owner);
    const ids = {
      liveJoin: await oldNotification(owner, 'GROUP_JOIN', `${live.nickname}님이 '${group.name}' 모임에 가입했습니다.`),
      goneLike: await oldNotification(owner, 'POST_LIKE', `${goneName}님이 회원님의 게시글을 좋아합니다.`),
      goneComment: await oldNotification(owner, 'POST_COMMENT', `${goneName}님: 남기는 말`, comment.id),
      liveRequest: await oldNotification(owner, 'GROUP_JOIN_REQUEST', `${live.nickname}님이 '${group.name}' 모임 가입을 신청했습니다.`),
      plain: await oldNotification(owner, 'GROUP_DELETED', `'${group.name}' 모임이 모임장에 의해 삭제되었습니다.`),
    };
    const room = await queryRows<{ id: number }>(
      ctx.deps.db,
      sql`insert into chat_rooms (group_id) values (${group.id}) on conflict (group_id) do update set group_id = excluded.group_id returning id`,
    );
    const roomId = room[0]?.id ?? 0;
    for (const content of [`${live.nickname}님이 참여했습니다.`, `${goneName}님이 나갔습니다.`, '공지: 다음 모임은 토요일']) {
      await ctx.deps.db.execute(
        sql`insert into chat_messages (room_id, sender_id, content, message_type) values (${roomId}, null, ${content}, 'SYSTEM')`,
      );
    }

    await backfill();

    const after = await newsOf(owner);
    expect(after.get(ids.liveJoin)).toBe(`${live.nickname}님이 '${group.name}' 모임에 가입했습니다.`);
    expect(after.get(ids.liveRequest)).toBe(`${live.nickname}님이 '${group.name}' 모임 가입을 신청했습니다.`);
    expect(after.get(ids.goneComment)).toBe(`${DELETED_USER_NICKNAME}님: 남기는 말`);
    expect(after.get(ids.goneLike)).toBe('알 수 없는 회원님이 회원님의 게시글을 좋아합니다.');
    expect(after.get(ids.plain)).toBe(`'${group.name}' 모임이 모임장에 의해 삭제되었습니다.`);
    // Rows written the new way (the factories' joins and comments) read as before.
    for (const [id, message] of before) expect(after.get(id)).toBe(message);
    const lines = (
      await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/messages?size=100`, token: owner.accessToken })
    ).json().content as { messageType: string; content: string }[];
    expect(lines.filter((line) => line.messageType === 'SYSTEM').map((line) => line.content)).toEqual([
      // Written the new way when `gone` joined: their id, read as 탈퇴한 회원 now.
      `${DELETED_USER_NICKNAME}님이 참여했습니다.`,
      `${live.nickname}님이 참여했습니다.`,
      '알 수 없는 회원님이 나갔습니다.',
      '공지: 다음 모임은 토요일',
    ]);
    const stored = JSON.stringify(await queryRows(ctx.deps.db, sql`select n.message, m.content from notifications n, chat_messages m`));
    expect(stored).not.toContain(goneName);
  });
});
