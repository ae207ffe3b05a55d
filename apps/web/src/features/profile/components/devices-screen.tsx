import type { AuthSession } from '@dongne/contract';
import { useQuery } from '@tanstack/react-query';
import { LogOut, Monitor, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SettingsPage } from '@/components/ui/settings-page.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { sessionsQueryOptions, useEndOtherSessions, useEndSession } from '@/features/profile/api/sessions.ts';
import { failureMessage } from '@/features/profile/lib/failure-message.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { formatLongDate, formatRelativeTime } from '@/lib/dates.ts';
import { notify } from '@/lib/notify.ts';

const isPhone = (device: string) => /iOS|Android/.test(device);

/**
 * 로그인된 기기 (contract §16): the signed-in user's devices with the current one marked; each other
 * device can be logged out, or all of them at once. Logging out ends that device's session on
 * every server at once, so it lands on the login page with its next request.
 */
export function DevicesScreen() {
  const query = useQuery(sessionsQueryOptions);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [pending, setPending] = useState<AuthSession | 'others' | null>(null);
  const others = query.data?.filter((session) => !session.current) ?? [];

  const confirm = () => {
    if (pending === 'others') {
      endOthers.mutate(undefined, {
        onSuccess: () => notify.success(PROFILE_TEXT.loggedOutOthers),
        onError: (error) => notify.error(failureMessage(error, PROFILE_TEXT.logoutFailed)),
        onSettled: () => setPending(null),
      });
    } else if (pending) {
      endOne.mutate(pending.id, {
        onSuccess: () => notify.success(PROFILE_TEXT.loggedOutDevice),
        onError: (error) => notify.error(failureMessage(error, PROFILE_TEXT.logoutFailed)),
        onSettled: () => setPending(null),
      });
    }
  };

  return (
    <SettingsPage
      title={PROFILE_TEXT.devicesTitle}
      intro={PROFILE_TEXT.devicesIntro}
      backTo={paths.profile}
      backLabel={PROFILE_TEXT.backToProfile}
    >
      <div className="mt-6">
        {query.isPending ? (
          <DevicesSkeleton />
        ) : query.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-14 text-center text-[15px] text-gray-700 shadow-card"
          >
            {PROFILE_TEXT.devicesLoadFailed}
            <Button variant="outline" onClick={() => void query.refetch()}>
              {PROFILE_TEXT.retry}
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <div className="rounded-card bg-white shadow-card ring-1 ring-gray-100">
            <EmptyState icon={MonitorSmartphone} title={PROFILE_TEXT.devicesEmptyTitle} description={PROFILE_TEXT.devicesEmptyBody} />
          </div>
        ) : (
          <>
            <ul
              aria-label={PROFILE_TEXT.devicesListLabel}
              className="divide-y divide-gray-100 rounded-card bg-white shadow-card ring-1 ring-gray-100"
            >
              {query.data.map((session) => (
                <DeviceRow key={session.id} session={session} onLogout={() => setPending(session)} />
              ))}
            </ul>
            <div className="mt-6 flex flex-col items-stretch gap-2 sm:items-end">
              <Button
                variant="outline"
                onClick={() => setPending('others')}
                disabled={others.length === 0}
                aria-describedby={others.length === 0 ? 'no-other-devices' : undefined}
                className="h-11 text-red-600 hover:text-red-700"
              >
                <LogOut className="size-4" aria-hidden="true" />
                {PROFILE_TEXT.logoutOthers}
              </Button>
              {others.length === 0 && (
                <p id="no-other-devices" className="text-center text-sm text-gray-500 sm:text-right">
                  {PROFILE_TEXT.logoutOthersNone}
                </p>
              )}
            </div>
          </>
        )}
      </div>

      <ConfirmDialog
        isOpen={pending !== null}
        title={pending === 'others' ? PROFILE_TEXT.logoutOthersTitle : PROFILE_TEXT.logoutDeviceTitle}
        description={
          pending === 'others' ? PROFILE_TEXT.logoutOthersBody : pending ? PROFILE_TEXT.logoutDeviceBody(pending.device) : undefined
        }
        confirmLabel={pending === 'others' ? PROFILE_TEXT.logoutOthersConfirm : PROFILE_TEXT.logoutDevice}
        cancelLabel={PROFILE_TEXT.cancel}
        tone="danger"
        isPending={endOne.isPending || endOthers.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </SettingsPage>
  );
}

function DeviceRow({ session, onLogout }: { session: AuthSession; onLogout: () => void }) {
  const Icon = isPhone(session.device) ? Smartphone : Monitor;
  const headingId = `device-${session.id}`;
  return (
    <li aria-labelledby={headingId} className="flex items-start gap-3 px-4 py-4 sm:gap-4 sm:px-5">
      <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={headingId} className="text-[15px] font-semibold break-all text-gray-900">
            {session.device}
          </h2>
          {session.current && (
            <span className="inline-flex h-6 items-center rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-700">
              {PROFILE_TEXT.currentDevice}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-gray-600">
          {/* Each part wraps as a whole, so an address is never split across lines on a phone. */}
          <span className="inline-block">{PROFILE_TEXT.deviceLastSeen(formatRelativeTime(session.lastSeenAt))}</span>
          {session.ip && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="inline-block max-w-full [overflow-wrap:anywhere]">{PROFILE_TEXT.deviceIp(session.ip)}</span>
            </>
          )}
        </p>
        <p className="mt-0.5 text-sm text-gray-500">{PROFILE_TEXT.deviceSignedIn(formatLongDate(session.createdAt))}</p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={onLogout}
          aria-label={PROFILE_TEXT.logoutDeviceLabel(session.device)}
          className="h-10 shrink-0"
        >
          {PROFILE_TEXT.logoutDevice}
        </Button>
      )}
    </li>
  );
}

function DevicesSkeleton() {
  return (
    <div role="status" aria-busy="true" className="rounded-card bg-white shadow-card ring-1 ring-gray-100">
      <span className="sr-only">{PROFILE_TEXT.loading}</span>
      {[0, 1].map((index) => (
        <div key={index} className="flex items-start gap-3 border-gray-100 px-4 py-4 not-first:border-t sm:gap-4 sm:px-5">
          <Skeleton className="size-10 rounded-full!" />
          <div className="flex-1">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="mt-2 h-4 w-56 max-w-full" />
            <Skeleton className="mt-1.5 h-4 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}
