import type { Event, EventScope } from '@dongne/contract';
import { Repeat } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useLeaveEvent } from '@/features/events/api/leave-event.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { useJoinAction } from '@/features/events/hooks/use-join-action.ts';
import { canJoinRestOfSeries, canLeave, joinOfferOf } from '@/features/events/lib/join-rule.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { JoinEventButton } from './join-event-button.tsx';
import { SeriesScopeDialog } from './series-scope-dialog.tsx';

const LEAVE_SCOPES: readonly EventScope[] = ['THIS', 'FOLLOWING'];

/**
 * Join (or join the waitlist) and leave, each where it applies; leaving asks first. An occurrence of
 * a series the viewer has not joined offers both 이후 일정 모두 참여 and 이 일정만 참여; once they
 * joined the series, leaving asks whether for this one only or from here on.
 */
export function ParticipationActions({ event, viewerId }: { event: Event; viewerId: number | null }) {
  const [isAsking, setIsAsking] = useState(false);
  const leave = useLeaveEvent();
  const joinRest = useJoinAction();
  const hintId = useId();
  const offer = joinOfferOf(event);
  const isWaitlisted = event.isWaitlisted;
  const offersSeries = offer !== null && event.seriesId !== null && !event.seriesJoined;
  const asksLeaveScope = event.seriesId !== null && event.seriesJoined;

  // A one-off event is left without a scope, as before series existed; the dialog offers only THIS and FOLLOWING.
  const confirmLeave = (scope?: EventScope) =>
    leave.mutate(
      { id: event.id, scope: scope === undefined ? undefined : scope === 'FOLLOWING' ? 'FOLLOWING' : 'THIS' },
      {
        onSuccess: () =>
          notify.success(scope === 'FOLLOWING' ? EVENT_MSG.seriesLeft : isWaitlisted ? EVENT_TEXT.leftWaitlist : EVENT_MSG.left),
        onError: (error) => notify.error(toErrorMessage(error, EVENT_TEXT.leaveFailed)),
        onSettled: () => setIsAsking(false),
      },
    );

  if (!offer && !canLeave(event, viewerId) && !canJoinRestOfSeries(event)) return null;
  return (
    <div className="flex flex-col gap-2">
      {offersSeries ? (
        <>
          <JoinEventButton
            event={event}
            size="lg"
            fullWidth
            joinSeries
            label={EVENT_TEXT.joinSeries}
            variant="primary"
            describedBy={hintId}
          />
          <JoinEventButton
            event={event}
            size="lg"
            fullWidth
            label={offer.isWaitlist ? EVENT_TEXT.joinThisWaitlist : EVENT_TEXT.joinThis}
            variant="outline"
            describedBy={hintId}
          />
          <p id={hintId} className="text-[13px] leading-relaxed text-gray-600">
            {offer.isWaitlist ? `${EVENT_TEXT.joinWaitlistHint} ` : ''}
            {EVENT_TEXT.joinSeriesHint}
          </p>
        </>
      ) : (
        <>
          <JoinEventButton event={event} size="lg" fullWidth describedBy={offer?.isWaitlist ? hintId : undefined} />
          {offer?.isWaitlist && (
            <p id={hintId} className="text-[13px] leading-relaxed text-gray-600">
              {EVENT_TEXT.joinWaitlistHint}
            </p>
          )}
        </>
      )}
      {canJoinRestOfSeries(event) && (
        // Already in this one: the rest of the series can still be joined in one go.
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          isLoading={joinRest.isPending}
          onClick={() => joinRest.join(event.id, { joinSeries: true })}
        >
          {!joinRest.isPending && <Repeat className="size-4" aria-hidden="true" />}
          {EVENT_TEXT.joinRestOfSeries}
        </Button>
      )}
      {canLeave(event, viewerId) && (
        <Button variant="outline" size="lg" fullWidth onClick={() => setIsAsking(true)}>
          {isWaitlisted ? EVENT_TEXT.leaveWaitlist : EVENT_TEXT.leave}
        </Button>
      )}
      {asksLeaveScope ? (
        <SeriesScopeDialog
          isOpen={isAsking}
          title={isWaitlisted ? EVENT_TEXT.leaveWaitlistTitle : EVENT_TEXT.leaveTitle}
          scopes={LEAVE_SCOPES}
          hints={EVENT_TEXT.leaveScopeHints}
          confirmLabel={EVENT_TEXT.leaveConfirm}
          tone="danger"
          isPending={leave.isPending}
          onConfirm={confirmLeave}
          onCancel={() => setIsAsking(false)}
        />
      ) : (
        <ConfirmDialog
          isOpen={isAsking}
          title={isWaitlisted ? EVENT_TEXT.leaveWaitlistTitle : EVENT_TEXT.leaveTitle}
          description={isWaitlisted ? EVENT_TEXT.leaveWaitlistBody : EVENT_TEXT.leaveBody}
          confirmLabel={EVENT_TEXT.leaveConfirm}
          cancelLabel={EVENT_TEXT.keep}
          tone="danger"
          isPending={leave.isPending}
          onConfirm={() => confirmLeave()}
          onCancel={() => setIsAsking(false)}
        />
      )}
    </div>
  );
}
