import { DELETED_USER_NICKNAME } from '@dongne/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { profilePath } from '@/config/paths.ts';
import { cx } from '@/lib/cx.ts';

export type LinkedUser = {
  id: number;
  nickname: string;
  /** A deleted account (contract §12): shown as 탈퇴한 회원, never linked. */
  isDeleted?: boolean;
};

type UserLinkProps = {
  user: LinkedUser;
  className?: string;
  /** What the link wraps (an avatar, an avatar and the name); the nickname when left out. */
  children?: ReactNode;
};

/**
 * A person's name (and whatever is passed in, such as their avatar) as a link to their profile, the
 * one way people are reached from members, authors, commenters, owners, applicants and chat. A
 * deleted account renders the same content without a link, named 탈퇴한 회원.
 */
export function UserLink({ user, className, children }: UserLinkProps) {
  const deleted = user.isDeleted === true || user.nickname === DELETED_USER_NICKNAME;
  const content = children ?? (deleted ? DELETED_USER_NICKNAME : user.nickname);
  if (deleted) return <span className={className}>{content}</span>;
  return (
    <Link to={profilePath(user.id)} className={cx('hover:underline focus-visible:underline', className)}>
      {content}
    </Link>
  );
}
