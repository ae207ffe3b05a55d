import type { Profile } from '@dongne/contract';
import { Ban, ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useBlockUserAction } from './block-user-dialog.tsx';
import { BLOCKS_TEXT } from './blocks-text.ts';

/**
 * 차단하기 / 차단 해제 on someone else's profile. The server says `isBlocked` only to a signed-in
 * viewer looking at another person, so nothing shows for guests or on one's own profile.
 */
export function ProfileBlockButton({ profile, className }: { profile: Profile; className?: string }) {
  const action = useBlockUserAction();
  if (profile.isBlocked === undefined) return null;
  const blocked = profile.isBlocked;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => action.request({ id: profile.id, nickname: profile.nickname }, !blocked)}
      >
        {blocked ? <ShieldOff className="size-4" aria-hidden="true" /> : <Ban className="size-4" aria-hidden="true" />}
        {blocked ? BLOCKS_TEXT.unblock : BLOCKS_TEXT.block}
      </Button>
      {action.dialog}
    </>
  );
}
