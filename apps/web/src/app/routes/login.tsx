import { Link, useLocation, useNavigate } from 'react-router';
import { redirectTargetFrom } from '@/app/redirect.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { SocialLoginButtons } from '@/features/auth/components/social-login-buttons.tsx';

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <PageTitle title={TEXT.loginSubmit} />
      <AuthCard
        title={TEXT.loginTitle}
        subtitle={TEXT.loginSubtitle}
        footer={
          <>
            {TEXT.noAccount}{' '}
            <Link to={paths.signup} className="font-semibold text-brand-700 hover:underline">
              {TEXT.signupLink}
            </Link>
          </>
        }
      >
        <LoginForm onSuccess={() => navigate(redirectTargetFrom(location.state), { replace: true })} />
        <div className="my-6 flex items-center gap-3 text-[13px] text-gray-500">
          <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
          {TEXT.socialDivider}
          <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
        </div>
        <SocialLoginButtons />
      </AuthCard>
    </>
  );
}
