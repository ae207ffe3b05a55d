/** Rows of what members write: posts, likes, comments with replies, chat messages. */
import { CHAT_MSG } from '@dongne/contract';
import { chatLine, commentContent, postContent } from './korean-text.ts';
import { HISTORY, type Plan, streamFor, value } from './plan.ts';
import { WeightedPicker } from './random.ts';
import { ascendingTimes, DAY, membersOf, type TableSource } from './source.ts';

/**
 * The photos members posted (the album's sources, contract §20): about three posts in ten carry one
 * to three images and three chat lines in a hundred are IMAGE messages. Each decision has a random
 * stream of its own, so the text of every other row is the same as without photos; the uploads
 * source walks the same streams to write the upload rows they show (before them: attaching an
 * image marks its upload, migration 0017).
 */
function* postImages(seed: number, postCount: number): Generator<{ post: number; urls: string[] }> {
  const random = streamFor(seed, 'post_images');
  for (let post = 0; post < postCount; post += 1) {
    const count = random.chance(0.3) ? random.int(1, 3) : 0;
    yield { post, urls: Array.from({ length: count }, (_, index) => `/uploads/post/bench-${post + 1}-${index + 1}.jpg`) };
  }
}

function* chatImages(seed: number, messageCount: number): Generator<{ message: number; url: string | null }> {
  const random = streamFor(seed, 'chat_images');
  for (let message = 0; message < messageCount; message += 1) {
    yield { message, url: random.chance(0.03) ? `/uploads/post/bench-chat-${message + 1}.jpg` : null };
  }
}

/** An upload row for every image the posts and chat lines show, sized as a phone's photo re-encoded. */
export function uploadSource(seed: number, plan: Plan, messageCount: number): TableSource {
  return {
    table: 'uploads',
    columns: [
      ['id', 'int'],
      ['kind', 'text'],
      ['url', 'text'],
      ['bytes', 'int'],
      ['width', 'int'],
      ['height', 'int'],
      ['created_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'upload_sizes');
      let id = 0;
      const row = (url: string, created: number) => {
        id += 1;
        const portrait = random.chance(0.4);
        return [id, 'post', url, random.int(120_000, 900_000), portrait ? 1080 : 1440, portrait ? 1440 : 1080, created];
      };
      for (const { post, urls } of postImages(seed, plan.posts.count)) {
        for (const url of urls) yield row(url, value(plan.posts.createdAt, post));
      }
      for (const { url } of chatImages(seed, messageCount)) if (url) yield row(url, plan.anchor - HISTORY.chat);
    },
  };
}

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
      ['image_urls', 'text[]'],
      ['like_count', 'int'],
      ['comment_count', 'int'],
      ['created_at', 'time'],
      ['updated_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'post_text');
      const images = postImages(seed, posts.count);
      for (let post = 0; post < posts.count; post += 1) {
        const created = value(posts.createdAt, post);
        yield [
          post + 1,
          value(posts.groupIds, post),
          value(posts.authorIds, post),
          postContent(topicOf(post), random),
          images.next().value?.urls ?? [],
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
      const images = chatImages(seed, count);
      // Ids follow time across the whole table, as they do when rooms talk at once.
      for (let index = 0; index < count; index += 1) {
        const image = images.next().value?.url ?? null;
        const group = picker.pick(random);
        const members = membersOf(plan, group);
        const sender = value(members, random.int(0, members.length - 1));
        const time = start + (HISTORY.chat * (index + random.next())) / count;
        const isSystem = random.chance(0.02);
        // A SYSTEM line stores its member's id and the text after their nickname, as the service does.
        // A photo still draws its line, so the rows after it read as they would without photos.
        const line = isSystem ? '' : chatLine(random);
        yield isSystem
          ? [index + 1, group + 1, null, CHAT_MSG.joined(''), 'SYSTEM', sender, time]
          : image
            ? [index + 1, group + 1, sender, image, 'IMAGE', null, time]
            : [index + 1, group + 1, sender, line, 'TEXT', null, time];
      }
    },
  };
}
