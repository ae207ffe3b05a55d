import { REPORT_REASON_LABELS, type ReportAction, type ReportQueueItem, type ReportStatus } from '@dongne/contract';
import { useQuery } from '@tanstack/react-query';
import { Flag, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { TabList, TabPanel } from '@/components/ui/tabs.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { ADMIN_TEXT, TARGET_TYPE_LABELS } from '../admin-messages.ts';
import { reportsQueryOptions, useResolveReport } from '../api/admin-api.ts';
import { actionLabel, actionsFor } from '../lib/report-actions.ts';
import { cardClasses, DurationField, ListSkeleton, LoadError, Pager, ReasonField, reasonError } from './admin-parts.tsx';

const STATUS_TABS = [
  { id: 'OPEN', label: ADMIN_TEXT.reportsOpen },
  { id: 'RESOLVED', label: ADMIN_TEXT.reportsResolved },
] as const;

type Pending = { item: ReportQueueItem; action: ReportAction };

const targetName = (item: ReportQueueItem) => `${TARGET_TYPE_LABELS[item.targetType]} #${item.targetId}`;

/** 신고 목록: open and resolved targets, each with its snapshot, reports and the actions that fit it. */
export function ReportsTab() {
  const [status, setStatus] = useState<ReportStatus>('OPEN');
  const [page, setPage] = useState(0);
  const query = useQuery(reportsQueryOptions(status, page));
  const [pending, setPending] = useState<Pending | null>(null);

  return (
    <div>
      <TabList
        label={ADMIN_TEXT.reportStatusLabel}
        idPrefix="admin-reports"
        tabs={STATUS_TABS}
        selected={status}
        onSelect={(next) => {
          setStatus(next);
          setPage(0);
        }}
        variant="brand"
      />
      <TabPanel idPrefix="admin-reports" tab={status} className="mt-4">
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <LoadError message={toErrorMessage(query.error, ADMIN_TEXT.loadFailed)} onRetry={() => void query.refetch()} />
        ) : query.data.content.length === 0 ? (
          <div className={cardClasses}>
            <EmptyState
              icon={Flag}
              title={status === 'OPEN' ? ADMIN_TEXT.reportsEmptyOpen : ADMIN_TEXT.reportsEmptyResolved}
              description={status === 'OPEN' ? ADMIN_TEXT.reportsEmptyOpenBody : undefined}
            />
          </div>
        ) : (
          <>
            <p className="mb-2 text-sm text-gray-600">{ADMIN_TEXT.totalCount(query.data.totalElements)}</p>
            <ul aria-label={ADMIN_TEXT.reportListLabel} className="flex flex-col gap-3">
              {query.data.content.map((item) => (
                <ReportCard key={`${item.targetType}-${item.targetId}`} item={item} onAction={(action) => setPending({ item, action })} />
              ))}
            </ul>
            <Pager page={query.data} onPage={setPage} />
          </>
        )}
      </TabPanel>
      {pending && <ResolveDialog pending={pending} onClose={() => setPending(null)} />}
    </div>
  );
}

