import { useCreatePost } from '@/features/posts/api/create-post.ts';
import { POST_MSG, POST_TEXT } from '@/features/posts/post-messages.ts';
import { notify } from '@/lib/notify.ts';
import { PostForm } from './post-form.tsx';

/** The writing box at the top of a group's posts tab (members only, like the tab itself). */
export function PostComposer({ groupId }: { groupId: number }) {
  const createPost = useCreatePost();
  return (
    <section aria-labelledby="post-composer-title" className="rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-5">
      <h3 id="post-composer-title" className="sr-only">
        {POST_TEXT.composerTitle}
      </h3>
      <PostForm
        submitLabel={POST_TEXT.submitCreate}
        failureMessage={POST_TEXT.createFailed}
        resetOnSuccess
        hideLabel
        onSubmit={async ({ content, imageUrls }) => {
          await createPost.mutateAsync({ groupId, content, imageUrls });
          notify.success(POST_MSG.created);
        }}
      />
    </section>
  );
}
