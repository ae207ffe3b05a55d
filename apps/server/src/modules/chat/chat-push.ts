import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import { pushToPerson } from '../push/push.jobs.ts';
import { groupSettingsOf, settingsOf } from '../push/push.service.ts';
import { newMessagesPerMember } from './chat.repo.ts';

/**
 * A room's pushes wait this long after the first new message: a burst of any size in that window
 * becomes one push per device (`새 메시지 N개`, tag `chat-<group>`, which also collapses it with the
 * previous one on the device and at the push service).
 */
const CHAT_PUSH_DELAY_SECONDS = 10;
const CHAT_PUSH_TTL_SECONDS = 3_600;

export type ChatPushData = { groupId: number; fromId: number };

/**
 * Stores the room's push job with the messages' batch (contract §17, §18): one waits per room
 * (`stately` singleton keyed by the room); a message arriving while one waits is already counted by
 * it, one arriving while it runs starts the next.
 */
export function enqueueChatPush(tx: Tx, jobs: Deps['jobs'], { groupId, fromId }: ChatPushData) {
  return jobs.enqueueInTx(tx, chatPushJob, { groupId, fromId }, { singletonKey: `chat-${groupId}`, startAfter: CHAT_PUSH_DELAY_SECONDS });
}

/**
 * Pushes a room's new messages (contract §18, §21): to members with chat pushes on, the room not
 * muted and 채팅 알림 on 전체 (멘션만 hears only its mentions, as MENTION notifications), never the text itself
 * (a push leaves the app: `새 메시지 N개` names no sender and quotes nothing hidden or blocked).
 */
export const chatPushJob = defineJob<ChatPushData>({
  name: 'chat.push',
  singleton: true,
  retryLimit: 3,
  run: async (deps, data) => {
    for (const row of await newMessagesPerMember(deps.db, data)) {
      if (row.count === 0 || !(await settingsOf(deps.db, row.user_id)).push.chat) continue;
      const room = await groupSettingsOf(deps.db, row.user_id, data.groupId);
      if (room.muted || room.chat !== 'ALL') continue;
      await pushToPerson(deps, {
        userId: row.user_id,
        groupId: data.groupId,
        payload: {
          title: row.group_name,
          body: `새 메시지 ${row.count}개`,
          url: `/groups/${data.groupId}/chat`,
          tag: `chat-${data.groupId}`,
          count: row.count,
        },
        ttlSeconds: CHAT_PUSH_TTL_SECONDS,
        urgency: 'normal',
        count: row.count,
      });
    }
  },
});
