import {
  type AuditAction,
  type Page,
  type ReportAction,
  type ReportQueueItem,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
  SAFETY_MSG,
} from '@dongne/contract';
import { REPORTABLE } from '../../content-table.ts';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AfterCommit, ContentDeps, ReportableKind } from '../../lib/content-kind.ts';
import { toPage } from '../../lib/page.ts';
import { suspendUser } from '../admin/admin.service.ts';
import { type AuditEntry, insertAudit } from '../audit/audit.service.ts';
import { lockGroup, removeGroup } from '../groups/groups.service.ts';
import { insertNotifications, type NewNotification } from '../notifications/notifications.service.ts';
import {
  insertReport,
  lockTarget,
  markResolved,
  mirrorHidden,
  type QueueRow,
  type ReportEntryRow,
  reopenTarget,
  roundReporterIds,
  roundReporterMailboxCount,
  selectQueuePage,
  type TargetRow,
} from './reports.repo.ts';

type ReportDeps = ContentDeps;
type Target = { targetType: ReportTargetType; targetId: number };

const iso = (value: Date | string) => new Date(value).toISOString();

/** A refusal of a module's read (401, 403, 404) means: not something this user can see. */
const unseen = (error: unknown): never => {
  if (error instanceof AppError && [401, 403, 404].includes(error.status)) throw notFound(SAFETY_MSG.reportNotFound);
  throw error;
};

/** The kind of a report target (src/content-table.ts lists one for every REPORT_TARGET_TYPES). */
function kindOf(targetType: ReportTargetType): ReportableKind {
  const kind = REPORTABLE.get(targetType);
  if (!kind) throw new Error(`no content kind reports ${targetType}`);
  return kind;
}

/** Kinds of content that are hidden after reports (contract §11): those whose kind can hide. */
const isHideable = (targetType: ReportTargetType) => kindOf(targetType).setHidden !== undefined;

/** Per kind, the SQL that tells the queue a target is gone. */
const GONE_SQL = new Map([...REPORTABLE].map(([type, kind]) => [type, kind.goneSql]));

/**
 * Only what the user may see can be reported (contract §11): each kind is read through its own
 * module's read with its permission checks, and any refusal is the same 404.
 */
async function assertVisible(deps: ReportDeps, userId: number, { targetType, targetId }: Target): Promise<void> {
  await kindOf(targetType).assertVisible(deps, userId, targetId).catch(unseen);
}

/** Hides (a time) or shows again (null) the content and mirrors it on the target's row; true when the content changed. */
async function setContentHidden(tx: Executor, { targetType, targetId }: Target, hiddenAt: Date | null): Promise<boolean> {
  const changed = (await kindOf(targetType).setHidden?.(tx, targetId, hiddenAt)) ?? false;
  // Shown again always clears the mirror; hidden only when there was content to hide.
  if (changed || hiddenAt === null) await mirrorHidden(tx, targetType, targetId, hiddenAt);
  return changed;
}

/**
 * `POST /api/reports` (contract §11): 404 for what the user cannot see, 400 for their own, 409 for
 * a second report of the same target (the unique index decides a race). The first report stores
 * the target's snapshot; when the current round reaches REPORT_AUTO_HIDE_THRESHOLD distinct
 * reporters (by mailbox key, §2.1), a post, comment or chat message is hidden in the same transaction (and a chat message
 * broadcast hidden after the commit). Reports of one target take turns on its row's lock, so the
 * count that hides is exact.
 */
export async function createReport(
  deps: ReportDeps,
  {
    userId,
    targetType,
    targetId,
    reason,
    detail,
  }: { userId: number; targetType: ReportTargetType; targetId: number; reason: ReportReason; detail?: string | undefined },
): Promise<{ id: number }> {
  const target = { targetType, targetId };
  await assertVisible(deps, userId, target);
  const snapshot = await kindOf(targetType).snapshot(deps.db, targetId);
  if (!snapshot) throw notFound(SAFETY_MSG.reportNotFound);
  const own = targetType === 'USER' ? targetId === userId : snapshot.authorId === userId;
  if (own) throw badRequest(SAFETY_MSG.reportOwn);

  const { id, hidden } = await deps.db.transaction(async (tx) => {
    let row = await lockTarget(tx, targetType, targetId, snapshot);
    if (!row) throw new Error('report target row vanished');
    if (row.status === 'RESOLVED') {
      await reopenTarget(tx, targetType, targetId);
      row = await lockTarget(tx, targetType, targetId);
      if (!row) throw new Error('report target row vanished');
    }
    const reportId = await insertReport(tx, { reporterId: userId, targetType, targetId, reason, detail: detail ?? null });
    if (reportId === null) throw conflict(SAFETY_MSG.reportDuplicate);
    let newlyHidden = false;
    if (isHideable(targetType) && row.hidden_at === null) {
      if ((await roundReporterMailboxCount(tx, row)) >= deps.config.reportAutoHideThreshold)
        newlyHidden = await setContentHidden(tx, target, deps.clock.now());
    }
    return { id: reportId, hidden: newlyHidden };
  });
  if (hidden) await announce(deps, target, snapshot.groupId);
  return { id };
}

