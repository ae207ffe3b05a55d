import { MSG, markChatReadSchema, sendChatMessageSchema } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { StompRoutes, SubscribeCheck } from '../../realtime/stomp-routes.ts';
import { selectBlockedIds } from '../blocks/blocks.reads.ts';
import { deleteMessage, ensureChatMember, sendMessage } from './chat.service.ts';
import { registerChatTopics, typingTopic } from './chat.topics.ts';
import { markReadLive } from './chat-reads.service.ts';

/**
 * Chat over STOMP: members subscribe to a group's messages and typing topics, and send, delete and
 * type through `/app/chat.*`. Every destination checks membership (a recent yes is reused).
 */
export function registerChatDestinations(routes: StompRoutes, deps: Deps): void {
  registerChatTopics(deps.realtime);
  // A room's subscriber also has their block list loaded here, so delivery can apply it (contract §11).
  const membersOnly: SubscribeCheck<{ groupId: number }> = async ({ principal, params }) => {
    await Promise.all([
      ensureChatMember(deps, params.groupId, principal.id),
      deps.realtime.blocks.ensure(principal.id, () => selectBlockedIds(deps.db, principal.id)),
    ]);
  };
  routes
    .subscribe('/topic/group.{groupId}', membersOnly)
    .subscribe('/topic/group.{groupId}.typing', membersOnly)
    .subscribe('/topic/group.{groupId}.reads', ({ principal, params }) => ensureChatMember(deps, params.groupId, principal.id))
    .send('/app/chat.read/{groupId}', async ({ principal, params, body }) => {
      const parsed = markChatReadSchema.safeParse(parseJson(body));
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.badRequest);
      await markReadLive(deps, { userId: principal.id, groupId: params.groupId, messageId: parsed.data.messageId });
    })
    .send('/app/chat.sendMessage/{groupId}', async ({ principal, params, body }) => {
      const parsed = sendChatMessageSchema.safeParse(parseBody(body));
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.badRequest);
      await sendMessage(deps, { userId: principal.id, groupId: params.groupId, ...parsed.data });
    })
    .send('/app/chat.deleteMessage/{groupId}/{messageId}', ({ principal, params }) =>
      deleteMessage(deps, { userId: principal.id, groupId: params.groupId, messageId: params.messageId }),
    )
    .send('/app/chat.addUser/{groupId}', ({ principal, params }) => ensureChatMember(deps, params.groupId, principal.id));
  for (const [action, typing] of [
    ['typing', true],
    ['stopTyping', false],
  ] as const) {
    routes.send(`/app/chat.${action}/{groupId}`, async ({ principal, params }) => {
      const groupId = params.groupId;
      await ensureChatMember(deps, groupId, principal.id);
      await deps.realtime.publish(typingTopic(groupId), { userId: principal.id, nickname: principal.name, typing });
    });
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
}

/** The spec's client sends `{message, content, groupId, messageType}`: either text field will do. */
function parseBody(body: string): unknown {
  try {
    const value = JSON.parse(body) as {
      message?: unknown;
      content?: unknown;
      messageType?: unknown;
      clientId?: unknown;
      replyToId?: unknown;
      mentions?: unknown;
    };
    return {
      message: value.message ?? value.content,
      messageType: value.messageType ?? 'TEXT',
      clientId: value.clientId ?? undefined,
      replyToId: value.replyToId ?? undefined,
      mentions: value.mentions ?? undefined,
    };
  } catch {
    return { message: body, messageType: 'TEXT' };
  }
}
