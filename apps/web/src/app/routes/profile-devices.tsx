import { DevicesScreen } from '@/features/profile/components/devices-screen.tsx';

/** /profile/devices: 로그인된 기기 in the signed-in user's profile settings. */
export function ProfileDevicesRoute() {
  return <DevicesScreen />;
}
