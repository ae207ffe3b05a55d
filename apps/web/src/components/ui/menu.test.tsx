import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { Menu } from './menu.tsx';

describe('Menu', () => {
  it('opens on its button, moves with the arrow keys, and closes back to the button on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Menu
        label="멤버 메뉴"
        items={[
          { label: '운영진으로 지정', onSelect: () => undefined },
          { label: '내보내기', tone: 'danger', onSelect: () => undefined },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: '멤버 메뉴' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: '멤버 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '운영진으로 지정' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '내보내기' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '운영진으로 지정' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: '내보내기' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs the chosen item once, closed, and closes on a click outside', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <p>바깥</p>
        <Menu label="모임 더보기" items={[{ label: '모임 탈퇴하기', onSelect }]} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '모임 더보기' }));
    await user.click(screen.getByText('바깥'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '모임 더보기' }));
    await user.click(screen.getByRole('menuitem', { name: '모임 탈퇴하기' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows nothing when there is nothing to choose', () => {
    renderWithProviders(<Menu label="게시글 메뉴" items={[]} />);
    expect(screen.queryByRole('button', { name: '게시글 메뉴' })).not.toBeInTheDocument();
  });
});
