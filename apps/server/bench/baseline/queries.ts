/**
 * The SQL our repositories send for the measured endpoints, copied as PostgreSQL receives it
 * (drizzle's `$n` placeholders). Each constant names the repository function it mirrors; the
 * runner (`npm run bench`) captures what our server really sends and fails when it differs from
 * these texts, so a changed query shows up as drift instead of a silently unfair baseline.
 */

import { EVENT_DEFAULT_DURATION_MS, isInitialsWord } from '@dongne/contract';
// The table of search words is the server's own pure function (read once from the shipped JSON).
import { expandSearchWord } from '../../src/modules/groups/search-words.ts';
import { SEARCH_WORDS } from '../lib/seed-manifest.ts';

/** Numbers the `?` placeholders `$1`, `$2`, … in order of appearance, as drizzle does. */
const numbered = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};

/**
 * groups.repo.ts selectGroups: one page of group cards, the viewer's relation and the card extras
 * (faces, next event, 새 글) included; the parameters come in this order: `where`'s, `orderBy`'s,
 * limit, offset, viewer, viewer, then `cardExtras` (5, now, a week ago, viewer), `orderBy`'s again.
 */
const selectGroups = (where: string, orderBy: string, withTotal = false) =>
  numbered(`select g.id, g.name, g.description, g.category_id, c.name as category_name, g.category_ids,
  coalesce((select json_agg(json_build_object('id', cc.id, 'name', cc.name) order by array_position(g.category_ids, cc.id))
  from categories cc where cc.id = any(g.category_ids)), '[]'::json) as categories,
  g.location_id, l.city, l.district, g.max_members, g.member_count, g.is_public, g.image_url, g.tags, g.created_at, g.join_question,
  u.id as owner_id, u.nickname as owner_nickname, u.profile_image as owner_profile_image, om.joined_at as owner_joined_at,
  vm.role as viewer_role, (vr.id is not null) as viewer_pending, fa.member_avatars, ne.next_event_at, np.new_post_count${withTotal ? ', g.total_count' : ''}
  from (select *${withTotal ? ', (count(*) over ())::int as total_count' : ''} from groups g where ${where} order by ${orderBy} limit ? offset ?) g
  join categories c on c.id = g.category_id
  join locations l on l.id = g.location_id
  join users u on u.id = g.owner_id
  left join group_members om on om.group_id = g.id and om.user_id = g.owner_id
  left join group_members vm on vm.group_id = g.id and vm.user_id = ?
  left join join_requests vr on vr.group_id = g.id and vr.user_id = ? and vr.status = 'PENDING'
  left join lateral (select json_agg(json_build_object('id', mu.id, 'nickname', mu.nickname, 'profileImage', mu.profile_image) order by fm.joined_at, fm.user_id) as member_avatars
    from (select user_id, joined_at from group_members where group_id = g.id and (g.is_public or vm.role is not null)
          order by joined_at, user_id limit ?) fm
    join users mu on mu.id = fm.user_id) fa on true
  left join lateral (select min(event_date) as next_event_at from events
    where group_id = g.id and cancelled_at is null and event_date > ? and (g.is_public or vm.role is not null)) ne on true
  left join lateral (select count(*)::int as new_post_count from posts
    where group_id = g.id and created_at > ? and author_id <> ? and vm.role is not null) np on true
  order by ${orderBy}`);

/** The card extras' parameters (selectGroups: CARD_AVATARS, now, now − NEW_POST_DAYS, viewer). */
export const cardExtras = (viewer: number, now = new Date()) => [5, now, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000), viewer];

/** groups.repo.ts searchedText: what a plain search word is looked for in. */
const searchedText = "lower(g.name || ' ' || g.description || ' ' || g.tags_text || ' ' || g.search_extra)";
/**
 * groups.repo.ts wordMatch: each word's condition (word, pattern) and its name test (pattern;
 * initials: word). A word of one character (`single`) narrows by single characters instead of pairs.
 */
const WORD_SQL = {
  plain: {
    narrow: `search_bigrams(${searchedText}) @> search_bigrams(lower(?))`,
    confirm: `${searchedText} like lower(?)`,
    inName: 'g.name ilike ?',
  },
  single: {
    narrow: `search_chars(${searchedText}) @> search_chars(lower(?))`,
    confirm: `${searchedText} like lower(?)`,
    inName: 'g.name ilike ?',
  },
  initials: {
    narrow: 'search_bigrams(g.search_initials) @> search_bigrams(?)',
    confirm: 'g.search_initials like ?',
    inName: "strpos(left(g.search_initials, char_length(replace(g.name, ' ', ''))), ?) > 0",
  },
};
export type SearchWordKind = keyof typeof WORD_SQL;

