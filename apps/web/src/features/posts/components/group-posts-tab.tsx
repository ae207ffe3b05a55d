import { usePollLive } from '@/features/posts/hooks/use-poll-live.ts';
import { PostComposer } from './post-composer.tsx';
import { PostList } from './post-list.tsx';

/** The 게시글 tab of a group page (members only): the writing box, then the posts. */
export function GroupPostsTab({ groupId }: { groupId: number }) {
  usePollLive(groupId);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PostComposer groupId={groupId} />
      <PostList groupId={groupId} />
    </div>
  );
}
