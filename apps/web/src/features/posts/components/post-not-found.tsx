import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { NotFoundCard } from '@/components/ui/not-found-card.tsx';
import { paths } from '@/config/paths.ts';
import { POST_MSG, POST_TEXT } from '@/features/posts/post-messages.ts';

/** '게시글을 찾을 수 없습니다.' (spec §8 Post detail) with a way home. */
export function PostNotFound() {
  return (
    <NotFoundCard
      icon={SearchX}
      title={POST_MSG.notFound}
      description={POST_TEXT.notFoundBody}
      action={
        <Link to={paths.home} className={buttonClasses({ size: 'lg' })}>
          {POST_TEXT.goHome}
        </Link>
      }
    />
  );
}
