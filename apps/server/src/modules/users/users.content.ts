import type { ContentKind } from '../../lib/content-kind.ts';
import { getProfile } from './users.service.ts';
import { PROFILE_GONE, readProfileSnapshot } from './users-content.repo.ts';

/** A profile (nickname, bio, photo) as something to report (docs/architecture.md, "Content kinds"). */
export const profileContent: ContentKind = {
  name: 'profile',
  // The profile, interests and 동네 are the export's own sections (account.service.ts).
  userColumns: {
    'user_interests.user_id': { exportKey: 'interests' },
    'user_locations.user_id': { exportKey: 'locations' },
  },
  blocks: 'nothing hidden: the blocker still opens the profile, which offers 차단 해제',
  report: {
    type: 'USER',
    assertVisible: async (deps, userId, id) => {
      await getProfile(deps, { userId: id, viewerId: userId });
    },
    snapshot: readProfileSnapshot,
    goneSql: PROFILE_GONE,
  },
};
