import type { Deps } from '../../deps.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { StompRoutes } from '../../realtime/stomp-routes.ts';
import { authorizeInGroup } from '../groups/group-policy.ts';
import { pollTopic } from './poll-view.ts';

/**
 * How long a group's poll changes wait to go out together: the window of chat's read moves, so a
 * watcher's counts lag a vote by half a second at most, and a burst of votes costs each watcher
 * (and the server, which answers their re-reads) two re-reads of a poll a second, not one per vote.
 */
export const POLL_CHANGES_WINDOW_MS = 500;

/**
 * Tells the hub what the poll topic carries: `{type: POLL_CHANGED, pollId}`, nobody's to hide (it
 * names no voter), coalesced per poll and kept one object per frame. `windowMs` is for tests that
 * need several requests to land in one window on a slow machine.
 */
export function registerPollTopics(hub: RealtimeHub, { windowMs = POLL_CHANGES_WINDOW_MS } = {}): void {
  hub.registerTopics('posts.polls', {
    pattern: /^\/topic\/group\.\d+\.polls$/,
    ofGroup: pollTopic,
    coalesce: { windowMs, framePerKey: true },
  });
}

/**
 * A group's poll topic (`/topic/group.{groupId}.polls`): whoever may read the group's posts hears
 * which poll changed, and reads it again through `GET /api/polls/{id}` as themselves. The topic is
 * the group's: the hub drops it when the group ends, and drops a member's subscription when their
 * membership ends (of a public group too: a page opened afterwards subscribes again).
 */
export function registerPollDestinations(routes: StompRoutes, deps: Deps): void {
  registerPollTopics(deps.realtime);
  routes.subscribe('/topic/group.{groupId}.polls', async ({ principal, params }) => {
    await authorizeInGroup(deps.db, 'readPosts', { groupId: params.groupId, userId: principal.id });
  });
}
