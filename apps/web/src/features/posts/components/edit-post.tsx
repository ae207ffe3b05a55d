import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { postPath } from '@/config/paths.ts';
import { usePost } from '@/features/posts/api/get-post.ts';
import { useUpdatePost } from '@/features/posts/api/update-post.ts';
import { POST_MSG, POST_TEXT } from '@/features/posts/post-messages.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { PostDetailSkeleton } from './post-detail-skeleton.tsx';
import { PostForm } from './post-form.tsx';
import { PostNotFound } from './post-not-found.tsx';

/**
 * /posts/{id}/edit: the post form prefilled with the text and photos. Only the author may stay;
 * anyone else is told so and sent back to the post (as with Edit group, spec §4).
 */
export function EditPost({ postId }: { postId: number }) {
  const navigate = useNavigate();
  const query = usePost(postId);
  const update = useUpdatePost();
  const post = query.data;
  const status = errorStatusOf(query.error);
  const isMissing = !Number.isInteger(postId) || postId <= 0 || status === 404;
  const mustLeave = (post !== undefined && !post.viewerCan.edit) || (query.isError && !isMissing && status !== 401);

  useEffect(() => {
    if (!mustLeave) return;
    notify.error(query.isError ? toErrorMessage(query.error) : POST_MSG.authorOnlyEdit, 'post-edit-refused');
    void navigate(postPath(postId), { replace: true });
  }, [mustLeave, query.isError, query.error, postId, navigate]);

  if (isMissing) return <PostNotFound />;
  // Also while someone else is being sent back, so the form never flashes for them.
  if (!post || mustLeave) return <PostDetailSkeleton />;
  return (
    <div className="rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-8">
      <PageTitle title={POST_TEXT.editTitle} />
      <h1 className="text-title font-bold text-gray-900">{POST_TEXT.editTitle}</h1>
      <p className="mt-1.5 text-[15px] text-gray-600">{POST_TEXT.editSubtitle}</p>
      <PostForm
        groupId={post.groupId}
        className="mt-6"
        initialContent={post.content}
        initialImageUrls={post.imageUrls}
        submitLabel={POST_TEXT.submitEdit}
        failureMessage={POST_TEXT.updateFailed}
        onCancel={() => navigate(postPath(post.id))}
        onSubmit={async ({ content, imageUrls, mentions }) => {
          await update.mutateAsync({ id: post.id, payload: { content, imageUrls, ...(mentions.length > 0 ? { mentions } : {}) } });
          notify.success(POST_MSG.updated);
          await navigate(postPath(post.id), { replace: true });
        }}
      />
    </div>
  );
}
