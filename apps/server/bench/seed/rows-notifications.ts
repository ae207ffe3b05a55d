/** Notifications of the kinds the services write, about each user's own posts, groups and events. */
import { eventNotification } from '../../src/modules/events/event-mapper.ts';
import { groupNotification } from '../../src/modules/groups/group-notifications.ts';
import type { NewNotification } from '../../src/modules/notifications/notifications.repo.ts';
import { commentNotification, postNotification } from '../../src/modules/posts/post-notifications.ts';
import { invert, type Lists, type Plan, streamFor, value } from './plan.ts';
import { allocate, type Random } from './random.ts';
import type { EventPlan } from './rows-events.ts';
import { ascendingTimes, DAY, type TableSource } from './source.ts';

/** Ids of `ownerIds[i]`'s things grouped per owner (1-based owner ids, 1-based thing ids). */
function listsByOwner(ownerIds: ArrayLike<number>, ownerCount: number): Lists {
  const single: Lists = {
    offsets: Int32Array.from({ length: ownerIds.length + 1 }, (_, index) => index),
    items: Int32Array.from(ownerIds),
  };
  return invert(single, ownerCount);
}

export function notificationSource(seed: number, plan: Plan, events: EventPlan, count: number): TableSource {
  return {
    table: 'notifications',
    columns: [
      ['user_id', 'int'],
      ['type', 'text'],
      ['title', 'text'],
      ['message', 'text'],
      ['is_read', 'bool'],
      ['related_type', 'text'],
      ['related_id', 'int'],
      ['actor_id', 'int'],
      ['names_actor', 'bool'],
      ['created_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'notifications');
      const postsByAuthor = listsByOwner(plan.posts.authorIds, plan.userCount);
      const groupsByMember = invert(plan.groups.members, plan.userCount);
      const eventsByGroup = listsByOwner(events.groups, plan.groups.count);
      const perUser = allocate(
        random,
        count,
        Array.from({ length: plan.userCount }, () => random.logNormal(1)),
      );
      const itemsOf = (lists: Lists, owner: number) => lists.items.subarray(value(lists.offsets, owner), value(lists.offsets, owner + 1));
      const groupRef = (group: number) => ({ id: group, name: plan.groups.names[group - 1] as string });
      // Users are numbered from 1 in the order of their nicknames.
      const someone = () => plan.userActivity.pick(random) + 1;
      for (let user = 1; user <= plan.userCount; user += 1) {
        const total = value(perUser, user - 1);
        const posts = itemsOf(postsByAuthor, user - 1);
        const groups = itemsOf(groupsByMember, user - 1);
        const times = ascendingTimes(random, total, plan.anchor - 60 * DAY, plan.anchor);
        for (let index = 0; index < total; index += 1) {
          const notification = pickNotification(random, user, posts, groups, (group) => itemsOf(eventsByGroup, group - 1), {
            someone,
            groupRef,
            eventTitle: (event) => events.titles[event - 1] as string,
            anyGroup: () => random.int(1, plan.groups.count),
          });
          // Older ones have mostly been read; the newest are waiting.
          const isRead = index < total * 0.7 && random.chance(0.9);
          yield [
            user,
            notification.type,
            notification.title,
            notification.message,
            isRead,
            notification.relatedType,
            notification.relatedId,
            notification.actorId,
            notification.namesActor ?? false,
            times[index] as number,
          ];
        }
      }
    },
  };
}

type NotificationText = {
  /** Some user's id: the actor of a like, comment or join. */
  someone: () => number;
  groupRef: (group: number) => { id: number; name: string };
  eventTitle: (event: number) => string;
  anyGroup: () => number;
};

/** One notification of the kinds the service writes, about the user's own posts, groups and events. */
function pickNotification(
  random: Random,
  user: number,
  posts: Int32Array,
  groups: Int32Array,
  eventsOf: (group: number) => Int32Array,
  text: NotificationText,
): NewNotification & { actorId: number | null } {
  const roll = random.next();
  if (posts.length > 0 && roll < 0.4) {
    const post = random.pick(Array.from(posts));
    return { ...postNotification.liked(user, post), actorId: text.someone() };
  }
  if (posts.length > 0 && roll < 0.7) {
    const post = random.pick(Array.from(posts));
    const actorId = text.someone();
    const content = random.pick(['좋아요!', '저도 갈게요', '사진 잘 봤어요']);
    return { ...commentNotification.commented(user, { thread: { kind: 'post', id: post }, title: '', content }), actorId };
  }
  if (groups.length > 0) {
    const group = value(groups, random.int(0, groups.length - 1));
    const events = eventsOf(group);
    if (events.length > 0 && roll < 0.9) {
      const event = value(events, random.int(0, events.length - 1));
      return { ...eventNotification.created(user, event, text.groupRef(group).name, text.eventTitle(event)), actorId: null };
    }
    return random.chance(0.5)
      ? { ...groupNotification.joined(user, text.groupRef(group)), actorId: text.someone() }
      : { ...groupNotification.approved(user, text.groupRef(group)), actorId: null };
  }
  return { ...groupNotification.approved(user, text.groupRef(text.anyGroup())), actorId: null };
}
