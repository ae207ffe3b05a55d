import { describeRecurrence, EVENT_MSG, type Event, type EventScope, type JoinEventResponse, parseRecurrence } from '@dongne/contract';
import type { Executor, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { authorize, authorizeInGroup, roleFromMembership } from '../groups/group-policy.ts';
import { findGroup, findMembership, listMemberIds } from '../groups/groups.reads.ts';
import { insertNotifications, type NewNotification } from '../notifications/notifications.service.ts';
import { announceDatePoll } from './date-polls.realtime.ts';
import { releaseDatePollOfEvent } from './date-polls.repo.ts';
import { eventNotification, toEvent, viewerOf } from './event-mapper.ts';
import { scheduleReminders } from './event-reminders.ts';
import {
  addParticipant,
  adjustParticipantCount,
  deleteEventRow,
  type EventRow,
  findEventCard,
  findParticipation,
  groupEventsPage,
  groupMonthEvents,
  insertEvent,
  listParticipantIds,
  listSeatedIds,
  lockEvent,
  lockUpcomingPlacesOf,
  type MonthRange,
  myEventsPage,
  myGroupsMonthEvents,
  promoteFromWaitlist,
  removeParticipant,
  selectParticipants,
  seriesEventsPage,
  upcomingEventsPage,
  updateEventRow,
} from './events.repo.ts';
import {
  addSeriesMember,
  findSeries,
  insertSeries,
  lockSeries,
  lockSeriesMany,
  removeSeriesMembershipsInGroup,
  type SeriesRow,
  seriesIdOfEvent,
} from './series.repo.ts';
import { extendSeriesInTx } from './series.service.ts';
import { planSeries } from './series-rule.ts';
import { cancelFollowing, editFollowing, joinFollowing, leaveFollowing } from './series-scope.ts';

type EventDeps = Pick<Deps, 'db' | 'clock' | 'jobs'>;
type Paging = { page: number; size: number };

function toEventPage(
  deps: EventDeps,
  { rows, total }: { rows: EventRow[]; total: number },
  viewerId: number | null,
  { page, size }: Paging,
) {
  const now = deps.clock.now();
  return toPage(
    rows.map((row) => toEvent(row, viewerId, now)),
    { page, size, total },
  );
}

export async function getEvent(deps: EventDeps, { eventId, viewerId }: { eventId: number; viewerId: number | null }): Promise<Event> {
  const row = await findEventCard(deps.db, eventId, viewerId);
  if (!row) throw notFound(EVENT_MSG.notFound);
  const group = await findGroup(deps.db, row.group_id);
  if (group) authorize('readEvents', viewerOf(row, viewerId), group);
  return toEvent(row, viewerId, deps.clock.now());
}

export async function listGroupEvents(deps: EventDeps, options: Paging & { groupId: number; viewerId: number | null }) {
  const group = await authorizeInGroup(deps.db, 'readEvents', { groupId: options.groupId, userId: options.viewerId });
  return toEventPage(deps, await groupEventsPage(deps.db, group.id, deps.clock.now(), options), options.viewerId, options);
}

/** Events the user takes part in or waits for. */
export const listMyEvents = async (deps: EventDeps, options: Paging & { userId: number }) =>
  toEventPage(deps, await myEventsPage(deps.db, deps.clock.now(), { ...options, viewerId: options.userId }), options.userId, options);

/** Coming events of the groups the user belongs to, soonest first. */
export const listUpcomingEvents = async (deps: EventDeps, options: Paging & { userId: number }) =>
  toEventPage(deps, await upcomingEventsPage(deps.db, deps.clock.now(), { ...options, viewerId: options.userId }), options.userId, options);

/** A series' occurrences in date order (contract §22), for whoever may read its group's events. */
export async function listSeriesEvents(
  deps: EventDeps,
  options: Paging & { seriesId: number; viewerId: number | null; upcoming: boolean },
) {
  const series = await findSeries(deps.db, options.seriesId);
  if (!series) throw notFound(EVENT_MSG.seriesNotFound);
  await authorizeInGroup(deps.db, 'readEvents', { groupId: series.groupId, userId: options.viewerId });
  const page = await seriesEventsPage(deps.db, series.id, deps.clock.now(), options.upcoming, { ...options, viewerId: options.viewerId });
  return toEventPage(deps, page, options.viewerId, options);
}

/** A calendar month (`YYYY-MM`) as the instants it spans in Seoul: from its first midnight to the next month's. */
export function seoulMonth(month: string): MonthRange {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { start: new Date(`${month}-01T00:00:00+09:00`), end: new Date(`${next}-01T00:00:00+09:00`) };
}

/** A group's calendar (contract §19): whoever may read its events, one query for the month. */
export async function groupCalendar(
  deps: EventDeps,
  { groupId, viewerId, month }: { groupId: number; viewerId: number | null; month: string },
) {
  const group = await authorizeInGroup(deps.db, 'readEvents', { groupId, userId: viewerId });
  const now = deps.clock.now();
  const rows = await groupMonthEvents(deps.db, group.id, seoulMonth(month), viewerId);
  return { month, events: rows.map((row) => toEvent(row, viewerId, now)) };
}

/** The calendar of the caller's groups: every event of theirs in the month, with their participation. */
export async function myCalendar(deps: EventDeps, { userId, month }: { userId: number; month: string }) {
  const now = deps.clock.now();
  const rows = await myGroupsMonthEvents(deps.db, userId, seoulMonth(month));
  return { month, events: rows.map((row) => toEvent(row, userId, now)) };
}

function checkDates(now: Date, eventDate: Date, endDate: Date | null | undefined) {
  if (eventDate <= now) throw badRequest(EVENT_MSG.dateInPast, 'eventDate');
  if (endDate && endDate <= eventDate) throw badRequest(EVENT_MSG.endBeforeStart, 'endDate');
}

type EventInput = {
  title: string;
  description: string;
  eventDate: string;
  endDate?: string | null;
  isOnline: boolean;
  location: string;
  maxParticipants: number;
  tags: string[];
  recurrence?: string | null;
};

/**
 * Any member creates an event in their group; the organizer takes the first seat; members are told.
 * With a `recurrence` the event is the first occurrence of a series (contract §19): it starts on the
 * rule's first day at or after the given start, and the next ones are made at once.
 */
export async function createEvent(deps: EventDeps, { userId, groupId, input }: { userId: number; groupId: number; input: EventInput }) {
  const group = await authorizeInGroup(deps.db, 'takePartInEvents', { groupId, userId });
  const { recurrence, ...fields } = input;
  const requested = new Date(input.eventDate);
  const requestedEnd = input.endDate ? new Date(input.endDate) : null;
  checkDates(deps.clock.now(), requested, requestedEnd);
  const first = recurrence ? (planSeries(recurrence, requested)[0] as Date) : requested;
  const durationMs = requestedEnd ? requestedEnd.getTime() - requested.getTime() : null;
  const eventDate = first;
  const endDate = durationMs === null ? null : new Date(first.getTime() + durationMs);
  const eventId = await deps.db.transaction(async (tx) => {
    if (!recurrence) {
      return openEventInTx(tx, deps, {
        userId,
        groupId,
        input: { ...fields, eventDate, endDate },
        notify: (memberId, id) => eventNotification.created(memberId, id, group.name, input.title),
      });
    }
    const now = deps.clock.now();
    const seriesId = await insertSeries(tx, {
      ...fields,
      groupId,
      organizerId: userId,
      recurrence,
      dtstart: first,
      durationMs,
      generatedUntil: first,
      dueAt: now,
    });
    await addSeriesMember(tx, seriesId, userId);
    const parsed = parseRecurrence(recurrence);
    const summary = parsed.ok ? describeRecurrence(parsed.value, first) : recurrence;
    const id = await openEventInTx(tx, deps, {
      userId,
      groupId,
      input: { ...fields, eventDate, endDate },
      series: { seriesId, recurrenceId: first },
      notify: (memberId, occurrenceId) => eventNotification.seriesCreated(memberId, occurrenceId, group.name, input.title, summary),
    });
    await extendSeriesInTx(tx, deps, await lockSeriesMany(tx, [seriesId]));
    return id;
  });
  return getEvent(deps, { eventId, viewerId: userId });
}

/**
 * Stores a new event in the caller's transaction: the organizer takes the first seat with its
 * reminders, and every other member gets `notify`'s notification. Published for date polls, whose
 * event is made in the transaction that marks the poll decided.
 */
export async function openEventInTx(
  tx: Tx,
  deps: EventDeps,
  {
    userId,
    groupId,
    input,
    series,
    notify,
  }: {
    userId: number;
    groupId: number;
    input: Omit<EventInput, 'eventDate' | 'endDate' | 'recurrence'> & { eventDate: Date; endDate: Date | null };
    /** The series and place in it, for a series' first occurrence. */
    series?: { seriesId: number; recurrenceId: Date };
    notify: (memberId: number, eventId: number) => NewNotification;
  },
): Promise<number> {
  const id = await insertEvent(tx, { ...input, ...series, groupId, organizerId: userId, participantCount: 1 });
  await addParticipant(tx, id, userId, 'PARTICIPATING');
  await scheduleReminders(tx, deps.jobs, { eventId: id, userIds: [userId], eventDate: input.eventDate, now: deps.clock.now() });
  const members = await listMemberIds(tx, groupId);
  await insertNotifications(
    tx,
    members.filter((member) => member.userId !== userId).map((member) => notify(member.userId, id)),
    { actorId: userId, jobs: deps.jobs },
  );
  return id;
}

/** Locks the event and lets only its organizer (while a member) or the group's moderators on. */
async function lockManageable(tx: Executor, eventId: number, userId: number) {
  const event = await lockEvent(tx, eventId);
  if (!event) throw notFound(EVENT_MSG.notFound);
  const role = roleFromMembership(await findMembership(tx, event.groupId, userId));
  const authorRole = roleFromMembership(await findMembership(tx, event.groupId, event.organizerId));
  authorize('manageEvent', { userId, role, isAuthor: event.organizerId === userId, authorRole });
  return event;
}

/** A change reaching past one occurrence locks the series before any of its events (series-scope.ts). */
async function lockSeriesOf(tx: Tx, eventId: number): Promise<SeriesRow | null> {
  const seriesId = await seriesIdOfEvent(tx, eventId);
  return seriesId === null ? null : lockSeries(tx, seriesId);
}

/**
 * The organizer or the group owner edits; more seats promote the waitlist at once; a new time or
 * place is told to everyone taking part or waiting. An occurrence of a series changes alone (THIS)
 * or with the following ones (FOLLOWING) or every one ahead (ALL).
 */
export async function updateEvent(
  deps: EventDeps,
  { userId, eventId, input, scope = 'THIS' }: { userId: number; eventId: number; input: Partial<EventInput>; scope?: EventScope },
) {
  await deps.db.transaction(async (tx) => {
    const series = scope === 'THIS' ? null : await lockSeriesOf(tx, eventId);
    const event = await lockManageable(tx, eventId, userId);
    if (event.cancelledAt) throw conflict(EVENT_MSG.cancelled);
    if (series) {
      await editFollowing(tx, deps, { series, anchor: event, scope, input, userId });
      return;
    }
    const eventDate = input.eventDate ? new Date(input.eventDate) : event.eventDate;
    const endDate = input.endDate === undefined ? event.endDate : input.endDate ? new Date(input.endDate) : null;
    // Only a start that moves must be ahead: an ongoing event's other fields stay editable.
    if (eventDate.getTime() !== event.eventDate.getTime()) checkDates(deps.clock.now(), eventDate, endDate);
    else if (endDate && endDate <= eventDate) throw badRequest(EVENT_MSG.endBeforeStart, 'endDate');
    if (input.maxParticipants !== undefined && input.maxParticipants < event.participantCount) {
      throw badRequest(EVENT_MSG.participantsBelowCount, 'maxParticipants');
    }
    const { recurrence: _rule, ...fields } = input;
    await updateEventRow(tx, eventId, { ...fields, eventDate, endDate, detached: event.seriesId !== null });
    const promoted = await promoteFromWaitlist(tx, eventId, (input.maxParticipants ?? event.maxParticipants) - event.participantCount);
    // A moved event's reminders are scheduled anew for everyone seated (the old ones find the start
    // time changed and stay silent); a promoted member gets theirs.
    const moved = eventDate.getTime() !== event.eventDate.getTime();
    await scheduleReminders(tx, deps.jobs, {
      eventId,
      userIds: moved ? await listSeatedIds(tx, eventId) : promoted,
      eventDate,
      now: deps.clock.now(),
    });
    await insertNotifications(
      tx,
      promoted.map((promotedId) => eventNotification.promoted(promotedId, eventId, input.title ?? event.title)),
      { actorId: userId, jobs: deps.jobs },
    );
    const placeChanged =
      moved ||
      (endDate?.getTime() ?? null) !== (event.endDate?.getTime() ?? null) ||
      (input.location !== undefined && input.location !== event.location) ||
      (input.isOnline !== undefined && input.isOnline !== event.isOnline);
    if (!placeChanged) return;
    const people = await listParticipantIds(tx, eventId);
    await insertNotifications(
      tx,
      people
        .filter((person) => person.userId !== userId && !promoted.includes(person.userId))
        .map((person) => eventNotification.updated(person.userId, eventId, input.title ?? event.title, 1)),
      { actorId: userId, jobs: deps.jobs },
    );
  });
  return getEvent(deps, { eventId, viewerId: userId });
}

/**
 * Joins, or waits in line when full; capacity is checked under the event's row lock. `joinSeries`
 * also joins the series' following occurrences and those made later (이후 일정 모두 참여); someone
 * already in this one may still ask for the rest.
 */
export async function joinEvent(
  deps: EventDeps,
  { userId, eventId, joinSeries = false }: { userId: number; eventId: number; joinSeries?: boolean },
): Promise<JoinEventResponse> {
  const { status, series } = await deps.db.transaction(async (tx) => {
    const series = joinSeries ? await lockSeriesOf(tx, eventId) : null;
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_MSG.notFound);
    authorize('takePartInEvents', { userId, role: roleFromMembership(await findMembership(tx, event.groupId, userId)) });
    if (event.cancelledAt) throw conflict(EVENT_MSG.cancelled);
    if (event.eventDate <= deps.clock.now()) throw badRequest(EVENT_MSG.cannotJoin);
    const existing = await findParticipation(tx, eventId, userId);
    if (existing && !series) throw conflict(EVENT_MSG.alreadyJoined);
    let status = existing?.status ?? null;
    if (!status) {
      const hasSeat = event.participantCount < event.maxParticipants;
      status = hasSeat ? ('PARTICIPATING' as const) : ('WAITLISTED' as const);
      await addParticipant(tx, eventId, userId, status);
      if (hasSeat) {
        await adjustParticipantCount(tx, eventId, 1);
        await scheduleReminders(tx, deps.jobs, { eventId, userIds: [userId], eventDate: event.eventDate, now: deps.clock.now() });
      }
    }
    if (series) await joinFollowing(tx, deps, { series, anchor: event, userId });
    return { status, series };
  });
  const event = await getEvent(deps, { eventId, viewerId: userId });
  const position = event.waitlistPosition;
  const joined = series ? EVENT_MSG.seriesJoined : EVENT_MSG.joined;
  return {
    status,
    waitlistPosition: position,
    message: status === 'PARTICIPATING' ? joined : EVENT_MSG.waitlisted(position ?? 1),
    event,
  };
}

