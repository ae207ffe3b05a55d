import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** A member a post or comment mentions, with the nickname its text wrote after '@' (contract §21). */
export type StoredMention = { userId: number; as: string };

/** Which of `userIds` are members of the group, with their nicknames now: whom a post or comment may mention. */
export function selectMentionable(db: Executor, groupId: number, userIds: number[]) {
  return queryRows<{ id: number; nickname: string }>(
    db,
    sql`select u.id, u.nickname from group_members gm join users u on u.id = gm.user_id
        where gm.group_id = ${groupId} and gm.user_id = any(${`{${userIds.map(Number).join(',')}}`}::int[])`,
  );
}

/**
 * A column for a list's own statement: the nicknames now of the members `mentions` (a jsonb column
 * of `[{userId, as}]`) names, as `{id: nickname}`, null when it names none. A deleted account's
 * nickname is 탈퇴한 회원, so it reads so.
 */
export const mentionNames = (mentions: SQL) =>
  sql`(select jsonb_object_agg(mu.id, mu.nickname) from users mu
    where ${mentions} is not null and mu.id in (select (me->>'userId')::int from jsonb_array_elements(${mentions}) me))`;
