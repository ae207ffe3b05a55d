/**
 * The physical limit for our queries on this machine: a bare Fastify + `pg` server that sends
 * exactly the SQL our repositories send for the measured endpoints (bench/baseline/queries.ts),
 * in the same order and with the same concurrency, and nothing else: no auth (the "current user"
 * is the `x-user-id` header), no validation, no response schemas, rows answered as `pg` returns them.
 *
 *   DATABASE_URL=postgres://… PORT=8090 npm run bench:baseline -w @dongne/server
 */

import { createHmac } from 'node:crypto';
import { ALBUM_EVENTS_LIMIT, DELETED_USER_NICKNAME, EVENT_PAGE_SIZE, isInitialsWord, SAFETY_MSG, searchWords } from '@dongne/contract';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
// The neighbour table is the server's own pure function (computed once from the shipped GeoJSON).
import { withNeighbours } from '../../src/modules/reference/district-adjacency.ts';
import {
  ALBUM_SQL,
  CHAT_SQL,
  COMMENTS_SQL,
  cardExtras,
  EVENTS_SQL,
  GROUPS_SQL,
  NOTIFICATIONS_SQL,
  POLLS_SQL,
  POSTS_SQL,
  type SearchFilter,
  searchPageSql,
  searchTerm,
} from './queries.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('DATABASE_URL is required');
/** Our server's pool size (src/db/client.ts), so both sides get the same database concurrency. */
const POOL_SIZE = 10;
const NOTIFICATIONS_CHANNEL = 'dongne_notifications';
/** Our server's JWT secret, which also keys poll ballots (the bench runner passes it). */
const BALLOT_SECRET = process.env.BALLOT_SECRET ?? '';
/** events.repo.ts CALENDAR_MAX_EVENTS: the most events one calendar month answers. */
const CALENDAR_MAX_EVENTS = 500;
/** SAFETY_MSG.hiddenContent: what a notification quoting a hidden comment says instead. */
const HIDDEN_CONTENT = SAFETY_MSG.hiddenContent;
const HIDDEN_QUOTE = `님: ${HIDDEN_CONTENT}`;

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: POOL_SIZE });
const app = Fastify({ logger: false });

