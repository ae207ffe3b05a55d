import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from './page-title.tsx';

type SettingsPageProps = {
  title: string;
  intro: ReactNode;
  /** Where the back link goes (the profile), and what it says. */
  backTo: string;
  backLabel: string;
  children: ReactNode;
};

/**
 * A page of the profile's settings (로그인된 기기, 차단한 사용자, 회원탈퇴): the back link, one h1,
 * a line saying what the page is for, then its content, in one column.
 */
export function SettingsPage({ title, intro, backTo, backLabel, children }: SettingsPageProps) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <PageTitle title={title} />
      <Link
        to={backTo}
        className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-sm font-medium text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-[15px] leading-relaxed break-keep text-gray-600">{intro}</p>
      {children}
    </div>
  );
}
