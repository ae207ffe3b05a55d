import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { OnboardingFlow } from '@/features/groups/components/onboarding/onboarding-flow.tsx';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';

/** After sign-up: 관심사 and 동네, then home. */
export function OnboardingRoute() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={DISCOVERY_TEXT.onboardingTitle} />
      <OnboardingFlow onDone={() => navigate(paths.home, { replace: true })} />
    </>
  );
}
