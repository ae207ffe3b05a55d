import { MSG, REQUIRED_TERMS_IDS, type SignupForm, signupFormSchema } from '@dongne/contract';
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
import { useSignup } from '@/features/auth/api/signup.ts';
import type { VerifiedIdentity } from '@/features/auth/hooks/use-company-verification.ts';
import { errorBodyOf, toErrorMessage } from '@/lib/error-message.ts';
import { applyFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';

type SignupInfoFormProps = {
  identity: VerifiedIdentity;
  onBack: () => void;
  onSuccess: () => void;
  /** The server no longer takes the verification (expired or spent): the address must be verified again. */
  onVerificationLost: (message: string) => void;
};

const FIELDS = ['nickname', 'password', 'passwordConfirm', 'agreeTerms'] as const;
const linkClass = 'font-semibold text-gray-900 underline underline-offset-2 hover:text-brand-700';

/** Sign-up step 2: nickname, password twice and the terms consent. */
export function SignupInfoForm({ identity, onBack, onSuccess, onVerificationLost }: SignupInfoFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupForm, unknown, { nickname: string; password: string; agreeTerms: boolean }>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { nickname: '', password: '', passwordConfirm: '', agreeTerms: false },
  });

  const onSubmit = handleSubmit(async ({ nickname, password, agreeTerms }) => {
    setFailure(null);
    const payload = {
      email: identity.email,
      verificationToken: identity.verificationToken,
      nickname,
      password,
      companyId: identity.company.id,
      agreedTermsIds: agreeTerms ? [...REQUIRED_TERMS_IDS] : [],
    };
    // mutateAsync: signing in re-renders the guest-only route away, and the follow-up must still run.
    try {
      await signup.mutateAsync(payload);
    } catch (error) {
      const message = toErrorMessage(error, TEXT.signupFailed);
      notify.error(message);
      if (errorBodyOf(error)?.fieldErrors?.some(({ field }) => field === 'verificationToken')) {
        onVerificationLost(message);
      } else if (message === MSG.nicknameTaken) {
        setError('nickname', { type: 'server', message }, { shouldFocus: true });
      } else if (!applyFieldErrors(error, setError, FIELDS, { agreedTermsIds: 'agreeTerms' })) {
        setFailure(message);
      }
      return;
    }
    notify.success(TEXT.signupSuccess);
    onSuccess();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && (
        <Banner variant="danger" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      )}
      <Field label={TEXT.nicknameLabel} error={errors.nickname?.message}>
        <Input autoComplete="nickname" placeholder={TEXT.nicknamePlaceholder} maxLength={20} {...register('nickname')} />
      </Field>
      <Field label={TEXT.passwordLabel} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" placeholder={TEXT.passwordPlaceholder} {...register('password')} />
      </Field>
      <Field label={TEXT.passwordConfirmLabel} error={errors.passwordConfirm?.message}>
        <PasswordInput autoComplete="new-password" placeholder={TEXT.passwordConfirmPlaceholder} {...register('passwordConfirm')} />
      </Field>
      <Checkbox
        error={errors.agreeTerms?.message}
        className="rounded-field bg-gray-50 px-4 py-3.5"
        label={
          <>
            <Link to={paths.terms} className={linkClass}>
              {TEXT.termsLink}
            </Link>{' '}
            {TEXT.and}{' '}
            <Link to={paths.privacy} className={linkClass}>
              {TEXT.privacyLink}
            </Link>
            {TEXT.agreeTermsSuffix}
          </>
        }
        {...register('agreeTerms')}
      />
      <div className="mt-1 flex gap-2">
        <Button variant="outline" size="lg" onClick={onBack} className="w-28">
          {TEXT.previous}
        </Button>
        <Button type="submit" size="lg" fullWidth isLoading={signup.isPending} className="flex-1">
          {TEXT.signupSubmit}
        </Button>
      </div>
    </form>
  );
}