/**
 * One query word as groups.repo.ts termMatch sends it after the table of search words widened it
 * (search-words.ts): each form's kind, and whether it names a place (its districts' arm).
 */
export type SearchWordShape = { forms: SearchWordKind[]; place: boolean };

/** A form's kind as wordMatch tells them: initials, a word of one character (in code points), or a longer one. */
const kindOf = (form: string): SearchWordKind => (isInitialsWord(form) ? 'initials' : [...form].length === 1 ? 'single' : 'plain');

/** The server's own widening of a word (a pure function over the shipped table), as the baseline sends it. */
export function searchTerm(word: string) {
  const term = expandSearchWord(word);
  return { ...term, shape: { forms: term.forms.map(kindOf), place: term.districtIds.length > 0 } satisfies SearchWordShape };
}

/**
 * groups.repo.ts termMatch: one form as wordMatch sends it (narrowing and LIKE); several, or a
 * place, as (any narrowing) and (any LIKE), the districts' test in both.
 */
function termSql({ forms, place }: SearchWordShape) {
  const [only] = forms;
  if (forms.length === 1 && only && !place)
    return { where: `${WORD_SQL[only].narrow} and ${WORD_SQL[only].confirm}`, inName: WORD_SQL[only].inName };
  const districts = place ? ['g.location_id = any(?::int[])'] : [];
  const narrow = [...forms.map((kind) => WORD_SQL[kind].narrow), ...districts];
  const confirm = [...forms.map((kind) => WORD_SQL[kind].confirm), ...districts];
  return {
    where: `(${narrow.join(' or ')}) and (${confirm.join(' or ')})`,
    inName: `(${forms.map((kind) => WORD_SQL[kind].inName).join(' or ')})`,
  };
}

/** The search filters: none, a category with districts, or districts alone (`locationIds`, `near`). */
const SEARCH_FILTERS = {
  none: 'true',
  category: 'g.filter_category_ids @> array[?]::int[] and g.location_id = any(?::int[])',
  districts: 'true and g.location_id = any(?::int[])',
};
export type SearchFilter = keyof typeof SEARCH_FILTERS;

/**
 * groups.repo.ts searchGroupsPage → selectGroups with the total: a category and districts filter
 * (or `true`), then each word's condition; ranked by all words in the name, size, age.
 */
export const searchPageSql = (words: SearchWordShape[], filter: SearchFilter) => {
  const terms = words.map(termSql);
  return selectGroups(
    [SEARCH_FILTERS[filter], ...terms.map((term) => term.where)].join(' and '),
    `(${terms.map((term) => term.inName).join(' and ')}) desc, g.member_count desc, g.created_at desc, g.id desc`,
    true,
  );
};

const TWO = searchTerm(SEARCH_WORDS.twoSyllable).shape;
const FOUR = searchTerm(SEARCH_WORDS.fourSyllable).shape;
const shape = (kind: SearchWordKind): SearchWordShape => ({ forms: [kind], place: false });

