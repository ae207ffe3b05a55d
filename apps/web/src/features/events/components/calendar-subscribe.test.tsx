import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CalendarSubscribe } from './calendar-subscribe.tsx';

describe('CalendarSubscribe', () => {
  it('makes the feed address only when asked, then shows it with copy and webcal buttons', async () => {
    const calls: string[] = [];
    mockApi((config) => {
      calls.push(`${config.method} ${config.url}`);
      return { status: 200, data: { token: 'tok-1', feedUrl: '/api/events/my.ics?token=tok-1' } };
    });
    // user-event puts its own clipboard on navigator, which the copy button writes to.
    const user = userEvent.setup();
    renderWithProviders(<CalendarSubscribe />);

    await user.click(screen.getByRole('button', { name: '내 캘린더 구독' }));
    expect(screen.getByRole('dialog', { name: '내 캘린더 구독' })).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: '구독 주소 받기' }));
    const address = await screen.findByRole('textbox', { name: '내 캘린더 구독 주소' });
    const expected = `${window.location.origin}/api/events/my.ics?token=tok-1`;
    expect(address).toHaveValue(expected);
    expect(screen.getByRole('link', { name: '캘린더 앱에서 열기' })).toHaveAttribute('href', expected.replace(/^https?:/, 'webcal:'));
    expect(calls).toEqual(['post /events/calendar-token']);

    await user.click(screen.getByRole('button', { name: '주소 복사' }));
    expect(await navigator.clipboard.readText()).toBe(expected);
    expect(screen.getByRole('button', { name: '새 주소 다시 받기' })).toBeInTheDocument();
  });
});
