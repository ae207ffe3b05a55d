import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** The friendly empty or "coming soon" box inside a tab panel. */
export function TabState({
  icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-card border border-gray-100 bg-white shadow-card">
      <EmptyState as="h3" icon={icon} title={title} description={description} action={action} className="py-12" />
    </div>
  );
}