export const GROUPS_SQL = {
  /** groups.repo.ts listGroupsPage (default sort: newest first) → selectGroups */
  listPage: selectGroups('true', 'g.created_at desc, g.id desc'),
  /** groups.repo.ts countGroups for listGroupsPage */
  listCount: 'select count(*)::int as count from groups g where true',
  /** groups.repo.ts searchGroupsPage, one word, widened by the table of search words (a page past the end also counts) */
  searchPage: searchPageSql([TWO], 'none'),
  searchPageFour: searchPageSql([FOUR], 'none'),
  /** groups.repo.ts searchGroupsPage, one word with categoryId and locationId */
  searchFilteredPage: searchPageSql([TWO], 'category'),
  searchFilteredPageFour: searchPageSql([FOUR], 'category'),
  /** groups.repo.ts searchGroupsPage, one word in several districts and their neighbours (`locationIds`, `near`) */
  searchDistrictsPage: searchPageSql([TWO], 'districts'),
  /** groups.repo.ts searchGroupsPage, a district's word (none of the table's) and a topic's */
  searchTwoWords: searchPageSql([shape('plain'), TWO], 'none'),
  /** groups.repo.ts searchGroupsPage, initial consonants */
  searchInitials: searchPageSql([shape('initials')], 'none'),
  /** groups.repo.ts searchGroupsPage, a word of one character (책) */
  searchOneCharacter: searchPageSql([shape('single')], 'none'),
  /** groups.repo.ts findGroupPreview: a public group's posts, events and faces (contract §14) */
  preview: numbered(`select
      (select coalesce(json_agg(json_build_object('id', p.id,
          'content', case when p.is_blocked then ? when p.hidden_at is not null then ?
            else left(p.content, ?) end, 'createdAt', p.created_at,
          'author', json_build_object('id', u.id, 'nickname', u.nickname, 'profileImage', u.profile_image,
            'isDeleted', u.deleted_at is not null), 'isBlocked', p.is_blocked)
          order by p.created_at desc, p.id desc), '[]'::json)
        from (select *, exists (select 1 from user_blocks ub where ub.blocker_id = ? and ub.blocked_id = posts.author_id) as is_blocked
              from posts where group_id = ? order by created_at desc, id desc limit ?) p
        join users u on u.id = p.author_id) as posts,
      (select coalesce(json_agg(json_build_object('id', e.id, 'title', e.title, 'eventDate', e.event_date, 'isOnline', e.is_online,
          'participantCount', e.participant_count, 'maxParticipants', e.max_participants) order by e.event_date, e.id), '[]'::json)
        from (select * from events where group_id = ? and cancelled_at is null and event_date > ?
              order by event_date, id limit ?) e) as events,
      (select coalesce(json_agg(json_build_object('id', u.id, 'nickname', u.nickname, 'profileImage', u.profile_image) order by m.rank, m.joined_at, m.user_id), '[]'::json)
        from (select user_id, joined_at, case role when 'OWNER' then 0 when 'MANAGER' then 1 else 2 end as rank from group_members
              where group_id = ? order by rank, joined_at, user_id limit ?) m
        join users u on u.id = m.user_id) as members`),
  /** groups.repo.ts findGroupCard → selectGroups */
  one: selectGroups('g.id = ?', 'g.id'),
  /** groups.repo.ts findGroup */
  find: `select id, name, description, owner_id as "ownerId", category_id as "categoryId", category_ids as "categoryIds",
  filter_category_ids as "filterCategoryIds", location_id as "locationId", max_members as "maxMembers",
  member_count as "memberCount", is_public as "isPublic", image_url as "imageUrl", tags, tags_text as "tagsText",
  join_question as "joinQuestion",
  created_at as "createdAt", updated_at as "updatedAt"
  from groups where id = $1`,
  /** groups.repo.ts findMembership */
  membership: `select group_id as "groupId", user_id as "userId", role, joined_at as "joinedAt"
  from group_members where group_id = $1 and user_id = $2`,
};

/**
 * posts.repo.ts selectPosts: posts with group, author, the viewer's like and the viewer's and
 * author's roles, whether the viewer is an operator and whether they blocked the author ($1–$4: the viewer).
 */
const selectPosts = (
  where: string,
  orderBy: string,
  next: number,
) => `select p.id, p.group_id, g.name as group_name, g.owner_id as group_owner_id, p.content, p.image_urls,
  p.like_count, p.comment_count, p.created_at, p.updated_at,
  u.id as author_id, u.nickname as author_nickname, u.profile_image as author_profile_image, (u.deleted_at is not null) as author_deleted,
  exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = $1) as is_liked,
  (select vm.role from group_members vm where vm.group_id = p.group_id and vm.user_id = $2) as viewer_role,
  (select am.role from group_members am where am.group_id = p.group_id and am.user_id = p.author_id) as author_role,
  p.pinned_at, p.hidden_at,
  exists (select 1 from users va where va.id = $3 and va.role = 'ADMIN') as viewer_is_admin,
  exists (select 1 from user_blocks ub where ub.blocker_id = $4 and ub.blocked_id = p.author_id) as is_blocked,
  (select pl.id from polls pl where pl.post_id = p.id) as poll_id,
  p.mentions, (select jsonb_object_agg(mu.id, mu.nickname) from users mu
    where p.mentions is not null and mu.id in (select (me->>'userId')::int from jsonb_array_elements(p.mentions) me)) as mention_names
  from posts p
  join groups g on g.id = p.group_id
  join users u on u.id = p.author_id
  where ${where}
  order by ${orderBy}
  limit $${next} offset $${next + 1}`;

