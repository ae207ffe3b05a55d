import { CODE_LENGTH } from '@dongne/contract';
import { Clock } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { TEXT } from '@/config/messages.ts';
import type { CompanyVerification } from '@/features/auth/hooks/use-company-verification.ts';
import {
  formatCountdown,
  selectCanResend,
  selectCanVerify,
  selectIsUrgent,
  selectResendSecondsLeft,
  selectSecondsLeft,
} from '@/features/auth/hooks/verification-machine.ts';
import { cx } from '@/lib/cx.ts';

/** The code input with its countdown (red from 60 s), verify button and resend cooldown. */
export function VerificationCodeForm({ verification }: { verification: CompanyVerification }) {
  const { state, changeCode, verifyCode, sendCode } = verification;
  const countdown = formatCountdown(selectSecondsLeft(state));
  const isUrgent = selectIsUrgent(state);
  const resendSeconds = selectResendSecondsLeft(state);

  return (
    <form
      noValidate
      className="animate-fade-in"
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.isVerifying) void verifyCode();
      }}
    >
      <Field
        label={TEXT.codeLabel}
        error={state.error ?? undefined}
        hint={state.email ? TEXT.codeSentTo(state.email) : undefined}
        aside={
          <span
            role="timer"
            aria-label={`${TEXT.timeLeft} ${countdown}`}
            data-urgent={isUrgent || undefined}
            className={cx(
              'inline-flex items-center gap-1 text-sm font-semibold tabular-nums',
              isUrgent ? 'text-danger-600' : 'text-brand-700',
            )}
          >
            <Clock className="size-4" aria-hidden="true" />
            {countdown}
          </span>
        }
      >
        <div className="flex gap-2">
          <Input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={CODE_LENGTH}
            placeholder={TEXT.codePlaceholder}
            value={state.code}
            onChange={(event) => changeCode(event.target.value)}
            className="tracking-[0.3em] placeholder:tracking-normal"
          />
          <Button type="submit" size="lg" disabled={!selectCanVerify(state)} isLoading={state.isVerifying}>
            {TEXT.verifyCode}
          </Button>
        </div>
      </Field>
      <div className="mt-3 flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void sendCode()}
          disabled={!selectCanResend(state)}
          isLoading={state.isSending}
          className="tabular-nums"
        >
          {resendSeconds > 0 ? TEXT.resendIn(resendSeconds) : TEXT.resendCode}
        </Button>
      </div>
    </form>
  );
}
