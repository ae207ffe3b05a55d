import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/features/events/testing/build-event.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { EventCard } from './event-card.tsx';
import { SeriesSection } from './series-section.tsx';

const series = { seriesId: 4, recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8' };

describe('SeriesSection', () => {
  it('sums up the rule and lists the next dates, this one and the cancelled ones marked', async () => {
    const current = buildEvent({ ...series, eventDate: '2030-12-03T10:30:00.000Z' });
    const next = buildEvent({ ...series, eventDate: '2030-12-05T10:30:00.000Z', status: 'CANCELLED' });
    const later = buildEvent({ ...series, eventDate: '2030-12-10T10:30:00.000Z' });
    const asked: unknown[] = [];
    mockApi((config) => {
      asked.push([config.url, config.params]);
      return { status: 200, data: { content: [current, next, later], page: 0, size: 5, totalElements: 3, totalPages: 1, last: true } };
    });
    renderWithProviders(<SeriesSection event={current} />);
    const section = screen.getByRole('region', { name: '반복 일정' });
    expect(within(section).getByText('매주 화, 목 오후 7:30 · 8회')).toBeInTheDocument();
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/events/${current.id}`, `/events/${next.id}`, `/events/${later.id}`]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).toHaveAccessibleName(/지금 보는 일정/);
    expect(links[1]).toHaveAccessibleName(/취소/);
    expect(links[2]).not.toHaveAccessibleName(/취소|지금 보는 일정/);
    expect(asked).toEqual([['/events/series/4', { page: 0, size: 5, upcoming: true }]]);
  });

  it('shows nothing for a one-off event', () => {
    const { container } = renderWithProviders(<SeriesSection event={buildEvent()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the repeat mark on a card', () => {
  it('names a series occurrence 반복 일정', () => {
    renderWithProviders(<EventCard event={buildEvent({ ...series, title: '화목 러닝' })} />);
    expect(within(screen.getByRole('article', { name: '화목 러닝' })).getByRole('img', { name: '반복 일정' })).toBeInTheDocument();
  });

  it('leaves a one-off event unmarked', () => {
    renderWithProviders(<EventCard event={buildEvent({ title: '번개 러닝' })} />);
    expect(within(screen.getByRole('article', { name: '번개 러닝' })).queryByRole('img', { name: '반복 일정' })).not.toBeInTheDocument();
  });
});
