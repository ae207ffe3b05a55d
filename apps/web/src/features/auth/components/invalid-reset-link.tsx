import { LinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';

/** Expired, spent or made-up reset token. */
export function InvalidResetLink() {
  return (
    <div className="flex flex-1 justify-center bg-white sm:bg-transparent sm:px-6 sm:py-14">
      <section className="w-full max-w-[460px] bg-white sm:rounded-card sm:border sm:border-gray-100 sm:shadow-card">
        <EmptyState
          as="h1"
          icon={LinkIcon}
          title={TEXT.invalidLinkTitle}
          description={TEXT.invalidLinkBody}
          action={
            <>
              <Link to={paths.passwordReset} className={buttonClasses({ size: 'lg' })}>
                {TEXT.requestNewLink}
              </Link>
              <Link to={paths.login} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                {TEXT.backToLogin}
              </Link>
            </>
          }
        />
      </section>
    </div>
  );
}
