import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { POST_MSG, POST_TEXT } from '../post-messages.ts';

/** '게시글을 찾을 수 없습니다.' (spec §8 Post detail) with a way home. */
export function PostNotFound() {
  return (
    <div className="rounded-card border border-gray-100 bg-white shadow-card">
      <PageTitle title={POST_MSG.notFound} />
      <EmptyState
        as="h1"
        icon={SearchX}
        title={POST_MSG.notFound}
        description={POST_TEXT.notFoundBody}
        action={
          <Link to={paths.home} className={buttonClasses({ size: 'lg' })}>
            {POST_TEXT.goHome}
          </Link>
        }
      />
    </div>
  );
}
