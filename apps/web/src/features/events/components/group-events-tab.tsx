import { CalendarDays, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { eventCreatePath } from '@/config/paths.ts';
import { useGroupEvents } from '@/features/events/api/get-group-events.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { EventList } from './event-list.tsx';

function CreateLink({ groupId }: { groupId: number }) {
  return (
    <Link to={eventCreatePath(groupId)} className={buttonClasses({ size: 'sm' })}>
      <Plus className="size-4" aria-hidden="true" />
      {EVENT_TEXT.create}
    </Link>
  );
}

/** The 이벤트 tab of a group page (members only): the group's events, upcoming first, and a create button. */
export function GroupEventsTab({ groupId }: { groupId: number }) {
  const query = useGroupEvents(groupId);
  const total = query.data?.pages[0]?.totalElements ?? 0;
  return (
    <div className="flex flex-col gap-4">
      {total > 0 && (
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-gray-900">
            {EVENT_TEXT.groupTabTitle} <span className="text-brand-600">{total}</span>
          </h2>
          <CreateLink groupId={groupId} />
        </div>
      )}
      <EventList
        query={query}
        showGroup={false}
        headingLevel="h3"
        empty={
          <div className="rounded-card border border-gray-100 bg-white shadow-card">
            <EmptyState
              as="h2"
              icon={CalendarDays}
              title={EVENT_TEXT.groupEmptyTitle}
              description={EVENT_TEXT.groupEmptyBody}
              action={<CreateLink groupId={groupId} />}
            />
          </div>
        }
      />
    </div>
  );
}