type Query = Record<string, string | undefined>;
const rows = async <T = Record<string, unknown>>(text: string, values: unknown[]) => (await pool.query(text, values)).rows as T[];
const viewer = (request: FastifyRequest) => Number(request.headers['x-user-id'] ?? 0);
const paging = (query: Query) => {
  const size = Number(query.size ?? 20);
  return { size, offset: Number(query.page ?? 0) * size };
};
/** Same escaping as src/db/query.ts likePattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const page = async (content: Promise<unknown[]>, total: Promise<{ count: number }[]>) => {
  const [items, [count]] = await Promise.all([content, total]);
  return { content: items, totalElements: Number(count?.count ?? 0) };
};

app.get('/api/health', () => ({ status: 'ok' }));

app.get('/api/groups', (request) => {
  const { size, offset } = paging(request.query as Query);
  const user = viewer(request);
  return page(rows(GROUPS_SQL.listPage, [size, offset, user, user, ...cardExtras(user)]), rows(GROUPS_SQL.listCount, []));
});

app.get('/api/search/groups', async (request) => {
  const query = request.query as Query;
  const { size, offset } = paging(query);
  const user = viewer(request);
  // groups.service.ts searchGroups: each word widened by the table of search words (search-words.ts).
  const terms = searchWords(query.query).map(searchTerm);
  // groups.service.ts chosenDistricts: `locationIds` without repeats, widened by their neighbours with `near`.
  const chosen = query.locationIds ? [...new Set(query.locationIds.split(',').map(Number))] : [];
  const districts = query.near === 'true' ? withNeighbours(chosen) : chosen;
  const filter: SearchFilter = query.categoryId && query.locationId ? 'category' : districts.length > 0 ? 'districts' : 'none';
  const filters = { none: [], category: [Number(query.categoryId), [Number(query.locationId)]], districts: [districts] }[filter];
  // groups.repo.ts termMatch: one form's word and pattern; several forms' (or a place's) words and
  // districts, then their patterns and districts again. The name test takes each form's pattern (initials: the word).
  const where = terms.flatMap((term) => {
    if (term.forms.length === 1 && !term.shape.place) return term.forms.flatMap((form) => [form, likePattern(form)]);
    const districts = term.shape.place ? [term.districtIds] : [];
    return [...term.forms, ...districts, ...term.forms.map(likePattern), ...districts];
  });
  const order = terms.flatMap((term) => term.forms.map((form) => (isInitialsWord(form) ? form : likePattern(form))));
  // The total comes with the page (count(*) over ()); the measured pages are never past the end.
  const found = await rows<{ total_count: number }>(
    searchPageSql(
      terms.map((term) => term.shape),
      filter,
    ),
    [...filters, ...where, ...order, size, offset, user, user, ...cardExtras(user), ...order],
  );
  return { content: found, totalElements: found[0]?.total_count ?? 0 };
});

app.get('/api/groups/:id', async (request, reply) => {
  const user = viewer(request);
  const id = Number((request.params as Query).id);
  const [group] = await rows<{ is_public: boolean }>(GROUPS_SQL.one, [id, 1, 0, user, user, ...cardExtras(user)]);
  if (!group) return reply.code(404).send();
  // groups.service.ts getGroup: a public group's detail carries its preview.
  const [preview] = group.is_public
    ? await rows(GROUPS_SQL.preview, [SAFETY_MSG.blockedContent, HIDDEN_CONTENT, 100, user, id, 3, id, new Date(), 2, id, 8])
    : [null];
  return { ...group, preview };
});

/** poll-view.ts ballotKey: a member's ballot in a poll, an HMAC under the server's secret (the runner passes ours). */
const ballotKey = (pollId: number, userId: number) =>
  createHmac('sha256', `poll-ballot:${BALLOT_SECRET}`).update(`${pollId}:${userId}`).digest('base64url');
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

type PostRow = { poll_id: number | null; is_blocked: boolean; hidden_at: Date | null; author_id: number; viewer_is_admin: boolean };
type PollRow = { id: number; anonymous: boolean };
type OptionRow = { poll_id: number; id: number; vote_count: number };

/**
 * poll-view.ts readPollsOfPage: the polls of the page's posts that show their text (post-mapper.ts:
 * not a blocked author's, not hidden but to its author and operators), then their options, named
 * polls' voters and the viewer's choices side by side; each post carries its poll.
 */
async function withPolls(posts: PostRow[], user: number) {
  const shown = posts.filter((post) => !post.is_blocked && !(post.hidden_at !== null && post.author_id !== user && !post.viewer_is_admin));
  const pollIds = shown.flatMap((post) => (post.poll_id === null ? [] : [post.poll_id]));
  if (pollIds.length === 0) return posts;
  const found = await rows<PollRow>(POLLS_SQL.find, [user, user, user, intArray(pollIds)]);
  if (found.length === 0) return posts;
  const ids = found.map((poll) => poll.id);
  const named = found.filter((poll) => !poll.anonymous).map((poll) => poll.id);
  const keys = `{${ids.map((id) => `"${ballotKey(id, user)}"`).join(',')}}`;
  const [options, voters, mine] = await Promise.all([
    rows<OptionRow>(POLLS_SQL.options, [intArray(ids)]),
    named.length === 0 ? Promise.resolve([]) : rows<{ option_id: number }>(POLLS_SQL.voters, [intArray(named), user]),
    rows<{ poll_id: number; option_id: number }>(POLLS_SQL.choices, [intArray(ids), keys]),
  ]);
  const polls = new Map(
    found.map((poll) => [
      poll.id,
      {
        ...poll,
        options: options
          .filter((option) => option.poll_id === poll.id)
          .map((option) => ({ ...option, voters: voters.filter((voter) => voter.option_id === option.id) })),
        myOptionIds: mine.filter((choice) => choice.poll_id === poll.id).map((choice) => choice.option_id),
      },
    ]),
  );
  return posts.map((post) => ({ ...post, poll: shown.includes(post) && post.poll_id !== null ? (polls.get(post.poll_id) ?? null) : null }));
}

