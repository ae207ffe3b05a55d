/**
 * After loading: every stored count must equal what it counts, and the rows must obey the rules the
 * services enforce (members only, one reply level, waitlist only when full). Each query answers the
 * number of offending rows; a run with any is a failed run.
 */
import { createHash } from 'node:crypto';
import type { SqlClient } from './load.ts';

const CHECKS: [string, string][] = [
  [
    'groups.member_count = members',
    `select count(*) from groups g left join (select group_id, count(*) as n from group_members group by group_id) m on m.group_id = g.id
      where g.member_count <> coalesce(m.n, 0) or g.member_count > g.max_members`,
  ],
  [
    'one OWNER per group, the owner',
    `select count(*) from groups g left join (select group_id, count(*) as n, min(user_id) as owner from group_members where role = 'OWNER' group by group_id) o
       on o.group_id = g.id where o.n is distinct from 1 or o.owner <> g.owner_id`,
  ],
  ['every group has its chat room', 'select count(*) from groups g where not exists (select 1 from chat_rooms r where r.group_id = g.id)'],
  [
    'posts.like_count = likes',
    `select count(*) from posts p left join (select post_id, count(*) as n from post_likes group by post_id) l on l.post_id = p.id
      where p.like_count <> coalesce(l.n, 0)`,
  ],
  [
    'posts.comment_count = visible comments',
    `select count(*) from posts p left join (select post_id, count(*) as n from comments where not is_deleted group by post_id) c on c.post_id = p.id
      where p.comment_count <> coalesce(c.n, 0)`,
  ],
  [
    'post authors are members',
    'select count(*) from posts p where not exists (select 1 from group_members m where m.group_id = p.group_id and m.user_id = p.author_id)',
  ],
  [
    'likers are members',
    `select count(*) from post_likes l join posts p on p.id = l.post_id
      where not exists (select 1 from group_members m where m.group_id = p.group_id and m.user_id = l.user_id)`,
  ],
  [
    'replies answer a top-level comment of the same post',
    'select count(*) from comments c join comments parent on parent.id = c.parent_id where parent.parent_id is not null or parent.post_id <> c.post_id',
  ],
  [
    'events.participant_count = participants',
    `select count(*) from events e left join (select event_id, count(*) as n from event_participants where status = 'PARTICIPATING' group by event_id) p
       on p.event_id = e.id where e.participant_count <> coalesce(p.n, 0) or e.participant_count > e.max_participants`,
  ],
  [
    'waitlist only when full',
    `select count(*) from events e where e.participant_count < e.max_participants
       and exists (select 1 from event_participants p where p.event_id = e.id and p.status = 'WAITLISTED')`,
  ],
  [
    'organizer takes part',
    `select count(*) from events e where not exists
       (select 1 from event_participants p where p.event_id = e.id and p.user_id = e.organizer_id and p.status = 'PARTICIPATING')`,
  ],
  [
    'participants are members',
    `select count(*) from event_participants p join events e on e.id = p.event_id
      where not exists (select 1 from group_members m where m.group_id = e.group_id and m.user_id = p.user_id)`,
  ],
  [
    'series members are members',
    `select count(*) from event_series_members sm join event_series s on s.id = sm.series_id
      where not exists (select 1 from group_members m where m.group_id = s.group_id and m.user_id = sm.user_id)`,
  ],
  [
    "occurrences in their series' group, at their place, none past generated_until",
    `select count(*) from events e join event_series s on s.id = e.series_id
      where e.group_id <> s.group_id or e.recurrence_id > s.generated_until or (not e.detached and e.recurrence_id <> e.event_date)`,
  ],
  [
    'poll voters are members',
    `select count(*) from poll_ballots b join polls pl on pl.id = b.poll_id join posts p on p.id = pl.post_id
      where b.voter_id is not null and not exists (select 1 from group_members m where m.group_id = p.group_id and m.user_id = b.voter_id)`,
  ],
  [
    'chat senders are members',
    `select count(*) from chat_messages c join chat_rooms r on r.id = c.room_id
      where c.sender_id is not null and not exists (select 1 from group_members m where m.group_id = r.group_id and m.user_id = c.sender_id)`,
  ],
];

export type CheckResult = { name: string; offending: number };

export async function checkConsistency(client: SqlClient): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const [name, query] of CHECKS) {
    const { rows } = await client.query(query);
    results.push({ name, offending: Number((rows[0] as { count: number | string }).count) });
  }
  return results;
}

/** Rows per table, for the report and the manifest. */
export async function countRows(client: SqlClient, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query(`select count(*) as count from "${table}"`);
    counts[table] = Number((rows[0] as { count: number | string }).count);
  }
  return counts;
}

/**
 * An order-independent fingerprint of the data: equal for two runs with the same options. The
 * password hash is left out (argon2 salts it at random).
 */
export async function dataChecksum(client: SqlClient, tables: string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const { rows: columns } = await client.query(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list from information_schema.columns
        where table_schema = current_schema() and table_name = $1 and column_name <> 'password_hash'`,
      [table],
    );
    const list = (columns[0] as { list: string }).list;
    const { rows } = await client.query(`select coalesce(sum(hashtextextended(row(${list})::text, 0)), 0)::text as sum from "${table}"`);
    parts.push(`${table}:${(rows[0] as { sum: string }).sum}`);
  }
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}
