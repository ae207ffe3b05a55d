import type { Post } from '@dongne/contract';
import { can, roleByOwner } from '../groups/group-policy.ts';
import type { PostRow } from './posts.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toPost(row: PostRow, viewerId: number | null): Post {
  const isAuthor = viewerId !== null && viewerId === row.author_id;
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
    canEdit: isAuthor,
    canDelete: can('deletePost', { userId: viewerId, role: roleByOwner({ ownerId: row.group_owner_id }, viewerId), isAuthor }),
  };
}
