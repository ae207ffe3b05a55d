import { EVENT_MSG, type EventScope, seoulDate } from '@dongne/contract';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { insertNotifications, type NewNotification } from '../notifications/notifications.service.ts';
import { eventNotification } from './event-mapper.ts';
import { scheduleReminders } from './event-reminders.ts';
import {
  addParticipant,
  adjustParticipantCount,
  cancelEventRows,
  distinctParticipantIds,
  findParticipation,
  listSeatedIds,
  promoteFromWaitlist,
  removeParticipant,
  updateEventRow,
} from './events.repo.ts';
import {
  addSeriesMember,
  copySeriesMembers,
  firstUpcomingOccurrence,
  insertSeries,
  lockOccurrencesFrom,
  moveOccurrences,
  type OccurrenceRow,
  removeSeriesMember,
  type SeriesRow,
  shiftRecurrenceIds,
  updateSeriesRow,
} from './series.repo.ts';
import { endingOn, lastDateBefore, lastDateOf } from './series-rule.ts';

/**
 * Changes to more than one occurrence of a series (contract §19: scope FOLLOWING or ALL), and
 * joining or leaving the following ones. Every function runs in the caller's transaction with the
 * series locked first, then the occurrence it was called on, then the others in id order, so two
 * scoped changes of one series take turns and a plain join of one occurrence never waits in a cycle.
 */

type ScopeDeps = Pick<Deps, 'db' | 'clock' | 'jobs'>;
/** The occurrence a scoped change was asked on, locked by the caller. */
type Anchor = {
  id: number;
  title: string;
  eventDate: Date;
  endDate: Date | null;
  recurrenceId: Date | null;
  cancelledAt: Date | null;
  maxParticipants: number;
  participantCount: number;
};

const toDate = (value: Date | string) => new Date(value);

/** Where a FOLLOWING or ALL change starts in the rule: this occurrence, or the series' first one still ahead. */
async function changeFrom(tx: Tx, series: SeriesRow, anchor: Anchor, scope: EventScope, now: Date): Promise<Date> {
  const own = anchor.recurrenceId ?? anchor.eventDate;
  if (scope !== 'ALL') return own;
  const first = await firstUpcomingOccurrence(tx, series.id, now);
  return first ? toDate(first.recurrence_id) : own;
}

/** The occurrences a change from `from` touches: those ahead and not cancelled, with the anchor itself. */
async function lockTouched(tx: Tx, series: SeriesRow, anchor: Anchor, from: Date, now: Date): Promise<OccurrenceRow[]> {
  const rows = await lockOccurrencesFrom(tx, { seriesId: series.id, from, now });
  if (anchor.cancelledAt || rows.some((row) => row.id === anchor.id)) return rows;
  return [
    {
      id: anchor.id,
      event_date: anchor.eventDate,
      end_date: anchor.endDate,
      recurrence_id: anchor.recurrenceId ?? anchor.eventDate,
      participant_count: anchor.participantCount,
      max_participants: anchor.maxParticipants,
      title: anchor.title,
      cancelled: false,
    },
    ...rows,
  ];
}

/** Tells each person once, however many of the occurrences they take part in (contract §19). */
async function tellOnce(tx: Tx, deps: ScopeDeps, occurrenceIds: number[], actorId: number, notify: (userId: number) => NewNotification) {
  const people = (await distinctParticipantIds(tx, occurrenceIds)).filter((userId) => userId !== actorId);
  await insertNotifications(tx, people.map(notify), { actorId, jobs: deps.jobs });
}

/** An occurrence's end after a change: the new length when one was given, else its own end moved with its start. */
function endAfterChange(
  row: OccurrenceRow,
  eventDate: Date,
  { durationMs, changed, shift }: { durationMs: number | null; changed: boolean; shift: (date: Date) => Date },
): Date | null {
  if (changed) return durationMs === null ? null : new Date(eventDate.getTime() + durationMs);
  return row.end_date ? shift(toDate(row.end_date)) : null;
}

export type SeriesEdit = {
  title?: string;
  description?: string;
  eventDate?: string;
  endDate?: string | null;
  isOnline?: boolean;
  location?: string;
  maxParticipants?: number;
  tags?: string[];
};

