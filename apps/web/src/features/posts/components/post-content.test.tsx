import { SAFETY_MSG } from '@dongne/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
