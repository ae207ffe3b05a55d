import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';

/** Title and white card around the create and edit forms, so both pages look the same. */
export function EventFormCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <PageTitle title={title} />
      <h1 className="text-title font-bold text-gray-900">{title}</h1>
      <p className="mt-1.5 text-[15px] leading-relaxed text-gray-600">{subtitle}</p>
      <div className="mt-6 rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-8">{children}</div>
    </div>
  );
}

/** The form's outline while what it needs is loading, so nothing jumps when it arrives. */
export function EventFormSkeleton() {
  return (
    <div role="status" aria-label={TEXT.loading} className="flex flex-col gap-7">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="space-y-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
    </div>
  );
}
