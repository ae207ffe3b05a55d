import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import { scheduleEventsReminders } from './event-reminders.ts';
import { addParticipants, insertOccurrences } from './events.repo.ts';
import { dueSeriesIds, lockSeriesMany, recordSeriesProgress, type SeriesRow, seriesMembersOf } from './series.repo.ts';
import { occurrencesToMake } from './series-rule.ts';

type SeriesDeps = Pick<Deps, 'db' | 'clock' | 'jobs'>;

/**
 * Makes the occurrences of locked series that are due at the deps' time (contract §19: the next 3
 * at least, and all within 8 weeks), each seating its series' members in the order they joined up
 * to its capacity (the rest wait, in that order) with their reminders. A start already made is
 * skipped (the unique place in the series), so a second run makes nothing twice. Six statements
 * however many series, occurrences and members (bench:series). A series whose stored rule cannot
 * be expanded is handed to `skip` and left as it was, so it does not hold back the others; without
 * `skip` the error is thrown. Answers the ids made.
 */
export async function extendSeriesInTx(
  tx: Tx,
  deps: SeriesDeps,
  locked: SeriesRow[],
  skip?: (series: SeriesRow, error: unknown) => void,
): Promise<number[]> {
  const now = deps.clock.now();
  const plans = locked.flatMap((series) => {
    try {
      return [{ series, plan: occurrencesToMake(series, now) }];
    } catch (error) {
      if (!skip) throw error;
      skip(series, error);
      return [];
    }
  });
  const growing = plans.filter(({ plan }) => plan.starts.length > 0);
  const members = new Map<number, { user_id: number; joined_at: Date | string }[]>();
  for (const row of await seriesMembersOf(
    tx,
    growing.map(({ series }) => series.id),
  )) {
    const own = members.get(row.series_id);
    if (own) own.push(row);
    else members.set(row.series_id, [row]);
  }
  // Each series' seated members, once: every occurrence of it seats the same people.
  const seatedOf = new Map(
    growing.map(({ series }) => [
      series.id,
      (members.get(series.id) ?? []).slice(0, series.maxParticipants).map((member) => member.user_id),
    ]),
  );
  const seated = (series: SeriesRow) => seatedOf.get(series.id) ?? [];
  const made = await insertOccurrences(
    tx,
    growing.flatMap(({ series, plan }) =>
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
        participantCount: seated(series).length,
        seriesId: series.id,
        recurrenceId: start,
      })),
    ),
  );
  const seriesOf = new Map(locked.map((series) => [series.id, series]));
  const occurrences = made.map((event) => ({ ...event, series: seriesOf.get(event.seriesId as number) as SeriesRow }));
  await addParticipants(
    tx,
    occurrences.flatMap(({ id, series }) =>
      (members.get(series.id) ?? []).map((member, index) => ({
        eventId: id,
        userId: member.user_id,
        status: index < series.maxParticipants ? ('PARTICIPATING' as const) : ('WAITLISTED' as const),
        joinedAt: new Date(member.joined_at),
      })),
    ),
  );
  await scheduleEventsReminders(
    tx,
    deps.jobs,
    occurrences.map(({ id, eventDate, series }) => ({ eventId: id, eventDate, seatedIds: seated(series) })),
    now,
  );
  await recordSeriesProgress(
    tx,
    plans.map(({ series, plan }) => ({
      id: series.id,
      generatedUntil: plan.starts.at(-1) ?? null,
      dueAt: plan.dueAt,
      finished: plan.finished,
    })),
    now,
  );
  return made.map((event) => event.id);
}

/** Series extended per run of the job before it yields (the next run, an hour later, goes on). */
const SERIES_PER_RUN = 20_000;
/** Due series read at once, then extended SERIES_PER_TX to a transaction. */
const SERIES_BATCH = 200;
const SERIES_PER_TX = 50;
/** Transactions at once on PostgreSQL (PGlite runs them one after another anyway). */
const SERIES_CONCURRENCY = 2;

/**
 * Extends every series due now, SERIES_PER_TX to a transaction (locked in id order); answers how
 * many occurrences were made. A series left due (its rule failed to expand) is not read again in
 * this run.
 */
export async function extendDueSeries(deps: SeriesDeps & Pick<Deps, 'log'>, { signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const now = deps.clock.now();
  const seen = new Set<number>();
  let made = 0;
  while (seen.size < SERIES_PER_RUN && !signal?.aborted) {
    const ids = (await dueSeriesIds(deps.db, now, SERIES_BATCH)).filter((id) => !seen.has(id));
    if (ids.length === 0) break;
    for (const id of ids) seen.add(id);
    const chunks = Array.from({ length: Math.ceil(ids.length / SERIES_PER_TX) }, (_, index) =>
      ids.slice(index * SERIES_PER_TX, (index + 1) * SERIES_PER_TX),
    );
    for (let index = 0; index < chunks.length; index += SERIES_CONCURRENCY) {
      const counts = await Promise.all(
        chunks.slice(index, index + SERIES_CONCURRENCY).map((chunk) =>
          deps.db.transaction(async (tx) => {
            const locked = (await lockSeriesMany(tx, chunk)).filter((series) => !series.finishedAt);
            const occurrences = await extendSeriesInTx(tx, deps, locked, (series, error) =>
              deps.log.error({ err: error, seriesId: series.id }, 'series rule could not be expanded'),
            );
            return occurrences.length;
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
