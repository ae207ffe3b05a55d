import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { PageTitle } from './page-title.tsx';

type NotFoundCardProps = { icon: LucideIcon; title: string; description: string; action: ReactNode };

/**
 * A page whose thing is gone (spec §8: '그룹을 찾을 수 없습니다.', '게시글을 찾을 수 없습니다.' …): the
 * sentence is the page's heading and tab title, with one way onwards.
 */
export function NotFoundCard({ icon, title, description, action }: NotFoundCardProps) {
  return (
    <div className="rounded-card border border-gray-100 bg-white shadow-card">
      <PageTitle title={title} />
      <EmptyState as="h1" icon={icon} title={title} description={description} action={action} />
    </div>
  );
}
