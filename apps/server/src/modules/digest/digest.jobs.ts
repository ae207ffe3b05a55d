import type { Deps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import { claimDigest, digestCandidates, digestItemsOf, releaseDigest } from './digest.repo.ts';
import { digestMail } from './digest-mail.ts';
import { unsubscribeToken } from './digest-token.ts';

const DAY_MS = 24 * 3_600_000;
/** Asia/Seoul keeps UTC+9 all year. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const BATCH = 200;
/** How many notifications a digest lists; the rest are counted (`외 N개`). */
export const DIGEST_ITEMS_MAX = 10;

/** The Seoul calendar day of a moment, `YYYY-MM-DD`: a digest is at most one per person per such day. */
export const seoulDay = (now: Date) => new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);

/** The one-click unsubscribe address of a person's digest (the link in the mail and `List-Unsubscribe`). */
export const unsubscribeUrl = (deps: Deps, userId: number) =>
  `${deps.config.publicUrl}/api/mail/unsubscribe?token=${unsubscribeToken(deps.config.jwtSecret, userId)}`;

/**
 * Sends today's digests (contract §18): for each person who qualifies (digest.repo.ts), one mail
 * listing their unread notifications, with a one-click unsubscribe (RFC 8058). The day is claimed
 * before the mail goes, so two instances or a retry never send it twice; a mail that could not be
 * handed over gives the claim back and the job is retried. Time is `deps.clock`'s.
 */
export async function sendDailyDigests(
  deps: Deps,
  { only, signal }: { only?: number[]; signal?: AbortSignal } = {},
): Promise<{ sent: number }> {
  const now = deps.clock.now();
  const day = seoulDay(now);
  const idleBefore = new Date(now.getTime() - DAY_MS);
  let afterId = 0;
  let sent = 0;
  for (;;) {
    const batch = await digestCandidates(deps.db, { day, now, idleBefore, afterId, limit: BATCH, only });
    for (const person of batch) {
      if (signal?.aborted) return { sent };
      const { items, total } = await digestItemsOf(deps.db, { userId: person.id, since: person.since, limit: DIGEST_ITEMS_MAX });
      if (total === 0 || !(await claimDigest(deps.db, { userId: person.id, day, count: total, now }))) continue;
      const unsubscribe = unsubscribeUrl(deps, person.id);
      const mail = await digestMail({
        nickname: person.nickname,
        items,
        total,
        appUrl: deps.config.publicUrl,
        unsubscribeUrl: unsubscribe,
      });
      try {
        await deps.mailer.send({
          to: person.email,
          ...mail,
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      } catch (error) {
        await releaseDigest(deps.db, person.id, day);
        throw error;
      }
      sent += 1;
    }
    if (batch.length < BATCH) break;
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }
  if (sent > 0) deps.log.info({ sent, day }, 'daily digests sent');
  return { sent };
}

/**
 * Every day at 09:00 Seoul time (00:00 UTC): after the default quiet hours, when a mail is read
 * with the morning's messages. A day missed while no instance ran is sent once at the next start.
 */
export const dailyDigestJob = defineJob({
  name: 'mail.daily-digest',
  cron: '0 0 * * *',
  singleton: true,
  retryLimit: 3,
  retryDelaySeconds: 300,
  run: async (deps, _data, job) => {
    await sendDailyDigests(deps, { signal: job.signal });
  },
});
