import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** Title and white card around the create and edit forms, so both pages look the same. */
export function GroupFormCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <PageTitle title={title} />
      <h1 className="text-title font-bold text-gray-900">{title}</h1>
      <p className="mt-1.5 text-[15px] text-gray-600">{subtitle}</p>
      <div className="mt-6 rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-8">{children}</div>
    </div>
  );
}
