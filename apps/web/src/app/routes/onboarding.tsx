import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import { OnboardingFlow } from '@/features/onboarding/onboarding-flow.tsx';

/** After sign-up (#16): 관심사 and 동네, then home. */
export function OnboardingRoute() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={DISCOVERY_TEXT.onboardingTitle} />
      <OnboardingFlow onDone={() => navigate(paths.home, { replace: true })} />
    </>
  );
}
