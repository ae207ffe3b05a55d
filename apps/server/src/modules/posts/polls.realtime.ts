import type { Deps } from '../../deps.ts';
import type { StompRoutes } from '../../realtime/stomp-routes.ts';
import { authorizeInGroup } from '../groups/group-policy.ts';

/**
 * A group's poll topic (`/topic/group.{groupId}.polls`): whoever may read the group's posts hears
 * which poll changed, and reads it again through `GET /api/polls/{id}` as themselves.
 */
export function registerPollDestinations(routes: StompRoutes, deps: Deps): void {
  routes.subscribe('/topic/group.{groupId}.polls', async ({ principal, params }) => {
    await authorizeInGroup(deps.db, 'readPosts', { groupId: params.groupId, userId: principal.id });
  });
}
