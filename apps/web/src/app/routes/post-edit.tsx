import { useParams } from 'react-router';
import { EditPost } from '@/features/posts/components/edit-post.tsx';

/** /posts/:postId/edit, signed in; the page itself sends anyone but the author back to the post. */
export function PostEditRoute() {
  const { postId } = useParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-4 pb-16 sm:px-6 sm:pt-8">
      <EditPost key={postId} postId={Number(postId)} />
    </div>
  );
}
