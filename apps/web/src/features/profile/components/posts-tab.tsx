import type { Profile } from '@dongne/contract';
import { PenLine } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useUserPosts } from '@/features/profile/api/get-user-posts.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { flattenPages } from '@/lib/pages.ts';
import { ListFooter, ListLoadError } from './list-footer.tsx';
import { PostRow } from './post-row.tsx';

const CARD = 'overflow-hidden rounded-card bg-white shadow-card ring-1 ring-gray-100';

/** The user's posts the viewer may read (GET /users/posts/{id}), newest first. */
export function PostsTab({ profile, isOwner }: { profile: Profile; isOwner: boolean }) {
  const query = useUserPosts(profile.id);
  const posts = flattenPages(query.data?.pages);

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={PROFILE_TEXT.loading} className={`${CARD} divide-y divide-gray-100`}>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex flex-col gap-2 px-5 py-4">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-4.5 w-4/5" />
            <Skeleton className="h-3.5 w-40" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) return <ListLoadError onRetry={() => void query.refetch()} />;
  if (posts.length === 0) {
    // Someone else's posts in private groups are hidden from this viewer; say why the list is empty.
    const description = isOwner ? PROFILE_TEXT.postsEmptyOwnBody : profile.postCount > 0 ? PROFILE_TEXT.postsHiddenBody : undefined;
    return (
      <div className={CARD}>
        <EmptyState as="h3" icon={PenLine} title={PROFILE_TEXT.postsEmptyTitle} description={description} />
      </div>
    );
  }
  return (
    <>
      <ul aria-label={PROFILE_TEXT.postsListLabel} className={`${CARD} divide-y divide-gray-100`}>
        {posts.map((post) => (
          <PostRow key={post.id} post={post} />
        ))}
      </ul>
      <ListFooter query={query} />
    </>
  );
}
