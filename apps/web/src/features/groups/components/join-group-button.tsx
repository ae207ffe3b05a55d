import type { Group } from '@dongne/contract';
import { Send, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { GROUP_MSG, GROUP_TEXT } from '@/config/group-messages.ts';
import { useJoinGroup } from '@/features/groups/api/join-group.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { MessageModal } from './message-modal.tsx';

/**
 * 가입하기 joins a public group at once; 가입 신청 opens a note to the owner for a private one.
 * The toast says what the server decided (spec §4 Join: the response status picks the message).
 */
export function JoinGroupButton({ group }: { group: Group }) {
  const join = useJoinGroup();
  const [isWriting, setIsWriting] = useState(false);

  const submit = async (message?: string) => {
    try {
      const response = await join.mutateAsync({ id: group.id, message });
      notify.success(response.message || (response.status === 'PENDING' ? GROUP_MSG.requested : GROUP_MSG.joined));
      setIsWriting(false);
    } catch (error) {
      notify.error(toErrorMessage(error, GROUP_TEXT.joinFailed));
      // A conflict (full, already requested) will not change on a retry: the page reloads instead.
      if (errorStatusOf(error) === 409) setIsWriting(false);
    }
  };

  if (group.isPublic) {
    return (
      <Button size="lg" fullWidth isLoading={join.isPending} onClick={() => submit()}>
        <UserPlus className="size-5" aria-hidden="true" />
        {GROUP_TEXT.join}
      </Button>
    );
  }
  return (
    <>
      <Button size="lg" fullWidth onClick={() => setIsWriting(true)}>
        <Send className="size-4" aria-hidden="true" />
        {GROUP_TEXT.requestJoin}
      </Button>
      <MessageModal
        isOpen={isWriting}
        title={GROUP_TEXT.joinModalTitle}
        intro={GROUP_TEXT.joinModalIntro(group.name)}
        label={GROUP_TEXT.joinMessageLabel}
        placeholder={GROUP_TEXT.joinMessagePlaceholder}
        submitLabel={GROUP_TEXT.joinSubmit}
        isPending={join.isPending}
        onSubmit={submit}
        onClose={() => setIsWriting(false)}
      />
    </>
  );
}
