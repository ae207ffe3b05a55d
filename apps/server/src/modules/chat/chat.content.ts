import { SAFETY_MSG } from '@dongne/contract';
import { notFound } from '../../lib/app-error.ts';
import type { ContentKind } from '../../lib/content-kind.ts';
import { markMessageDeleted, selectMessage, setMessageHidden } from './chat.repo.ts';
import { assertChatMember, broadcastMessageState } from './chat.service.ts';
import { exportMessagesOf, MESSAGE_GONE, readMessageSnapshot } from './chat-content.repo.ts';
import { deleteReactionsOf, exportReactionsOf } from './chat-reactions.repo.ts';
import { deleteReadsOf } from './chat-reads.repo.ts';

/** Chat messages (docs/architecture.md, "Content kinds"). */
export const chatMessageContent: ContentKind = {
  name: 'chat message',
  userColumns: {
    'chat_messages.sender_id': { exportKey: 'chatMessages' },
    'chat_messages.actor_id': { excluded: 'SYSTEM lines the service wrote about joining and leaving; memberships carry the facts' },
    'chat_reads.user_id': { excluded: 'read positions only count the member as a reader; erased with the account' },
    'chat_reactions.user_id': { exportKey: 'chatReactions' },
  },
  eraseUser: async (tx, userId) => {
    await deleteReadsOf(tx, userId);
    await deleteReactionsOf(tx, userId);
  },
  exportSections: { chatMessages: exportMessagesOf, chatReactions: exportReactionsOf },
  blocks:
    "a blocked sender's messages show as the placeholder to the blocker (is_blocked in the readers' SQL), and live delivery filters them per connection; reactions are counts, and a blocked member's still count",
  report: {
    type: 'CHAT_MESSAGE',
    // Chat is for the room's members only; SYSTEM lines and deleted messages are not reportable.
    assertVisible: async (deps, userId, id) => {
      const message = await selectMessage(deps.db, id);
      if (!message || message.is_deleted || message.sender_id === null) throw notFound(SAFETY_MSG.reportNotFound);
      await assertChatMember(deps, message.group_id, userId);
    },
    snapshot: readMessageSnapshot,
    goneSql: MESSAGE_GONE,
    setHidden: setMessageHidden,
    // Softly, as staff delete one; the room hears it through `announce`.
    remove: async (_deps, tx, id) => ((await markMessageDeleted(tx, id)) ? async () => {} : null),
    announce: (deps, groupId, id) => broadcastMessageState(deps, groupId, id),
  },
};