export const POSTS_SQL = {
  /** posts.repo.ts groupPostsPage → selectPosts */
  groupPage: selectPosts('p.group_id = $5', 'p.pinned_at desc nulls last, p.created_at desc, p.id desc', 6),
  /** posts.repo.ts countPosts for groupPostsPage */
  groupCount: 'select count(*)::int as count from posts p join groups g on g.id = p.group_id where p.group_id = $1',
  /** posts.repo.ts findPostAccess */
  access: `select p.id, p.group_id, p.author_id, g.is_public, g.owner_id, p.image_urls, p.pinned_at,
  exists (select 1 from users va where va.id = $1 and va.role = 'ADMIN') as viewer_is_admin,
  (select m.role from group_members m where m.group_id = g.id and m.user_id = $2) as viewer_role,
  (select am.role from group_members am where am.group_id = g.id and am.user_id = p.author_id) as author_role
  from posts p join groups g on g.id = p.group_id where p.id = $3`,
  /** posts.repo.ts findPostCard → selectPosts */
  one: selectPosts('p.id = $5', 'p.id', 6),
  /** posts.repo.ts insertPost */
  insert: `insert into "posts" ("id", "group_id", "author_id", "content", "image_urls", "like_count", "comment_count", "pinned_at", "hidden_at", "mentions", "created_at", "updated_at") values (default, $1, $2, $3, $4, default, default, default, default, default, default, default) returning "id"`,
  /** users.repo.ts findUserById (likePost needs the liker's nickname) */
  user: `select "id", "email", "nickname", "nickname_key", "legacy_nickname_duplicate", "mailbox_key", "mailbox_key_duplicate", "password_hash", "company_id", "bio", "profile_image", "location_id", "location_lat", "location_lng", "location_address", "location_district", "agreed_terms_ids", "role", "suspended_at", "suspended_until", "deleted_at", "created_at", "updated_at" from "users" where "users"."id" = $1`,
  /** posts.repo.ts addLike, first statement */
  like: `insert into "post_likes" ("post_id", "user_id", "created_at") values ($1, $2, default) on conflict do nothing returning "post_id"`,
  /** posts.repo.ts addLike, second statement */
  likeCount: `update "posts" set "like_count" = "posts"."like_count" + 1 where "posts"."id" = $1`,
  /** posts.repo.ts readLikeState */
  likeState:
    'select p.like_count, exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = $1) as is_liked from posts p where p.id = $2',
};

const commentWhere = (post: string) => `c.post_id = ${post} and c.parent_id is null
  and (not c.is_deleted or exists (select 1 from comments r where r.parent_id = c.id and not r.is_deleted))`;
/** comments.repo.ts select: the comment columns and whether the viewer ($1) blocked the author. */
const selectComments = `select c.id, c.post_id, c.event_id, c.parent_id, c.content, c.is_deleted, c.hidden_at, c.created_at, c.updated_at,
  u.id as author_id, u.nickname as author_nickname, u.profile_image as author_profile_image, (u.deleted_at is not null) as author_deleted,
  (select am.role from group_members am where am.user_id = c.author_id and am.group_id = coalesce(
    (select ap.group_id from posts ap where ap.id = c.post_id), (select ae.group_id from events ae where ae.id = c.event_id))) as author_role,
  exists (select 1 from user_blocks ub where ub.blocker_id = $1 and ub.blocked_id = c.author_id) as is_blocked,
  c.mentions, (select jsonb_object_agg(mu.id, mu.nickname) from users mu
    where c.mentions is not null and mu.id in (select (me->>'userId')::int from jsonb_array_elements(c.mentions) me)) as mention_names
  from comments c join users u on u.id = c.author_id`;

export const COMMENTS_SQL = {
  /** comments.repo.ts selectTopLevelComments, the page */
  page: `${selectComments} where ${commentWhere('$2')} order by c.created_at desc, c.id desc limit $3 offset $4`,
  /** comments.repo.ts selectTopLevelComments, the total */
  count: `select count(*)::int as count from comments c where ${commentWhere('$1')}`,
  /** comments.repo.ts selectReplies, for `n` parents */
  replies: (n: number) =>
    `${selectComments} where c.parent_id in (${Array.from({ length: n }, (_, index) => `$${index + 2}`).join(', ')}) and not c.is_deleted order by c.created_at, c.id`,
};

/** notifications.repo.ts RENDERED_MESSAGE: the actor's nickname as it is now ($a: 탈퇴한 회원 for none), a hidden quote as hidden ($b). */
const renderedMessage = (deleted: string, hiddenQuote: string) =>
  `case when n.names_actor then coalesce(a.nickname, ${deleted}::text) else '' end
  || case when c.hidden_at is null then n.message else ${hiddenQuote}::text end`;
const renderJoins = 'left join users a on a.id = n.actor_id left join comments c on c.id = n.comment_id';

