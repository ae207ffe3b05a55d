import type { AttendanceStatus, Event, EventAttendance } from '@dongne/contract';
import { CheckCircle2, QrCode, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { useCheckIn } from '@/features/events/api/check-in.ts';
import { useEventAttendance } from '@/features/events/api/get-event-attendance.ts';
import { useMarkAttendance } from '@/features/events/api/mark-attendance.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { cx } from '@/lib/cx.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { CheckInCodeDialog } from './check-in-code-dialog.tsx';

const TOGGLE = 'h-9 rounded-lg border px-3 text-sm font-semibold transition-colors disabled:opacity-60';
const TOGGLE_TONES: Record<AttendanceStatus, { on: string; off: string }> = {
  ATTENDED: { on: 'border-brand-600 bg-brand-600 text-white', off: 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50' },
  NO_SHOW: { on: 'border-danger-600 bg-danger-600 text-white', off: 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50' },
};

/** One participant with 출석 / 불참 toggles; pressing the pressed one clears the mark. */
function StaffRow({ eventId, row }: { eventId: number; row: EventAttendance }) {
  const mark = useMarkAttendance(eventId);
  const pending = mark.isPending ? mark.variables?.status : undefined;
  const shown = mark.isPending && pending !== undefined ? pending : row.status;
  const toggle = (status: AttendanceStatus) =>
    mark.mutate(
      { userId: row.userId, status: row.status === status ? null : status },
      { onError: (error) => notify.error(toErrorMessage(error, EVENT_TEXT.markFailed)) },
    );
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Avatar src={row.profileImage} className="size-9" />
      <span className="min-w-0 flex-1 truncate text-[15px] font-medium text-gray-900">{row.nickname}</span>
      <fieldset className="flex shrink-0 gap-1.5">
        <legend className="sr-only">{EVENT_TEXT.attendanceOf(row.nickname)}</legend>
        {(['ATTENDED', 'NO_SHOW'] as const).map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={shown === status}
            disabled={mark.isPending}
            onClick={() => toggle(status)}
            className={cx(TOGGLE, shown === status ? TOGGLE_TONES[status].on : TOGGLE_TONES[status].off)}
          >
            {status === 'ATTENDED' ? EVENT_TEXT.attended : EVENT_TEXT.noShow}
          </button>
        ))}
      </fieldset>
    </li>
  );
}

function StaffView({ event }: { event: Event }) {
  const query = useEventAttendance(event.id, true);
  const [isShowingCode, setIsShowingCode] = useState(false);
  return (
    <>
      <p className="mt-1 text-[13px] text-gray-600">{EVENT_TEXT.attendanceHint}</p>
      {event.viewerCan.showCheckInCode && (
        <Button variant="secondary" size="md" className="mt-3" onClick={() => setIsShowingCode(true)}>
          <QrCode className="size-4" aria-hidden="true" />
          {EVENT_TEXT.showCode}
        </Button>
      )}
      {query.isPending ? (
        <div role="status" aria-label={TEXT.loading} className="mt-3 flex flex-col gap-3">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {toErrorMessage(query.error, EVENT_TEXT.attendanceLoadFailed)}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {query.data.map((row) => (
            <StaffRow key={row.userId} eventId={event.id} row={row} />
          ))}
        </ul>
      )}
      <CheckInCodeDialog eventId={event.id} isOpen={isShowingCode} onClose={() => setIsShowingCode(false)} />
    </>
  );
}

/** A participant's own mark, and the code form until they are marked 출석. */
function ParticipantView({ event }: { event: Event }) {
  const query = useEventAttendance(event.id, true);
  const checkIn = useCheckIn(event.id);
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(() => searchParams.get('checkIn')?.replace(/\D/g, '').slice(0, 4) ?? '');
  const [error, setError] = useState<string | undefined>();
  const mine = query.data?.[0]?.status ?? null;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!/^\d{4}$/.test(code)) {
      setError(EVENT_MSG.checkInCodeFormat);
      return;
    }
    setError(undefined);
    checkIn.mutate(
      { code },
      {
        onSuccess: () => {
          notify.success(EVENT_MSG.checkedIn);
          void query.refetch();
        },
        onError: (failure) => setError(toErrorMessage(failure, EVENT_TEXT.checkInFailed)),
      },
    );
  };

  return (
    <>
      {mine === 'ATTENDED' && (
        <p className="mt-3 flex items-center gap-2 text-[15px] font-semibold text-brand-700">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {EVENT_TEXT.myAttended}
        </p>
      )}
      {mine === 'NO_SHOW' && (
        <p className="mt-3 flex items-center gap-2 text-[15px] font-semibold text-danger-700">
          <XCircle className="size-5" aria-hidden="true" />
          {EVENT_TEXT.myNoShow}
        </p>
      )}
      {mine !== 'ATTENDED' && (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={EVENT_TEXT.checkInLabel} hint={EVENT_TEXT.checkInHint} error={error} className="sm:flex-1">
            <Input
              value={code}
              onChange={(change) => setCode(change.target.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              className="font-mono tracking-[0.3em]"
            />
          </Field>
          <Button type="submit" size="lg" isLoading={checkIn.isPending} className="sm:mb-6">
            {EVENT_TEXT.checkInSubmit}
          </Button>
        </form>
      )}
    </>
  );
}

/**
 * 출석체크 on the event page: the staff mark each participant and show the check-in code; a
 * participant checks in with it and sees their own mark; everyone sees how many came.
 */
export function AttendanceSection({ event, className }: { event: Event; className?: string }) {
  const headingId = useId();
  const isStaff = event.viewerCan.markAttendance;
  if (event.status === 'CANCELLED') return null;
  if (!isStaff && !event.isParticipating && event.attendedCount === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cx('rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-6', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-gray-900">
          {EVENT_TEXT.attendanceTitle}
        </h2>
        <span className="text-sm font-semibold text-brand-700">{EVENT_TEXT.attendedCount(event.attendedCount)}</span>
      </div>
      {isStaff ? <StaffView event={event} /> : event.isParticipating ? <ParticipantView event={event} /> : null}
    </section>
  );
}
