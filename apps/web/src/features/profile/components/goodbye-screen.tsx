import { HeartHandshake } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { useForgetDeletedAccount } from '@/features/profile/api/account.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';

/** Shown once the account is deleted (contract §12): the session is over, so the page is public. */
export function GoodbyeScreen() {
  const deleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true;
  const forget = useForgetDeletedAccount();
  // Arriving from 회원탈퇴: the session on this device is over; forget it now that nothing needs it.
  useEffect(() => {
    if (deleted) forget();
  }, [deleted, forget]);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center px-4 pt-16 pb-20 text-center sm:pt-24">
      <PageTitle title={PROFILE_TEXT.goodbyeTitle} />
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <HeartHandshake className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-gray-900">{PROFILE_TEXT.goodbyeTitle}</h1>
      <p className="mt-3 text-[15px] leading-relaxed break-keep text-gray-600">{PROFILE_TEXT.goodbyeBody}</p>
      <Link to={paths.home} replace className={buttonClasses({ className: 'mt-8 h-11 px-6' })}>
        {PROFILE_TEXT.goodbyeHome}
      </Link>
    </div>
  );
}
