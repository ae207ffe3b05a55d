import { BlocksScreen } from '@/features/safety/blocks-screen.tsx';

/** /profile/blocks: 차단한 사용자 in the signed-in user's profile settings (contract §11). */
export function ProfileBlocksRoute() {
  return <BlocksScreen />;
}
