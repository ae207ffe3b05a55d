import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { useResendPasswordReset } from '@/features/auth/api/resend-password-reset.ts';

/** Sent confirmation; resend answers with a quiet note only (spec §8: no feedback). */
export function PasswordResetSent({ email }: { email: string }) {
  const resend = useResendPasswordReset();
  const [hasResent, setHasResent] = useState(false);

  return (
    <div className="flex flex-1 justify-center bg-white sm:bg-transparent sm:px-6 sm:py-14">
      <section className="w-full max-w-[460px] bg-white px-5 pt-12 pb-10 text-center sm:rounded-card sm:border sm:border-gray-100 sm:px-10 sm:shadow-card">
        <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MailCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-title font-bold text-gray-900">{TEXT.resetSentTitle}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-gray-700">{TEXT.resetSentBody(email)}</p>
        <p className="mt-2 text-sm text-gray-600">{TEXT.resetSentHelp}</p>
        <div className="mt-8 flex flex-col gap-3">
          <Link to={paths.login} className={buttonClasses({ size: 'lg', fullWidth: true })}>
            {TEXT.backToLogin}
          </Link>
          <button
            type="button"
            disabled={resend.isPending}
            onClick={() => resend.mutate(email, { onSettled: () => setHasResent(true) })}
            className="mx-auto text-sm font-semibold text-gray-700 underline underline-offset-4 hover:text-brand-700 disabled:text-gray-400"
          >
            {TEXT.resendResetMail}
          </button>
          <p role="status" className="min-h-5 text-[13px] text-gray-500">
            {hasResent ? TEXT.resetMailResent : ''}
          </p>
        </div>
      </section>
    </div>
  );
}
