import type { Group, JoinRequest, Member } from '@dongne/contract';
import { isoTimestamp } from '../../lib/timestamps.ts';
import { type GroupActor, groupViewerCan, memberViewerCan, roleFromMembership } from './group-policy.ts';
import type { GroupRow } from './groups.repo.ts';
import type { JoinRequestWithUser } from './join-requests.repo.ts';

const iso = isoTimestamp;

/** A group row as the API answers it, with the viewer's relation to it. */
export function toGroup(row: GroupRow, viewerId: number | null): Group {
  // `membership` answers where the caller stands on joining, so a manager is a MEMBER there; `myRole`
  // tells the roles apart (the contract's groupSchema gives each field its one meaning).
  const membership = row.viewer_role === 'MANAGER' ? 'MEMBER' : (row.viewer_role ?? (row.viewer_pending ? 'PENDING' : 'NONE'));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.category_id,
    category: { id: row.category_id, name: row.category_name },
    categoryIds: row.category_ids,
    categories: row.categories,
    locationId: row.location_id,
    location: { id: row.location_id, city: row.city, district: row.district },
    maxMembers: row.max_members,
    memberCount: row.member_count,
    isPublic: row.is_public,
    isMember: row.viewer_role !== null,
    membership,
    tags: row.tags,
    imageUrl: row.image_url,
    createdAt: iso(row.created_at),
    owner: {
      id: row.owner_id,
      nickname: row.owner_nickname,
      profileImage: row.owner_profile_image,
      joinedAt: iso(row.owner_joined_at ?? row.created_at),
    },
    myRole: row.viewer_role,
    joinQuestion: row.join_question,
    memberAvatars: row.member_avatars ?? [],
    nextEventAt: row.next_event_at ? iso(row.next_event_at) : null,
    newPostCount: row.viewer_role === null ? null : row.new_post_count,
    viewerCan: groupViewerCan({ userId: viewerId, role: roleFromMembership(row.viewer_role ? { role: row.viewer_role } : null) }),
  };
}

/** One member as `viewer` (the caller, with their role in the group) sees them. */
export function toMember(
  row: { id: number; nickname: string; profile_image: string | null; joined_at: Date | string; role: 'OWNER' | 'MANAGER' | 'MEMBER' },
  viewer: GroupActor,
): Member {
  return {
    id: row.id,
    nickname: row.nickname,
    profileImage: row.profile_image,
    joinedAt: iso(row.joined_at),
    role: row.role,
    viewerCan: memberViewerCan(viewer, { userId: row.id, role: row.role }),
  };
}

export function toJoinRequest(row: JoinRequestWithUser): JoinRequest {
  return {
    id: row.id,
    groupId: row.groupId,
    userId: row.userId,
    status: row.status,
    userName: row.userName,
    userImage: row.userImage,
    requestMessage: row.requestMessage,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    approvedBy: row.status === 'APPROVED' ? row.processedBy : null,
    approvalMessage: row.approvalMessage,
    rejectedReason: row.rejectedReason,
    question: row.question,
    answer: row.answer,
  };
}
