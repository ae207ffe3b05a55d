import type { Deps } from '../../deps.ts';
import type { StompRoutes } from '../../realtime/stomp-routes.ts';
import { authorizeInGroup } from '../groups/group-policy.ts';
import { pollTopic } from './poll-view.ts';

/**
 * A group's poll topic (`/topic/group.{groupId}.polls`): whoever may read the group's posts hears
 * which poll changed, and reads it again through `GET /api/polls/{id}` as themselves. The topic is
 * the group's: the hub drops it when the group ends, and drops a member's subscription when their
 * membership ends (of a public group too: a page opened afterwards subscribes again).
 */
export function registerPollDestinations(routes: StompRoutes, deps: Deps): void {
  deps.realtime.registerTopics('posts.polls', { pattern: /^\/topic\/group\.\d+\.polls$/, ofGroup: pollTopic });
  routes.subscribe('/topic/group.{groupId}.polls', async ({ principal, params }) => {
    await authorizeInGroup(deps.db, 'readPosts', { groupId: params.groupId, userId: principal.id });
  });
}
