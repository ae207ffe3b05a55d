import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planImageGrid } from '@/features/posts/lib/image-grid-layout.ts';
import { ImageGrid } from './image-grid.tsx';

const urls = (count: number) => Array.from({ length: count }, (_, index) => `/uploads/post/${index + 1}.webp`);

function tiles() {
  return screen.getAllByRole('button', { name: /게시글 이미지/ });
}

describe('planImageGrid (spec §2 post card)', () => {
  it('lays out 1 wide, 2 in columns, 3–4 in a 2×2 grid and counts the rest beyond 4', () => {
    expect(planImageGrid(0)).toBeNull();
    expect(planImageGrid(1)).toEqual({ layout: 'single', tiles: 1, hidden: 0 });
    expect(planImageGrid(2)).toEqual({ layout: 'double', tiles: 2, hidden: 0 });
    expect(planImageGrid(3)).toEqual({ layout: 'grid', tiles: 3, hidden: 0 });
    expect(planImageGrid(4)).toEqual({ layout: 'grid', tiles: 4, hidden: 0 });
    expect(planImageGrid(10)).toEqual({ layout: 'grid', tiles: 4, hidden: 6 });
  });
});

describe('ImageGrid', () => {
  it.each([
    [1, 'single', 1],
    [2, 'double', 2],
    [3, 'grid', 3],
    [4, 'grid', 4],
  ] as const)('draws %i image(s) as %s with %i tile(s) and no +N', (count, layout, tileCount) => {
    const { container } = render(<ImageGrid imageUrls={urls(count)} />);
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', layout);
    expect(tiles()).toHaveLength(tileCount);
    expect(screen.queryByText(/^\+\d+$/)).not.toBeInTheDocument();
  });

  it('shows four tiles and +N on the last one beyond four, every image named', () => {
    render(<ImageGrid imageUrls={urls(7)} />);
    expect(tiles()).toHaveLength(4);
    expect(screen.getByText('+3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /게시글 이미지 4\/7\s*외 3장 더 보기/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '게시글 이미지 1/7' })).toHaveAttribute('src', '/uploads/post/1.webp');
  });

  it('opens the lightbox at the tapped image, moves with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<ImageGrid imageUrls={urls(5)} />);
    const opener = screen.getByRole('button', { name: /게시글 이미지 2\/5/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '이미지 크게 보기' });
    expect(within(dialog).getByText('2 / 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '게시글 이미지 2/5' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('5 / 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '다음 이미지' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('4 / 5')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