export const NOTIFICATIONS_SQL = {
  /** notifications.repo.ts selectNotificationPage, the page ($1 탈퇴한 회원, $2 the hidden quote) */
  page: `select n.id, n.user_id as "userId", n.type, n.title, ${renderedMessage('$1', '$2')} as message,
  n.is_read as "isRead", n.related_type as "relatedType", n.related_id as "relatedId", n.created_at as "createdAt"
  from notifications n ${renderJoins}
  where n.user_id = $3 order by n.created_at desc, n.id desc limit $4 offset $5`,
  /** notifications.repo.ts selectNotificationPage, the total */
  count: 'select count(*)::int as count from notifications where user_id = $1',
  /** notifications.repo.ts insertNotifications, one row ($1 and $11: the actor): none for a recipient who blocked the actor */
  insert: `insert into notifications (user_id, type, title, message, related_type, related_id, comment_id, actor_id, names_actor)
  select v.user_id, v.type, v.title, v.message,
  v.related_type, v.related_id, v.comment_id, $1::int, v.names_actor
  from (values ($2::int, $3, $4, $5, $6, $7::text, $8::int, $9::int, $10::boolean)) as v (user_id, type, title, message, blocker_message, related_type, related_id, comment_id, names_actor)
  where not exists (select 1 from user_blocks ub where ub.blocker_id = v.user_id and ub.blocked_id = $11::int)
  returning id`,
  /** notifications.repo.ts insertNotifications, the NOTIFY of the inserted row, its message rendered */
  notify: `select pg_notify($1, json_build_object('userId', n.user_id, 'notification', json_build_object(
  'id', n.id, 'type', n.type, 'title', n.title, 'message', ${renderedMessage('$2', '$3')}, 'isRead', n.is_read,
  'createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'relatedType', n.related_type, 'relatedId', n.related_id))::text)
  from notifications n ${renderJoins} where n.id in ($4)`,
};

/** chat.repo.ts: a page of a room's messages for one reader ($2), whether they blocked each sender. */
export const CHAT_SQL = {
  /**
   * chat.repo.ts selectMessages, the page with its mentions and each reply's quoted message ($1: 탈퇴한 회원 for a
   * SYSTEM line's member; $2, $3: the reader; $4: the group, whose room the statement finds)
   */
  page: `select m.id, r.group_id, m.sender_id, u.nickname as sender_nickname, u.profile_image as sender_profile_image, (u.deleted_at is not null) as sender_deleted,
  (select sm.role from group_members sm where sm.group_id = r.group_id and sm.user_id = m.sender_id) as sender_role,
  case when m.actor_id is null then m.content else coalesce(a.nickname, $1::text) || m.content end as content, m.message_type, m.is_deleted, m.hidden_at, m.client_id, m.created_at,
  exists (select 1 from user_blocks ub where ub.blocker_id = $2 and ub.blocked_id = m.sender_id) as is_blocked,
  m.mentions, q.id as reply_id, q.sender_id as reply_sender_id, qu.nickname as reply_sender_nickname, q.content as reply_content,
  q.message_type as reply_type, q.is_deleted as reply_deleted, q.hidden_at as reply_hidden_at, exists (select 1 from user_blocks qb where qb.blocker_id = $3 and qb.blocked_id = q.sender_id) as reply_blocked
  from chat_messages m join chat_rooms r on r.id = m.room_id left join users u on u.id = m.sender_id left join users a on a.id = m.actor_id left join chat_messages q on q.id = m.reply_to_id left join users qu on qu.id = q.sender_id
  where m.room_id = (select id from chat_rooms where group_id = $4) order by m.id desc limit $5 offset $6`,
  /** chat-reads.repo.ts selectUnreadCounts: each message's unread readers ($1, $2: the room; $3: the page's ids) */
  unread: `with readers as materialized (select gm.user_id, gm.joined_at, coalesce(cr.last_read_message_id, 0) as pos
  from chat_rooms r join group_members gm on gm.group_id = r.group_id
  left join chat_reads cr on cr.room_id = r.id and cr.user_id = gm.user_id where r.id = $1)
  select m.id, (select count(*)::int from readers x where x.pos < m.id and x.joined_at <= m.created_at and x.user_id is distinct from m.sender_id) as unread_count
  from chat_messages m where m.room_id = $2 and m.id = any($3::int[])`,
  /** chat-reactions.repo.ts selectReactionTallies: the page's reactions ($1: the page's ids) */
  reactions: `select message_id, key, count(*)::int as count, array_agg(user_id order by created_at, user_id) as user_ids
  from chat_reactions where message_id = any($1::int[]) group by message_id, key`,
  /** chat.repo.ts selectMessages, the total */
  count: 'select count(*)::int as count from chat_messages where room_id = (select id from chat_rooms where group_id = $1)',
};

