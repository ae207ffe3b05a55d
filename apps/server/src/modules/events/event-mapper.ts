import { EVENT_DEFAULT_DURATION_MS, type Event, type EventStatus } from '@dongne/contract';
import { can, eventViewerCan, type GroupActor, roleFromMembership } from '../groups/group-policy.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';
import type { EventRow } from './events.repo.ts';

const toDate = (value: Date | string) => new Date(value);

export function endOf(row: { event_date: Date | string; end_date: Date | string | null }): Date {
  return row.end_date ? toDate(row.end_date) : new Date(toDate(row.event_date).getTime() + EVENT_DEFAULT_DURATION_MS);
}

/** SCHEDULED before the start, ONGOING until the end, COMPLETED after, CANCELLED once cancelled. */
function statusAt(
  row: { event_date: Date | string; end_date: Date | string | null; cancelled_at: Date | string | null },
  now: Date,
): EventStatus {
  if (row.cancelled_at) return 'CANCELLED';
  if (now < toDate(row.event_date)) return 'SCHEDULED';
  if (now < endOf(row)) return 'ONGOING';
  return 'COMPLETED';
}

/** The viewer as the group policy sees them, from what an event row carries. */
export const viewerOf = (row: EventRow, viewerId: number | null): GroupActor => ({
  userId: viewerId,
  role: roleFromMembership(row.viewer_role ? { role: row.viewer_role } : null),
  isAuthor: viewerId !== null && viewerId === row.organizer_id,
  authorRole: roleFromMembership(row.organizer_role ? { role: row.organizer_role } : null),
});

export function toEvent(row: EventRow, viewerId: number | null, now: Date): Event {
  const status = statusAt(row, now);
  const viewer = viewerOf(row, viewerId);
  // Contract §8: `canJoin` is a seat; a full event offers the waitlist instead.
  const mayTakePart = can('takePartInEvents', viewer) && row.viewer_status === null && status === 'SCHEDULED';
  const isFull = row.participant_count >= row.max_participants;
  const viewerCan = eventViewerCan(viewer, { started: status !== 'SCHEDULED', cancelled: status === 'CANCELLED' });
  return {
    id: row.id,
    groupId: row.group_id,
    group: { id: row.group_id, name: row.group_name },
    title: row.title,
    description: row.description,
    eventDate: toDate(row.event_date).toISOString(),
    endDate: endOf(row).toISOString(),
    status,
    isOnline: row.is_online,
    location: row.location,
    participantCount: row.participant_count,
    maxParticipants: row.max_participants,
    waitlistCount: row.waitlist_count,
    tags: row.tags,
    organizer: {
      id: row.organizer_id,
      nickname: row.organizer_nickname,
      profileImage: row.organizer_profile_image,
      isDeleted: row.organizer_deleted,
    },
    canJoin: mayTakePart && !isFull,
    canJoinWaitlist: mayTakePart && isFull,
    isParticipating: row.viewer_status === 'PARTICIPATING',
    isWaitlisted: row.viewer_status === 'WAITLISTED',
    waitlistPosition: row.viewer_status === 'WAITLISTED' ? row.viewer_position : null,
    canManage: viewerCan.edit,
    createdAt: toDate(row.created_at).toISOString(),
    attendedCount: row.attended_count,
    commentCount: row.comment_count,
    // Date polls are members' (a guest or outsider would be led to a 403).
    datePollId: can('takePartInDatePolls', viewer) ? row.date_poll_id : null,
    recurrence: row.recurrence,
    seriesId: row.series_id,
    seriesJoined: row.series_joined,
    viewerCan,
  };
}

const related = (eventId: number) => ({ relatedType: 'EVENT' as const, relatedId: eventId });

export const eventNotification = {
  created: (userId: number, eventId: number, groupName: string, title: string): NewNotification => ({
    userId,
    type: 'EVENT_CREATED',
    title: '새 이벤트가 열렸어요',
    message: `'${groupName}'에 '${title}' 이벤트가 만들어졌습니다.`,
    ...related(eventId),
  }),
  cancelled: (userId: number, eventId: number, title: string): NewNotification => ({
    userId,
    type: 'EVENT_CANCELLED',
    title: '이벤트가 취소되었어요',
    message: `'${title}' 이벤트가 취소되었습니다.`,
    ...related(eventId),
  }),
  seriesCreated: (userId: number, eventId: number, groupName: string, title: string, rule: string): NewNotification => ({
    userId,
    type: 'EVENT_CREATED',
    title: '새 정기 일정이 열렸어요',
    message: `'${groupName}'에 '${title}' 정기 일정이 만들어졌습니다. (${rule})`,
    ...related(eventId),
  }),
  seriesCancelled: (userId: number, eventId: number, title: string, count: number): NewNotification => ({
    userId,
    type: 'EVENT_CANCELLED',
    title: '정기 일정이 취소되었어요',
    message: `'${title}' 일정 ${count}개가 취소되었습니다.`,
    ...related(eventId),
  }),
  updated: (userId: number, eventId: number, title: string, count: number): NewNotification => ({
    userId,
    type: 'EVENT_UPDATED',
    title: '일정이 바뀌었어요',
    message: count > 1 ? `'${title}' 일정 ${count}개의 시간이나 장소가 바뀌었습니다.` : `'${title}' 이벤트의 시간이나 장소가 바뀌었습니다.`,
    ...related(eventId),
  }),
  promoted: (userId: number, eventId: number, title: string): NewNotification => ({
    userId,
    type: 'EVENT_WAITLIST_PROMOTED',
    title: '대기에서 참가로 바뀌었어요',
    message: `자리가 나서 '${title}' 이벤트에 참가하게 되었습니다.`,
    ...related(eventId),
  }),
  reminder: (userId: number, eventId: number, title: string, soon: boolean): NewNotification => ({
    userId,
    type: 'EVENT_REMINDER',
    title: soon ? '곧 정모가 시작해요' : '정모가 다가와요',
    message: soon ? `'${title}' 이벤트가 한 시간 안에 시작합니다.` : `'${title}' 이벤트가 24시간 안에 열립니다.`,
    ...related(eventId),
  }),
};
