import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import { eventReminderMail } from '../mail/templates.ts';
import { insertNotifications } from '../notifications/notifications.service.ts';
import { settingsOf } from '../push/push.service.ts';
import { eventNotification } from './event-mapper.ts';
import { markReminderSent, reminderTarget } from './events.repo.ts';

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

/**
 * Schedules participants' reminders in the caller's transaction (an event created, joined, moved,
 * a seat given from the waitlist). A 24-hour reminder already due goes at once, unless the 1-hour
 * one is due too (one reminder is enough then).
 */
export async function scheduleReminders(
  tx: Tx,
  jobs: Deps['jobs'],
  { eventId, userIds, eventDate, now }: { eventId: number; userIds: number[]; eventDate: Date; now: Date },
) {
  if (eventDate <= now) return;
  for (const userId of userIds) {
    for (const kind of Object.keys(REMINDERS) as ReminderKind[]) {
      if (kind === '24h' && eventDate.getTime() - now.getTime() <= REMINDERS['1h']) continue;
      const at = Math.max(eventDate.getTime() - REMINDERS[kind], now.getTime());
      const data: ReminderData = { eventId, userId, kind, eventDate: eventDate.toISOString() };
      await jobs.enqueueInTx(tx, eventReminderJob, data, { startAfter: new Date(at), singletonKey: reminderKey(data) });
    }
  }
}

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
