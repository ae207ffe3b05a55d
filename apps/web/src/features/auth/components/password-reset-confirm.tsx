import { Spinner } from '@/components/ui/spinner.tsx';
import { TEXT } from '@/config/messages.ts';
import { useValidateResetToken } from '@/features/auth/api/validate-reset-token.ts';
import { AuthCard } from './auth-card.tsx';
import { InvalidResetLink } from './invalid-reset-link.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

type PasswordResetConfirmProps = { token: string; onSuccess: () => void };

/** Token check (spinner), then the invalid-link screen or the new-password form (spec §4). */
export function PasswordResetConfirm({ token, onSuccess }: PasswordResetConfirmProps) {
  const validation = useValidateResetToken(token);

  if (token && validation.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <div className="flex flex-col items-center gap-4 text-gray-600">
          <Spinner size="lg" className="text-brand-600" />
          <p role="status">{TEXT.checkingLink}</p>
        </div>
      </div>
    );
  }
  if (!token || validation.data !== true) return <InvalidResetLink />;

  return (
    <AuthCard title={TEXT.newPasswordTitle} subtitle={TEXT.newPasswordSubtitle}>
      <NewPasswordForm token={token} onSuccess={onSuccess} />
    </AuthCard>
  );
}
