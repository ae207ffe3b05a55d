import { CHAT_MSG, type ChatReactionKey, type ChatReactions, type ChatReactionsChanged } from '@dongne/contract';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { selectMessage } from './chat.repo.ts';
import { assertChatMember, type ChatDeps } from './chat.service.ts';
import { groupTopic } from './chat.topics.ts';
import { asSeenBy, deleteReaction, insertReaction, selectReactionTallies } from './chat-reactions.repo.ts';

/**
 * Gives (`on`) or takes back a reaction (공감, contract §21) on a message of a room the caller is a
 * member of; both are idempotent. Decided before anything is written: an unknown or deleted
 * message, or one of a room the caller is not in, is 404 (its existence is not told to outsiders);
 * a SYSTEM line or a message hidden after reports takes none (400). The room hears the new tally.
 */
export async function setReaction(
  deps: ChatDeps,
  { userId, messageId, key, on }: { userId: number; messageId: number; key: ChatReactionKey; on: boolean },
): Promise<ChatReactions> {
  const message = await selectMessage(deps.db, messageId);
  if (!message || message.is_deleted) throw notFound(CHAT_MSG.messageNotFound);
  await assertChatMember(deps, message.group_id, userId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 403 ? notFound(CHAT_MSG.messageNotFound) : error;
  });
  if (on && (message.sender_id === null || message.message_type === 'SYSTEM' || message.hidden_at !== null))
    throw badRequest(CHAT_MSG.reactionNotAllowed, 'key');
  if (on) await insertReaction(deps.db, messageId, key, userId);
  else await deleteReaction(deps.db, messageId, key, userId);
  const tallies = (await selectReactionTallies(deps.db, [messageId])).get(messageId) ?? [];
  const signal: ChatReactionsChanged = { type: 'REACTIONS_CHANGED', groupId: message.group_id, messageId, reactions: tallies };
  // The change is stored; a failed signal only leaves others a tally behind until they read the room again.
  await deps.realtime
    .publish(groupTopic(message.group_id), signal)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'chat: reactions signal failed'));
  return { messageId, reactions: asSeenBy(tallies, userId) };
}
