import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { eventCreatePath } from '@/config/paths.ts';
import { useGroupEvents } from '@/features/events/api/get-group-events.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { cx } from '@/lib/cx.ts';
import { DatePollSection } from './date-poll-section.tsx';
import { EventList } from './event-list.tsx';
import { MonthCalendar } from './month-calendar.tsx';

function CreateLink({ groupId }: { groupId: number }) {
  return (
    <Link to={eventCreatePath(groupId)} className={buttonClasses({ size: 'sm' })}>
      <Plus className="size-4" aria-hidden="true" />
      {EVENT_TEXT.create}
    </Link>
  );
}

/** 목록 or 캘린더: two pressed-or-not buttons, as a segmented control. */
function ViewSwitch({ view, onChange }: { view: 'list' | 'calendar'; onChange: (view: 'list' | 'calendar') => void }) {
  return (
    <fieldset className="inline-flex rounded-full bg-gray-100 p-1">
      <legend className="sr-only">{EVENT_TEXT.viewLabel}</legend>
      {(['list', 'calendar'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cx(
            'h-8 rounded-full px-3.5 text-sm font-semibold transition-colors',
            view === option ? 'bg-white text-gray-900 shadow-card' : 'text-gray-600 hover:text-gray-900',
          )}
        >
          {option === 'list' ? EVENT_TEXT.viewList : EVENT_TEXT.viewCalendar}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The 이벤트 tab of a group page (members only): 일정 조율 (the group's date polls), then the group's
 * events, upcoming first or on a month calendar, and a create button.
 */
export function GroupEventsTab({ groupId }: { groupId: number }) {
  const query = useGroupEvents(groupId);
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const total = query.data?.pages[0]?.totalElements ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <DatePollSection groupId={groupId} />
      {total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-gray-900">
            {EVENT_TEXT.groupTabTitle} <span className="text-brand-600">{total}</span>
          </h2>
          <div className="flex items-center gap-2">
            <ViewSwitch view={view} onChange={setView} />
            <CreateLink groupId={groupId} />
          </div>
        </div>
      )}
      {view === 'calendar' && total > 0 ? (
        <MonthCalendar groupId={groupId} level={3} />
      ) : (
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
      )}
    </div>
  );
}