/**
 * The target's new state to its live readers (a chat room), when its kind has them; a failed
 * broadcast is logged (the change is stored, gap fill reports it).
 */
async function announce(deps: ReportDeps, { targetType, targetId }: Target, groupId: number | null) {
  const tell = kindOf(targetType).announce;
  if (!tell || groupId === null) return;
  await tell(deps, groupId, targetId).catch((error: unknown) =>
    deps.log.warn({ err: error, targetType, targetId, groupId }, 'reports: content state not broadcast'),
  );
}

// ---- Operators (contract §13) ----

function toQueueItem(row: QueueRow, entries: ReportEntryRow[]): ReportQueueItem {
  const reports = entries
    .filter((entry) => entry.target_type === row.target_type && entry.target_id === row.target_id)
    .map((entry) => ({
      id: entry.id,
      reporterId: entry.reporter_id,
      reporterNickname: entry.reporter_nickname ?? '',
      reason: entry.reason,
      detail: entry.detail,
      createdAt: iso(entry.created_at),
    }));
  return {
    targetType: row.target_type,
    targetId: row.target_id,
    snapshot: { ...row.snapshot, imageUrls: row.snapshot.imageUrls ?? [] },
    isHidden: row.hidden_at !== null,
    isDeleted: row.is_deleted,
    reportCount: reports.length,
    reports,
    firstReportedAt: iso(row.first_reported_at),
    resolvedAt: row.resolved_at === null ? null : iso(row.resolved_at),
    resolution: row.resolution,
    resolutionReason: row.resolution_reason,
  };
}

/** `GET /api/admin/reports`: a page of targets with every report against each (three statements). */
export async function listReportQueue(
  deps: Pick<Deps, 'db'>,
  { status, page, size }: { status: ReportStatus; page: number; size: number },
): Promise<Page<ReportQueueItem>> {
  const { rows, entries, total } = await selectQueuePage(deps.db, { status, limit: size, offset: page * size, goneSql: GONE_SQL });
  return toPage(
    rows.map((row) => toQueueItem(row, entries)),
    { page, size, total },
  );
}

/** Which actions fit which targets (contract §13); anything else is 400 SAFETY_MSG.actionNotApplicable. */
const APPLICABLE: Record<ReportAction, (targetType: ReportTargetType) => boolean> = {
  DISMISS: () => true,
  HIDE: isHideable,
  DELETE: (targetType) => kindOf(targetType).remove !== undefined,
  SUSPEND: () => true,
  // Everything that lives in a group, and the group itself.
  DELETE_GROUP: (targetType) => targetType !== 'USER',
};

const AUDIT_OF: Record<ReportAction, AuditAction> = {
  DISMISS: 'REPORT_DISMISSED',
  HIDE: 'CONTENT_HIDDEN',
  DELETE: 'CONTENT_DELETED',
  SUSPEND: 'USER_SUSPENDED',
  DELETE_GROUP: 'GROUP_DELETED',
};

/** What the reporters hear: never the action taken against another person (contract §13). */
export const reportResolvedNotification = (userId: number): NewNotification => ({
  userId,
  type: 'REPORT_RESOLVED',
  title: '신고 처리 안내',
  message: '신고하신 내용을 검토했습니다. 알려주셔서 감사합니다.',
  relatedType: null,
  relatedId: null,
});

type Resolution = { actorId: number; action: ReportAction; reason: string; suspendDays?: number | undefined };

/** Locks the open target: 404 when never reported, 409 when already resolved. */
async function lockOpenTarget(tx: Executor, { targetType, targetId }: Target): Promise<TargetRow> {
  const row = await lockTarget(tx, targetType, targetId);
  if (!row) throw notFound(SAFETY_MSG.reportResolveNotFound);
  if (row.status !== 'OPEN') throw conflict(SAFETY_MSG.reportAlreadyResolved);
  return row;
}

/** Closes the target: its audit row, its resolution, and a notice to the round's reporters, in the act's transaction. */
type Audited = { targetType: AuditEntry['targetType']; targetId: number };

async function close(jobs: Deps['jobs'], tx: Executor, row: TargetRow, { actorId, action, reason }: Resolution, audit: Audited) {
  // A suspension's audit row is suspendUser's own (USER_SUSPENDED, in the same transaction).
  if (action !== 'SUSPEND') {
    await insertAudit(tx, {
      actorId,
      action: AUDIT_OF[action],
      targetType: audit.targetType,
      targetId: audit.targetId,
      groupId: row.snapshot.groupId ?? null,
      reason,
    });
  }
  await markResolved(tx, row, { action, reason, actorId });
  const reporters = await roundReporterIds(tx, row);
  // The service's notice, signed by no one (an operator decides for the service): no block applies.
  await insertNotifications(tx, reporters.filter((id) => id !== actorId).map(reportResolvedNotification), { actorId: null, jobs });
}

