import { EVENT_DEFAULT_DURATION_MS } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/features/events/testing/build-event.ts';
import { emptyEventForm, eventFormSchema, eventToFormInput, toCreatePayload, toUpdatePayload } from './event-form-schema.ts';

const NOW = new Date('2026-03-01T09:00:00');
const valid = { ...emptyEventForm(7), title: '토요일 러닝', location: '한강', eventDate: '2026-03-07T07:00' };

describe('eventFormSchema', () => {
  it('uses the injected clock: one minute after now passes, now itself does not', () => {
    const schema = eventFormSchema({ now: () => NOW });
    expect(schema.safeParse({ ...valid, eventDate: '2026-03-01T09:01' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, eventDate: '2026-03-01T09:00' }).error?.issues[0]?.message).toBe(
      '지난 시간으로는 만들 수 없습니다',
    );
  });

  it('refuses an end equal to the start', () => {
    const result = eventFormSchema({ now: () => NOW }).safeParse({ ...valid, endDate: valid.eventDate });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['endDate']);
  });
});

describe('payloads', () => {
  it('sends ISO strings with an offset and leaves a blank end out of a create', () => {
    const payload = toCreatePayload({ ...valid, description: '', isOnline: false, maxParticipants: 10, tags: [], endDate: '' });
    expect(payload.eventDate).toMatch(/^2026-03-07T07:00:00([+-]\d{2}:\d{2}|Z)$/);
    expect(payload.endDate).toBeUndefined();
    expect(payload.groupId).toBe(7);
  });

  it('leaves out a start and end left as the form opened with them, and sends a moved start with its end', () => {
    const values = { ...valid, description: '', isOnline: false, maxParticipants: 10, tags: [], endDate: '2026-03-07T09:00' };
    const unchanged = toUpdatePayload(values, { eventDate: valid.eventDate, endDate: '2026-03-07T09:00' });
    expect(unchanged.eventDate).toBeUndefined();
    expect(unchanged.endDate).toBeUndefined();
    const moved = toUpdatePayload(
      { ...values, eventDate: '2026-03-07T08:00' },
      { eventDate: valid.eventDate, endDate: '2026-03-07T09:00' },
    );
    expect(moved.eventDate).toMatch(/^2026-03-07T08:00:00/);
    expect(moved.endDate).toMatch(/^2026-03-07T09:00:00/);
  });

  it('clears the end with null on an update and never sends the group', () => {
    const payload = toUpdatePayload({ ...valid, description: '', isOnline: false, maxParticipants: 10, tags: [], endDate: '' });
    expect(payload.endDate).toBeNull();
    expect(payload).not.toHaveProperty('groupId');
  });
});

describe('eventToFormInput', () => {
  it('shows the server-filled two-hour end as blank and a chosen end as it is', () => {
    const start = '2026-03-07T07:00:00.000Z';
    const defaultEnd = new Date(Date.parse(start) + EVENT_DEFAULT_DURATION_MS).toISOString();
    expect(eventToFormInput(buildEvent({ eventDate: start, endDate: defaultEnd }), EVENT_DEFAULT_DURATION_MS).endDate).toBe('');
    const chosen = eventToFormInput(buildEvent({ eventDate: start, endDate: '2026-03-07T10:30:00.000Z' }), EVENT_DEFAULT_DURATION_MS);
    expect(chosen.endDate).not.toBe('');
  });
});
