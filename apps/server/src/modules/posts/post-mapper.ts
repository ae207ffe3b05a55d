import type { Post } from '@dongne/contract';
import { can, roleFromOwnership } from '../groups/group-policy.ts';
import type { PostRow } from './posts.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A card's flags are hints for the buttons; the services decide. A post row does not carry the
 * viewer's membership (a subquery per card on the hottest lists), so its author is taken to be
 * still a member here: an ex-member sees the buttons on their old posts and is refused with 403.
 */
export function toPost(row: PostRow, viewerId: number | null): Post {
  const isAuthor = viewerId !== null && viewerId === row.author_id;
  const viewer = { userId: viewerId, role: roleFromOwnership(viewerId, { ownerId: row.group_owner_id, isMember: isAuthor }), isAuthor };
  return {
    id: row.id,
    groupId: row.group_id,
    group: { id: row.group_id, name: row.group_name },
    content: row.content,
    author: { id: row.author_id, nickname: row.author_nickname, profileImage: row.author_profile_image },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    imageUrls: row.image_urls,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    isLiked: row.is_liked,
    canEdit: can('editPost', viewer),
    canDelete: can('deletePost', viewer),
  };
}