/**
 * Leaves (or leaves the waitlist) before the start; a freed seat goes to the first in line, who is
 * told. FOLLOWING leaves the series' following occurrences and the series too.
 */
export async function leaveEvent(
  deps: EventDeps,
  { userId, eventId, scope = 'THIS' }: { userId: number; eventId: number; scope?: 'THIS' | 'FOLLOWING' },
) {
  await deps.db.transaction(async (tx) => {
    const series = scope === 'FOLLOWING' ? await lockSeriesOf(tx, eventId) : null;
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_MSG.notFound);
    authorize('takePartInEvents', { userId, role: roleFromMembership(await findMembership(tx, event.groupId, userId)) });
    if (event.organizerId === userId) throw badRequest(EVENT_MSG.organizerCannotLeave);
    if (series) {
      if (!(await leaveFollowing(tx, deps, { series, anchor: event, userId }))) throw badRequest(EVENT_MSG.notJoined);
      return;
    }
    const participation = await findParticipation(tx, eventId, userId);
    if (!participation) throw badRequest(EVENT_MSG.notJoined);
    // Once it started, who took part is the record (attendance, history): the place stays.
    if (event.eventDate <= deps.clock.now()) throw badRequest(EVENT_MSG.cannotLeaveStarted);
    await removeParticipant(tx, eventId, userId);
    if (participation.status !== 'PARTICIPATING') return;
    await adjustParticipantCount(tx, eventId, -1);
    if (event.cancelledAt) return;
    const promoted = await promoteFromWaitlist(tx, eventId, 1);
    await scheduleReminders(tx, deps.jobs, { eventId, userIds: promoted, eventDate: event.eventDate, now: deps.clock.now() });
    await insertNotifications(
      tx,
      promoted.map((promotedId) => eventNotification.promoted(promotedId, eventId, event.title)),
      { actorId: userId, jobs: deps.jobs },
    );
  });
}

