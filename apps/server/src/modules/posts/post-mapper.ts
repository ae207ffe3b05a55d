import { type Post, SAFETY_MSG } from '@dongne/contract';
import { isoTimestamp } from '../../lib/timestamps.ts';
import { postViewerCan, roleFromMembership } from '../groups/group-policy.ts';
import { withMentions } from './post-mentions.ts';
import type { PostRow } from './posts.repo.ts';

const iso = isoTimestamp;

/**
 * A card's flags are hints for the buttons; the services decide. The row carries the viewer's and
 * the author's roles (two primary-key lookups per card), so a manager sees 삭제 only where allowed.
 */
export function toPost(row: PostRow, viewerId: number | null): Post {
  const isAuthor = viewerId !== null && viewerId === row.author_id;
  const viewer = {
    userId: viewerId,
    role: roleFromMembership(row.viewer_role ? { role: row.viewer_role } : null),
    isAuthor,
    authorRole: roleFromMembership(row.author_role ? { role: row.author_role } : null),
  };
  // Contract §11: a hidden post shows its content and images only to its author and operators.
  const isHidden = row.hidden_at !== null;
  const withheld = isHidden && !isAuthor && !row.viewer_is_admin;
  const viewerCan = postViewerCan(viewer, { authorId: row.author_id, authorDeleted: row.author_deleted });
  // Mentions are read under each member's nickname now (contract §21); a withheld text marks no one.
  const shown = row.is_blocked || withheld ? null : withMentions(row.content, row.mentions, row.mention_names);
  return {
    id: row.id,
    groupId: row.group_id,
    group: { id: row.group_id, name: row.group_name },
    // A blocked author's post keeps its place in the list, without its text or images (contract §11).
    content: row.is_blocked ? SAFETY_MSG.blockedContent : withheld ? SAFETY_MSG.hiddenContent : (shown?.content ?? row.content),
    author: { id: row.author_id, nickname: row.author_nickname, profileImage: row.author_profile_image, isDeleted: row.author_deleted },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    imageUrls: row.is_blocked || withheld ? [] : row.image_urls,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    isLiked: row.is_liked,
    canEdit: viewerCan.edit,
    canDelete: viewerCan.delete,
    isPinned: row.pinned_at !== null,
    canPin: viewerCan.pin,
    isHidden,
    isBlocked: row.is_blocked,
    viewerCan,
    // A poll shows with its post's text, so not where the text is withheld.
    pollId: row.is_blocked || withheld ? null : row.poll_id,
    mentions: shown?.mentions ?? [],
  };
}
