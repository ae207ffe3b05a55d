import { CalendarCheck, CalendarDays, Compass, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TabList, TabPanel } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useEvents } from '@/features/events/api/get-events.ts';
import type { EventListKind } from '@/features/events/api/query-keys.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { CalendarSubscribe } from './calendar-subscribe.tsx';
import { EventList } from './event-list.tsx';
import { MonthCalendar } from './month-calendar.tsx';

type EventsTab = EventListKind | 'calendar';
const TABS = [
  { id: 'upcoming', label: EVENT_TEXT.tabUpcoming },
  { id: 'my', label: EVENT_TEXT.tabMine },
  { id: 'calendar', label: EVENT_TEXT.tabCalendar },
] as const satisfies ReadonlyArray<{ id: EventsTab; label: string }>;
const tabOf = (value: string | null): EventsTab => (value === 'my' || value === 'calendar' ? value : 'upcoming');

function EmptyTab({ kind }: { kind: EventListKind }) {
  const isUpcoming = kind === 'upcoming';
  return (
    <div className="rounded-card border border-gray-100 bg-white shadow-card">
      <EmptyState
        as="h2"
        icon={isUpcoming ? CalendarDays : CalendarCheck}
        title={isUpcoming ? EVENT_TEXT.upcomingEmptyTitle : EVENT_TEXT.mineEmptyTitle}
        description={isUpcoming ? EVENT_TEXT.upcomingEmptyBody : EVENT_TEXT.mineEmptyBody}
        action={
          <Link to={paths.explore} className={buttonClasses({ variant: 'outline' })}>
            <Compass className="size-4.5" aria-hidden="true" />
            {EVENT_TEXT.findGroups}
          </Link>
        }
      />
    </div>
  );
}

function EventsOfKind({ kind }: { kind: EventListKind }) {
  const query = useEvents(kind);
  return <EventList query={query} empty={<EmptyTab kind={kind} />} />;
}

/** /events (spec §2 Events list): upcoming events of my groups and the ones I signed up for, 20 at a time, or a month of them on a calendar. */
export function EventsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const idPrefix = useId();
  return (
    <div className="mx-auto w-full max-w-5xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <PageTitle title={EVENT_TEXT.listTitle} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-title font-bold text-gray-900">{EVENT_TEXT.listTitle}</h1>
          <p className="mt-1.5 text-[15px] text-gray-600">{EVENT_TEXT.listSubtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CalendarSubscribe />
          <Link to={paths.eventCreate} className={buttonClasses({ size: 'sm' })}>
            <Plus className="size-4" aria-hidden="true" />
            {EVENT_TEXT.create}
          </Link>
        </div>
      </div>
      <div className="mt-8">
        <TabList
          label={EVENT_TEXT.tabsLabel}
          idPrefix={idPrefix}
          tabs={TABS}
          selected={tab}
          onSelect={(next) => setSearchParams(next === 'upcoming' ? {} : { tab: next }, { replace: true })}
        />
        <TabPanel idPrefix={idPrefix} tab={tab} className="pt-6" heading={TABS.find((item) => item.id === tab)?.label}>
          {tab === 'calendar' ? <MonthCalendar groupId={null} level={3} /> : <EventsOfKind key={tab} kind={tab} />}
        </TabPanel>
      </div>
    </div>
  );
}
