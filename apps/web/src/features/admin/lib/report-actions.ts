import type { ReportAction, ReportQueueItem, ReportTargetType } from '@dongne/contract';

/**
 * What an operator may do to each kind of reported thing (contract §13): hiding is for what
 * members read in a group (posts, comments, chat lines); deleting for content and events; a group
 * goes with DELETE_GROUP; suspending reaches the author (or the reported user). Dismissing fits all.
 */
const BY_TYPE: Record<ReportTargetType, readonly ReportAction[]> = {
  POST: ['DISMISS', 'HIDE', 'DELETE', 'SUSPEND'],
  COMMENT: ['DISMISS', 'HIDE', 'DELETE', 'SUSPEND'],
  CHAT_MESSAGE: ['DISMISS', 'HIDE', 'DELETE', 'SUSPEND'],
  EVENT: ['DISMISS', 'DELETE', 'SUSPEND'],
  GROUP: ['DISMISS', 'DELETE_GROUP', 'SUSPEND'],
  USER: ['DISMISS', 'SUSPEND'],
};

/** The actions offered for one queue item: none once resolved; nothing on content already gone but dismissing or suspending. */
export function actionsFor(
  item: Pick<ReportQueueItem, 'targetType' | 'isDeleted' | 'isHidden' | 'resolvedAt' | 'snapshot'>,
): ReportAction[] {
  if (item.resolvedAt !== null) return [];
  return BY_TYPE[item.targetType].filter((action) => {
    if (item.isDeleted && (action === 'HIDE' || action === 'DELETE' || action === 'DELETE_GROUP')) return false;
    if (action === 'HIDE' && item.isHidden) return false;
    if (action === 'SUSPEND' && item.targetType !== 'USER' && item.snapshot.authorId === null) return false;
    return true;
  });
}
