import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { PasswordResetConfirm } from '@/features/auth/components/password-reset-confirm.tsx';

export function PasswordResetConfirmRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  // Keyed by token: a second link opened in the same tab starts its own check.
  return (
    <>
      <PageTitle title={TEXT.newPasswordTitle} />
      <PasswordResetConfirm key={token} token={token.trim()} onSuccess={() => navigate(paths.login, { replace: true })} />
    </>
  );
}