app.get('/api/posts/group/:groupId', async (request, reply) => {
  const groupId = Number((request.params as Query).groupId);
  const user = viewer(request);
  const { size, offset } = paging(request.query as Query);
  const [group] = await rows(GROUPS_SQL.find, [groupId]);
  if (!group) return reply.code(404).send();
  await rows(GROUPS_SQL.membership, [groupId, user]);
  const { content, totalElements } = await page(
    rows<PostRow>(POSTS_SQL.groupPage, [user, user, user, user, groupId, size, offset]),
    rows(POSTS_SQL.groupCount, [groupId]),
  );
  return { content: await withPolls(content as PostRow[], user), totalElements };
});

/** events.service.ts seoulMonth: a `YYYY-MM` month as the instants it spans in Seoul. */
function seoulMonth(month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { start: new Date(`${month}-01T00:00:00+09:00`).toISOString(), end: new Date(`${next}-01T00:00:00+09:00`).toISOString() };
}

/**
 * group-policy.ts authorizeInGroup for readEvents: the group, and the viewer's membership only for a
 * private group (a public one's events are anyone's to read).
 */
async function readableGroup(groupId: number, user: number) {
  const [group] = await rows<{ isPublic: boolean }>(GROUPS_SQL.find, [groupId]);
  if (!group) return null;
  if (!group.isPublic && !(await rows(GROUPS_SQL.membership, [groupId, user]))[0]) return null;
  return group;
}

/** events.service.ts groupCalendar: the group's events starting within the month, by start. */
app.get('/api/groups/:id/calendar', async (request, reply) => {
  const groupId = Number((request.params as Query).id);
  const user = viewer(request);
  const month = String((request.query as Query).month);
  if (!(await readableGroup(groupId, user))) return reply.code(404).send();
  const { start, end } = seoulMonth(month);
  return { month, events: await rows(EVENTS_SQL.groupMonth, [user, user, user, groupId, start, end, CALENDAR_MAX_EVENTS, 0]) };
});

/** events.service.ts myCalendar: the events of the viewer's groups starting within the month. */
app.get('/api/events/calendar', async (request) => {
  const user = viewer(request);
  const month = String((request.query as Query).month);
  const { start, end } = seoulMonth(month);
  return { month, events: await rows(EVENTS_SQL.myMonth, [user, user, user, start, end, user, CALENDAR_MAX_EVENTS, 0]) };
});

/** events.service.ts listGroupEvents: a page of the group's events, coming ones first, with its total. */
app.get('/api/events/group/:id', async (request, reply) => {
  const groupId = Number((request.params as Query).id);
  const user = viewer(request);
  const query = request.query as Query;
  const size = Number(query.size ?? EVENT_PAGE_SIZE);
  const offset = Number(query.page ?? 0) * size;
  if (!(await readableGroup(groupId, user))) return reply.code(404).send();
  const now = new Date().toISOString();
  return page(
    rows(EVENTS_SQL.groupPage, [user, user, user, groupId, now, now, size, offset]),
    rows(EVENTS_SQL.groupCount, [user, groupId]),
  );
});

/**
 * chat.service.ts listMessages: membership, then the page of the group's room (with the reader's
 * blocks) and its total. The operator check runs only for a page holding someone else's hidden
 * message, which the bench's rooms never do.
 */