export const ALBUM_SQL = {
  /**
   * album.repo.ts selectAlbumPage, a group's whole album: each source up to the page's end, the
   * union cut to the page, with the total ($1, $4, $7, $12, $14, $16: the group; $2, $5, $8, $13,
   * $15, $17: the viewer; $3, $6, $9: the page's end; $10 offset; $11 size)
   */
  page: `with shown as ((select 'POST' as source, p.id as source_id, x.position::int as position, x.url, p.created_at, p.author_id, null::int as event_id
  from posts p cross join lateral unnest(p.image_urls) with ordinality as x(url, position)
  where p.group_id = $1 and cardinality(p.image_urls) > 0 and p.hidden_at is null and not exists (select 1 from user_blocks ub where ub.blocker_id = $2 and ub.blocked_id = p.author_id)
  order by p.created_at desc, p.id desc, x.position limit $3)
  union all (select 'CHAT', m.id, 1, m.content, m.created_at, m.sender_id, null::int from chat_messages m
  where m.room_id = (select r.id from chat_rooms r where r.group_id = $4) and m.message_type = 'IMAGE' and not m.is_deleted and m.hidden_at is null
  and not exists (select 1 from user_blocks ub where ub.blocker_id = $5 and ub.blocked_id = m.sender_id) order by m.created_at desc, m.id desc limit $6)
  union all (select 'EVENT' as source, ep.id as source_id, 1 as position, ep.url, ep.created_at, ep.uploader_id as author_id, ep.event_id from event_photos ep
  where ep.group_id = $7 and true and not exists (select 1 from user_blocks ub where ub.blocker_id = $8 and ub.blocked_id = ep.uploader_id)
  order by ep.created_at desc, ep.id desc limit $9)),
  page as (select * from shown order by created_at desc, source, source_id desc, position offset $10 limit $11)
  select page.source, page.source_id, page.position, page.url, page.created_at, page.author_id, u.nickname as author_nickname, page.event_id, e.title as event_title,
  up.width, up.height, t.total
  from (select ((select coalesce(sum(cardinality(p.image_urls)), 0) from posts p where p.group_id = $12 and cardinality(p.image_urls) > 0 and p.hidden_at is null
  and not exists (select 1 from user_blocks ub where ub.blocker_id = $13 and ub.blocked_id = p.author_id))
  + (select count(*) from chat_messages m where m.room_id = (select r.id from chat_rooms r where r.group_id = $14) and m.message_type = 'IMAGE' and not m.is_deleted
  and m.hidden_at is null and not exists (select 1 from user_blocks ub where ub.blocker_id = $15 and ub.blocked_id = m.sender_id))
  + (select count(*) from event_photos ep where ep.group_id = $16 and true and not exists (select 1 from user_blocks ub where ub.blocker_id = $17 and ub.blocked_id = ep.uploader_id)))::int as total) t
  left join page on true left join uploads up on up.url = page.url left join users u on u.id = page.author_id left join events e on e.id = page.event_id
  order by page.created_at desc, page.source, page.source_id desc, page.position`,
  /** album.repo.ts selectAlbumEvents, the album's event filter ($1: the group, $2: the viewer, $3: at most) */
  events: `select e.id, e.title, e.event_date, c.photo_count
  from (select ep.event_id, count(*)::int as photo_count, max(ep.created_at) as newest_at from event_photos ep
  where ep.group_id = $1 and not exists (select 1 from user_blocks ub where ub.blocker_id = $2 and ub.blocked_id = ep.uploader_id)
  group by ep.event_id order by newest_at desc, ep.event_id desc limit $3) c
  join events e on e.id = c.event_id order by c.newest_at desc, c.event_id desc`,
};

/** events.repo.ts END: an event's end, or the contract's default length after its start (inlined). */
const EVENT_END = `coalesce(e.end_date, e.event_date + interval '${EVENT_DEFAULT_DURATION_MS} milliseconds')`;

/**
 * events.repo.ts selectEvents: events with group, organizer, waitlist size, the viewer's place and
 * role, the organizer's role, attendance, date poll and series ($1–$3: the viewer), then `where`'s
 * and `orderBy`'s parameters, limit and offset.
 */
