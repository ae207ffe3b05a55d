import { type ChatMention, mentionIndex, renameMentions } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { isFirstWithin } from '../../lib/rate-limiter.ts';
import { insertNotifications, type NewNotification } from '../notifications/notifications.service.ts';
import { type StoredMention, selectMentionable } from './post-mentions.repo.ts';

/** What a post or comment hangs in: a post, or an event for an event's comment (contract §19). */
type MentionThread = { kind: 'post' | 'event'; id: number };

/**
 * The members a text mentions (contract §21), as chat decides it: of those the writer picked (and,
 * on an edit, those it mentioned before), the group's members, the writer left out, whose '@' and
 * nickname now stand in the text as a whole name, in the order the text names them. Anyone else is
 * dropped without an error: a mention of a non-member mentions no one.
 */
export async function mentionsIn(
  db: Deps['db'],
  { groupId, writerId, text, picked }: { groupId: number; writerId: number; text: string; picked: readonly number[] },
): Promise<StoredMention[]> {
  const ids = [...new Set(picked)].filter((id) => id !== writerId);
  if (ids.length === 0) return [];
  return (await selectMentionable(db, groupId, ids))
    .map((member) => ({ userId: member.id, as: member.nickname, at: mentionIndex(text, member.nickname) }))
    .filter((mention) => mention.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ userId, as }) => ({ userId, as }));
}

/**
 * The text with each mention under its member's nickname now (a renamed member shows the new name,
 * a deleted account 탈퇴한 회원), and the mentions themselves. `names` is the row's `mention_names`.
 */
export function withMentions(
  content: string,
  stored: readonly StoredMention[] | null,
  names: Readonly<Record<string, string>> | null,
): { content: string; mentions: ChatMention[] } {
  const renames = new Map<string, string>();
  const mentions = (stored ?? []).map(({ userId, as }) => {
    const nickname = names?.[String(userId)] ?? as;
    if (nickname !== as && !renames.has(as)) renames.set(as, nickname);
    return { userId, nickname };
  });
  return { content: renameMentions(content, renames), mentions };
}

/** How long a writer's further mentions of one member in one thread tell them nothing new. */
const MENTION_WINDOW_MS = 60_000;

/**
 * MENTION for each member newly mentioned (not in `before`: an edit tells only whom it adds), in
 * the writing transaction, through `insertNotifications`, which leaves out whoever blocked the
 * writer. At most one a minute per writer, thread and member, as in chat (contract §16). Answers
 * whom it told, so a comment's other notice to them (a new comment on their post) is not sent too.
 */
export async function notifyMentioned(
  deps: Pick<Deps, 'limiter' | 'jobs'>,
  tx: Parameters<typeof insertNotifications>[0],
  {
    writerId,
    thread,
    mentions,
    before = [],
    comment,
  }: {
    writerId: number;
    thread: MentionThread;
    mentions: readonly StoredMention[];
    before?: readonly StoredMention[] | null;
    /** A comment's mention quotes it (hidden with it after reports, contract §11). */
    comment?: { id: number; content: string };
  },
): Promise<Set<number>> {
  const known = new Set((before ?? []).map((mention) => mention.userId));
  const news: NewNotification[] = [];
  for (const { userId } of mentions) {
    if (known.has(userId)) continue;
    if (await isFirstWithin(deps.limiter, `once:mention:${thread.kind}:${thread.id}:${writerId}:${userId}`, MENTION_WINDOW_MS))
      news.push(mentionNotification(userId, thread, comment));
  }
  if (news.length > 0) await insertNotifications(tx, news, { actorId: writerId, jobs: deps.jobs });
  return new Set(news.map((notification) => notification.userId));
}

const clip = (text: string, length = 30) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** Names the writer (the actor): their nickname is filled in when read. A tap opens the post (the event). */
function mentionNotification(userId: number, thread: MentionThread, comment?: { id: number; content: string }): NewNotification {
  return {
    userId,
    type: 'MENTION',
    title: comment ? '댓글에서 회원님을 언급했어요' : '게시글에서 회원님을 언급했어요',
    message: comment ? `님: ${clip(comment.content)}` : '님이 게시글에서 회원님을 불렀어요.',
    namesActor: true,
    relatedType: thread.kind === 'post' ? 'POST' : 'EVENT',
    relatedId: thread.id,
    commentId: comment?.id ?? null,
  };
}
