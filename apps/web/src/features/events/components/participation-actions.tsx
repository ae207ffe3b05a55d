import type { Event } from '@dongne/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useLeaveEvent } from '@/features/events/api/leave-event.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { canLeave, joinOfferOf } from '@/features/events/lib/join-rule.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { JoinEventButton } from './join-event-button.tsx';

/** Join (or join the waitlist) and leave, each where it applies; leaving asks first. */
export function ParticipationActions({ event, viewerId }: { event: Event; viewerId: number | null }) {
  const [isAsking, setIsAsking] = useState(false);
  const leave = useLeaveEvent();
  const hintId = useId();
  const offer = joinOfferOf(event);
  const isWaitlisted = event.isWaitlisted;

  const confirmLeave = () =>
    leave.mutate(event.id, {
      onSuccess: () => notify.success(isWaitlisted ? EVENT_TEXT.leftWaitlist : EVENT_MSG.left),
      onError: (error) => notify.error(toErrorMessage(error, EVENT_TEXT.leaveFailed)),
      onSettled: () => setIsAsking(false),
    });

  if (!offer && !canLeave(event, viewerId)) return null;
  return (
    <div className="flex flex-col gap-2">
      <JoinEventButton event={event} size="lg" fullWidth describedBy={offer?.isWaitlist ? hintId : undefined} />
      {offer?.isWaitlist && (
        <p id={hintId} className="text-[13px] leading-relaxed text-gray-600">
          {EVENT_TEXT.joinWaitlistHint}
        </p>
      )}
      {canLeave(event, viewerId) && (
        <Button variant="outline" size="lg" fullWidth onClick={() => setIsAsking(true)}>
          {isWaitlisted ? EVENT_TEXT.leaveWaitlist : EVENT_TEXT.leave}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        title={isWaitlisted ? EVENT_TEXT.leaveWaitlistTitle : EVENT_TEXT.leaveTitle}
        description={isWaitlisted ? EVENT_TEXT.leaveWaitlistBody : EVENT_TEXT.leaveBody}
        confirmLabel={EVENT_TEXT.leaveConfirm}
        cancelLabel={EVENT_TEXT.keep}
        tone="danger"
        isPending={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setIsAsking(false)}
      />
    </div>
  );
}
