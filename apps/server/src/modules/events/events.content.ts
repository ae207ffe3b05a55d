import type { ContentKind } from '../../lib/content-kind.ts';
import { deleteEventRow, lockEvent } from './events.repo.ts';
import { getEvent } from './events.service.ts';
import {
  deleteRemainingSeatsOf,
  EVENT_GONE,
  exportEventsCreatedOf,
  exportEventsJoinedOf,
  readEventSnapshot,
} from './events-content.repo.ts';

/** Events (정모) and their seats (docs/architecture.md, "Content kinds"). */
export const eventContent: ContentKind = {
  name: 'event',
  userColumns: {
    'events.organizer_id': { exportKey: 'eventsCreated' },
    'event_participants.user_id': { exportKey: 'eventsJoined' },
    'event_reminders_sent.user_id': { excluded: 'the service’s record that a reminder went out, once; the reminder is in notifications' },
  },
  exportSections: { eventsCreated: exportEventsCreatedOf, eventsJoined: exportEventsJoinedOf },
  // Events stay with their groups; the seats left after the user left every group go, and the reminders' record.
  eraseUser: deleteRemainingSeatsOf,
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
