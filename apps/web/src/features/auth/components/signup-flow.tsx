import { type ReactNode, useState } from 'react';
import { TEXT } from '../../../config/messages.ts';
import { clearVerifiedIdentity, loadVerifiedIdentity, saveVerifiedIdentity } from '../hooks/signup-draft.ts';
import { useCompanyVerification, type VerifiedIdentity } from '../hooks/use-company-verification.ts';
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

  const verification = useCompanyVerification((verified) => {
    saveVerifiedIdentity(verified);
    setIdentity(verified);
    setStep(2);
  }, restored);

  return (
    <AuthCard title={TEXT.signupTitle} subtitle={TEXT.signupSubtitle} header={<SignupSteps current={step} />} footer={footer}>
      {/* Both steps stay mounted so '이전' and '다음' keep what was typed. */}
      <div hidden={step !== 1}>
        <CompanyVerificationStep verification={verification} onNext={() => setStep(2)} />
      </div>
      {identity && (
        <div hidden={step !== 2}>
          <SignupInfoForm
            identity={identity}
            onBack={() => setStep(1)}
            onSuccess={() => {
              clearVerifiedIdentity();
              onSuccess();
            }}
          />
        </div>
      )}
    </AuthCard>
  );
}