function Badge({ tone, children }: { tone: 'gray' | 'amber' | 'red' | 'brand'; children: string }) {
  const tones = {
    gray: 'bg-gray-100 text-gray-700',
    amber: 'bg-amber-50 text-amber-800',
    red: 'bg-red-50 text-red-700',
    brand: 'bg-brand-50 text-brand-700',
  };
  return <span className={`inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

function ReportCard({ item, onAction }: { item: ReportQueueItem; onAction: (action: ReportAction) => void }) {
  const headingId = `report-${item.targetType}-${item.targetId}`;
  const actions = actionsFor(item);
  const { snapshot } = item;
  return (
    <li aria-labelledby={headingId} className={`${cardClasses} px-4 py-4 sm:px-5`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-[15px] font-bold text-gray-900">
          {targetName(item)}
        </h3>
        <Badge tone="brand">{ADMIN_TEXT.reportCount(item.reportCount)}</Badge>
        {item.isHidden && <Badge tone="amber">{ADMIN_TEXT.hidden}</Badge>}
        {item.isDeleted && <Badge tone="red">{ADMIN_TEXT.deleted}</Badge>}
        <span className="w-full text-sm text-gray-500 sm:ml-auto sm:w-auto">
          {ADMIN_TEXT.reportedAt(formatDateTime(item.firstReportedAt))}
        </span>
      </div>

      <blockquote className="mt-3 rounded-field bg-gray-50 px-3 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-gray-800">
        {snapshot.text?.trim() ? snapshot.text : ADMIN_TEXT.noText}
        {snapshot.imageUrls.length > 0 && (
          <span className="mt-1 flex items-center gap-1 text-sm text-gray-600">
            <ImageIcon className="size-4" aria-hidden="true" />
            {ADMIN_TEXT.imageCount(snapshot.imageUrls.length)}
          </span>
        )}
      </blockquote>

      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-600">
        {snapshot.authorNickname !== null && (
          <div className="flex gap-1">
            <dt className="font-semibold text-gray-700">{item.targetType === 'USER' ? ADMIN_TEXT.member : ADMIN_TEXT.author}</dt>
            <dd>
              {snapshot.authorNickname}
              {snapshot.authorId !== null && ` (#${snapshot.authorId})`}
            </dd>
          </div>
        )}
        {snapshot.groupName !== null && (
          <div className="flex gap-1">
            <dt className="font-semibold text-gray-700">{ADMIN_TEXT.group}</dt>
            <dd>
              {snapshot.groupName}
              {snapshot.groupId !== null && ` (#${snapshot.groupId})`}
            </dd>
          </div>
        )}
      </dl>

      <h4 className="sr-only">{ADMIN_TEXT.reportsOfTarget}</h4>
      <ul className="mt-3 flex flex-col gap-2 border-t border-gray-100 pt-3">
        {item.reports.map((report) => (
          <li key={report.id} className="text-sm">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Badge tone="gray">{REPORT_REASON_LABELS[report.reason]}</Badge>
              <span className="text-gray-700">{ADMIN_TEXT.reporter(report.reporterNickname)}</span>
              <span className="text-gray-500">{formatDateTime(report.createdAt)}</span>
            </div>
            {report.detail && <p className="mt-1 break-words whitespace-pre-wrap text-gray-700">{report.detail}</p>}
          </li>
        ))}
      </ul>

      {item.resolvedAt !== null ? (
        <div className="mt-3 rounded-field bg-gray-50 px-3 py-2 text-sm text-gray-700">
          <p className="font-semibold">
            {ADMIN_TEXT.resolvedAs(item.resolution ? actionLabel(item, item.resolution) : '-')}
            <span className="ml-2 font-normal text-gray-500">{ADMIN_TEXT.resolvedAt(formatDateTime(item.resolvedAt))}</span>
          </p>
          {item.resolutionReason && <p className="mt-1 break-words whitespace-pre-wrap">{item.resolutionReason}</p>}
        </div>
      ) : (
        actions.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset
          <div role="group" aria-label={ADMIN_TEXT.actionsFor(targetName(item))} className="mt-4 flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'DISMISS' ? 'outline' : action === 'HIDE' ? 'secondary' : 'danger'}
                onClick={() => onAction(action)}
              >
                {actionLabel(item, action)}
              </Button>
            ))}
          </div>
        )
      )}
    </li>
  );
}

function ResolveDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const resolve = useResolveReport();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number | null>(7);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const label = actionLabel(pending.item, pending.action);
  const suspended = pending.item.snapshot.authorNickname;
  const title = pending.action === 'SUSPEND' && suspended ? ADMIN_TEXT.suspendTitle(suspended) : ADMIN_TEXT.resolveTitle(label);

  const confirm = () => {
    const problem = reasonError(reason);
    setError(problem);
    if (problem) return;
    setFailure(null);
    resolve.mutate(
      {
        targetType: pending.item.targetType,
        targetId: pending.item.targetId,
        input: {
          action: pending.action,
          reason: reason.trim(),
          ...(pending.action === 'SUSPEND' && days !== null ? { suspendDays: days } : {}),
        },
      },
      {
        onSuccess: () => {
          notify.success(ADMIN_TEXT.resolved);
          onClose();
        },
        onError: (failed) => setFailure(toErrorMessage(failed, ADMIN_TEXT.actionFailed)),
      },
    );
  };

  return (
    <ConfirmDialog
      isOpen
      title={title}
      description={`${targetName(pending.item)} · ${ADMIN_TEXT.resolveBody}`}
      confirmLabel={ADMIN_TEXT.resolveConfirm}
      cancelLabel={ADMIN_TEXT.cancel}
      tone={pending.action === 'DISMISS' || pending.action === 'HIDE' ? 'primary' : 'danger'}
      isPending={resolve.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {pending.action === 'SUSPEND' && <DurationField value={days} onChange={setDays} />}
      <ReasonField value={reason} onChange={setReason} error={error} />
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-600">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
