import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { RENDER_JOINS, RENDERED_MESSAGE } from '../notifications/notifications.reads.ts';

/** `since`: when the last digest went (as the driver answers it), null before the first. */
export type DigestCandidate = { id: number; email: string; nickname: string; since: Date | string | null };

/**
 * Who gets today's digest (contract §18): an active account with the digest on (the default), no
 * digest yet on this Seoul day, not in the app for 24 hours (its newest session refreshed before
 * `idleBefore`; an account with no session counts from its creation), and unread notifications
 * newer than its last digest, so the same ones are never mailed twice. `only` narrows the scan to
 * some accounts (tests on a shared database).
 */
export function digestCandidates(
  db: Executor,
  {
    day,
    now,
    idleBefore,
    afterId,
    limit,
    only,
  }: { day: string; now: Date; idleBefore: Date; afterId: number; limit: number; only?: number[] },
): Promise<DigestCandidate[]> {
  const onlyThese =
    only === undefined
      ? sql``
      : sql`and u.id in (${sql.join(
          [0, ...only].map((id) => sql`${id}::int`),
          sql`, `,
        )})`;
  return queryRows<DigestCandidate>(
    db,
    sql`select u.id, u.email, u.nickname, last.sent_at as since
        from users u
        left join notification_settings ns on ns.user_id = u.id
        left join lateral (
          select d.sent_at from digest_sends d where d.user_id = u.id order by d.sent_at desc limit 1
        ) last on true
        where u.id > ${afterId} ${onlyThese}
          and u.deleted_at is null and (u.suspended_at is null or u.suspended_until < ${now})
          and coalesce(ns.email_digest, true)
          and not exists (select 1 from digest_sends d where d.user_id = u.id and d.day = ${day}::date)
          and coalesce((select max(s.last_seen_at) from auth_sessions s where s.user_id = u.id), u.created_at) < ${idleBefore}
          and exists (
            select 1 from notifications n
            where n.user_id = u.id and not n.is_read and n.created_at > coalesce(last.sent_at, '-infinity'::timestamptz)
              and not exists (select 1 from user_blocks ub where ub.blocker_id = u.id and ub.blocked_id = n.actor_id)
          )
        order by u.id
        limit ${limit}`,
  );
}

export type DigestItem = { id: number; title: string; message: string; createdAt: Date };

/** The unread notifications a digest lists, newest first, as the notification page shows them; and how many in all. */
export async function digestItemsOf(
  db: Executor,
  { userId, since, limit }: { userId: number; since: Date | string | null; limit: number },
): Promise<{ items: DigestItem[]; total: number }> {
  const where = sql`n.user_id = ${userId} and not n.is_read and n.created_at > ${since ?? new Date(0)}
    and not exists (select 1 from user_blocks ub where ub.blocker_id = n.user_id and ub.blocked_id = n.actor_id)`;
  const rows = await queryRows<Omit<DigestItem, 'createdAt'> & { createdAt: Date | string }>(
    db,
    sql`select n.id, n.title, ${RENDERED_MESSAGE} as message, n.created_at as "createdAt"
        from notifications n ${RENDER_JOINS}
        where ${where}
        order by n.created_at desc, n.id desc limit ${limit}`,
  );
  const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from notifications n where ${where}`);
  const items = rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  return { items, total: count?.total ?? 0 };
}

/**
 * Claims the person's digest of this Seoul day: true for the one caller that stored the row (two
 * instances, a retried job), false when it was already sent.
 */
export async function claimDigest(db: Executor, row: { userId: number; day: string; count: number; now: Date }): Promise<boolean> {
  const inserted = await queryRows<{ user_id: number }>(
    db,
    sql`insert into digest_sends (user_id, day, notification_count, sent_at)
        values (${row.userId}, ${row.day}::date, ${row.count}, ${row.now})
        on conflict do nothing returning user_id`,
  );
  return inserted.length > 0;
}

/** Gives the day's claim back when the mail could not be handed over, so the retry sends it. */
export async function releaseDigest(db: Executor, userId: number, day: string): Promise<void> {
  await db.execute(sql`delete from digest_sends where user_id = ${userId} and day = ${day}::date`);
}

/** Turns the digest off (the unsubscribe link), keeping every other setting as it was. */
export async function turnDigestOff(db: Executor, userId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`insert into notification_settings (user_id, email_digest, updated_at)
        select id, false, ${now} from users where id = ${userId} and deleted_at is null
        on conflict (user_id) do update set email_digest = false, updated_at = excluded.updated_at
        returning user_id`,
  );
  return rows.length > 0;
}
