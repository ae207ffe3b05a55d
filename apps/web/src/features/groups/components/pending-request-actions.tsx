import type { Group } from '@dongne/contract';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useCancelJoinRequest } from '@/features/groups/api/cancel-join-request.ts';
import { useMyJoinRequest } from '@/features/groups/api/get-my-join-request.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

/** '승인 대기 중' and a way to withdraw the request after confirming (spec §4 Join request). */
export function PendingRequestActions({ group }: { group: Group }) {
  const { data: request } = useMyJoinRequest(group.id);
  const cancel = useCancelJoinRequest();
  const [isConfirming, setIsConfirming] = useState(false);

  const onCancel = async () => {
    if (!request) return;
    try {
      const { message } = await cancel.mutateAsync({ groupId: group.id, requestId: request.id });
      notify.success(message || GROUP_TEXT.requestCancelled);
    } catch (error) {
      notify.error(toErrorMessage(error, GROUP_TEXT.cancelFailed));
    }
    setIsConfirming(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <p
        role="status"
        className="flex h-12 items-center justify-center gap-2 rounded-field bg-amber-50 text-base font-semibold text-amber-800 ring-1 ring-amber-200"
      >
        <Clock className="size-5" aria-hidden="true" />
        {GROUP_TEXT.pendingBadge}
      </p>
      <Button variant="ghost" fullWidth disabled={!request} onClick={() => setIsConfirming(true)}>
        {GROUP_TEXT.cancelRequest}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={GROUP_TEXT.cancelRequestTitle}
        description={GROUP_TEXT.cancelRequestBody}
        confirmLabel={GROUP_TEXT.cancelRequestAction}
        cancelLabel={GROUP_TEXT.keep}
        tone="danger"
        isPending={cancel.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={onCancel}
      />
    </div>
  );
}
