import { type ReactNode, useEffect, useRef, useState } from 'react';
import { TEXT } from '@/config/messages.ts';
import { clearVerifiedIdentity, loadVerifiedIdentity, saveVerifiedIdentity } from '@/features/auth/hooks/signup-draft.ts';
import { useCompanyVerification, type VerifiedIdentity } from '@/features/auth/hooks/use-company-verification.ts';
import { AuthCard } from './auth-card.tsx';
import { CompanyVerificationStep } from './company-verification-step.tsx';
import { SignupInfoForm } from './signup-info-form.tsx';
import { SignupSteps } from './signup-steps.tsx';

type SignupFlowProps = { footer: ReactNode; onSuccess: () => void };

/** The two sign-up steps; step 1's verification outlives a trip back from step 2. */
export function SignupFlow({ footer, onSuccess }: SignupFlowProps) {
  const [restored] = useState(loadVerifiedIdentity);
  const [identity, setIdentity] = useState<VerifiedIdentity | null>(restored);
  const [step, setStep] = useState<1 | 2>(restored ? 2 : 1);
  const stepOneRef = useRef<HTMLDivElement>(null);
  const stepTwoRef = useRef<HTMLDivElement>(null);
  const hasMoved = useRef(false);

  const goTo = (next: 1 | 2) => {
    hasMoved.current = true;
    setStep(next);
  };

  // Keyboard and screen-reader users continue in the step that just appeared, not on a hidden button.
  useEffect(() => {
    if (!hasMoved.current) return;
    const container = step === 1 ? stepOneRef.current : stepTwoRef.current;
    container?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')?.focus();
  }, [step]);

  const verification = useCompanyVerification((verified) => {
    saveVerifiedIdentity(verified);
    setIdentity(verified);
    goTo(2);
  }, restored);

  return (
    <AuthCard title={TEXT.signupTitle} subtitle={TEXT.signupSubtitle} header={<SignupSteps current={step} />} footer={footer}>
      {/* Both steps stay mounted so '이전' and '다음' keep what was typed. */}
      <div ref={stepOneRef} hidden={step !== 1}>
        <CompanyVerificationStep verification={verification} onNext={() => goTo(2)} />
      </div>
      {identity && (
        <div ref={stepTwoRef} hidden={step !== 2}>
          <SignupInfoForm
            identity={identity}
            onBack={() => goTo(1)}
            onSuccess={() => {
              clearVerifiedIdentity();
              onSuccess();
            }}
            onVerificationLost={(message) => {
              clearVerifiedIdentity();
              setIdentity(null);
              verification.startOver(message);
              goTo(1);
            }}
          />
        </div>
      )}
    </AuthCard>
  );
}
