import type { Event } from '@dongne/contract';
import { CalendarRange } from 'lucide-react';
import { Link } from 'react-router';
import { groupPath } from '@/config/paths.ts';
import { DATE_POLL_TEXT } from '@/features/events/date-poll-messages.ts';
import { datePollAnchor } from './date-poll-card.tsx';

/** On an event made from a date poll (contract §22 `datePollId`): a line that leads back to the poll's answers. */
export function DatePollLink({ event }: { event: Event }) {
  if (event.datePollId === null) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-gray-800">
      <CalendarRange className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{DATE_POLL_TEXT.fromPoll}</span>
      <Link
        to={`${groupPath(event.groupId)}?tab=events#${datePollAnchor(event.datePollId)}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {DATE_POLL_TEXT.toPoll}
      </Link>
    </p>
  );
}
