import type { ChatMention } from '@dongne/contract';
import { Link } from 'react-router';
import { MentionedText } from '@/components/mentions/mentioned-text.tsx';
import { HiddenNote, HiddenPlaceholder, hiddenView } from '@/components/ui/hidden-note.tsx';
import { postPath } from '@/config/paths.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { cx } from '@/lib/cx.ts';

// Past about six lines of a phone screen, a card shows the start and offers the whole post.
const CLAMP_CHARS = 220;
const CLAMP_LINES = 6;

function isLongContent(content: string): boolean {
  return content.length > CLAMP_CHARS || content.split('\n').length > CLAMP_LINES;
}

const NO_MENTIONS: readonly ChatMention[] = [];

const TEXT_CLASS = 'text-[15px] leading-relaxed whitespace-pre-wrap text-gray-800 sm:text-base';

/**
 * A post's text as written (line breaks kept). On a card the text is the way into the post, as in
 * every Korean community app, and a long one is cut after six lines with '더보기'. Mentions
 * (@멘션) are marked; on the page itself each links to its member (a card is one link already).
 */
export function PostContent({
  postId,
  content,
  mentions = NO_MENTIONS,
  asLink = false,
  isHidden = false,
}: {
  postId: number;
  content: string;
  /** The members the text mentions, by their nickname now. */
  mentions?: readonly ChatMention[];
  asLink?: boolean;
  /** Hidden after reports (contract §11): a placeholder for others, a note above it for its author. */
  isHidden?: boolean;
}) {
  const hidden = hiddenView({ isHidden, content });
  if (hidden === 'placeholder') return <HiddenPlaceholder />;
  if (hidden === 'note')
    return (
      <div className="grid gap-1.5">
        <HiddenNote />
        <PostContent postId={postId} content={content} mentions={mentions} asLink={asLink} />
      </div>
    );
  if (!asLink)
    return (
      <p className={TEXT_CLASS}>
        <MentionedText content={content} mentions={mentions} />
      </p>
    );
  const isClamped = isLongContent(content);
  return (
    <Link to={postPath(postId)} className="block rounded-lg">
      <p className={cx(TEXT_CLASS, isClamped && 'line-clamp-6')}>
        <MentionedText content={content} mentions={mentions} linked={false} />
      </p>
      {isClamped && <span className="mt-1 inline-block text-sm font-semibold text-gray-500">{POST_TEXT.readMore}</span>}
    </Link>
  );
}
