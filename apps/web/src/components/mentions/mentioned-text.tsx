import { type ChatMention, DELETED_USER_NICKNAME, splitMentions } from '@dongne/contract';
import { Fragment } from 'react';
import { UserLink } from '@/components/ui/user-link.tsx';
import { useAuthStore } from '@/lib/auth-store.ts';
import { cx } from '@/lib/cx.ts';
import { MENTION_TEXT } from './mention-text.ts';

type MentionedTextProps = {
  content: string;
  mentions: readonly ChatMention[];
  /** On the reader's own chat bubble (white on brand) rather than on a light background. */
  onBrand?: boolean;
  /** Inside a link already (a post card opening the post): marked, not linked, since links do not nest. */
  linked?: boolean;
};

/**
 * A text with each '@nickname' it mentions (@멘션, contract §21) marked and linked to that member,
 * the reader's own highlighted and read out as '나를 언급'. Which spans are mentions is the
 * contract's rule (whole names only), the same the server applies.
 */
export function MentionedText({ content, mentions, onBrand = false, linked = true }: MentionedTextProps) {
  const myId = useAuthStore((state) => state.user?.id ?? null);
  return splitMentions(content, mentions).map((segment, index) => {
    // Segments never move within one text: their position is a stable key.
    const key = `${index}`;
    if (segment.kind === 'text') return <Fragment key={key}>{segment.text}</Fragment>;
    const { userId, nickname } = segment.mention;
    const isMe = userId === myId;
    const className = cx(
      'font-semibold',
      onBrand ? 'text-white underline decoration-white/60' : 'text-brand-700',
      isMe && !onBrand && 'rounded bg-brand-100 px-0.5',
    );
    const label = (
      <>
        {`@${nickname}`}
        {isMe && <span className="sr-only"> ({MENTION_TEXT.ofMe})</span>}
      </>
    );
    if (!linked)
      return (
        <span key={key} className={className}>
          {label}
        </span>
      );
    return (
      <UserLink
        key={key}
        user={{ id: userId, nickname: `@${nickname}`, isDeleted: nickname === DELETED_USER_NICKNAME }}
        className={className}
      >
        {label}
      </UserLink>
    );
  });
}
