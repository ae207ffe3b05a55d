import type { Event } from '@dongne/contract';

let nextId = 1;

const HOUR = 3_600_000;

/** An ISO instant `hours` from now, so "in the future" stays true whenever the tests run. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * HOUR).toISOString();
}

/** An event as the API answers it to a member who may join; every call gets its own id. */
export function buildEvent(overrides: Partial<Event> = {}): Event {
  const id = nextId++;
  return {
    id,
    groupId: 7,
    group: { id: 7, name: '한강 새벽러닝 크루' },
    title: `토요일 아침 러닝 ${id}`,
    description: '여의나루역 2번 출구에서 만나 반포대교까지 달려요.',
    eventDate: hoursFromNow(48),
    endDate: hoursFromNow(50),
    status: 'SCHEDULED',
    isOnline: false,
    location: '여의나루역 2번 출구',
    participantCount: 3,
    maxParticipants: 10,
    waitlistCount: 0,
    tags: [],
    organizer: { id: 1, nickname: '한강크루장', profileImage: null },
    canJoin: true,
    canJoinWaitlist: false,
    isParticipating: false,
    isWaitlisted: false,
    waitlistPosition: null,
    canManage: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    attendedCount: 0,
    commentCount: 0,
    datePollId: null,
    recurrence: null,
    seriesId: null,
    seriesJoined: false,
    viewerCan: { edit: false, cancel: false, delete: false, markAttendance: false, showCheckInCode: false, addPhotos: false },
    ...overrides,
  };
}
