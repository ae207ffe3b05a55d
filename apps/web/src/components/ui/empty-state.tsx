import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx.ts';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Heading level, so the page outline stays right wherever the state appears. */
  as?: 'h1' | 'h2' | 'h3';
};

export function EmptyState({ icon: Icon, title, description, action, className, as: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center px-6 py-14 text-center', className)}>
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-bold text-gray-900">{title}</Heading>
      {description && <p className="mt-2 max-w-sm text-[15px] leading-relaxed text-gray-600">{description}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
