import { hangulInitials } from '@dongne/contract';
import type { BenchUser, Fixture, SearchWord } from './fixture.ts';

export type Side = 'ours' | 'baseline';
export type BenchRequest = { method: 'GET' | 'POST'; path: string; body?: unknown };
export type Endpoint = {
  name: string;
  kind: 'read' | 'write';
  search: boolean;
  /** The next request to send and the user sending it; walks through users (and likes) in turn. */
  next: () => { user: BenchUser; request: BenchRequest };
};

/** Page 90 of twenty is the deepest page of the 2 000-group set an infinite scroll reaches. */
const DEEP_PAGE = 90;

/** Headers that make `user` the caller: a bearer token for ours, `x-user-id` for the baseline. */
export function callerHeaders(side: Side, user: BenchUser): Record<string, string> {
  return side === 'ours' ? { authorization: `Bearer ${user.token}` } : { 'x-user-id': String(user.id) };
}

function rotation<T>(items: T[]): () => T {
  let index = 0;
  return () => {
    const item = items[index % items.length];
    index += 1;
    if (item === undefined) throw new Error('nothing to rotate through');
    return item;
  };
}

/**
 * Likes walk through (post, user) pairs of the busy group that are not liked yet, so both servers
 * do the full write (like, count, notification) as long as pairs last; after that a like repeats
 * (the idempotent path) and `fresh` stops growing, which the runner reports.
 */
export function likePairs(fixture: Fixture, users: BenchUser[]) {
  function* freshPairs() {
    for (const postId of fixture.groupPostIds) {
      for (const user of users) {
        const key = `${postId}:${user.id}`;
        if (fixture.liked.has(key)) continue;
        fixture.liked.add(key);
        yield { postId, user };
      }
    }
  }
  const pairs = freshPairs();
  const repeat = rotation(users);
  let fresh = 0;
  return {
    next() {
      const pair = pairs.next();
      if (pair.done) return { postId: fixture.postId, user: repeat() };
      fresh += 1;
      return pair.value;
    },
    /** Likes that were new when handed out; counts up across phases. */
    fresh: () => fresh,
  };
}

const words = (query: string) => `/api/search/groups?query=${encodeURIComponent(query)}`;
const search = (word: SearchWord, filtered: boolean) =>
  `/api/search/groups?query=${encodeURIComponent(word.query)}${filtered ? `&categoryId=${word.categoryId}&locationId=${word.locationId}` : ''}`;

/** The measured endpoints, in the order docs/benchmarks.md's table lists them. */
export function endpoints(
  fixture: Fixture,
  { users, notificationReader, blocker }: { users: BenchUser[]; notificationReader: BenchUser; blocker: BenchUser },
  likes: ReturnType<typeof likePairs>,
): Endpoint[] {
  const read = (name: string, path: string, isSearch = false, readers = users): Endpoint => {
    const user = rotation(readers);
    return { name, kind: 'read', search: isSearch, next: () => ({ user: user(), request: { method: 'GET', path } }) };
  };
  const writer = rotation(users);
  let written = 0;
  const { two, four } = fixture.words;
  return [
    read('groups page 0', '/api/groups?page=0'),
    read(`groups page ${DEEP_PAGE}`, `/api/groups?page=${DEEP_PAGE}`),
    read('search 2 syllables', search(two, false), true),
    read('search 4 syllables', search(four, false), true),
    read('search 2 syllables + filters', search(two, true), true),
    read('search 4 syllables + filters', search(four, true), true),
    // Several districts and their neighbours (contract §14: locationIds, near=true).
    read('search 2 syllables + districts near', `${search(two, false)}&locationIds=${[two.locationId, 14, 22].join(',')}&near=true`, true),
    // A district's first two syllables and a topic (강남 러닝), and a topic's initials (ㄹㄴ): contract §14.
    read('search 2 words', words(`${two.district.slice(0, 2)} ${two.query}`), true),
    read('search initials', words(hangulInitials(two.query)), true),
    // One syllable (책 = book), too short for the two-character index: the single-character one finds it.
    read('search 1 syllable', words('책'), true),
    read('group detail', `/api/groups/${fixture.groupId}`),
    read('group posts', `/api/posts/group/${fixture.groupId}`),
    // The same page read by a member who blocked 200 of the group's most active writers (contract §11).
    read('group posts (200 blocks)', `/api/posts/group/${fixture.groupId}`, false, [blocker]),
    read('chat history', `/api/groups/${fixture.groupId}/chat/messages`),
    read('chat history (200 blocks)', `/api/groups/${fixture.groupId}/chat/messages`, false, [blocker]),
    read('post detail', `/api/posts/${fixture.postId}`),
    read('comments', `/api/posts/${fixture.postId}/comments`),
    read('notifications', '/api/notifications', false, [notificationReader]),
    // A busy group's album: its posts' images, its chat photos and its events' photos (contract §20).
    read('album', `/api/groups/${fixture.groupId}/photos`),
    // The album's event filter: the busy group's events with photos, counted (contract §20).
    read('album events', `/api/groups/${fixture.groupId}/photos/events`),
    // A month of the busy group's calendar holding its series' occurrences, the same month of every
    // group of the reader's, and the group's event list (contract §19).
    read('group calendar month', `/api/groups/${fixture.groupId}/calendar?month=${fixture.calendarMonth}`),
    read('my calendar month', `/api/events/calendar?month=${fixture.calendarMonth}`),
    read('group events', `/api/events/group/${fixture.groupId}`),
    {
      name: 'create post',
      kind: 'write',
      search: false,
      next: () => {
        written += 1;
        const body = { groupId: fixture.groupId, content: `성능 측정용 글입니다. ${written}번째 글이에요.` };
        return { user: writer(), request: { method: 'POST', path: '/api/posts', body } };
      },
    },
    {
      name: 'like',
      kind: 'write',
      search: false,
      next: () => {
        const { postId, user } = likes.next();
        return { user, request: { method: 'POST', path: `/api/posts/${postId}/like` } };
      },
    },
  ];
}

export { DEEP_PAGE };
