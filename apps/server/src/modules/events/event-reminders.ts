import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { defineJob, type EnqueueOptions } from '../../jobs/queue.ts';
import { eventReminderMail } from '../mail/templates.ts';
import { insertNotifications } from '../notifications/notifications.service.ts';
import { settingsOf } from '../push/push.service.ts';
import { eventNotification } from './event-mapper.ts';
import { markDueRemindersSent, markReminderSent, reminderEvent, reminderTarget } from './events.repo.ts';

const HOUR_MS = 3_600_000;
/** Contract §18: 24 hours before (at once when joining later) and 1 hour before. */
const REMINDERS = { '24h': 24 * HOUR_MS, '1h': HOUR_MS } as const;
export type ReminderKind = keyof typeof REMINDERS;

export type ReminderData = { eventId: number; userId: number; kind: ReminderKind; eventDate: string };

/**
 * The key of one reminder: per event, person, kind and start time. Moving the event schedules new
 * keys; the old jobs find the start time changed and tell no one (as do those of a cancelled event
 * or of a person who left), so a change never has to find and delete jobs.
 */
export const reminderKey = (data: Pick<ReminderData, 'eventId' | 'userId' | 'kind' | 'eventDate'>) =>
  `reminder-${data.eventId}-${data.userId}-${data.kind}-${new Date(data.eventDate).getTime()}`;

/** The reminders of one event, kind and start time, sent together to everyone seated then. */
export type EventRemindersData = Omit<ReminderData, 'userId'>;
export const eventRemindersKey = (data: EventRemindersData) =>
  `reminders-${data.eventId}-${data.kind}-${new Date(data.eventDate).getTime()}`;

/** Events whose reminders to schedule, each with the people holding a seat now. */
type ReminderTargets = { eventId: number; eventDate: Date; seatedIds: number[] }[];

/**
 * Schedules reminders in the caller's transaction (events created or made, joined, moved, a seat
 * given from the waitlist), two statements however many events and people. A reminder still ahead
 * is one job for the event, kind and start (the key keeps one however many join): at its time it
 * reminds everyone seated then, so 10 000 reminders due in one minute are a hundred jobs, not ten
 * thousand. A 24-hour reminder already due goes at once to the people named, unless the 1-hour one
 * is due too (one reminder is enough then).
 */
export async function scheduleEventsReminders(tx: Tx, jobs: Deps['jobs'], events: ReminderTargets, now: Date) {
  const ahead: { data: EventRemindersData; options: EnqueueOptions }[] = [];
  const due: { data: ReminderData; options: EnqueueOptions }[] = [];
  for (const { eventId, eventDate, seatedIds } of events) {
    if (eventDate <= now || seatedIds.length === 0) continue;
    for (const kind of Object.keys(REMINDERS) as ReminderKind[]) {
      if (kind === '24h' && eventDate.getTime() - now.getTime() <= REMINDERS['1h']) continue;
      const at = eventDate.getTime() - REMINDERS[kind];
      if (at > now.getTime()) {
        const data: EventRemindersData = { eventId, kind, eventDate: eventDate.toISOString() };
        ahead.push({ data, options: { startAfter: new Date(at), singletonKey: eventRemindersKey(data) } });
        continue;
      }
      for (const userId of seatedIds) {
        const data: ReminderData = { eventId, userId, kind, eventDate: eventDate.toISOString() };
        due.push({ data, options: { startAfter: now, singletonKey: reminderKey(data) } });
      }
    }
  }
  await jobs.enqueueManyInTx(tx, eventRemindersJob, ahead);
  await jobs.enqueueManyInTx(tx, eventReminderJob, due);
}

/** One event's reminders for the people named (`scheduleEventsReminders` for one event). */
export const scheduleReminders = (
  tx: Tx,
  jobs: Deps['jobs'],
  { eventId, userIds, eventDate, now }: { eventId: number; userIds: number[]; eventDate: Date; now: Date },
) => scheduleEventsReminders(tx, jobs, [{ eventId, eventDate, seatedIds: userIds }], now);

/**
 * The reminders of one event at their time (contract §18), to everyone seated then as a member:
 * one statement marks them sent (at most once each, whichever job got there first), one inserts the
 * notifications (their pushes follow in one fan-out), and the mails go after the commit. Told only
 * while the event still starts then and is not cancelled.
 */
export const eventRemindersJob = defineJob<EventRemindersData>({
  name: 'events.reminders',
  singleton: true,
  retryLimit: 5,
  retryDelaySeconds: 10,
  run: async (deps, data) => {
    const soon = data.kind === '1h';
    const mails = await deps.db.transaction(async (tx) => {
      const event = await reminderEvent(tx, data.eventId);
      if (!event || event.cancelled) return [];
      const eventDate = new Date(event.event_date);
      if (eventDate.getTime() !== new Date(data.eventDate).getTime()) return [];
      const reminded = await markDueRemindersSent(tx, data, deps.clock.now());
      await insertNotifications(
        tx,
        reminded.map((person) => eventNotification.reminder(person.user_id, data.eventId, event.title, soon)),
        { actorId: null, jobs: deps.jobs },
      );
      const link = `${deps.config.publicUrl}/events/${data.eventId}`;
      return reminded
        .filter((person) => person.email_reminders && person.email)
        .map((person) => ({
          to: person.email,
          ...eventReminderMail({
            nickname: person.nickname,
            title: event.title,
            groupName: event.group_name,
            eventDate,
            location: event.location,
            link,
            soon,
          }),
        }));
    });
    // After the commit: the marks keep each notification single even when a send fails; one
    // failed mail does not hold back the others.
    for (const mail of mails) {
      await deps.mailer.send(mail).catch((error: unknown) => deps.log.warn({ err: error, eventId: data.eventId }, 'reminder mail failed'));
    }
  },
});

/**
 * One reminder (contract §18): `EVENT_REMINDER` in the app (its push follows through the
 * notification's fan-out) and, if the person chose it, an e-mail. Told only while the event still
 * starts then, is not cancelled, and the person still takes part in it as a member; at most once.
 */
export const eventReminderJob = defineJob<ReminderData>({
  name: 'events.reminder',
  singleton: true,
  retryLimit: 5,
  retryDelaySeconds: 10,
  run: async (deps, data) => {
    const mail = await deps.db.transaction(async (tx) => {
      const [target] = await reminderTarget(tx, data);
      if (!target || target.cancelled || target.deleted || !target.is_member || target.status !== 'PARTICIPATING') return null;
      const eventDate = new Date(target.event_date);
      if (eventDate.getTime() !== new Date(data.eventDate).getTime()) return null;
      if (!(await markReminderSent(tx, data, deps.clock.now()))) return null;
      const soon = data.kind === '1h';
      await insertNotifications(tx, [eventNotification.reminder(data.userId, data.eventId, target.title, soon)], {
        actorId: null,
        jobs: deps.jobs,
      });
      if (!(await settingsOf(tx, data.userId)).email.reminders || !target.email) return null;
      return {
        to: target.email,
        ...eventReminderMail({
          nickname: target.nickname,
          title: target.title,
          groupName: target.group_name,
          eventDate,
          location: target.location,
          link: `${deps.config.publicUrl}/events/${data.eventId}`,
          soon,
        }),
      };
    });
    // After the commit: the mark keeps the notification single even when a send fails.
    if (mail) await deps.mailer.send(mail);
  },
});