const selectEvents = (
  where: string,
  orderBy: string,
  next: number,
) => `select e.id, e.group_id, g.name as group_name, g.owner_id as group_owner_id, e.organizer_id,
  u.nickname as organizer_nickname, u.profile_image as organizer_profile_image, (u.deleted_at is not null) as organizer_deleted,
  e.title, e.description, e.event_date, e.end_date, e.is_online, e.location, e.max_participants, e.participant_count,
  (select count(*)::int from event_participants w where w.event_id = e.id and w.status = 'WAITLISTED') as waitlist_count,
  e.tags, e.cancelled_at, e.created_at, e.comment_count, vp.status as viewer_status,
  case when vp.status = 'WAITLISTED' then (select count(*)::int from event_participants w
    where w.event_id = e.id and w.status = 'WAITLISTED' and (w.joined_at, w.user_id) <= (vp.joined_at, vp.user_id)) end as viewer_position,
  (select m.role from group_members m where m.group_id = e.group_id and m.user_id = $1) as viewer_role,
  (select om.role from group_members om where om.group_id = e.group_id and om.user_id = e.organizer_id) as organizer_role,
  (select count(*)::int from event_attendance a where a.event_id = e.id and a.status = 'ATTENDED') as attended_count,
  (select dp.id from date_polls dp where dp.event_id = e.id) as date_poll_id,
  e.series_id, s.recurrence, e.recurrence_id,
  exists (select 1 from event_series_members sm where sm.series_id = e.series_id and sm.user_id = $2) as series_joined
  from events e
  join groups g on g.id = e.group_id
  join users u on u.id = e.organizer_id
  left join event_series s on s.id = e.series_id
  left join event_participants vp on vp.event_id = e.id and vp.user_id = $3
  where ${where}
  order by ${orderBy}
  limit $${next} offset $${next + 1}`;

export const EVENTS_SQL = {
  /** events.repo.ts groupMonthEvents → selectEvents ($4 the group, $5–$6 the month, by start) */
  groupMonth: selectEvents(
    'e.group_id = $4 and e.event_date >= $5::timestamptz and e.event_date < $6::timestamptz',
    'e.event_date asc, e.id',
    7,
  ),
  /** events.repo.ts myGroupsMonthEvents → selectEvents ($4–$5 the month, $6 the viewer's groups) */
  myMonth: selectEvents(
    'e.event_date >= $4::timestamptz and e.event_date < $5::timestamptz and exists (select 1 from group_members m where m.group_id = e.group_id and m.user_id = $6)',
    'e.event_date asc, e.id',
    7,
  ),
  /** events.repo.ts groupEventsPage → pageOfEvents → selectEvents, upcomingFirst ($5, $6: now) */
  groupPage: selectEvents(
    'e.group_id = $4',
    `(e.cancelled_at is not null or ${EVENT_END} <= $5::timestamptz), case when e.cancelled_at is null and ${EVENT_END} > $6::timestamptz then e.event_date end asc, e.event_date desc, e.id`,
    7,
  ),
  /** events.repo.ts groupEventsPage → pageOfEvents → countEvents ($1 the viewer, $2 the group) */
  groupCount:
    'select count(*)::int as count from events e join groups g on g.id = e.group_id left join event_participants vp on vp.event_id = e.id and vp.user_id = $1 where e.group_id = $2',
};

/** polls.repo.ts, the poll cards of a page of posts (poll-view.ts readPollsOfPage); id lists are one `int[]` parameter. */
export const POLLS_SQL = {
  /** polls.repo.ts findPolls ($1–$3: the viewer, $4: the page's poll ids) */
  find: `select pl.id, pl.post_id, p.group_id, p.author_id, pl.question, pl.multiple, pl.anonymous, pl.closes_at, pl.closed_at,
  pl.version, g.is_public, p.hidden_at,
  (select m.role from group_members m where m.group_id = p.group_id and m.user_id = $1) as viewer_role,
  (select am.role from group_members am where am.group_id = p.group_id and am.user_id = p.author_id) as author_role,
  exists (select 1 from users va where va.id = $2 and va.role = 'ADMIN') as viewer_is_admin,
  exists (select 1 from user_blocks ub where ub.blocker_id = $3 and ub.blocked_id = p.author_id) as is_blocked,
  (select count(*)::int from poll_ballots b where b.poll_id = pl.id) as voter_count
  from polls pl join posts p on p.id = pl.post_id join groups g on g.id = p.group_id
  where pl.id = any($4::int[])`,
  /** polls.repo.ts pollOptions ($1: the poll ids) */
  options: `select o.poll_id, o.id, o.text, (select count(*)::int from poll_choices c where c.option_id = o.id) as vote_count
  from poll_options o where o.poll_id = any($1::int[]) order by o.poll_id, o.position`,
  /** polls.repo.ts pollVoters, named polls only ($1: their ids, $2: the viewer) */
  voters: `select c.option_id, u.id, u.nickname
  from poll_choices c join poll_ballots b on b.poll_id = c.poll_id and b.ballot_key = c.ballot_key
  join users u on u.id = b.voter_id
  where c.poll_id = any($1::int[])
  and not exists (select 1 from user_blocks ub where ub.blocker_id = $2 and ub.blocked_id = u.id)
  order by b.updated_at, u.id`,
  /** polls.repo.ts ballotsChoices ($1: poll ids, $2: the viewer's ballot keys) */
  choices: `select c.poll_id, c.option_id
  from unnest($1::int[], $2::text[]) as k(poll_id, ballot_key)
  join poll_choices c on c.poll_id = k.poll_id and c.ballot_key = k.ballot_key
  order by c.option_id`,
};

