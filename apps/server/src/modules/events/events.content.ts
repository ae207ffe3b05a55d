import type { ContentKind } from '../../lib/content-kind.ts';
import { eraseAttendanceOf, exportAttendanceOf } from './attendance.repo.ts';
import { deleteEventRow, lockEvent } from './events.repo.ts';
import { getEvent } from './events.service.ts';
import {
  deleteRemainingSeatsOf,
  deleteSeriesMembershipsOf,
  EVENT_GONE,
  exportEventsCreatedOf,
  exportEventsJoinedOf,
  exportSeriesJoinedOf,
  readEventSnapshot,
} from './events-content.repo.ts';

/** Events (정모) and their seats (docs/architecture.md, "Content kinds"). */
export const eventContent: ContentKind = {
  name: 'event',
  userColumns: {
    'events.organizer_id': { exportKey: 'eventsCreated' },
    'event_participants.user_id': { exportKey: 'eventsJoined' },
    'event_series_members.user_id': { exportKey: 'eventSeriesJoined' },
    'event_series.organizer_id': {
      excluded: 'the organizer of a recurring 정모; each occurrence they organize is exported under eventsCreated',
    },
    'event_attendance.user_id': { exportKey: 'attendance' },
    'event_attendance.marked_by': {
      excluded: 'the staff member who marked someone else’s attendance; erased with the account (set to null)',
    },
    'event_reminders_sent.user_id': { excluded: 'the service’s record that a reminder went out, once; the reminder is in notifications' },
  },
  exportSections: {
    eventsCreated: exportEventsCreatedOf,
    eventsJoined: exportEventsJoinedOf,
    eventSeriesJoined: exportSeriesJoinedOf,
    attendance: exportAttendanceOf,
  },
  // Events stay with their groups; the seats left after the user left every group go, the reminders'
  // record, the user's attendance and their name on the marks they made for others.
  eraseUser: async (tx, userId) => {
    await deleteRemainingSeatsOf(tx, userId);
    await deleteSeriesMembershipsOf(tx, userId);
    await eraseAttendanceOf(tx, userId);
  },
  blocks: 'nothing: an event belongs to its group, not to a conversation with its organiser',
  report: {
    type: 'EVENT',
    assertVisible: async (deps, userId, id) => {
      await getEvent(deps, { eventId: id, viewerId: userId });
    },
    snapshot: readEventSnapshot,
    goneSql: EVENT_GONE,
    remove: async (_deps, tx, id) => {
      if (!(await lockEvent(tx, id))) return null;
      await deleteEventRow(tx, id);
      return async () => {};
    },
  },
};
