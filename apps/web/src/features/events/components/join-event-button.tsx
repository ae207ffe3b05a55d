import type { Event } from '@dongne/contract';
import { Hourglass, UserPlus } from 'lucide-react';
import { Button, type ButtonSize } from '@/components/ui/button.tsx';
import { useJoinAction } from '@/features/events/hooks/use-join-action.ts';
import { joinOfferOf } from '@/features/events/lib/join-rule.ts';

type JoinEventButtonProps = { event: Event; size?: ButtonSize; fullWidth?: boolean; className?: string; describedBy?: string };

/**
 * 참가 신청, or 대기 신청 when the event is full; nothing when the viewer cannot join (spec §4).
 * The wording tells a member before they click that a full event puts them on the waitlist.
 */
export function JoinEventButton({ event, size = 'sm', fullWidth, className, describedBy }: JoinEventButtonProps) {
  const { join, isPending } = useJoinAction();
  const offer = joinOfferOf(event);
  if (!offer) return null;
  const Icon = offer.isWaitlist ? Hourglass : UserPlus;
  return (
    <Button
      size={size}
      variant={offer.isWaitlist ? 'outline' : 'primary'}
      fullWidth={fullWidth}
      className={className}
      isLoading={isPending}
      aria-describedby={describedBy}
      onClick={() => join(event.id)}
    >
      {!isPending && <Icon className="size-4" aria-hidden="true" />}
      {offer.label}
    </Button>
  );
}
