import type { JoinEventResponse } from '@dongne/contract';
import { useJoinEvent } from '@/features/events/api/join-event.ts';
import { EVENT_MSG } from '@/features/events/event-messages.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

/** The toast after a join (spec §8): done, the series joined, or the server's waitlist sentence with the position. */
function joinSuccessMessage(response: JoinEventResponse, joinSeries: boolean): string {
  if (response.status !== 'WAITLISTED') return joinSeries ? EVENT_MSG.seriesJoined : EVENT_MSG.joined;
  return response.message.trim() || EVENT_MSG.waitlisted(response.waitlistPosition ?? 1);
}

/**
 * Joins an event (with `joinSeries`, its series' later occurrences too) and says how it went;
 * failures use the server's message, else 이벤트 참가에 실패했습니다.
 */
export function useJoinAction() {
  const mutation = useJoinEvent();
  const join = (id: number, { joinSeries = false }: { joinSeries?: boolean } = {}) =>
    mutation.mutate(
      { id, joinSeries },
      {
        onSuccess: (response) => notify.success(joinSuccessMessage(response, joinSeries)),
        onError: (error) => notify.error(toErrorMessage(error, EVENT_MSG.joinFailed)),
      },
    );
  return { join, isPending: mutation.isPending, pendingSeries: mutation.isPending && mutation.variables?.joinSeries === true };
}
