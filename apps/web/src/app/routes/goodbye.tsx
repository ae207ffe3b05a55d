import { GoodbyeScreen } from '@/features/profile/components/goodbye-screen.tsx';

/** /goodbye: after 회원탈퇴. */
export function GoodbyeRoute() {
  return <GoodbyeScreen />;
}
