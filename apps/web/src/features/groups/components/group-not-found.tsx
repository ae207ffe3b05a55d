import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { NotFoundCard } from '@/components/ui/not-found-card.tsx';
import { GROUP_MSG, GROUP_TEXT } from '@/config/group-messages.ts';
import { paths } from '@/config/paths.ts';

/** '그룹을 찾을 수 없습니다.' (spec §8) with a way back to exploring. */
export function GroupNotFound() {
  return (
    <NotFoundCard
      icon={SearchX}
      title={GROUP_MSG.notFound}
      description={GROUP_TEXT.notFoundBody}
      action={
        <Link to={paths.explore} className={buttonClasses({ size: 'lg' })}>
          {GROUP_TEXT.goExplore}
        </Link>
      }
    />
  );
}
