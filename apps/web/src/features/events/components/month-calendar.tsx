import type { Event } from '@dongne/contract';
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCalendarMonth } from '@/features/events/api/get-calendar.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { dayKey, firstDayOf, isInMonth, monthOf, monthWeeks, shiftMonth } from '@/features/events/lib/month-grid.ts';
import { cx } from '@/lib/cx.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { EventCard } from './event-card.tsx';

type MonthCalendarProps = {
  /** One group's calendar, or (null) the calendar of the caller's groups. */
  groupId: number | null;
  /** The level of the month's and the day's headings; the day's event cards are one below. */
  level?: 2 | 3;
};

const dateLabel = (day: Date) => `${format(day, 'M월 d일')} ${EVENT_TEXT.weekdayNames[day.getDay()]}`;

// Arrow keys move a day or a week, Home and End to the week's ends (the WAI-ARIA grid pattern).
const KEY_STEPS: Record<string, (day: Date) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: () => -7,
  ArrowDown: () => 7,
  Home: (day) => -day.getDay(),
  End: (day) => 6 - day.getDay(),
};

/**
 * A month at a glance (contract §19): a grid of days, 일요일 first, today marked, a dot on days with
 * events, a green one where the caller takes part and a grey one where all are cancelled; choosing a
 * day lists its events below. A
 * table under the weekdays' column headers, each day a button whose name says the date and what it
 * holds; arrow keys move between days (one day in the tab order).
 */
export function MonthCalendar({ groupId, level = 2 }: MonthCalendarProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const today = new Date();
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState(() => dayKey(today));
  const query = useCalendarMonth(groupId, month);
  const gridRef = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const dayTitleId = useId();

  const byDay = useMemo(() => {
    const map = new Map<string, Event[]>();
    for (const event of query.data?.month === month ? query.data.events : []) {
      const key = dayKey(event.eventDate);
      map.set(key, [...(map.get(key) ?? []), event]);
    }
    return map;
  }, [query.data, month]);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const selectedDate = new Date(`${selected}T00:00:00`);
  const focusKey = isInMonth(selectedDate, month) ? selected : dayKey(firstDayOf(month));

  const goToMonth = (next: string, day?: string) => {
    setMonth(next);
    setSelected(day ?? (next === monthOf(today) ? dayKey(today) : dayKey(firstDayOf(next))));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const target = new Date(day);
    target.setDate(day.getDate() + step(day));
    const key = dayKey(target);
    if (isInMonth(target, month)) setSelected(key);
    else goToMonth(monthOf(target), key);
    // The button of the chosen day takes the focus once it is drawn.
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${key}"]`)?.focus());
  };
  const dayEvents = byDay.get(selected) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby={titleId} className="rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-5">
        <div className="flex items-center justify-between gap-2">
          <Heading id={titleId} className="text-lg font-bold text-gray-900 tabular-nums">
            {EVENT_TEXT.calendarMonth(month)}
          </Heading>
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="sm" onClick={() => goToMonth(monthOf(today))} disabled={month === monthOf(today)}>
              {EVENT_TEXT.thisMonth}
            </Button>
            <button
              type="button"
              aria-label={EVENT_TEXT.previousMonth}
              onClick={() => goToMonth(shiftMonth(month, -1))}
              className="flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={EVENT_TEXT.nextMonth}
              onClick={() => goToMonth(shiftMonth(month, 1))}
              className="flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
        {query.isError && !query.data ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-[15px] text-gray-700">
            {toErrorMessage(query.error, EVENT_TEXT.calendarFailed)}
            <Button variant="outline" onClick={() => void query.refetch()}>
              {EVENT_TEXT.calendarRetry}
            </Button>
          </div>
        ) : (
          <table
            ref={gridRef}
            aria-label={EVENT_TEXT.calendarLabel(month)}
            aria-busy={query.isFetching || undefined}
            className="mt-3 w-full table-fixed border-collapse"
          >
            <thead>
              <tr>
                {EVENT_TEXT.weekdays.map((weekday, index) => (
                  <th
                    key={weekday}
                    scope="col"
                    abbr={EVENT_TEXT.weekdayNames[index]}
                    className={cx('pb-2 text-xs font-semibold', index === 0 ? 'text-danger-600' : 'text-gray-500')}
                  >
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]?.key}>
                  {week.map(({ key, date: day }) => {
                    if (!day) return <td key={key} />;
                    const events = byDay.get(key) ?? [];
                    // A called-off 정모 (one date of a series, say) stays on its day, said and drawn as cancelled.
                    const live = events.filter((event) => event.status !== 'CANCELLED');
                    const cancelled = events.length - live.length;
                    const mine = live.filter((event) => event.isParticipating).length;
                    const isToday = key === dayKey(today);
                    const isSelected = key === selected;
                    return (
                      <td key={key} className="p-0.5 text-center">
                        <button
                          type="button"
                          data-day={key}
                          tabIndex={key === focusKey ? 0 : -1}
                          aria-label={EVENT_TEXT.dayLabel(dateLabel(day), { isToday, count: events.length, mine, cancelled })}
                          aria-current={isToday ? 'date' : undefined}
                          aria-pressed={isSelected}
                          onClick={() => setSelected(key)}
                          onKeyDown={(event) => onKeyDown(event, day)}
                          className={cx(
                            'mx-auto flex h-12 w-full max-w-14 flex-col items-center justify-start gap-1 rounded-xl pt-1.5 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                            isSelected ? 'bg-brand-50 ring-1 ring-brand-300' : 'hover:bg-gray-50',
                          )}
                        >
                          {/* The number is drawn by CSS from data-number: the button's name is the whole date (aria-label),
                              and a digit alone is not a word of it, which a text node here would have to be. */}
                          <span
                            aria-hidden="true"
                            data-number={day.getDate()}
                            className={cx(
                              'flex size-6 items-center justify-center rounded-full before:content-[attr(data-number)]',
                              isToday ? 'bg-brand-600 font-bold text-white' : day.getDay() === 0 ? 'text-danger-600' : 'text-gray-900',
                            )}
                          />
                          <span aria-hidden="true" className="flex h-1.5 gap-0.5">
                            {events.length > 0 && (
                              <span
                                className={cx(
                                  'size-1.5 rounded-full',
                                  mine > 0 ? 'bg-success-600' : live.length > 0 ? 'bg-brand-500' : 'bg-gray-400',
                                )}
                              />
                            )}
                            {events.length > 1 && (
                              <span className={cx('size-1.5 rounded-full', live.length > 1 ? 'bg-brand-300' : 'bg-gray-300')} />
                            )}
                          </span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby={dayTitleId} className="flex flex-col gap-3">
        <Heading id={dayTitleId} className="text-base font-bold text-gray-900">
          {EVENT_TEXT.dayEventsTitle(dateLabel(selectedDate))}
        </Heading>
        {query.isPending ? (
          <Skeleton className="h-32 w-full rounded-card" />
        ) : dayEvents.length === 0 ? (
          <p className="rounded-card border border-gray-100 bg-white px-5 py-8 text-center text-[15px] text-gray-600 shadow-card">
            {EVENT_TEXT.dayEmpty}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {dayEvents.map((event) => (
              <li key={event.id}>
                <EventCard event={event} headingLevel={level === 2 ? 'h3' : 'h4'} showGroup={groupId === null} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
