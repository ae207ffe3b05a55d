import { type Me, SAFETY_MSG } from '@dongne/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { PostContent } from './post-content.tsx';

describe('PostContent hidden after reports (contract §11)', () => {
  it('shows others the placeholder the server sent, never a note', () => {
    renderWithProviders(<PostContent postId={1} content={SAFETY_MSG.hiddenContent} isHidden asLink />);
    expect(screen.getByText(SAFETY_MSG.hiddenContent)).toBeInTheDocument();
    expect(screen.queryByText(SAFETY_MSG.hiddenForAuthor)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows its author the content with the note that only they see it', () => {
    renderWithProviders(<PostContent postId={1} content="원래 글" isHidden />);
    expect(screen.getByText(SAFETY_MSG.hiddenForAuthor)).toBeInTheDocument();
    expect(screen.getByText('원래 글')).toBeInTheDocument();
  });

  it('shows a post that is not hidden as it is', () => {
    renderWithProviders(<PostContent postId={1} content="평범한 글" />);
    expect(screen.getByText('평범한 글')).toBeInTheDocument();
    expect(screen.queryByText(SAFETY_MSG.hiddenForAuthor)).not.toBeInTheDocument();
  });
});

describe('PostContent mentions (@멘션, contract §21)', () => {
  const mentions = [
    { userId: 8, nickname: '여의도러너' },
    { userId: 9, nickname: '탈퇴한 회원' },
  ];

  it('links each mention to its member on the page, marks the reader’s own, and leaves a deleted account unlinked', () => {
    useAuthStore.setState({ user: { id: 8, nickname: '여의도러너' } as Me, isAuthenticated: true });
    renderWithProviders(<PostContent postId={1} content="@여의도러너 @탈퇴한 회원 @여의도러너스 고마워요" mentions={mentions} />);
    const mine = screen.getByRole('link', { name: /^@여의도러너\s*\(나를 언급\)$/ });
    expect(mine).toHaveAttribute('href', '/profile/8');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('@탈퇴한 회원')).toBeInTheDocument();
    // A longer name that starts alike is plain text.
    expect(screen.getByText(/@여의도러너스 고마워요/)).toBeInTheDocument();
  });

  it('marks mentions without nesting links inside a card’s link to the post', () => {
    renderWithProviders(<PostContent postId={3} content="@여의도러너 내일 봐요" mentions={mentions} asLink />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/posts/3');
    expect(screen.getByText('@여의도러너')).toHaveClass('text-brand-700');
  });
});