app.get('/api/groups/:id/chat/messages', async (request, reply) => {
  const groupId = Number((request.params as Query).id);
  const user = viewer(request);
  const query = request.query as Query;
  const size = Number(query.size ?? 50);
  const offset = Number(query.page ?? 0) * size;
  const [group] = await rows(GROUPS_SQL.find, [groupId]);
  if (!group) return reply.code(404).send();
  const [member] = await rows(GROUPS_SQL.membership, [groupId, user]);
  if (!member) return reply.code(403).send();
  const content = await rows<{ id: number }>(CHAT_SQL.page, [DELETED_USER_NICKNAME, user, user, groupId, size, offset]);
  const [total] = await rows<{ count: number }>(CHAT_SQL.count, [groupId]);
  // Each message's unread readers, as ours adds them; the room id is looked up once, as ours keeps it.
  const roomId = await roomIdOf(groupId);
  const ids = `{${content.map((message) => message.id).join(',')}}`;
  // Ours reads the page's unread counts and reactions side by side.
  const [unread, reactions] =
    content.length > 0
      ? await Promise.all([
          rows<{ id: number; unread_count: number }>(CHAT_SQL.unread, [roomId, roomId, ids]),
          rows<{ message_id: number; key: string; count: number; user_ids: number[] }>(CHAT_SQL.reactions, [ids]),
        ])
      : [[], []];
  const counts = new Map(unread.map((row) => [row.id, row.unread_count]));
  const reactionsOf = new Map<number, typeof reactions>();
  for (const row of reactions) reactionsOf.set(row.message_id, [...(reactionsOf.get(row.message_id) ?? []), row]);
  return {
    content: content
      .reverse()
      .map((message) => ({ ...message, unread_count: counts.get(message.id) ?? 0, reactions: reactionsOf.get(message.id) ?? [] })),
    totalElements: total?.count ?? 0,
  };
});

/** album.service.ts listAlbumEvents: the group, the viewer's membership (members only), then the events with photos. */
app.get('/api/groups/:id/photos/events', async (request, reply) => {
  const groupId = Number((request.params as Query).id);
  const user = viewer(request);
  const [group] = await rows(GROUPS_SQL.find, [groupId]);
  if (!group) return reply.code(404).send();
  const [member] = await rows(GROUPS_SQL.membership, [groupId, user]);
  if (!member) return reply.code(403).send();
  return rows(ALBUM_SQL.events, [groupId, user, ALBUM_EVENTS_LIMIT]);
});

/** album.service.ts listAlbum: the group, the viewer's membership (members only), then the page with its total. */
app.get('/api/groups/:id/photos', async (request, reply) => {
  const groupId = Number((request.params as Query).id);
  const user = viewer(request);
  const query = request.query as Query;
  const size = Number(query.size ?? 30);
  const offset = Number(query.page ?? 0) * size;
  const end = offset + size;
  const [group] = await rows(GROUPS_SQL.find, [groupId]);
  if (!group) return reply.code(404).send();
  const [member] = await rows(GROUPS_SQL.membership, [groupId, user]);
  if (!member) return reply.code(403).send();
  const content = await rows<{ source: string | null; total: number }>(ALBUM_SQL.page, [
    groupId,
    user,
    end,
    groupId,
    user,
    end,
    groupId,
    user,
    end,
    offset,
    size,
    groupId,
    user,
    groupId,
    user,
    groupId,
    user,
  ]);
  return { content: content.filter((photo) => photo.source !== null), totalElements: content[0]?.total ?? 0 };
});

const roomIds = new Map<number, number>();
async function roomIdOf(groupId: number): Promise<number> {
  const cached = roomIds.get(groupId);
  if (cached !== undefined) return cached;
  const [room] = await rows<{ id: number }>('select id from chat_rooms where group_id = $1', [groupId]);
  roomIds.set(groupId, room?.id ?? 0);
  return room?.id ?? 0;
}

