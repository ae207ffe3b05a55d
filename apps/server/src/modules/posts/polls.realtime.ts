import type { PollChanged } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { StompRoutes } from '../../realtime/stomp-routes.ts';
import { selectBlockedIds } from '../blocks/blocks.reads.ts';
import { authorizeInGroup } from '../groups/group-policy.ts';
import { pollTopic } from './poll-view.ts';

/**
 * How long a group's poll changes wait to go out together: the window of chat's read moves, so a
 * watcher's counts lag a vote by half a second at most, and a burst of votes costs each watcher
 * two frames of a poll a second, not one per vote.
 */
export const POLL_CHANGES_WINDOW_MS = 500;

/** Of two states of one poll, the one read at the higher version (frames may cross between instances). */
export const newerPollState = (earlier: unknown, later: unknown): unknown =>
  (later as PollChanged).version >= (earlier as PollChanged).version ? later : earlier;

/** A poll state as someone who blocked `blocked` reads it: their names left out, the counts kept (as `GET /api/polls/{id}`). */
export function withoutBlockedVoters(body: string, blocked: ReadonlySet<number>): string {
  const state = JSON.parse(body) as PollChanged;
  if (!state.options.some((option) => option.voters?.some((voter) => blocked.has(voter.id)))) return body;
  const options = state.options.map((option) => ({
    ...option,
    voters: option.voters === null ? null : option.voters.filter((voter) => !blocked.has(voter.id)),
  }));
  return JSON.stringify({ ...state, options });
}

/**
 * Tells the hub what the poll topic carries: a poll's `POLL_CHANGED` state, coalesced per poll
 * (the newest version of a window goes) and kept one object per frame, with the voters each
 * subscriber blocked left out of their copy. `windowMs` is for tests that need several requests to
 * land in one window on a slow machine.
 */
export function registerPollTopics(hub: RealtimeHub, { windowMs = POLL_CHANGES_WINDOW_MS } = {}): void {
  hub.registerTopics('posts.polls', {
    pattern: /^\/topic\/group\.\d+\.polls$/,
    ofGroup: pollTopic,
    coalesce: { windowMs, framePerKey: true, merge: newerPollState },
    redact: withoutBlockedVoters,
  });
}

/**
 * A group's poll topic (`/topic/group.{groupId}.polls`): whoever may read the group's posts hears
 * each poll's results as they change, and has their block list loaded here so their copy leaves
 * out whom they blocked. The topic is the group's: the hub drops it when the group ends, and drops
 * a member's subscription when their membership ends (of a public group too: a page opened
 * afterwards subscribes again).
 */
export function registerPollDestinations(routes: StompRoutes, deps: Deps): void {
  registerPollTopics(deps.realtime);
  routes.subscribe('/topic/group.{groupId}.polls', async ({ principal, params }) => {
    await Promise.all([
      authorizeInGroup(deps.db, 'readPosts', { groupId: params.groupId, userId: principal.id }),
      deps.realtime.blocks.ensure(principal.id, () => selectBlockedIds(deps.db, principal.id)),
    ]);
  });
}
