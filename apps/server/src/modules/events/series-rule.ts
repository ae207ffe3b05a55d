import { formatRecurrence, parseRecurrence, RECURRENCE_MAX_SPAN_DAYS, RECURRENCE_MSG, seoulDate } from '@dongne/contract';
import { RRuleTemporal } from 'rrule-temporal';
import { badRequest } from '../../lib/app-error.ts';
import { seoulDateTime } from './ics.ts';

/**
 * A series' rule as instants (contract §19): the RRULE subset expanded by rrule-temporal in
 * Asia/Seoul from the first occurrence's start. Pure functions of the rule, its start and a time.
 */

const DAY_MS = 24 * 3_600_000;
/** Occurrences are made ahead: every one within this window, and at least `SERIES_MIN_AHEAD` of them. */
export const SERIES_AHEAD_MS = 8 * 7 * DAY_MS;
export const SERIES_MIN_AHEAD = 3;

/** Every start the rule gives from `dtstart` (a series ends within a year, so this is at most a few hundred). */
export function occurrencesOf(recurrence: string, dtstart: Date): Date[] {
  const rule = new RRuleTemporal({
    rruleString: `DTSTART;TZID=Asia/Seoul:${seoulDateTime(dtstart.toISOString())}\nRRULE:${recurrence}`,
    cache: false,
  });
  return rule.all().map((start) => new Date(start.epochMilliseconds));
}

/**
 * Checks a new series: the rule (already canonical) read from the event's start gives at least two
 * occurrences, the last within a year of the first. Answers the occurrences; the first is where the
 * series starts (a rule's days need not include the start's own day: 매주 화·목 from a Monday).
 */
export function planSeries(recurrence: string, eventDate: Date): Date[] {
  const starts = occurrencesOf(recurrence, eventDate);
  const [first] = starts;
  const last = starts.at(-1);
  if (!first || !last) throw badRequest(RECURRENCE_MSG.noOccurrence, 'recurrence');
  if (starts.length < 2) throw badRequest(RECURRENCE_MSG.tooFew, 'recurrence');
  if (last.getTime() - first.getTime() > RECURRENCE_MAX_SPAN_DAYS * DAY_MS) throw badRequest(RECURRENCE_MSG.tooLong, 'recurrence');
  return starts;
}

/**
 * The starts to make now: those after `generatedUntil` that fall within the window ahead of `now`
 * or are among the next `SERIES_MIN_AHEAD`; none in the past. `finished` once nothing is left to
 * make; otherwise `dueAt` is when the job must look again: when the next start enters the window,
 * or when the made ones ahead drop below the minimum, whichever comes first.
 */
export function occurrencesToMake(series: { recurrence: string; dtstart: Date; generatedUntil: Date | null }, now: Date) {
  const starts = occurrencesOf(series.recurrence, series.dtstart);
  const upcoming = starts.filter((start) => start > now);
  const horizon = Math.max(now.getTime() + SERIES_AHEAD_MS, upcoming[SERIES_MIN_AHEAD - 1]?.getTime() ?? 0);
  const after = series.generatedUntil?.getTime() ?? Number.NEGATIVE_INFINITY;
  const make = upcoming.filter((start) => start.getTime() > after && start.getTime() <= horizon);
  const madeUntil = Math.max(make.at(-1)?.getTime() ?? after, after);
  // Starts that passed without being made (no instance ran) are never made.
  const next = upcoming.find((start) => start.getTime() > madeUntil);
  const madeAhead = upcoming.filter((start) => start.getTime() <= madeUntil);
  const thinning = madeAhead[madeAhead.length - SERIES_MIN_AHEAD];
  const dueAt = next ? new Date(Math.min(next.getTime() - SERIES_AHEAD_MS, thinning?.getTime() ?? now.getTime())) : null;
  return { starts: make, finished: next === undefined, dueAt: dueAt ?? now };
}

/** The rule ending on a Seoul date (inclusive), whatever end it had: for cutting a series short or splitting it. */
export function endingOn(recurrence: string, lastDate: string): string {
  const parsed = parseRecurrence(recurrence);
  if (!parsed.ok) throw new Error(`stored rule does not parse: ${recurrence}`);
  return formatRecurrence({ ...parsed.value, count: null, until: lastDate });
}

/** The Seoul date of the last start the rule gives before `before`, or null when there is none. */
export function lastDateBefore(recurrence: string, dtstart: Date, before: Date): string | null {
  const earlier = occurrencesOf(recurrence, dtstart).filter((start) => start < before);
  const last = earlier.at(-1);
  return last ? seoulDate(last) : null;
}

/** The Seoul date of the rule's last start. */
export function lastDateOf(recurrence: string, dtstart: Date): string {
  const last = occurrencesOf(recurrence, dtstart).at(-1);
  return seoulDate(last ?? dtstart);
}