/**
 * Edits this and the following occurrences (FOLLOWING), or every one still ahead (ALL), and what
 * later occurrences copy. The date stays: only the time of day may move (a rule's days would no
 * longer match). When earlier occurrences exist the series splits there, as calendar apps do: the
 * old one ends on the day before, the new one carries the change and the rest of the rule, so the
 * iCalendar export keeps past meetings as they were.
 */
export async function editFollowing(
  tx: Tx,
  deps: ScopeDeps,
  { series, anchor, scope, input, userId }: { series: SeriesRow; anchor: Anchor; scope: EventScope; input: SeriesEdit; userId: number },
) {
  const now = deps.clock.now();
  const asked = input.eventDate ? new Date(input.eventDate) : null;
  const newStart = asked && asked.getTime() !== anchor.eventDate.getTime() ? asked : null;
  if (newStart && seoulDate(newStart) !== seoulDate(anchor.eventDate)) throw badRequest(EVENT_MSG.seriesDateChange, 'eventDate');
  if (newStart && newStart <= now) throw badRequest(EVENT_MSG.dateInPast, 'eventDate');
  const shiftMs = newStart ? newStart.getTime() - anchor.eventDate.getTime() : 0;
  const start = newStart ?? anchor.eventDate;
  const durationMs =
    input.endDate === undefined ? undefined : input.endDate === null ? null : new Date(input.endDate).getTime() - start.getTime();
  if (durationMs !== undefined && durationMs !== null && durationMs <= 0) throw badRequest(EVENT_MSG.endBeforeStart, 'endDate');

  const from = await changeFrom(tx, series, anchor, scope, now);
  const touched = await lockTouched(tx, series, anchor, from, now);
  if (input.maxParticipants !== undefined && touched.some((row) => row.participant_count > (input.maxParticipants as number))) {
    throw badRequest(EVENT_MSG.participantsBelowCount, 'maxParticipants');
  }
  const template = {
    title: input.title ?? series.title,
    description: input.description ?? series.description,
    isOnline: input.isOnline ?? series.isOnline,
    location: input.location ?? series.location,
    maxParticipants: input.maxParticipants ?? series.maxParticipants,
    tags: input.tags ?? series.tags,
    durationMs: durationMs === undefined ? series.durationMs : durationMs,
  };
  const shift = (date: Date) => new Date(date.getTime() + shiftMs);
  const lastBefore = lastDateBefore(series.recurrence, series.dtstart, from);
  if (lastBefore === null) {
    await updateSeriesRow(tx, series.id, {
      ...template,
      dtstart: shift(series.dtstart),
      generatedUntil: shift(series.generatedUntil),
      dueAt: now,
    });
    if (shiftMs !== 0) await shiftRecurrenceIds(tx, series.id, shiftMs);
  } else {
    const splitId = await insertSeries(tx, {
      ...template,
      groupId: series.groupId,
      organizerId: series.organizerId,
      recurrence: endingOn(series.recurrence, lastDateOf(series.recurrence, series.dtstart)),
      dtstart: shift(from),
      generatedUntil: shift(series.generatedUntil),
      dueAt: now,
      finishedAt: series.finishedAt,
    });
    await copySeriesMembers(tx, series.id, splitId);
    await updateSeriesRow(tx, series.id, { recurrence: endingOn(series.recurrence, lastBefore), finishedAt: now });
    const later = await lockOccurrencesFrom(tx, { seriesId: series.id, from, now: new Date(0), withCancelled: true });
    await moveOccurrences(
      tx,
      later.map((row) => row.id),
      { seriesId: splitId, shiftMs },
    );
  }

  const moved = shiftMs !== 0 || durationMs !== undefined;
  for (const row of touched) {
    const eventDate = shift(toDate(row.event_date));
    const endDate = endAfterChange(row, eventDate, { durationMs: template.durationMs, changed: durationMs !== undefined, shift });
    await updateEventRow(tx, row.id, {
      title: template.title,
      description: template.description,
      isOnline: template.isOnline,
      location: template.location,
      maxParticipants: template.maxParticipants,
      tags: template.tags,
      eventDate,
      endDate,
    });
    const promoted = await promoteFromWaitlist(tx, row.id, template.maxParticipants - row.participant_count);
    await scheduleReminders(tx, deps.jobs, {
      eventId: row.id,
      userIds: shiftMs !== 0 ? await listSeatedIds(tx, row.id) : promoted,
      eventDate,
      now,
    });
    await insertNotifications(
      tx,
      promoted.map((promotedId) => eventNotification.promoted(promotedId, row.id, template.title)),
      { actorId: userId, jobs: deps.jobs },
    );
  }
  const placeChanged = moved || input.location !== undefined || input.isOnline !== undefined;
  if (placeChanged && touched.length > 0) {
    await tellOnce(
      tx,
      deps,
      touched.map((row) => row.id),
      userId,
      (person) => eventNotification.updated(person, anchor.id, template.title, touched.length),
    );
  }
}

