import { CircleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { useComments } from '@/features/posts/api/get-comments.ts';
import type { CommentTarget } from '@/features/posts/lib/comment-target.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { flattenPages } from '@/lib/pages.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentThread } from './comment-thread.tsx';

function CommentsSkeleton() {
  return (
    <div role="status" aria-label={TEXT.loading} className="flex flex-col gap-5">
      {[0, 1].map((key) => (
        <div key={key} className="flex gap-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-28" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A guest reads the comments and is invited to log in to write one, coming back here afterwards. */
function LoginToComment() {
  const { pathname, search } = useLocation();
  return (
    <div className="flex items-center justify-between gap-3 rounded-field bg-gray-50 px-4 py-3">
      <p className="text-sm text-gray-700">{POST_TEXT.loginToComment}</p>
      <Link
        to={paths.login}
        state={{ from: { pathname, search, hash: '#comments' } }}
        className={buttonClasses({ size: 'sm', variant: 'outline' })}
      >
        {POST_TEXT.loginAction}
      </Link>
    </div>
  );
}

/**
 * 댓글 N, the form (signed in) and the threads, newest first with more on request (spec §2 Post
 * detail); under an event the same list holds questions and answers (contract §19).
 */
export function CommentSection({ target, count }: { target: CommentTarget; count: number }) {
  const isAuthenticated = useAuthStore((store) => store.isAuthenticated);
  const query = useComments(target);
  const comments = flattenPages(query.data?.pages);
  const onEvent = target.kind === 'event';

  return (
    <section id="comments" aria-labelledby="comments-title" className="scroll-mt-20">
      <h2 id="comments-title" className="text-base font-bold text-gray-900">
        {onEvent ? POST_TEXT.eventCommentsTitle : POST_TEXT.commentsTitle}{' '}
        <span className="text-brand-600 tabular-nums">{count.toLocaleString('ko-KR')}</span>
      </h2>
      <div className="mt-3">
        {isAuthenticated ? (
          <CommentForm
            target={target}
            label={POST_TEXT.commentLabel}
            placeholder={onEvent ? POST_TEXT.eventCommentPlaceholder : POST_TEXT.commentPlaceholder}
          />
        ) : (
          <LoginToComment />
        )}
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <CommentsSkeleton />
        ) : query.isLoadingError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-sm text-gray-700">
            <CircleAlert className="size-6 text-gray-400" aria-hidden="true" />
            {POST_TEXT.commentsLoadFailed}
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              {POST_TEXT.retry}
            </Button>
          </div>
        ) : comments.length === 0 ? (
          <p className="py-6 text-center text-sm text-gray-500">{onEvent ? POST_TEXT.eventCommentsEmpty : POST_TEXT.commentsEmpty}</p>
        ) : (
          <ul aria-label={POST_TEXT.commentsTitle} className="flex flex-col gap-6">
            {comments.map((comment) => (
              <li key={comment.id}>
                <CommentThread target={target} comment={comment} canReply={isAuthenticated} />
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <Button
            variant="outline"
            fullWidth
            className="mt-6"
            onClick={() => void query.fetchNextPage()}
            isLoading={query.isFetchingNextPage}
          >
            {POST_TEXT.moreComments}
          </Button>
        )}
      </div>
    </section>
  );
}
