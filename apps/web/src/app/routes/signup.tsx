import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { SignupFlow } from '@/features/auth/components/signup-flow.tsx';

export function SignupRoute() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={TEXT.signupTitle} />
      <SignupFlow
        onSuccess={() => navigate(paths.onboarding, { replace: true })}
        footer={
          <>
            {TEXT.haveAccount}{' '}
            <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
              {TEXT.loginLink}
            </Link>
          </>
        }
      />
    </>
  );
}
