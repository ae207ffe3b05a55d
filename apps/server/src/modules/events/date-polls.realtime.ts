import type { DatePollChanged } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import type { StompRoutes } from '../../realtime/stomp-routes.ts';
import { authorizeInGroup } from '../groups/group-policy.ts';

/** The group's date poll topic: each change of a date poll there is `{type: DATE_POLL_CHANGED, pollId}`. */
export const datePollTopic = (groupId: number) => `/topic/group.${groupId}.date-polls`;

/**
 * A group's date poll topic (`/topic/group.{groupId}.date-polls`): members hear which poll changed
 * (an answer, closing, its event, its deletion) and read the group's polls again as themselves
 * (names, blocks and their own answers differ per reader). The topic is the group's: the hub drops it
 * when the group ends, and a member's subscription when their membership ends.
 */
export function registerDatePollDestinations(routes: StompRoutes, deps: Deps): void {
  deps.realtime.registerTopics('events.date-polls', { pattern: /^\/topic\/group\.\d+\.date-polls$/, ofGroup: datePollTopic });
  routes.subscribe('/topic/group.{groupId}.date-polls', async ({ principal, params }) => {
    await authorizeInGroup(deps.db, 'takePartInDatePolls', { groupId: params.groupId, userId: principal.id });
  });
}

/** Tells the group's watchers that a date poll changed, after the change committed; a failed publish only logs. */
export async function announceDatePoll(
  deps: { realtime: { publish: (destination: string, payload: unknown) => Promise<void> }; log: { warn: (...args: unknown[]) => void } },
  groupId: number,
  pollId: number,
) {
  const payload: DatePollChanged = { type: 'DATE_POLL_CHANGED', pollId };
  await deps.realtime
    .publish(datePollTopic(groupId), payload)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'date poll: live update failed'));
}