/**
 * Gives up the user's places in the group's events that have not started, in the transaction that
 * ends their membership: each freed seat goes to the first in line, who is told unless they blocked
 * `actorId`, whose act ended the membership (the user, or the staff who removed them: contract §11).
 * Events they organize go on without them, run by the group's owner (contract §16; docs/decisions.md).
 */
export async function releaseUpcomingPlaces(
  tx: Executor,
  { groupId, userId, actorId, now, jobs }: { groupId: number; userId: number; actorId: number; now: Date; jobs: Deps['jobs'] },
) {
  await removeSeriesMembershipsInGroup(tx, groupId, userId);
  for (const place of await lockUpcomingPlacesOf(tx, groupId, userId, now)) {
    await removeParticipant(tx, place.event_id, userId);
    if (place.status !== 'PARTICIPATING') continue;
    await adjustParticipantCount(tx, place.event_id, -1);
    if (place.cancelled) continue;
    const promoted = await promoteFromWaitlist(tx, place.event_id, 1);
    await scheduleReminders(tx as Tx, jobs, { eventId: place.event_id, userIds: promoted, eventDate: new Date(place.event_date), now });
    await insertNotifications(
      tx,
      promoted.map((promotedId) => eventNotification.promoted(promotedId, place.event_id, place.title)),
      { actorId, jobs },
    );
  }
}

