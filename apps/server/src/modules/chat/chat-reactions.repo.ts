import { CHAT_REACTION_KEYS, type ChatReaction, type ChatReactionKey } from '@dongne/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { chatReactions } from '../../db/schema.ts';

/** One reaction key on one message: how many gave it and who, oldest first. */
export type ReactionTally = { key: ChatReactionKey; count: number; userIds: number[] };

/** Adds the member's reaction; giving the same one twice leaves one row. */
export async function insertReaction(db: Executor, messageId: number, key: ChatReactionKey, userId: number) {
  await db.insert(chatReactions).values({ messageId, key, userId }).onConflictDoNothing();
}

export async function deleteReaction(db: Executor, messageId: number, key: ChatReactionKey, userId: number) {
  await db
    .delete(chatReactions)
    .where(and(eq(chatReactions.messageId, messageId), eq(chatReactions.key, key), eq(chatReactions.userId, userId)));
}

const keyOrder = (key: ChatReactionKey) => CHAT_REACTION_KEYS.indexOf(key);

/** The tallies of several messages in one query (the primary key's leading message id), keys in the fixed order. */
export async function selectReactionTallies(db: Executor, messageIds: number[]): Promise<Map<number, ReactionTally[]>> {
  const tallies = new Map<number, ReactionTally[]>();
  if (messageIds.length === 0) return tallies;
  const rows = await queryRows<{ message_id: number; key: ChatReactionKey; count: number; user_ids: number[] }>(
    db,
    sql`select message_id, key, count(*)::int as count, array_agg(user_id order by created_at, user_id) as user_ids
        from chat_reactions where message_id = any(${`{${messageIds.map(Number).join(',')}}`}::int[]) group by message_id, key`,
  );
  for (const row of rows) {
    const list = tallies.get(row.message_id) ?? [];
    list.push({ key: row.key, count: row.count, userIds: row.user_ids });
    tallies.set(row.message_id, list);
  }
  for (const list of tallies.values()) list.sort((a, b) => keyOrder(a.key) - keyOrder(b.key));
  return tallies;
}

/** A tally as `readerId` reads it: counts, and whether they are among those who gave it. */
export const asSeenBy = (tallies: ReactionTally[] | undefined, readerId: number): ChatReaction[] =>
  (tallies ?? []).map(({ key, count, userIds }) => ({ key, count, mine: userIds.includes(readerId) }));

/** Account export (contract §12): the user's reactions, newest first. */
export const exportReactionsOf = (db: Executor, userId: number, limit: number) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select r.message_id as "messageId", r.key, r.created_at as "createdAt"
        from chat_reactions r where r.user_id = ${userId} order by r.created_at desc, r.message_id desc limit ${limit}`,
  );

/** 회원탈퇴: the user's reactions go; the counts on others' messages fall with them. */
export async function deleteReactionsOf(tx: Executor, userId: number) {
  await tx.delete(chatReactions).where(eq(chatReactions.userId, userId));
}
