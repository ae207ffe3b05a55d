import type { ContentKind } from '../../lib/content-kind.ts';
import { discardUnusedImages } from '../images/images.service.ts';
import { deletePostRow, findPostAccess } from './posts.repo.ts';
import { getPost } from './posts.service.ts';
import { deleteLikesOf, exportLikesOf, exportPostsOf, POST_GONE, readPostSnapshot, setPostHidden } from './posts-content.repo.ts';

/** Posts and their likes (docs/architecture.md, "Content kinds"). */
export const postContent: ContentKind = {
  name: 'post',
  userColumns: {
    'posts.author_id': { exportKey: 'posts' },
    'post_likes.user_id': { exportKey: 'likes' },
  },
  exportSections: { posts: exportPostsOf, likes: exportLikesOf },
  // Posts stay in their groups as 탈퇴한 회원's (contract §12); likes go, counts kept exact.
  eraseUser: deleteLikesOf,
  blocks: "a blocked author's posts show as the placeholder to the blocker (is_blocked in the post readers' SQL)",
  report: {
    type: 'POST',
    assertVisible: async (deps, userId, id) => {
      await getPost(deps, { postId: id, viewerId: userId });
    },
    snapshot: readPostSnapshot,
    goneSql: POST_GONE,
    setHidden: setPostHidden,
    // With its likes and comments (foreign keys); its images once the deletion committed.
    remove: async (deps, tx, id) => {
      const post = await findPostAccess(tx, id, null);
      if (!post) return null;
      await deletePostRow(tx, id);
      return () =>
        discardUnusedImages(deps, { userId: post.author_id, urls: post.image_urls })
          .then(() => undefined)
          .catch((error: unknown) => deps.log.warn({ err: error }, 'reports: image cleanup failed'));
    },
  },
};
