import { Download, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useDownloadMyData } from '@/features/profile/api/account.ts';
import { failureMessage } from '@/features/profile/lib/failure-message.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { notify } from '@/lib/notify.ts';

/** The owner's account settings under their profile (contract §12): 내 정보 내려받기 and 회원탈퇴. */
export function AccountSection() {
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: () => notify.success(PROFILE_TEXT.downloadStarted),
      onError: (error) => notify.error(failureMessage(error, PROFILE_TEXT.downloadFailed)),
    });
  return (
    <section aria-labelledby="account-settings" className="mt-10 rounded-card bg-white px-4 py-5 shadow-card ring-1 ring-gray-100 sm:px-6">
      <h2 id="account-settings" className="text-lg font-bold text-gray-900">
        {PROFILE_TEXT.accountSectionTitle}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm leading-relaxed break-keep text-gray-600 sm:max-w-md">{PROFILE_TEXT.downloadDataHint}</p>
        <Button variant="outline" size="sm" onClick={start} isLoading={download.isPending} className="h-10 shrink-0">
          <Download className="size-4" aria-hidden="true" />
          {PROFILE_TEXT.downloadData}
        </Button>
      </div>
      <div className="mt-4 flex flex-col gap-4 border-t border-gray-100 pt-4 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm leading-relaxed break-keep text-gray-600 sm:max-w-md">{PROFILE_TEXT.deleteAccountHint}</p>
        <Link
          to={paths.profileDelete}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'h-10 shrink-0 text-danger-600 hover:text-danger-700' })}
        >
          <UserX className="size-4" aria-hidden="true" />
          {PROFILE_TEXT.deleteAccountLink}
        </Link>
      </div>
    </section>
  );
}
