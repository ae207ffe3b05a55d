import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { TEXT } from '@/config/messages.ts';
import type { CompanyVerification } from '@/features/auth/hooks/use-company-verification.ts';
import { selectCanSend } from '@/features/auth/hooks/verification-machine.ts';
import { VerificationCodeForm } from './verification-code-form.tsx';
import { VerifiedCompanyBox } from './verified-company-box.tsx';

type CompanyVerificationStepProps = { verification: CompanyVerification; onNext: () => void };

/** Sign-up step 1: company e-mail, then the code, then the success box. */
export function CompanyVerificationStep({ verification, onNext }: CompanyVerificationStepProps) {
  const { state, changeEmail, sendCode, restart } = verification;

  if (state.phase === 'verified' && state.email && state.company) {
    return (
      <div className="flex flex-col gap-6">
        <VerifiedCompanyBox email={state.email} companyName={state.company.name} />
        <Button size="lg" fullWidth onClick={onNext}>
          {TEXT.next}
        </Button>
      </div>
    );
  }

  const isInitial = state.phase === 'initial';
  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (selectCanSend(state)) void sendCode();
        }}
      >
        <Field
          label={TEXT.companyEmailLabel}
          error={isInitial ? (state.error ?? undefined) : undefined}
          hint={isInitial ? TEXT.companyEmailHint : undefined}
          aside={
            !isInitial && (
              <button
                type="button"
                onClick={restart}
                className="text-sm font-medium text-gray-600 underline underline-offset-2 hover:text-brand-700"
              >
                {TEXT.changeEmail}
              </button>
            )
          }
        >
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={TEXT.emailPlaceholder}
              value={isInitial ? state.emailInput : (state.email ?? '')}
              onChange={(event) => changeEmail(event.target.value)}
              disabled={!isInitial || state.isSending}
            />
            <Button type="submit" variant="secondary" size="lg" disabled={!selectCanSend(state)} isLoading={state.isSending && isInitial}>
              {TEXT.sendCode}
            </Button>
          </div>
        </Field>
      </form>
      {state.phase === 'codeSent' && <VerificationCodeForm verification={verification} />}
    </div>
  );
}
