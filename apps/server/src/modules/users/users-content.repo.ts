import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { type SnapshotRow, toSnapshot } from '../../lib/content-kind.ts';

// The SQL behind the user profile as a report target (users.content.ts).

export async function readProfileSnapshot(db: Executor, id: number) {
  const [row] = await queryRows<SnapshotRow>(
    db,
    sql`select nullif(concat_ws(E'\\n', u.nickname, u.bio), '') as text,
          case when u.profile_image is null then '{}'::text[] else array[u.profile_image] end as image_urls,
          u.id as author_id, u.nickname as author_nickname, null::int as group_id, null::text as group_name
        from users u where u.id = ${id}`,
  );
  return toSnapshot(row);
}

export const PROFILE_GONE = sql`not exists (select 1 from users x where x.id = t.target_id)`;
