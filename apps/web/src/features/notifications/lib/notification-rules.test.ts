import type { Notification } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { bulkActionsFor } from './bulk-actions.ts';
import { notificationTarget } from './notification-target.ts';

const ref = (type: Notification['type'], relatedType: Notification['relatedType'], relatedId: number | null) => ({
  type,
  relatedType,
  relatedId,
});

describe('notificationTarget', () => {
  it('opens the group for GROUP, the post for POST and the event for EVENT', () => {
    expect(notificationTarget(ref('GROUP_JOIN', 'GROUP', 7))).toBe('/groups/7');
    expect(notificationTarget(ref('GROUP_JOIN_APPROVED', 'GROUP', 7))).toBe('/groups/7');
    expect(notificationTarget(ref('POST_LIKE', 'POST', 12))).toBe('/posts/12');
    expect(notificationTarget(ref('POST_COMMENT', 'POST', 12))).toBe('/posts/12');
    expect(notificationTarget(ref('EVENT_CREATED', 'EVENT', 3))).toBe('/events/3');
  });

  it('sends a join request to the group page’s requests tab', () => {
    expect(notificationTarget(ref('GROUP_JOIN_REQUEST', 'GROUP', 7))).toBe('/groups/7?tab=requests');
  });

  it('goes nowhere for a deleted group or a notification without a related thing', () => {
    expect(notificationTarget(ref('GROUP_DELETED', 'GROUP', 7))).toBeNull();
    expect(notificationTarget(ref('GROUP_JOIN', null, null))).toBeNull();
    expect(notificationTarget(ref('POST_LIKE', 'POST', null))).toBeNull();
  });
});

describe('bulkActionsFor', () => {
  it('offers nothing for an empty list', () => {
    expect(bulkActionsFor([], 0)).toEqual({ canMarkAllRead: false, canClearAll: false });
  });

  it('offers mark-all-read only while something is unread', () => {
    expect(bulkActionsFor([{ isRead: true }, { isRead: false }], 0).canMarkAllRead).toBe(true);
    expect(bulkActionsFor([{ isRead: true }, { isRead: true }], 0)).toEqual({ canMarkAllRead: false, canClearAll: true });
  });

  it('trusts the server count for unread rows on pages not loaded yet', () => {
    expect(bulkActionsFor([{ isRead: true }], 3).canMarkAllRead).toBe(true);
  });
});
