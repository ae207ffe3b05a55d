import type { JoinRequest } from '@dongne/contract';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useApproveJoinRequest } from '@/features/groups/api/approve-join-request.ts';
import { useRejectJoinRequest } from '@/features/groups/api/reject-join-request.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { MessageModal } from './message-modal.tsx';

export type Decision = { kind: 'approve' | 'reject'; request: JoinRequest };

type DecideRequestModalProps = { groupId: number; decision: Decision | null; onClose: () => void };

/** Approve with an optional welcome message or reject with an optional reason (spec §2, §5); the list reloads after. */
export function DecideRequestModal({ groupId, decision, onClose }: DecideRequestModalProps) {
  const approve = useApproveJoinRequest();
  const reject = useRejectJoinRequest();
  const isApprove = decision?.kind === 'approve';
  const name = decision?.request.userName ?? '';

  const onSubmit = async (note: string) => {
    if (!decision) return;
    const requestId = decision.request.id;
    try {
      if (isApprove) {
        await approve.mutateAsync({ requestId, message: note });
        notify.success(GROUP_TEXT.approved(name));
      } else {
        await reject.mutateAsync({ groupId, requestId, reason: note });
        notify.success(GROUP_TEXT.rejected(name));
      }
      onClose();
    } catch (error) {
      notify.error(toErrorMessage(error, isApprove ? GROUP_TEXT.approveFailed : GROUP_TEXT.rejectFailed));
    }
  };

  return (
    <MessageModal
      // A new key per request, so the note of one person never carries over to the next.
      key={decision ? `${decision.kind}-${decision.request.id}` : 'closed'}
      isOpen={decision !== null}
      title={isApprove ? GROUP_TEXT.approveTitle(name) : GROUP_TEXT.rejectTitle(name)}
      label={isApprove ? GROUP_TEXT.approveMessageLabel : GROUP_TEXT.rejectReasonLabel}
      placeholder={isApprove ? GROUP_TEXT.approveMessagePlaceholder : GROUP_TEXT.rejectReasonPlaceholder}
      submitLabel={isApprove ? GROUP_TEXT.approveAction : GROUP_TEXT.rejectAction}
      tone={isApprove ? 'primary' : 'danger'}
      isPending={approve.isPending || reject.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
