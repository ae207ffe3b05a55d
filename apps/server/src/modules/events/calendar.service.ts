import { EVENT_MSG } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { hashSecret, randomToken } from '../../lib/crypto.ts';
import { findCalendarTokenOwner, saveCalendarToken } from './events.repo.ts';
import { getEvent, listMyEvents } from './events.service.ts';
import { toICalendar } from './ics.ts';

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

export async function eventIcs(deps: CalendarDeps, { eventId, viewerId }: { eventId: number; viewerId: number | null }) {
  const event = await getEvent(deps, { eventId, viewerId });
  return toICalendar([event], { publicUrl: deps.config.publicUrl, now: deps.clock.now() });
}

/** The personal feed: the events the token's owner takes part in or waits for. */
export async function myEventsIcs(deps: CalendarDeps, token: string) {
  const userId = await findCalendarTokenOwner(deps.db, tokenHash(deps, token));
  if (userId === null) throw unauthorized(EVENT_MSG.calendarTokenInvalid);
  const page = await listMyEvents(deps, { userId, page: 0, size: FEED_LIMIT });
  return toICalendar(page.content, { publicUrl: deps.config.publicUrl, now: deps.clock.now(), name: '동네모임 내 이벤트' });
}
