import type { ContentKind } from '../../lib/content-kind.ts';
import { getGroup } from './groups.service.ts';
import { deleteRequestsAndBansOf, exportJoinRequestsOf, GROUP_GONE, readGroupSnapshot } from './groups-content.repo.ts';

/**
 * Groups, memberships, join requests and bans (docs/architecture.md, "Content kinds"). Account
 * deletion ends memberships through the leave path (account.service.ts), so waitlists move on.
 */
export const groupContent: ContentKind = {
  name: 'group',
  userColumns: {
    'groups.owner_id': { exportKey: 'memberships' },
    'group_members.user_id': { exportKey: 'memberships' },
    'join_requests.user_id': { exportKey: 'joinRequests' },
    'join_requests.processed_by': { excluded: 'a staff decision on another user’s request: exported to the requester' },
    'group_bans.user_id': { excluded: 'a ban is the staff’s record, its reason for the owner and managers only (contract §10)' },
    'group_bans.banned_by': { excluded: 'a staff act on another member: that member’s data, kept for the group’s staff' },
  },
  exportSections: { joinRequests: exportJoinRequestsOf },
  eraseUser: deleteRequestsAndBansOf,
  blocks: 'nothing: groups, their member lists and staff acts are the same for everyone in them',
  report: {
    type: 'GROUP',
    assertVisible: async (deps, userId, id) => {
      await getGroup(deps, { groupId: id, viewerId: userId });
    },
    snapshot: readGroupSnapshot,
    goneSql: GROUP_GONE,
  },
};
