import { checkIndexes, openInspector } from '../lib/faults-inspect.ts';
import type { FaultReport } from '../lib/faults-report.ts';
import type { Acks } from './crash.ts';

/** Rows where a kept count disagrees with the rows it counts: each query must answer nothing. */
const COUNT_MISMATCHES: [string, string][] = [
  ['posts.like_count = its likes', 'select id from posts p where like_count <> (select count(*) from post_likes l where l.post_id = p.id)'],
  [
    'posts.comment_count = its visible comments',
    'select id from posts p where comment_count <> (select count(*) from comments c where c.post_id = p.id and not c.is_deleted)',
  ],
  [
    'groups.member_count = its members',
    'select id from groups g where member_count <> (select count(*) from group_members m where m.group_id = g.id)',
  ],
  [
    'events.participant_count = its participants',
    `select id from events e where participant_count <> (select count(*) from event_participants x where x.event_id = e.id and x.status = 'PARTICIPATING')`,
  ],
];

/** Half-written states: a write whose parts did not all land (each query must answer nothing). */
const HALF_WRITTEN: [string, string][] = [
  [
    'every like by another member has its POST_LIKE notification (same transaction)',
    `select p.id from posts p
      where (select count(*) from post_likes l where l.post_id = p.id and l.user_id <> p.author_id)
         <> (select count(*) from notifications n where n.type = 'POST_LIKE' and n.related_type = 'POST' and n.related_id = p.id)`,
  ],
  [
    'every image a post names is a recorded upload',
    'select p.id from posts p cross join lateral unnest(p.image_urls) as image(url) where not exists (select 1 from uploads u where u.url = image.url)',
  ],
];

/**
 * After the restarted server stopped: the database read directly, so that what the API hides
 * (a count without its row, a notification without its like) is seen too.
 */
export async function checkConsistency(report: FaultReport, label: string, target: { databaseUrl?: string; dataDir: string }, acks: Acks) {
  const inspector = await openInspector(target);
  try {
    const likes = await inspector.rows<{ post_id: number; user_id: number }>('select post_id, user_id from post_likes');
    const present = new Set(likes.map((like) => `${like.post_id}:${like.user_id}`));
    const lostLikes = acks.likes.filter((like) => !present.has(`${like.postId}:${like.userId}`));
    report.check(
      `${label}: every acknowledged like is there`,
      lostLikes.length === 0,
      `${acks.likes.length - lostLikes.length}/${acks.likes.length} acknowledgements (${likes.length} like rows)`,
    );
    for (const [name, query] of [...COUNT_MISMATCHES, ...HALF_WRITTEN]) {
      const wrong = await inspector.rows<{ id: number }>(query);
      report.check(
        `${label}: ${name}`,
        wrong.length === 0,
        wrong.length
          ? `wrong for ids ${wrong
              .slice(0, 5)
              .map((row) => row.id)
              .join(', ')}`
          : 'exact',
      );
    }
    const [orphans] = await inspector.rows<{ count: number }>(
      `select count(*)::int as count from uploads u where u.kind = 'post' and not exists (select 1 from posts p where u.url = any (p.image_urls))`,
    );
    report.figure(`${label}: post images stored but never attached (the kill came between upload and post)`, orphans?.count ?? 0);
    const indexes = await checkIndexes(inspector);
    report.check(
      `${label}: every B-tree index matches its table (amcheck)`,
      indexes.failures.length === 0,
      indexes.failures.length ? indexes.failures.slice(0, 3).join('; ') : `${indexes.checked} indexes`,
    );
  } finally {
    await inspector.close();
  }
}
