import { ADMIN_USER_QUERY_MIN, type AdminUser } from '@dongne/contract';
import { useQuery } from '@tanstack/react-query';
import { Search, UserX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatDateTime, formatLongDate } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { ADMIN_TEXT } from '../admin-messages.ts';
import { usersQueryOptions, useSuspendUser, useUnsuspendUser } from '../api/admin-api.ts';
import { cardClasses, DurationField, ListSkeleton, LoadError, Pager, ReasonField, reasonError } from './admin-parts.tsx';

const isSuspendedNow = (user: AdminUser, now = Date.now()) =>
  user.suspendedAt !== null && (user.suspendedUntil === null || new Date(user.suspendedUntil).getTime() > now);

const GRID = 'md:grid md:grid-cols-[minmax(0,2.2fr)_minmax(0,1.2fr)_minmax(0,1.3fr)_7rem_8.5rem] md:items-center md:gap-4';

/** 회원: find accounts by a part of their address or nickname; suspend (days or for good, with a reason) or lift it. */
export function UsersTab() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const [page, setPage] = useState(0);
  const users = useQuery(usersQueryOptions(query, page));
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [lifting, setLifting] = useState<AdminUser | null>(null);
  const unsuspend = useUnsuspendUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = draft.trim();
    if (word && [...word].length < ADMIN_USER_QUERY_MIN) {
      setDraftError(ADMIN_TEXT.userSearchTooShort);
      return;
    }
    setDraftError(undefined);
    setQuery(word);
    setPage(0);
  };

  const lift = () => {
    if (!lifting) return;
    unsuspend.mutate(lifting.id, {
      onSuccess: () => notify.success(ADMIN_TEXT.unsuspended),
      onError: (error) => notify.error(toErrorMessage(error, ADMIN_TEXT.actionFailed)),
      onSettled: () => setLifting(null),
    });
  };

  return (
    <div>
      <form aria-label={ADMIN_TEXT.userSearchLabel} onSubmit={submit} className="flex items-start gap-2">
        <div className="flex-1">
          <Input
            type="search"
            aria-label={ADMIN_TEXT.userSearchLabel}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? 'admin-user-search-error' : undefined}
            placeholder={ADMIN_TEXT.userSearchPlaceholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          {draftError && (
            <p id="admin-user-search-error" role="alert" className="mt-1.5 text-[13px] font-medium text-danger-600">
              {draftError}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="h-12 shrink-0">
          <Search className="size-4" aria-hidden="true" />
          {ADMIN_TEXT.search}
        </Button>
      </form>

      <div className="mt-4">
        {users.isPending ? (
          <ListSkeleton />
        ) : users.isError ? (
          <LoadError message={toErrorMessage(users.error, ADMIN_TEXT.loadFailed)} onRetry={() => void users.refetch()} />
        ) : users.data.content.length === 0 ? (
          <div className={cardClasses}>
            <EmptyState icon={UserX} title={ADMIN_TEXT.usersEmpty} description={ADMIN_TEXT.usersEmptyBody} />
          </div>
        ) : (
          <>
            <p className="mb-2 text-sm text-gray-600">{ADMIN_TEXT.totalCount(users.data.totalElements)}</p>
            <div className={`${cardClasses} overflow-hidden`}>
              <div
                aria-hidden="true"
                className={`hidden border-b border-gray-100 bg-gray-50 px-5 py-2.5 text-sm font-semibold text-gray-600 ${GRID}`}
              >
                <span>{ADMIN_TEXT.colMember}</span>
                <span>{ADMIN_TEXT.colCompany}</span>
                <span>{ADMIN_TEXT.colStatus}</span>
                <span>{ADMIN_TEXT.colJoined}</span>
                <span className="text-right">{ADMIN_TEXT.colActions}</span>
              </div>
              <ul aria-label={ADMIN_TEXT.userListLabel} className="divide-y divide-gray-100">
                {users.data.content.map((user) => (
                  <UserRow key={user.id} user={user} onSuspend={() => setSuspending(user)} onLift={() => setLifting(user)} />
                ))}
              </ul>
            </div>
            <Pager page={users.data} onPage={setPage} />
          </>
        )}
      </div>

      {suspending && <SuspendDialog user={suspending} onClose={() => setSuspending(null)} />}
      <ConfirmDialog
        isOpen={lifting !== null}
        title={lifting ? ADMIN_TEXT.unsuspendTitle(lifting.nickname) : ''}
        description={ADMIN_TEXT.unsuspendBody}
        confirmLabel={ADMIN_TEXT.unsuspend}
        cancelLabel={ADMIN_TEXT.cancel}
        isPending={unsuspend.isPending}
        onConfirm={lift}
        onCancel={() => setLifting(null)}
      />
    </div>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  if (!isSuspendedNow(user)) {
    return (
      <span className="inline-flex h-6 items-center rounded-full bg-green-50 px-2 text-xs font-semibold text-green-700">
        {ADMIN_TEXT.active}
      </span>
    );
  }
  return (
    <span className="inline-flex min-h-6 items-center rounded-full bg-red-50 px-2 text-xs font-semibold text-red-700">
      {user.suspendedUntil ? ADMIN_TEXT.suspendedUntil(formatDateTime(user.suspendedUntil)) : ADMIN_TEXT.suspendedForever}
    </span>
  );
}

function UserRow({ user, onSuspend, onLift }: { user: AdminUser; onSuspend: () => void; onLift: () => void }) {
  const headingId = `admin-user-${user.id}`;
  const suspended = isSuspendedNow(user);
  return (
    <li aria-labelledby={headingId} className={`flex flex-col gap-2 px-4 py-4 sm:px-5 ${GRID}`}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span id={headingId} className="font-semibold break-all text-gray-900">
            {user.nickname}
          </span>
          <span className="text-xs text-gray-500">#{user.id}</span>
          {user.role === 'ADMIN' && (
            <span className="inline-flex h-5 items-center rounded-full bg-brand-50 px-1.5 text-xs font-semibold text-brand-700">
              {ADMIN_TEXT.roleAdmin}
            </span>
          )}
        </p>
        <p className="text-sm break-all text-gray-600">{user.email}</p>
      </div>
      <p className="text-sm text-gray-700">
        <span className="text-gray-500 md:sr-only">{ADMIN_TEXT.colCompany} </span>
        {user.company.name}
      </p>
      <div>
        <StatusBadge user={user} />
      </div>
      <p className="text-sm text-gray-600">
        <span className="text-gray-500 md:sr-only">{ADMIN_TEXT.colJoined} </span>
        {formatLongDate(user.createdAt)}
      </p>
      <div className="flex md:justify-end">
        {user.role !== 'ADMIN' &&
          (suspended ? (
            <Button size="sm" variant="outline" aria-label={ADMIN_TEXT.unsuspendLabel(user.nickname)} onClick={onLift}>
              {ADMIN_TEXT.unsuspend}
            </Button>
          ) : (
            <Button size="sm" variant="danger" aria-label={ADMIN_TEXT.suspendLabel(user.nickname)} onClick={onSuspend}>
              {ADMIN_TEXT.suspend}
            </Button>
          ))}
      </div>
    </li>
  );
}

function SuspendDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const suspend = useSuspendUser();
  const [days, setDays] = useState<number | null>(7);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    const problem = reasonError(reason);
    setError(problem);
    if (problem) return;
    setFailure(null);
    suspend.mutate(
      { userId: user.id, reason: reason.trim(), suspendDays: days },
      {
        onSuccess: () => {
          notify.success(ADMIN_TEXT.suspended);
          onClose();
        },
        onError: (failed) => setFailure(toErrorMessage(failed, ADMIN_TEXT.actionFailed)),
      },
    );
  };

  return (
    <ConfirmDialog
      isOpen
      title={ADMIN_TEXT.suspendTitle(user.nickname)}
      description={ADMIN_TEXT.suspendBody}
      confirmLabel={ADMIN_TEXT.suspend}
      cancelLabel={ADMIN_TEXT.cancel}
      tone="danger"
      isPending={suspend.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <DurationField value={days} onChange={setDays} />
      <ReasonField value={reason} onChange={setReason} error={error} />
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-600">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
