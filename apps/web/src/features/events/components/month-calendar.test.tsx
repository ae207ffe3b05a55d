import { screen } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/features/events/testing/build-event.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { MonthCalendar } from './month-calendar.tsx';

describe('MonthCalendar', () => {
  it('says and draws a day whose 정모 is cancelled as cancelled, not as one the member takes part in', async () => {
    const today = new Date();
    today.setHours(12, 0, 0, 0);
    const cancelled = buildEvent({ eventDate: today.toISOString(), status: 'CANCELLED', isParticipating: true, seriesId: 4 });
    mockApi(() => ({ status: 200, data: { month: format(today, 'yyyy-MM'), events: [cancelled] } }));
    renderWithProviders(<MonthCalendar groupId={null} />);
    const day = await screen.findByRole('button', { name: new RegExp(`^${format(today, 'M월 d일')} .요일, 오늘, 일정 1개, 취소 1개$`) });
    expect(day.querySelector('.bg-gray-400')).not.toBeNull();
  });
});
