import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import { scheduleEventsReminders } from './event-reminders.ts';
import { addParticipants, insertOccurrences } from './events.repo.ts';
import { dueSeriesIds, lockSeries, type SeriesRow, seriesMembers, updateSeriesRow } from './series.repo.ts';
import { occurrencesToMake } from './series-rule.ts';

type SeriesDeps = Pick<Deps, 'db' | 'clock' | 'jobs'>;

/**
 * Makes the occurrences of a locked series that are due at the deps' time (contract §19: the next 3
 * at least, and all within 8 weeks), each seating the series' members in the order they joined up
 * to its capacity (the rest wait, in that order) with their reminders. A start already made is
 * skipped (the unique place in the series), so a second run makes nothing twice. A handful of
 * statements per series however many occurrences and members (bench:series). Answers the ids made.
 */
export async function extendSeriesInTx(tx: Tx, deps: SeriesDeps, series: SeriesRow): Promise<number[]> {
  const now = deps.clock.now();
  const plan = occurrencesToMake(series, now);
  const members = plan.starts.length === 0 ? [] : await seriesMembers(tx, series.id);
  const seatedIds = members.slice(0, series.maxParticipants).map((member) => member.user_id);
  const made =
    plan.starts.length === 0
      ? []
      : await insertOccurrences(
          tx,
          plan.starts.map((start) => ({
            groupId: series.groupId,
            organizerId: series.organizerId,
            title: series.title,
            description: series.description,
            eventDate: start,
            endDate: series.durationMs === null ? null : new Date(start.getTime() + series.durationMs),
            isOnline: series.isOnline,
            location: series.location,
            maxParticipants: series.maxParticipants,
            tags: series.tags,
            participantCount: seatedIds.length,
            seriesId: series.id,
            recurrenceId: start,
          })),
        );
  if (made.length > 0) {
    await addParticipants(
      tx,
      made.flatMap((event) =>
        members.map((member, index) => ({
          eventId: event.id,
          userId: member.user_id,
          status: index < series.maxParticipants ? ('PARTICIPATING' as const) : ('WAITLISTED' as const),
          joinedAt: new Date(member.joined_at),
        })),
      ),
    );
    await scheduleEventsReminders(
      tx,
      deps.jobs,
      made.map((event) => ({ eventId: event.id, eventDate: event.eventDate, seatedIds })),
      now,
    );
  }
  await updateSeriesRow(tx, series.id, {
    generatedUntil: plan.starts.at(-1) ?? series.generatedUntil,
    dueAt: plan.dueAt,
    finishedAt: plan.finished ? now : null,
  });
  return made.map((event) => event.id);
}

/** Series extended per run of the job before it yields (the next run, an hour later, goes on). */
const SERIES_PER_RUN = 20_000;
const SERIES_BATCH = 200;
/** Transactions at once on PostgreSQL (PGlite runs them one after another anyway). */
const SERIES_CONCURRENCY = 4;

/** Extends every series due now, each in its own transaction; answers how many occurrences were made. */
export async function extendDueSeries(deps: SeriesDeps, { signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const now = deps.clock.now();
  const seen = new Set<number>();
  let made = 0;
  while (seen.size < SERIES_PER_RUN && !signal?.aborted) {
    const ids = (await dueSeriesIds(deps.db, now, SERIES_BATCH)).filter((id) => !seen.has(id));
    if (ids.length === 0) break;
    for (const id of ids) seen.add(id);
    for (let index = 0; index < ids.length; index += SERIES_CONCURRENCY) {
      const counts = await Promise.all(
        ids.slice(index, index + SERIES_CONCURRENCY).map((id) =>
          deps.db.transaction(async (tx) => {
            const series = await lockSeries(tx, id);
            if (!series || series.finishedAt) return 0;
            return (await extendSeriesInTx(tx, deps, series)).length;
          }),
        ),
      );
      made += counts.reduce((sum, count) => sum + count, 0);
    }
  }
  return made;
}

/**
 * Makes recurring 정모's next occurrences (contract §19). Hourly; a start missed while no instance
 * ran is made at the next start of the server, if it is still ahead.
 */
export const seriesExtensionJob = defineJob({
  name: 'events.extend-series',
  cron: '7 * * * *',
  singleton: true,
  retryLimit: 5,
  retryDelaySeconds: 60,
  run: async (deps, _data, job) => {
    await extendDueSeries(deps, { signal: job.signal });
  },
});
