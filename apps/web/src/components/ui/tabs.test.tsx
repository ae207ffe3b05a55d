import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabList, TabPanel } from './tabs.tsx';

// An owner's group tabs, as the group page shows them.
const TABS = [
  { id: 'posts', label: '게시글' },
  { id: 'events', label: '이벤트' },
  { id: 'members', label: '멤버 (2)' },
  { id: 'info', label: '정보' },
  { id: 'chat', label: '채팅' },
  { id: 'requests', label: '가입 신청 관리' },
] as const;
type Tab = (typeof TABS)[number]['id'];

function OwnerTabs() {
  const [selected, setSelected] = useState<Tab>('posts');
  return (
    <>
      <TabList label="모임 메뉴" idPrefix="group" tabs={TABS} selected={selected} onSelect={setSelected} variant="brand" />
      <TabPanel idPrefix="group" tab={selected}>
        {selected} 내용
      </TabPanel>
    </>
  );
}

/** jsdom lays nothing out: give every tablist the widths of six tabs in a 375 px screen. */
function layOutTablistsAs({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  const isTablist = (element: HTMLElement) => element.getAttribute('role') === 'tablist';
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isTablist(this) ? scrollWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isTablist(this) ? clientWidth : 0;
  });
}

describe('TabList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves and selects with the arrow keys, Home and End, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<OwnerTabs />);
    const posts = screen.getByRole('tab', { name: '게시글' });
    expect(posts).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([posts]);

    posts.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '가입 신청 관리' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: '가입 신청 관리' })).toHaveTextContent('requests 내용');
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: '이벤트', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '가입 신청 관리', selected: true })).toHaveFocus();
  });

  describe('wider than the screen', () => {
    beforeEach(() => layOutTablistsAs({ scrollWidth: 446, clientWidth: 375 }));

    it('shows that more tabs wait on the side that is scrolled out of view', () => {
      render(<OwnerTabs />);
      const list = screen.getByRole('tablist', { name: '모임 메뉴' });
      expect(list).toHaveAttribute('data-more-before', 'false');
      expect(list).toHaveAttribute('data-more-after', 'true');

      list.scrollLeft = 71;
      fireEvent.scroll(list);
      expect(list).toHaveAttribute('data-more-before', 'true');
      expect(list).toHaveAttribute('data-more-after', 'false');
    });
  });

  it('shows no affordance when every tab fits', () => {
    layOutTablistsAs({ scrollWidth: 335, clientWidth: 335 });
    render(<OwnerTabs />);
    const list = screen.getByRole('tablist', { name: '모임 메뉴' });
    expect(list).toHaveAttribute('data-more-before', 'false');
    expect(list).toHaveAttribute('data-more-after', 'false');
  });
});
