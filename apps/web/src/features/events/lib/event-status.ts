import type { EventStatus } from '@dongne/contract';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';

export type StatusBadge = { label: string; className: string };

const BADGES: Record<EventStatus, StatusBadge> = {
  SCHEDULED: { label: EVENT_TEXT.statusScheduled, className: 'bg-brand-50 text-brand-700 ring-brand-200' },
  ONGOING: { label: EVENT_TEXT.statusOngoing, className: 'bg-success-50 text-success-700 ring-success-200' },
  COMPLETED: { label: EVENT_TEXT.statusCompleted, className: 'bg-gray-100 text-gray-700 ring-gray-200' },
  CANCELLED: { label: EVENT_TEXT.statusCancelled, className: 'bg-danger-50 text-danger-700 ring-danger-200' },
};

/**
 * Spec §4 Event status display: SCHEDULED 예정, ONGOING 진행 중, COMPLETED 종료, anything else
 * 취소. The fallback matters when a newer server sends a status this build does not know yet.
 */
export function statusBadgeOf(status: string): StatusBadge {
  return BADGES[status as EventStatus] ?? BADGES.CANCELLED;
}
