import type { Event } from '@dongne/contract';
import { Hourglass, Repeat, UserPlus } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button.tsx';
import { useJoinAction } from '@/features/events/hooks/use-join-action.ts';
import { joinOfferOf } from '@/features/events/lib/join-rule.ts';

type JoinEventButtonProps = {
  event: Event;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  describedBy?: string;
  /** Also sign up for the series' later occurrences (contract §19). */
  joinSeries?: boolean;
  /** Wording in place of the offer's own (이 일정만 참여, 이후 일정 모두 참여). */
  label?: string;
  variant?: ButtonVariant;
};

/**
 * 참가 신청, or 대기 신청 when the event is full; nothing when the viewer cannot join (spec §4).
 * The wording tells a member before they click that a full event puts them on the waitlist.
 */
export function JoinEventButton({
  event,
  size = 'sm',
  fullWidth,
  className,
  describedBy,
  joinSeries = false,
  label,
  variant,
}: JoinEventButtonProps) {
  const { join, isPending, pendingSeries } = useJoinAction();
  const offer = joinOfferOf(event);
  if (!offer) return null;
  const Icon = joinSeries ? Repeat : offer.isWaitlist ? Hourglass : UserPlus;
  const isMine = isPending && pendingSeries === joinSeries;
  return (
    <Button
      size={size}
      variant={variant ?? (offer.isWaitlist ? 'outline' : 'primary')}
      fullWidth={fullWidth}
      className={className}
      isLoading={isMine}
      disabled={isPending}
      aria-describedby={describedBy}
      onClick={() => join(event.id, { joinSeries })}
    >
      {!isMine && <Icon className="size-4" aria-hidden="true" />}
      {label ?? offer.label}
    </Button>
  );
}
