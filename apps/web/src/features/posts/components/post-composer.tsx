import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useCreatePost } from '@/features/posts/api/create-post.ts';
import { POLL_TEXT, POST_MSG, POST_TEXT } from '@/features/posts/post-messages.ts';
import { notify } from '@/lib/notify.ts';
import { PollForm } from './poll-form.tsx';
import { PostForm } from './post-form.tsx';

/** The writing box at the top of a group's posts tab (members only, like the tab itself): a post, or 투표 추가 for a poll. */
export function PostComposer({ groupId }: { groupId: number }) {
  const createPost = useCreatePost();
  const [pollOpen, setPollOpen] = useState(false);
  return (
    <section aria-labelledby="post-composer-title" className="rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-5">
      <h3 id="post-composer-title" className="sr-only">
        {pollOpen ? POLL_TEXT.composerTitle : POST_TEXT.composerTitle}
      </h3>
      {pollOpen ? (
        <PollForm groupId={groupId} onDone={() => setPollOpen(false)} />
      ) : (
        <>
          <PostForm
            groupId={groupId}
            submitLabel={POST_TEXT.submitCreate}
            failureMessage={POST_TEXT.createFailed}
            resetOnSuccess
            hideLabel
            onSubmit={async ({ content, imageUrls, mentions }) => {
              await createPost.mutateAsync({ groupId, content, imageUrls, ...(mentions.length > 0 ? { mentions } : {}) });
              notify.success(POST_MSG.created);
            }}
          />
          <Button variant="ghost" size="sm" className="mt-2 -ml-2" onClick={() => setPollOpen(true)}>
            <BarChart3 className="size-4" aria-hidden="true" />
            {POLL_TEXT.addPoll}
          </Button>
        </>
      )}
    </section>
  );
}