/**
 * Cancels once; everyone taking part or waiting is told. An occurrence of a series is cancelled
 * alone (THIS), with the following ones (FOLLOWING) or with every one ahead (ALL).
 */
/** What cancelling and deleting need besides the events' own: the date poll's live topic. */
type EventEndDeps = EventDeps & Pick<Deps, 'realtime' | 'log'>;

export async function cancelEvent(
  deps: EventEndDeps,
  { userId, eventId, scope = 'THIS' }: { userId: number; eventId: number; scope?: EventScope },
) {
  const released = await deps.db.transaction(async (tx) => {
    const series = scope === 'THIS' ? null : await lockSeriesOf(tx, eventId);
    const event = await lockManageable(tx, eventId, userId);
    if (series) {
      await cancelFollowing(tx, deps, { series, anchor: event, scope, userId });
      return null;
    }
    if (event.cancelledAt) throw conflict(EVENT_MSG.cancelled);
    await updateEventRow(tx, eventId, { cancelledAt: deps.clock.now() });
    const people = await listParticipantIds(tx, eventId);
    await insertNotifications(
      tx,
      people.filter((person) => person.userId !== userId).map((person) => eventNotification.cancelled(person.userId, eventId, event.title)),
      { actorId: userId, jobs: deps.jobs },
    );
    return releaseDatePollOfEvent(tx, eventId);
  });
  if (released) await announceDatePoll(deps, released.group_id, released.id);
  return getEvent(deps, { eventId, viewerId: userId });
}

export async function deleteEvent(deps: EventEndDeps, { userId, eventId }: { userId: number; eventId: number }) {
  const released = await deps.db.transaction(async (tx) => {
    await lockManageable(tx, eventId, userId);
    const poll = await releaseDatePollOfEvent(tx, eventId);
    await deleteEventRow(tx, eventId);
    return poll;
  });
  if (released) await announceDatePoll(deps, released.group_id, released.id);
}

export async function listParticipants(deps: EventDeps, options: Paging & { eventId: number; viewerId: number | null }) {
  const event = await getEvent(deps, { eventId: options.eventId, viewerId: options.viewerId });
  const { rows, total } = await selectParticipants(deps.db, options.eventId, options.size, options.page * options.size);
  return toPage(
    rows.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      profileImage: row.profile_image,
      status: row.status,
      waitlistPosition: row.status === 'WAITLISTED' ? row.position : null,
      isOrganizer: row.id === event.organizer.id,
      joinedAt: new Date(row.joined_at).toISOString(),
    })),
    { page: options.page, size: options.size, total },
  );
}
