import { resetRequestSchema } from '@dongne/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { TEXT } from '@/config/messages.ts';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordResetSent } from './password-reset-sent.tsx';

/** Request screen: e-mail form, then the sent confirmation (spec §4 "Request: form, then sent"). */
export function PasswordResetRequest({ footer }: { footer: ReactNode }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }, unknown, { email: string }>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });

  if (sentTo) return <PasswordResetSent email={sentTo} />;

  const onSubmit = handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => {
        notify.success(TEXT.resetRequestDone);
        setSentTo(email);
      },
      onError: (error) => notify.error(toErrorMessage(error, TEXT.resetRequestFailed)),
    }),
  );

  return (
    <AuthCard title={TEXT.resetTitle} subtitle={TEXT.resetSubtitle} footer={footer}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <Field label={TEXT.emailLabel} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder={TEXT.emailPlaceholder} {...register('email')} />
        </Field>
        <Button type="submit" size="lg" fullWidth isLoading={request.isPending}>
          {TEXT.resetSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
