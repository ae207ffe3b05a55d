import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@dongne/contract';
import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { auditReason } from '@/features/admin/lib/audit-reason.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { ADMIN_TEXT, AUDIT_ACTION_LABELS, TARGET_TYPE_LABELS } from '../admin-messages.ts';
import { type AuditFilter, auditQueryOptions } from '../api/admin-api.ts';
import { cardClasses, ListSkeleton, LoadError, Pager } from './admin-parts.tsx';

const GRID = 'md:grid md:grid-cols-[9.5rem_8rem_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1.6fr)] md:items-start md:gap-4';

/** A positive id typed in a filter, or undefined when blank; `false` when it is not one. */
function parseId(text: string): number | undefined | false {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^\d{1,10}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 2_147_483_647 ? Number(trimmed) : false;
}

const targetLabel = (entry: AuditEntry) =>
  ADMIN_TEXT.auditTarget(TARGET_TYPE_LABELS[entry.targetType as keyof typeof TARGET_TYPE_LABELS] ?? entry.targetType, entry.targetId);

/** 감사 기록: every moderation act, newest first, filtered by act, actor id and group id. */
export function AuditTab() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actorId, setActorId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [errors, setErrors] = useState<{ actorId?: string; groupId?: string }>({});
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const audit = useQuery(auditQueryOptions(filter, page));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const actor = parseId(actorId);
    const group = parseId(groupId);
    const next = {
      ...(actor === false ? { actorId: ADMIN_TEXT.auditIdInvalid } : {}),
      ...(group === false ? { groupId: ADMIN_TEXT.auditIdInvalid } : {}),
    };
    setErrors(next);
    if (actor === false || group === false) return;
    setFilter({ ...(action ? { action } : {}), ...(actor ? { actorId: actor } : {}), ...(group ? { groupId: group } : {}) });
    setPage(0);
  };

  const reset = () => {
    setAction('');
    setActorId('');
    setGroupId('');
    setErrors({});
    setFilter({});
    setPage(0);
  };

  return (
    <div>
      <form
        aria-label={ADMIN_TEXT.auditFiltersLabel}
        onSubmit={apply}
        noValidate
        className={`${cardClasses} grid grid-cols-2 gap-3 p-4 sm:p-5 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end`}
      >
        <Field label={ADMIN_TEXT.auditAction} className="col-span-2 md:col-span-1">
          <Select value={action} onChange={(event) => setAction(event.target.value as AuditAction | '')}>
            <option value="">{ADMIN_TEXT.auditAllActions}</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {AUDIT_ACTION_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={ADMIN_TEXT.auditActorId} error={errors.actorId}>
          <Input inputMode="numeric" value={actorId} onChange={(event) => setActorId(event.target.value)} />
        </Field>
        <Field label={ADMIN_TEXT.auditGroupId} error={errors.groupId}>
          <Input inputMode="numeric" value={groupId} onChange={(event) => setGroupId(event.target.value)} />
        </Field>
        <div className="col-span-2 flex gap-2 md:col-span-1">
          <Button variant="outline" size="lg" className="h-12 flex-1 md:flex-none" onClick={reset}>
            {ADMIN_TEXT.auditReset}
          </Button>
          <Button type="submit" size="lg" className="h-12 flex-1 md:flex-none">
            {ADMIN_TEXT.auditApply}
          </Button>
        </div>
      </form>

      <div className="mt-4">
        {audit.isPending ? (
          <ListSkeleton />
        ) : audit.isError ? (
          <LoadError message={toErrorMessage(audit.error, ADMIN_TEXT.loadFailed)} onRetry={() => void audit.refetch()} />
        ) : audit.data.content.length === 0 ? (
          <div className={cardClasses}>
            <EmptyState icon={ScrollText} title={ADMIN_TEXT.auditEmpty} description={ADMIN_TEXT.auditEmptyBody} />
          </div>
        ) : (
          <>
            <p className="mb-2 text-sm text-gray-600">{ADMIN_TEXT.totalCount(audit.data.totalElements)}</p>
            <div className={`${cardClasses} overflow-hidden`}>
              <div
                aria-hidden="true"
                className={`hidden border-b border-gray-100 bg-gray-50 px-5 py-2.5 text-sm font-semibold text-gray-600 ${GRID}`}
              >
                <span>{ADMIN_TEXT.colAt}</span>
                <span>{ADMIN_TEXT.colAction}</span>
                <span>{ADMIN_TEXT.colActor}</span>
                <span>{ADMIN_TEXT.colTarget}</span>
                <span>{ADMIN_TEXT.colReason}</span>
              </div>
              <ul aria-label={ADMIN_TEXT.auditListLabel} className="divide-y divide-gray-100">
                {audit.data.content.map((entry) => (
                  <li key={entry.id} className={`flex flex-col gap-1 px-4 py-3.5 text-sm sm:px-5 ${GRID}`}>
                    <span className="order-2 text-gray-500 md:order-none">{formatDateTime(entry.at)}</span>
                    <span className="order-1 font-semibold text-gray-900 md:order-none">{AUDIT_ACTION_LABELS[entry.action]}</span>
                    <span className="order-3 break-all text-gray-700 md:order-none">
                      <span className="text-gray-500 md:sr-only">{ADMIN_TEXT.colActor} </span>
                      {ADMIN_TEXT.auditActor(entry.actorNickname, entry.actorId)}
                    </span>
                    <span className="order-4 text-gray-700 md:order-none">
                      <span className="text-gray-500 md:sr-only">{ADMIN_TEXT.colTarget} </span>
                      {targetLabel(entry)}
                      {entry.groupId !== null && <span className="text-gray-500"> · {ADMIN_TEXT.auditInGroup(entry.groupId)}</span>}
                    </span>
                    <span className="order-5 break-words whitespace-pre-wrap text-gray-700 md:order-none">
                      {auditReason(entry) ?? <span className="hidden md:inline">-</span>}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <Pager page={audit.data} onPage={setPage} />
          </>
        )}
      </div>
    </div>
  );
}