type Access = { author_id: number; viewer_role: string | null };
const postAccess = async (postId: number, user: number) => (await rows<Access>(POSTS_SQL.access, [user, user, postId]))[0];
const onePost = async (postId: number, user: number) => (await rows(POSTS_SQL.one, [user, user, user, user, postId, 1, 0]))[0];

app.get('/api/posts/:id', async (request, reply) => {
  const postId = Number((request.params as Query).id);
  const user = viewer(request);
  if (!(await postAccess(postId, user))) return reply.code(404).send();
  return (await onePost(postId, user)) ?? reply.code(404).send();
});

app.get('/api/posts/:id/comments', async (request, reply) => {
  const postId = Number((request.params as Query).id);
  const { size, offset } = paging(request.query as Query);
  const user = viewer(request);
  if (!(await postAccess(postId, user))) return reply.code(404).send();
  const top = await rows<{ id: number }>(COMMENTS_SQL.page, [user, postId, size, offset]);
  const [total] = await rows<{ count: number }>(COMMENTS_SQL.count, [postId]);
  const ids = top.map((row) => row.id);
  const replies = ids.length > 0 ? await rows(COMMENTS_SQL.replies(ids.length), [user, ...ids]) : [];
  return { content: top, replies, totalElements: total?.count ?? 0 };
});

app.get('/api/notifications', (request) => {
  const user = viewer(request);
  const { size, offset } = paging(request.query as Query);
  return page(
    rows(NOTIFICATIONS_SQL.page, [DELETED_USER_NICKNAME, HIDDEN_QUOTE, user, size, offset]),
    rows(NOTIFICATIONS_SQL.count, [user]),
  );
});

app.post('/api/posts', async (request, reply) => {
  const { groupId, content } = request.body as { groupId: number; content: string };
  const user = viewer(request);
  const [group] = await rows(GROUPS_SQL.find, [groupId]);
  if (!group) return reply.code(404).send();
  const [member] = await rows(GROUPS_SQL.membership, [groupId, user]);
  if (!member) return reply.code(403).send();
  const [inserted] = await rows<{ id: number }>(POSTS_SQL.insert, [groupId, user, content, []]);
  const postId = inserted?.id ?? 0;
  await postAccess(postId, user);
  return reply.code(201).send(await onePost(postId, user));
});

/** posts.service.ts likePost: access, the liker, then like + count + notification in one transaction. */
app.post('/api/posts/:id/like', async (request, reply) => {
  const postId = Number((request.params as Query).id);
  const user = viewer(request);
  const access = await postAccess(postId, user);
  if (!access) return reply.code(404).send();
  if (access.viewer_role === null) return reply.code(403).send();
  const [liker] = await rows<{ nickname: string }>(POSTS_SQL.user, [user]);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const added = await client.query(POSTS_SQL.like, [postId, user]);
    if (added.rowCount) {
      await client.query(POSTS_SQL.likeCount, [postId]);
      if (access.author_id !== user && liker) {
        const message = '님이 회원님의 게시글을 좋아합니다.';
        const values = [
          user,
          access.author_id,
          'POST_LIKE',
          '내 게시글에 좋아요가 눌렸어요',
          message,
          message,
          'POST',
          postId,
          null,
          true,
          user,
        ];
        const notification = await client.query<{ id: number }>(NOTIFICATIONS_SQL.insert, values);
        if (notification.rows[0])
          await client.query(NOTIFICATIONS_SQL.notify, [
            NOTIFICATIONS_CHANNEL,
            DELETED_USER_NICKNAME,
            HIDDEN_QUOTE,
            notification.rows[0].id,
          ]);
      }
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  const [state] = await rows<{ like_count: number; is_liked: boolean }>(POSTS_SQL.likeState, [user, postId]);
  return { isLiked: state?.is_liked, likeCount: state?.like_count };
});

await app.listen({ port: Number(process.env.PORT ?? 8090), host: '127.0.0.1' });
const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
