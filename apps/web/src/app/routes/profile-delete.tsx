import { DeleteAccountScreen } from '@/features/profile/components/delete-account-screen.tsx';

/** /profile/delete: 회원탈퇴 in the signed-in user's profile settings. */
export function ProfileDeleteRoute() {
  return <DeleteAccountScreen />;
}
