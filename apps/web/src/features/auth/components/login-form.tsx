import { type LoginForm as LoginFormValues, loginFormSchema } from '@dongne/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { useLogin } from '@/features/auth/api/login.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

type LoginFormProps = { onSuccess: () => void };

export function LoginForm({ onSuccess }: LoginFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, { email: string; password: string; rememberMe?: boolean }>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    // mutateAsync: signing in re-renders the guest-only route away, and the follow-up must still run.
    try {
      await login.mutateAsync({ email, password });
    } catch (error) {
      const message = toErrorMessage(error);
      setFailure(message);
      notify.error(message);
      return;
    }
    notify.success(TEXT.loginSuccess);
    onSuccess();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && (
        <Banner variant="danger" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      )}
      <Field label={TEXT.emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder={TEXT.emailPlaceholder} {...register('email')} />
      </Field>
      <Field label={TEXT.passwordLabel} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" placeholder={TEXT.passwordPlaceholder} {...register('password')} />
      </Field>
      <div className="flex items-center justify-between gap-3">
        <Checkbox label={TEXT.rememberMe} {...register('rememberMe')} />
        <Link to={paths.forgotPassword} className="text-sm font-medium text-gray-600 hover:text-brand-700 hover:underline">
          {TEXT.forgotPassword}
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={login.isPending} className="mt-1">
        {TEXT.loginSubmit}
      </Button>
    </form>
  );
}
