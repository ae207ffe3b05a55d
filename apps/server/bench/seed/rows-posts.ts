/** Rows of what members write: posts, likes, comments with replies, chat messages. */
import { CHAT_MSG } from '@dongne/contract';
import { chatLine, commentContent, postContent } from './korean-text.ts';
import { HISTORY, type Plan, streamFor, value } from './plan.ts';
import { WeightedPicker } from './random.ts';
import { ascendingTimes, DAY, membersOf, type TableSource } from './source.ts';

export function postSources(seed: number, plan: Plan): TableSource[] {
  const { posts, groups, anchor } = plan;
  const topicOf = (post: number) => groups.topics[value(posts.groupIds, post) - 1] as Plan['groups']['topics'][number];
  const postRows: TableSource = {
    table: 'posts',
    columns: [
      ['id', 'int'],
      ['group_id', 'int'],
      ['author_id', 'int'],
      ['content', 'text'],
      ['like_count', 'int'],
      ['comment_count', 'int'],
      ['created_at', 'time'],
      ['updated_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'post_text');
      for (let post = 0; post < posts.count; post += 1) {
        const created = value(posts.createdAt, post);
        yield [
          post + 1,
          value(posts.groupIds, post),
          value(posts.authorIds, post),
          postContent(topicOf(post), random),
          value(posts.likeCounts, post),
          value(posts.commentCounts, post),
          created,
          created,
        ];
      }
    },
  };
  const likes: TableSource = {
    table: 'post_likes',
    columns: [
      ['post_id', 'int'],
      ['user_id', 'int'],
      ['created_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'post_likes');
      for (let post = 0; post < posts.count; post += 1) {
        const count = value(posts.likeCounts, post);
        if (count === 0) continue;
        const author = value(posts.authorIds, post);
        const others = Array.from(membersOf(plan, value(posts.groupIds, post) - 1)).filter((member) => member !== author);
        const created = value(posts.createdAt, post);
        for (const userId of random.sample(others, count)) {
          yield [post + 1, userId, created + random.next() * Math.min(3 * DAY, anchor - created)];
        }
      }
    },
  };
  const comments: TableSource = {
    table: 'comments',
    columns: [
      ['id', 'int'],
      ['post_id', 'int'],
      ['author_id', 'int'],
      ['parent_id', 'int'],
      ['content', 'text'],
      ['created_at', 'time'],
      ['updated_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'comments');
      let nextId = 1;
      for (let post = 0; post < posts.count; post += 1) {
        const count = value(posts.commentCounts, post);
        if (count === 0) continue;
        const members = membersOf(plan, value(posts.groupIds, post) - 1);
        const created = value(posts.createdAt, post);
        const topLevel: number[] = [];
        for (const time of ascendingTimes(random, count, created, Math.min(created + 7 * DAY, anchor))) {
          // About a quarter are replies, always to a top-level comment of the same post (one level).
          const parent = topLevel.length > 0 && random.chance(0.25) ? random.pick(topLevel) : null;
          if (parent === null) topLevel.push(nextId);
          yield [
            nextId,
            post + 1,
            value(members, random.int(0, members.length - 1)),
            parent,
            commentContent(topicOf(post), random),
            time,
            time,
          ];
          nextId += 1;
        }
      }
    },
  };
  return [postRows, likes, comments];
}

export function chatSource(seed: number, plan: Plan, count: number): TableSource {
  return {
    table: 'chat_messages',
    columns: [
      ['id', 'int'],
      ['room_id', 'int'],
      ['sender_id', 'int'],
      ['content', 'text'],
      ['message_type', 'text'],
      ['actor_id', 'int'],
      ['created_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'chat_messages');
      const picker = new WeightedPicker(Array.from(plan.groups.memberCounts, (members) => members * random.logNormal(1)));
      const start = plan.anchor - HISTORY.chat;
      // Ids follow time across the whole table, as they do when rooms talk at once.
      for (let index = 0; index < count; index += 1) {
        const group = picker.pick(random);
        const members = membersOf(plan, group);
        const sender = value(members, random.int(0, members.length - 1));
        const time = start + (HISTORY.chat * (index + random.next())) / count;
        const isSystem = random.chance(0.02);
        // A SYSTEM line stores its member's id and the text after their nickname, as the service does.
        yield isSystem
          ? [index + 1, group + 1, null, CHAT_MSG.joined(''), 'SYSTEM', sender, time]
          : [index + 1, group + 1, sender, chatLine(random), 'TEXT', null, time];
      }
    },
  };
}