/**
 * The statements each measured endpoint sends, in order (`begin`/`commit` left out), as the
 * runner's drift check compares them (it reads `in ($1, $2, …)` lists as one shape, so the replies
 * query matches whatever number of parents a page has).
 */
export const ENDPOINT_SQL: Record<string, string[]> = {
  'groups page 0': [GROUPS_SQL.listPage, GROUPS_SQL.listCount],
  'groups page 90': [GROUPS_SQL.listPage, GROUPS_SQL.listCount],
  'search 2 syllables': [GROUPS_SQL.searchPage],
  'search 4 syllables': [GROUPS_SQL.searchPageFour],
  'search 2 syllables + filters': [GROUPS_SQL.searchFilteredPage],
  'search 4 syllables + filters': [GROUPS_SQL.searchFilteredPageFour],
  'search 2 syllables + districts near': [GROUPS_SQL.searchDistrictsPage],
  'search 2 words': [GROUPS_SQL.searchTwoWords],
  'search initials': [GROUPS_SQL.searchInitials],
  'search 1 syllable': [GROUPS_SQL.searchOneCharacter],
  'group detail': [GROUPS_SQL.one, GROUPS_SQL.preview],
  // The busy group's first page carries the seed's polls (named and anonymous): their four statements.
  'group posts': [
    GROUPS_SQL.find,
    GROUPS_SQL.membership,
    POSTS_SQL.groupPage,
    POSTS_SQL.groupCount,
    POLLS_SQL.find,
    POLLS_SQL.options,
    POLLS_SQL.voters,
    POLLS_SQL.choices,
  ],
  'group posts (200 blocks)': [GROUPS_SQL.find, GROUPS_SQL.membership, POSTS_SQL.groupPage, POSTS_SQL.groupCount],
  'chat history': [GROUPS_SQL.find, GROUPS_SQL.membership, CHAT_SQL.page, CHAT_SQL.count, CHAT_SQL.unread, CHAT_SQL.reactions],
  'chat history (200 blocks)': [GROUPS_SQL.find, GROUPS_SQL.membership, CHAT_SQL.page, CHAT_SQL.count, CHAT_SQL.unread, CHAT_SQL.reactions],
  'post detail': [POSTS_SQL.access, POSTS_SQL.one],
  comments: [POSTS_SQL.access, COMMENTS_SQL.page, COMMENTS_SQL.count, COMMENTS_SQL.replies(1)],
  notifications: [NOTIFICATIONS_SQL.page, NOTIFICATIONS_SQL.count],
  album: [GROUPS_SQL.find, GROUPS_SQL.membership, ALBUM_SQL.page],
  'album events': [GROUPS_SQL.find, GROUPS_SQL.membership, ALBUM_SQL.events],
  // A public group's events need no membership (group-policy.ts authorizeInGroup, readEvents).
  'group calendar month': [GROUPS_SQL.find, EVENTS_SQL.groupMonth],
  'my calendar month': [EVENTS_SQL.myMonth],
  'group events': [GROUPS_SQL.find, EVENTS_SQL.groupPage, EVENTS_SQL.groupCount],
  'create post': [GROUPS_SQL.find, GROUPS_SQL.membership, POSTS_SQL.insert, POSTS_SQL.access, POSTS_SQL.one],
  like: [
    POSTS_SQL.access,
    POSTS_SQL.user,
    POSTS_SQL.like,
    POSTS_SQL.likeCount,
    NOTIFICATIONS_SQL.insert,
    NOTIFICATIONS_SQL.notify,
    POSTS_SQL.likeState,
  ],
};
