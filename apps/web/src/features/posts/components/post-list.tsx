import { CircleAlert, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TEXT } from '@/config/messages.ts';
import { useGroupPosts } from '@/features/posts/api/get-group-posts.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { flattenPages } from '@/lib/pages.ts';
import { useOnVisible } from '@/lib/use-on-visible.ts';
import { PostCard } from './post-card.tsx';

function ListBox({ children }: { children: ReactNode }) {
  return <div className="rounded-card border border-gray-100 bg-white shadow-card">{children}</div>;
}

function PostListSkeleton() {
  return (
    <div role="status" aria-label={TEXT.loading} className="flex flex-col gap-4">
      {[0, 1].map((key) => (
        <div key={key} className="rounded-card border border-gray-100 bg-white p-5 shadow-card">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-3 w-16" />
            </div>
          </div>
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** A group's posts, newest first; the next 20 load when the sentinel under the list nears the screen. */
export function PostList({ groupId }: { groupId: number }) {
  const query = useGroupPosts(groupId);
  const posts = flattenPages(query.data?.pages);
  const sentinelRef = useOnVisible<HTMLDivElement>(() => void query.fetchNextPage(), {
    enabled: query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
    watchKey: query.data,
  });

  if (query.isPending) return <PostListSkeleton />;
  if (query.isLoadingError) {
    return (
      <ListBox>
        <EmptyState
          as="h3"
          icon={CircleAlert}
          title={POST_TEXT.loadFailed}
          description={toErrorMessage(query.error)}
          action={
            <Button variant="outline" onClick={() => query.refetch()} isLoading={query.isRefetching}>
              {POST_TEXT.retry}
            </Button>
          }
        />
      </ListBox>
    );
  }
  if (posts.length === 0) {
    return (
      <ListBox>
        <EmptyState as="h3" icon={Newspaper} title={POST_TEXT.emptyTitle} description={POST_TEXT.emptyBody} />
      </ListBox>
    );
  }
  return (
    <>
      <ul aria-label={POST_TEXT.listLabel} className="flex flex-col gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {query.isFetchingNextPage && (
        <p role="status" className="mt-6 flex items-center justify-center gap-2 text-sm text-gray-600">
          <Spinner size="sm" />
          {POST_TEXT.loadingMore}
        </p>
      )}
      {query.isFetchNextPageError && (
        <div role="alert" className="mt-6 flex flex-col items-center gap-3 text-sm text-gray-700">
          {POST_TEXT.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()}>
            {POST_TEXT.retryMore}
          </Button>
        </div>
      )}
      {!query.hasNextPage && (query.data?.pages.length ?? 0) > 1 && (
        <p className="mt-8 text-center text-sm text-gray-500">{POST_TEXT.endOfList}</p>
      )}
      <div ref={sentinelRef} aria-hidden="true" className="h-px" />
    </>
  );
}
