/** Which list of events: the caller's groups from now on, the ones they signed up for, or one group's. */
export type EventListKind = 'upcoming' | 'my';

/**
 * Every event query starts with `eventKeys.all`, so one invalidation after a join, leave, cancel or
 * edit refreshes every card, count and participant row on screen.
 */
export const eventKeys = {
  all: ['events'] as const,
  list: (kind: EventListKind) => [...eventKeys.all, 'list', kind] as const,
  group: (groupId: number) => [...eventKeys.all, 'group', groupId] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  /** A series' upcoming occurrences (contract §19). */
  series: (seriesId: number) => [...eventKeys.all, 'series', seriesId] as const,
  /** A month of a calendar: the caller's groups (`null`) or one group's. */
  calendar: (groupId: number | null, month: string) => [...eventKeys.all, 'calendar', groupId ?? 'mine', month] as const,
  /** A group's date polls (일정 조율): under `all`, so a made event refreshes them with the calendar. */
  datePolls: (groupId: number) => [...eventKeys.all, 'date-polls', groupId] as const,
  participants: (id: number) => [...eventKeys.detail(id), 'participants'] as const,
  attendance: (id: number) => [...eventKeys.detail(id), 'attendance'] as const,
  checkInCode: (id: number) => [...eventKeys.detail(id), 'check-in-code'] as const,
};