/**
 * Cancels this and the following occurrences (FOLLOWING) or every one still ahead (ALL); the rule
 * ends on the first cancelled one's day, so none is made after it and calendar apps show it as an
 * exception. Each person taking part in any of them is told once.
 */
export async function cancelFollowing(
  tx: Tx,
  deps: ScopeDeps,
  { series, anchor, scope, userId }: { series: SeriesRow; anchor: Anchor; scope: EventScope; userId: number },
) {
  const now = deps.clock.now();
  const from = await changeFrom(tx, series, anchor, scope, now);
  const touched = await lockTouched(tx, series, anchor, from, now);
  if (touched.length === 0) throw conflict(EVENT_MSG.cancelled);
  await cancelEventRows(
    tx,
    touched.map((row) => row.id),
    now,
  );
  const first = touched.reduce((a, b) => (toDate(a.recurrence_id) <= toDate(b.recurrence_id) ? a : b));
  await updateSeriesRow(tx, series.id, {
    recurrence: endingOn(series.recurrence, seoulDate(toDate(first.recurrence_id))),
    finishedAt: now,
  });
  await tellOnce(
    tx,
    deps,
    touched.map((row) => row.id),
    userId,
    (person) =>
      touched.length === 1
        ? eventNotification.cancelled(person, first.id, first.title)
        : eventNotification.seriesCancelled(person, first.id, first.title, touched.length),
  );
}

/**
 * Joins the following occurrences too (이후 일정 모두 참여): a seat in each that has one, the waitlist
 * in the others, and a place in every occurrence made later.
 */
export async function joinFollowing(
  tx: Tx,
  deps: ScopeDeps,
  { series, anchor, userId }: { series: SeriesRow; anchor: Anchor; userId: number },
) {
  const now = deps.clock.now();
  await addSeriesMember(tx, series.id, userId);
  const later = await lockOccurrencesFrom(tx, { seriesId: series.id, from: anchor.recurrenceId ?? anchor.eventDate, now });
  for (const row of later) {
    if (row.id === anchor.id || (await findParticipation(tx, row.id, userId))) continue;
    const hasSeat = row.participant_count < row.max_participants;
    await addParticipant(tx, row.id, userId, hasSeat ? 'PARTICIPATING' : 'WAITLISTED');
    if (!hasSeat) continue;
    await adjustParticipantCount(tx, row.id, 1);
    await scheduleReminders(tx, deps.jobs, { eventId: row.id, userIds: [userId], eventDate: toDate(row.event_date), now });
  }
}

/**
 * Leaves this and the following occurrences and the series; each freed seat goes to the first in
 * line, who is told. Answers false when the user had neither a place nor the series to leave.
 */
export async function leaveFollowing(
  tx: Tx,
  deps: ScopeDeps,
  { series, anchor, userId }: { series: SeriesRow; anchor: Anchor; userId: number },
): Promise<boolean> {
  const now = deps.clock.now();
  let left = await removeSeriesMember(tx, series.id, userId);
  const later = await lockOccurrencesFrom(tx, { seriesId: series.id, from: anchor.recurrenceId ?? anchor.eventDate, now });
  for (const row of later) {
    const participation = await findParticipation(tx, row.id, userId);
    if (!participation) continue;
    left = true;
    await removeParticipant(tx, row.id, userId);
    if (participation.status !== 'PARTICIPATING') continue;
    await adjustParticipantCount(tx, row.id, -1);
    const promoted = await promoteFromWaitlist(tx, row.id, 1);
    await scheduleReminders(tx, deps.jobs, { eventId: row.id, userIds: promoted, eventDate: toDate(row.event_date), now });
    await insertNotifications(
      tx,
      promoted.map((promotedId) => eventNotification.promoted(promotedId, row.id, row.title)),
      { actorId: userId, jobs: deps.jobs },
    );
  }
  return left;
}
