import type { Post } from '@dongne/contract';
import { BlockedContent } from '@/components/safety/blocked-content.tsx';
import { cx } from '@/lib/cx.ts';
import { CommentCountLink } from './comment-count-link.tsx';
import { ImageGrid } from './image-grid.tsx';
import { LikeButton } from './like-button.tsx';
import { NoticeBadge } from './notice-badge.tsx';
import { PollCard } from './poll-card.tsx';
import { PostContent } from './post-content.tsx';
import { PostMenu } from './post-menu.tsx';
import { PostMeta } from './post-meta.tsx';

/**
 * One post in a group's list (spec §2 post card): author and time, text, images with the
 * lightbox, like and comment counts, and the ⋮ menu for those who may edit, pin or delete it.
 * A notice (공지, contract §10) says so above its author and stands out from the other posts.
 */
export function PostCard({ post }: { post: Post }) {
  return (
    <article
      className={cx(
        'rounded-card border bg-white p-4 shadow-card sm:p-5',
        post.isPinned ? 'border-brand-200 ring-1 ring-brand-100' : 'border-gray-100',
      )}
    >
      {post.isPinned && (
        <p className="mb-3">
          <NoticeBadge />
        </p>
      )}
      <header className="flex items-start justify-between gap-3">
        <PostMeta author={post.author} createdAt={post.createdAt} updatedAt={post.updatedAt} />
        <PostMenu post={post} />
      </header>
      <div className="mt-3">
        {post.isBlocked ? (
          <BlockedContent />
        ) : (
          <PostContent postId={post.id} content={post.content} mentions={post.mentions} isHidden={post.isHidden} asLink />
        )}
      </div>
      {post.pollId && <PollCard pollId={post.pollId} initial={post.poll} className="mt-3" />}
      {post.imageUrls.length > 0 && <ImageGrid imageUrls={post.imageUrls} className="mt-3" />}
      <footer className="-mx-2 mt-3 flex items-center gap-1 border-t border-gray-100 pt-2">
        <LikeButton post={post} />
        <CommentCountLink postId={post.id} count={post.commentCount} />
      </footer>
    </article>
  );
}
