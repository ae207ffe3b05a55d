import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { paths } from '@/config/paths.ts';

/** A guest cannot join; the button asks before leaving the page for sign-up (spec §2, §6). */
export function GuestJoinButton() {
  const navigate = useNavigate();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button size="lg" fullWidth onClick={() => setIsAsking(true)}>
        <UserPlus className="size-5" aria-hidden="true" />
        {GROUP_TEXT.guestJoin}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={GROUP_TEXT.guestConfirmTitle}
        description={GROUP_TEXT.guestConfirmBody}
        confirmLabel={GROUP_TEXT.guestConfirmAction}
        cancelLabel={GROUP_TEXT.cancel}
        onCancel={() => setIsAsking(false)}
        onConfirm={() => navigate(paths.signup)}
      />
    </>
  );
}
