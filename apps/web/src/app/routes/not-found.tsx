import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';

export function NotFoundRoute() {
  return (
    <div className="flex flex-1 items-center justify-center px-5 py-16">
      <PageTitle title={TEXT.notFoundTitle} />
      <EmptyState
        as="h1"
        icon={MapPinOff}
        title={TEXT.notFoundTitle}
        description={TEXT.notFoundBody}
        action={
          <>
            <Link to={paths.home} className={buttonClasses({ size: 'lg' })}>
              {TEXT.goHome}
            </Link>
            <Link to={paths.explore} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              {TEXT.navExplore}
            </Link>
          </>
        }
      />
    </div>
  );
}
