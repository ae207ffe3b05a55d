import type { Post } from '@dongne/contract';
import type { PostRow } from './posts.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toPost(row: PostRow, viewerId: number | null): Post {
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
    canEdit: viewerId !== null && viewerId === row.author_id,
    canDelete: viewerId !== null && (viewerId === row.author_id || viewerId === row.group_owner_id),
  };
}
