import { EVENT_MSG, type Event } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { hashSecret, randomToken } from '../../lib/crypto.ts';
import { findCalendarTokenOwner, saveCalendarToken } from './events.repo.ts';
import { getEvent, listMyEvents } from './events.service.ts';
import { type SeriesExport, toICalendar } from './ics.ts';
import { findSeries, seriesOccurrencePlaces } from './series.repo.ts';
import { occurrencesOf } from './series-rule.ts';

type CalendarDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'jobs'>;
const tokenHash = (deps: CalendarDeps, token: string) => hashSecret(deps.config.jwtSecret, `calendar:${token}`);
const FEED_LIMIT = 100;

/** A new secret for the user's feed; the previous URL stops working. */
export async function rotateCalendarToken(deps: CalendarDeps, userId: number) {
  const token = randomToken();
  await saveCalendarToken(deps.db, userId, tokenHash(deps, token));
  return { token, feedUrl: `${deps.config.publicUrl}/api/events/my.ics?token=${token}` };
}

/**
 * The feed URL stops working and no new one is shown (after a password change or reset, contract
 * §16): whoever copied it loses it; the owner makes a new one in the app.
 */
export async function replaceCalendarToken(deps: Pick<Deps, 'config'>, db: Executor, userId: number): Promise<void> {
  await saveCalendarToken(db, userId, hashSecret(deps.config.jwtSecret, `calendar:${randomToken()}`));
}

/** One event's file; an occurrence's is its whole series, so a calendar app keeps one repeating entry. */
export async function eventIcs(deps: CalendarDeps, { eventId, viewerId }: { eventId: number; viewerId: number | null }) {
  const event = await getEvent(deps, { eventId, viewerId });
  const series = event.seriesId === null ? null : await seriesExport(deps, event, viewerId);
  const options = { publicUrl: deps.config.publicUrl, now: deps.clock.now() };
  return series ? toICalendar([], { ...options, series: [series] }) : toICalendar([event], options);
}

/**
 * A series for the export: the rule's places up to the last one made that have no live occurrence
 * (cancelled, deleted, or passed while nothing ran) become EXDATE; those changed alone, overrides.
 */
async function seriesExport(deps: CalendarDeps, event: Event, viewerId: number | null): Promise<SeriesExport | null> {
  const series = await findSeries(deps.db, event.seriesId as number);
  if (!series) return null;
  const places = await seriesOccurrencePlaces(deps.db, series.id);
  const byPlace = new Map(places.map((place) => [new Date(place.recurrence_id).getTime(), place]));
  const exdates = occurrencesOf(series.recurrence, series.dtstart).filter((start) => {
    if (start > series.generatedUntil) return false;
    const place = byPlace.get(start.getTime());
    return !place || place.cancelled;
  });
  const changed = places.filter((place) => place.detached && !place.cancelled);
  const overrides = await Promise.all(
    changed.map(async (place) => ({
      event: await getEvent(deps, { eventId: place.id, viewerId }),
      recurrenceId: new Date(place.recurrence_id),
    })),
  );
  return { ...series, groupName: event.group.name, eventId: event.id, exdates, overrides };
}

/** The personal feed: the events the token's owner takes part in or waits for. */
export async function myEventsIcs(deps: CalendarDeps, token: string) {
  const userId = await findCalendarTokenOwner(deps.db, tokenHash(deps, token));
  if (userId === null) throw unauthorized(EVENT_MSG.calendarTokenInvalid);
  const page = await listMyEvents(deps, { userId, page: 0, size: FEED_LIMIT });
  return toICalendar(page.content, { publicUrl: deps.config.publicUrl, now: deps.clock.now(), name: '동네모임 내 이벤트' });
}
