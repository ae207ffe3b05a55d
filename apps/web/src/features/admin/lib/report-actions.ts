import { REPORT_ACTION_LABELS, type ReportAction, type ReportQueueItem, type ReportTargetType } from '@dongne/contract';

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

/**
 * The name an action goes by on one target. Dismissing says it lifts the hiding only where
 * something is hidden; suspending names whom it reaches: the reported member, a group's owner, or
 * the content's author. A resolved dismissal is simply 문제 없음.
 */
export function actionLabel(item: Pick<ReportQueueItem, 'targetType' | 'isHidden' | 'resolvedAt'>, action: ReportAction): string {
  if (action === 'DISMISS') return item.isHidden && item.resolvedAt === null ? REPORT_ACTION_LABELS.DISMISS : '문제 없음';
  if (action === 'SUSPEND')
    return item.targetType === 'USER' ? '이용 정지' : item.targetType === 'GROUP' ? '모임장 이용 정지' : '작성자 이용 정지';
  return REPORT_ACTION_LABELS[action];
}
