import { useParams } from 'react-router';
import { PostDetail } from '@/features/posts/components/post-detail.tsx';

/** /posts/:postId, public: a public group's posts are for everyone; liking and commenting need an account. */
export function PostDetailRoute() {
  const { postId } = useParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-4 pb-16 sm:px-6 sm:pt-8">
      <PostDetail key={postId} postId={Number(postId)} />
    </div>
  );
}
