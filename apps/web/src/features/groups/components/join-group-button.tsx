import type { Group } from '@dongne/contract';
import { Ban, Send, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { GROUP_MSG, GROUP_TEXT } from '@/config/group-messages.ts';
import { useJoinGroup } from '@/features/groups/api/join-group.ts';
import { errorBodyOf, errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { type JoinRequestInput, JoinRequestModal } from './join-request-modal.tsx';

/** Whether a join failed because the group banned the caller (contract §10: 403 '이 모임에 가입할 수 없습니다.'). */
function isBannedAnswer(error: unknown): boolean {
  return errorStatusOf(error) === 403 && errorBodyOf(error)?.message === GROUP_MSG.banned;
}

/**
 * 가입하기 joins a public group at once; 가입 신청 opens the request form for a private one (the
 * group's question and a required answer when it asks one). The toast says what the server
 * decided (spec §4 Join: the response status picks the message). A banned user is told they
 * cannot join, in place of the button, since trying again would only be refused again.
 */
export function JoinGroupButton({ group }: { group: Group & { isBanned?: boolean } }) {
  const join = useJoinGroup();
  const [isWriting, setIsWriting] = useState(false);
  // Known from the group's detail, or learnt from a refused join.
  const [wasRefused, setWasRefused] = useState(false);
  const isBanned = wasRefused || group.isBanned === true;
  const [answerError, setAnswerError] = useState<string | undefined>();

  const submit = async (input: JoinRequestInput = { message: '' }) => {
    setAnswerError(undefined);
    try {
      const response = await join.mutateAsync({ id: group.id, ...input });
      notify.success(response.message || (response.status === 'PENDING' ? GROUP_MSG.requested : GROUP_MSG.joined));
      setIsWriting(false);
    } catch (error) {
      if (isBannedAnswer(error)) {
        setWasRefused(true);
        setIsWriting(false);
        return;
      }
      const answerField = errorBodyOf(error)?.fieldErrors?.find((fieldError) => fieldError.field === 'answer');
      if (answerField) {
        setAnswerError(answerField.message);
        return;
      }
      notify.error(toErrorMessage(error, GROUP_TEXT.joinFailed));
      // A conflict (full, already requested) will not change on a retry: the page reloads instead.
      if (errorStatusOf(error) === 409) setIsWriting(false);
    }
  };

  if (isBanned) {
    return (
      <p
        role="status"
        className="flex min-h-12 items-center justify-center gap-2 rounded-field bg-gray-100 px-4 py-2 text-center text-[15px] font-semibold text-gray-700"
      >
        <Ban className="size-5 shrink-0" aria-hidden="true" />
        {GROUP_MSG.banned}
      </p>
    );
  }
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
      <JoinRequestModal
        isOpen={isWriting}
        groupName={group.name}
        question={group.joinQuestion}
        answerError={answerError}
        isPending={join.isPending}
        onSubmit={submit}
        onClose={() => {
          setIsWriting(false);
          setAnswerError(undefined);
        }}
      />
    </>
  );
}
