import type { Event } from '@dongne/contract';
import { CircleCheck, Hourglass, Repeat, Video } from 'lucide-react';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { statusBadgeOf } from '@/features/events/lib/event-status.ts';
import { cx } from '@/lib/cx.ts';

const PILL = 'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** 예정 / 진행 중 / 종료 / 취소 (spec §4 Event status display). */
export function EventStatusBadge({ status }: { status: string }) {
  const badge = statusBadgeOf(status);
  return (
    <span className={cx(PILL, badge.className)}>
      <span className="sr-only">{EVENT_TEXT.statusLabel} </span>
      {badge.label}
    </span>
  );
}

export function OnlineBadge() {
  return (
    <span className={cx(PILL, 'bg-sky-50 text-sky-800 ring-sky-200')}>
      <Video className="size-3.5" aria-hidden="true" />
      {EVENT_TEXT.online}
    </span>
  );
}

/** An occurrence of a recurring 정모: a small repeat mark, named 반복 일정 for screen readers (and as a tooltip). */
export function SeriesBadge() {
  return (
    <span
      role="img"
      aria-label={EVENT_TEXT.seriesBadge}
      title={EVENT_TEXT.seriesBadge}
      className={cx(PILL, 'bg-brand-50 text-brand-700 ring-brand-200')}
    >
      <Repeat className="size-3.5" aria-hidden="true" />
    </span>
  );
}

/** Whether the viewer holds a seat or waits for one; nothing when neither or when the event is off. */
export function ParticipationFlag({ event }: { event: Pick<Event, 'status' | 'isParticipating' | 'isWaitlisted' | 'waitlistPosition'> }) {
  // A seat in a called-off event means nothing; the 취소 badge already says all there is.
  if (event.status === 'CANCELLED') return null;
  if (event.isParticipating) {
    return (
      <span className={cx(PILL, 'bg-success-600 text-white ring-success-600')}>
        <CircleCheck className="size-3.5" aria-hidden="true" />
        {event.status === 'COMPLETED' ? EVENT_TEXT.participated : EVENT_TEXT.participating}
      </span>
    );
  }
  if (event.isWaitlisted) {
    return (
      <span className={cx(PILL, 'bg-amber-50 text-amber-800 ring-amber-200')}>
        <Hourglass className="size-3.5" aria-hidden="true" />
        {EVENT_TEXT.waitlisted(event.waitlistPosition)}
      </span>
    );
  }
  return null;
}
