import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';

/** Placeholder for screens that later slices build; says so plainly instead of looking broken. */
export function ComingSoonRoute({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-6">
      <PageTitle title={title} />
      <h1 className="text-title font-bold text-gray-900">{title}</h1>
      <div className="mt-6 rounded-card border border-gray-100 bg-white shadow-card">
        <EmptyState
          icon={Sparkles}
          title={TEXT.comingSoonTitle}
          description={TEXT.comingSoonBody}
          action={
            <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
              {TEXT.goHome}
            </Link>
          }
        />
      </div>
    </div>
  );
}
