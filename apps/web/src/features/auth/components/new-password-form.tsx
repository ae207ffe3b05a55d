import { MSG, PASSWORD_MAX, PASSWORD_MIN } from '@dongne/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { TEXT } from '@/config/messages.ts';
import { useResetPassword } from '@/features/auth/api/reset-password.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

// Spec §5: either empty → '모든 필드를 입력해주세요'; short → min 8; different → mismatch.
const newPasswordSchema = z
  .object({
    newPassword: z.string().min(1, MSG.allFieldsRequired).min(PASSWORD_MIN, MSG.passwordMin).max(PASSWORD_MAX, MSG.passwordMax),
    confirmPassword: z.string().min(1, MSG.allFieldsRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: MSG.passwordMismatch, path: ['confirmPassword'] });
type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export function NewPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const isIncomplete = !newPassword || !confirmPassword;
  const isMismatch = !isIncomplete && newPassword !== confirmPassword;

  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notify.success(TEXT.resetDone);
          onSuccess();
        },
        onError: (error) => notify.error(toErrorMessage(error, TEXT.resetFailed)),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {reset.error && <Banner variant="danger">{toErrorMessage(reset.error, TEXT.resetFailed)}</Banner>}
      <Field label={TEXT.newPasswordLabel} error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" placeholder={TEXT.passwordPlaceholder} {...register('newPassword')} />
      </Field>
      <Field label={TEXT.newPasswordConfirmLabel} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" placeholder={TEXT.passwordConfirmPlaceholder} {...register('confirmPassword')} />
      </Field>
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" fullWidth disabled={isIncomplete || isMismatch} isLoading={reset.isPending}>
          {TEXT.resetConfirmSubmit}
        </Button>
        {isIncomplete && <p className="text-center text-[13px] text-gray-500">{MSG.allFieldsRequired}</p>}
      </div>
    </form>
  );
}