/**
 * Deletes the reported content the way its module does (contract §5, §7, §8; the kind's `remove`),
 * its live readers told after the commit. 400 when it is already gone.
 */
async function deleteContent(deps: ReportDeps, tx: Executor, target: Target, groupId: number | null): Promise<AfterCommit> {
  const after = await kindOf(target.targetType).remove?.(deps, tx, target.targetId);
  if (!after) throw badRequest(SAFETY_MSG.actionNotApplicable);
  return async () => {
    await after();
    await announce(deps, target, groupId);
  };
}

/**
 * `POST /api/admin/reports/{targetType}/{targetId}/resolve` (contract §13). The act, its audit row,
 * the target's resolution and the reporters' notices are one transaction; live effects (a chat
 * broadcast, a deleted group's sessions, a suspended account's connections) follow its commit.
 * 400 when the action does not fit the target (or what it acts on is gone), 404 for a target never
 * reported, 409 when it was resolved already (the target's row lock makes two operators one 200
 * and one 409).
 */
export async function resolveReport(deps: ReportDeps, input: Target & Resolution): Promise<ReportQueueItem> {
  const { targetType, targetId, action, actorId, suspendDays } = input;
  if (!APPLICABLE[action](targetType)) throw badRequest(SAFETY_MSG.actionNotApplicable, 'action');
  const target = { targetType, targetId };

  if (action === 'SUSPEND') {
    const row = await deps.db.transaction((tx) => lockOpenTarget(tx, target));
    const authorId = targetType === 'USER' ? targetId : row.snapshot.authorId;
    if (authorId === null) throw badRequest(SAFETY_MSG.actionNotApplicable, 'action');
    // suspendUser writes the USER_SUSPENDED audit row itself; close() adds no second one.
    await suspendUser(deps, { actorId, userId: authorId, suspendDays, reason: input.reason }, async (tx) => {
      const locked = await lockOpenTarget(tx, target);
      await close(deps.jobs, tx, locked, input, { targetType: 'USER', targetId: authorId });
    });
    return resolvedItem(deps, target);
  }

  const afterCommit = await deps.db.transaction(async (tx): Promise<AfterCommit> => {
    const row = await lockOpenTarget(tx, target);
    let after: AfterCommit = async () => {};
    let audited: Audited = target;
    switch (action) {
      case 'DISMISS':
        if (await setContentHidden(tx, target, null)) after = announceAfter(deps, row);
        break;
      case 'HIDE':
        if (!(await kindOf(targetType).snapshot(tx, targetId))) throw badRequest(SAFETY_MSG.actionNotApplicable, 'action');
        if (row.hidden_at === null && (await setContentHidden(tx, target, deps.clock.now()))) after = announceAfter(deps, row);
        break;
      case 'DELETE':
        after = await deleteContent(deps, tx, target, row.snapshot.groupId);
        break;
      case 'DELETE_GROUP': {
        const groupId = targetType === 'GROUP' ? targetId : row.snapshot.groupId;
        const group = groupId === null ? null : await lockGroup(tx, groupId);
        if (!group) throw badRequest(SAFETY_MSG.actionNotApplicable, 'action');
        await removeGroup(tx, group, actorId, deps.jobs);
        audited = { targetType: 'GROUP', targetId: group.id };
        after = () => deps.realtime.endGroup(group.id);
        break;
      }
    }
    await close(deps.jobs, tx, row, input, audited);
    return after;
  });
  await afterCommit();
  return resolvedItem(deps, target);
}

const announceAfter =
  (deps: ReportDeps, row: TargetRow): AfterCommit =>
  () =>
    announce(deps, { targetType: row.target_type, targetId: row.target_id }, row.snapshot.groupId);

/** The resolved target as the queue shows it (the answer of a resolution). */
async function resolvedItem(deps: Pick<Deps, 'db'>, target: Target): Promise<ReportQueueItem> {
  const item = await findQueueItem(deps, target);
  if (!item) throw notFound(SAFETY_MSG.reportResolveNotFound);
  return item;
}

/** One target as the queue shows it; null when it was never reported. */
export async function findQueueItem(deps: Pick<Deps, 'db'>, { targetType, targetId }: Target): Promise<ReportQueueItem | null> {
  const { rows, entries } = await selectQueuePage(deps.db, {
    status: 'RESOLVED',
    limit: 1,
    offset: 0,
    only: { targetType, targetId },
    goneSql: GONE_SQL,
  });
  const row = rows[0];
  return row ? toQueueItem(row, entries) : null;
}
