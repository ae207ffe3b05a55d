import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { PasswordResetRequest } from '@/features/auth/components/password-reset-request.tsx';

export function PasswordResetRoute() {
  return (
    <>
      <PageTitle title={TEXT.resetTitle} />
      <PasswordResetRequest
        footer={
          <Link to={paths.login} className="font-semibold text-gray-700 hover:text-brand-700 hover:underline">
            {TEXT.backToLogin}
          </Link>
        }
      />
    </>
  );
}
