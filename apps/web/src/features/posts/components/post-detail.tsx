import type { Post } from '@dongne/contract';
import { ChevronLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { BlockedContent } from '@/components/safety/blocked-content.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { groupPath, paths } from '@/config/paths.ts';
import { usePost } from '@/features/posts/api/get-post.ts';
import { usePollLive } from '@/features/posts/hooks/use-poll-live.ts';
import { adjustCommentCount } from '@/features/posts/lib/post-cache.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { CommentCountLink } from './comment-count-link.tsx';
import { CommentSection } from './comment-section.tsx';
import { ImageGrid } from './image-grid.tsx';
import { LikeButton } from './like-button.tsx';
import { NoticeBadge } from './notice-badge.tsx';
import { PollCard } from './poll-card.tsx';
import { PostContent } from './post-content.tsx';
import { PostDetailSkeleton } from './post-detail-skeleton.tsx';
import { PostMenu } from './post-menu.tsx';
import { PostMeta } from './post-meta.tsx';
import { PostNotFound } from './post-not-found.tsx';
import { ShareButton } from './share-button.tsx';

const CARD = 'rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-6';

function titleOf(post: Post): string {
  const firstLine = post.content.split('\n')[0]?.trim() ?? '';
  return firstLine.length > 30 ? `${firstLine.slice(0, 30)}…` : firstLine || POST_TEXT.detailTitle;
}

function PostArticle({ post }: { post: Post }) {
  const navigate = useNavigate();
  usePollLive(post.groupId, Boolean(post.pollId));
  return (
    <article className={CARD}>
      {post.isPinned && (
        <p className="mb-3">
          <NoticeBadge />
        </p>
      )}
      <header className="flex items-start justify-between gap-3">
        <PostMeta author={post.author} createdAt={post.createdAt} updatedAt={post.updatedAt} />
        <PostMenu post={post} onDeleted={() => navigate(groupPath(post.groupId), { replace: true })} />
      </header>
      <div className="mt-4">
        {post.isBlocked ? (
          <BlockedContent />
        ) : (
          <PostContent postId={post.id} content={post.content} mentions={post.mentions} isHidden={post.isHidden} />
        )}
      </div>
      {post.pollId && <PollCard pollId={post.pollId} initial={post.poll} className="mt-4" />}
      {post.imageUrls.length > 0 && <ImageGrid imageUrls={post.imageUrls} className="mt-4" />}
      <footer className="-mx-2 mt-4 flex items-center gap-1 border-t border-gray-100 pt-2">
        <LikeButton post={post} />
        <CommentCountLink postId={post.id} count={post.commentCount} isOnPost />
        <div className="ml-auto">
          <ShareButton postId={post.id} />
        </div>
      </footer>
    </article>
  );
}

/**
 * /posts/{id} (spec §2 Post detail): the post, its likes and comments. A missing post says
 * '게시글을 찾을 수 없습니다.'; any other failure is logged and the person goes home (spec §8),
 * told why.
 */
export function PostDetail({ postId }: { postId: number }) {
  const navigate = useNavigate();
  const query = usePost(postId);
  const status = errorStatusOf(query.error);
  const isMissing = !Number.isInteger(postId) || postId <= 0 || status === 404;
  // A 401 is the session handler's: it already sends the person to /login.
  const mustLeave = query.isError && !isMissing && status !== 401;

  useEffect(() => {
    if (!mustLeave) return;
    console.error('post load failed', query.error);
    notify.error(toErrorMessage(query.error), 'post-load-failed');
    void navigate(paths.home, { replace: true });
  }, [mustLeave, query.error, navigate]);

  if (isMissing) return <PostNotFound />;
  if (!query.data) return <PostDetailSkeleton />;
  const post = query.data;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={titleOf(post)} />
      {/* The page's h1 (a post has no title of its own): its first line, for screen readers' heading list. */}
      <h1 className="sr-only">{titleOf(post)}</h1>
      <Link
        to={groupPath(post.groupId)}
        className="-ml-1 inline-flex max-w-full items-center gap-0.5 self-start rounded-lg py-1 pr-2 text-sm font-semibold text-gray-600 hover:text-gray-900"
      >
        <ChevronLeft className="size-5 shrink-0" aria-hidden="true" />
        <span className="truncate">{post.group.name}</span>
      </Link>
      <PostArticle post={post} />
      <div className={CARD}>
        <CommentSection
          target={{
            kind: 'post',
            id: post.id,
            groupId: post.groupId,
            authorId: post.author.id,
            onCountChange: (queryClient, delta) => adjustCommentCount(queryClient, post.id, delta),
          }}
          count={post.commentCount}
        />
      </div>
    </div>
  );
}
