import { DATE_POLL_ANSWERS, type DatePoll, type DatePollAnswer } from '@dongne/contract';
import { CalendarCheck, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { eventPath } from '@/config/paths.ts';
import { useAnswerDatePoll } from '@/features/events/api/answer-date-poll.ts';
import { useCloseDatePoll } from '@/features/events/api/close-date-poll.ts';
import { useDeleteDatePoll } from '@/features/events/api/delete-date-poll.ts';
import { ANSWER_TEXT, DATE_POLL_TEXT } from '@/features/events/date-poll-messages.ts';
import { cx } from '@/lib/cx.ts';
import { formatEventRange } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { DatePollEventDialog } from './date-poll-event-dialog.tsx';

type Slot = DatePoll['slots'][number];

/** The anchor of a poll on the 이벤트 tab, which the event made from it links to. */
export const datePollAnchor = (pollId: number) => `date-poll-${pollId}`;

/**
 * How warm a slot's row is: the share of those who answered who can come (애매 counts half), in
 * five steps of the brand's tints, so the best times stand out at a glance (the heat-map).
 */
function heatClass(slot: Slot, voters: number): string {
  if (voters === 0) return 'bg-white';
  const score = (slot.yes + slot.maybe / 2) / voters;
  if (score >= 0.8) return 'bg-brand-200';
  if (score >= 0.55) return 'bg-brand-100';
  if (score >= 0.3) return 'bg-brand-50';
  return 'bg-white';
}

const ANSWER_STYLE: Record<DatePollAnswer, string> = {
  YES: 'border-success-600 bg-success-600 text-white',
  MAYBE: 'border-brand-600 bg-brand-600 text-white',
  NO: 'border-gray-700 bg-gray-700 text-white',
};

/** Who answered what on one slot, grouped 가능 / 애매 / 불가. */
function Names({ slot }: { slot: Slot }) {
  if (slot.answers.length === 0) return <p className="text-[13px] text-gray-600">{DATE_POLL_TEXT.noAnswers}</p>;
  return (
    <dl className="flex flex-col gap-1 text-[13px] leading-5">
      {DATE_POLL_ANSWERS.map((answer) => {
        const names = slot.answers.filter((entry) => entry.answer === answer).map((entry) => entry.nickname);
        if (names.length === 0) return null;
        return (
          <div key={answer} className="flex gap-2">
            <dt className="w-8 shrink-0 font-semibold text-gray-800">{ANSWER_TEXT[answer]}</dt>
            <dd className="min-w-0 break-words text-gray-700">{names.join(', ')}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function SlotRow({ poll, slot, best, onMakeEvent }: { poll: DatePoll; slot: Slot; best: boolean; onMakeEvent: (slot: Slot) => void }) {
  const [open, setOpen] = useState(false);
  const answer = useAnswerDatePoll();
  const label = formatEventRange(slot.start, slot.end);
  const mine = poll.myAnswers.find((entry) => entry.slotId === slot.id)?.answer ?? null;
  const namesId = `${datePollAnchor(poll.id)}-slot-${slot.id}-names`;
  const upcoming = new Date(slot.start).getTime() > Date.now();

  const choose = (value: DatePollAnswer) => {
    if (value === mine || answer.isPending) return;
    answer.mutate(
      { pollId: poll.id, answers: [{ slotId: slot.id, answer: value }] },
      { onError: (error) => notify.error(toErrorMessage(error, DATE_POLL_TEXT.answerFailed)) },
    );
  };

  return (
    <li className={cx('rounded-lg border border-gray-200 p-3 transition-colors', heatClass(slot, poll.voterCount))}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="min-w-0 flex-1 text-[15px] font-semibold text-gray-900">
          <time dateTime={slot.start}>{label}</time>
        </p>
        {best && (
          <span className="rounded-full bg-success-600 px-2 py-0.5 text-xs font-semibold text-white">{DATE_POLL_TEXT.bestBadge}</span>
        )}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={namesId}
        aria-label={`${DATE_POLL_TEXT.counts(slot.yes, slot.maybe, slot.no)}, ${DATE_POLL_TEXT.showNames(label)}`}
        onClick={() => setOpen((value) => !value)}
        className="mt-1 inline-flex min-h-8 items-center gap-1 rounded text-[13px] font-medium text-gray-700 tabular-nums hover:text-gray-900"
      >
        {DATE_POLL_TEXT.counts(slot.yes, slot.maybe, slot.no)}
        <ChevronDown className={cx('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div id={namesId} className="mt-1 rounded-md bg-white/80 px-2.5 py-2">
          <Names slot={slot} />
        </div>
      )}
      {poll.viewerCan.answer && (
        <fieldset className="mt-2 grid grid-cols-3 gap-1.5">
          <legend className="sr-only">{DATE_POLL_TEXT.answerLegend(label)}</legend>
          {DATE_POLL_ANSWERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mine === value}
              disabled={answer.isPending}
              onClick={() => choose(value)}
              className={cx(
                'h-10 rounded-lg border text-sm font-semibold transition-colors disabled:opacity-70',
                mine === value ? ANSWER_STYLE[value] : 'border-gray-300 bg-white text-gray-800 hover:border-gray-500',
              )}
            >
              {ANSWER_TEXT[value]}
            </button>
          ))}
        </fieldset>
      )}
      {!poll.viewerCan.answer && mine && (
        <p className="mt-1 text-[13px] text-gray-700">
          {DATE_POLL_TEXT.mineLabel}: <span className="font-semibold">{ANSWER_TEXT[mine]}</span>
        </p>
      )}
      {poll.viewerCan.makeEvent && upcoming && (
        <Button size="sm" variant="outline" className="mt-2 w-full sm:w-auto" onClick={() => onMakeEvent(slot)}>
          <CalendarCheck className="size-4" aria-hidden="true" />
          {DATE_POLL_TEXT.makeEvent}
        </Button>
      )}
    </li>
  );
}

/**
 * One date poll (contract §20) on the group's 이벤트 tab: each candidate time as a row warmed by how
 * many can come, its counts (a tap shows who), 가능 / 애매 / 불가 for members while it is open, and
 * for its creator and the staff 이 시간으로 일정 만들기, 마감하기 and 삭제 (from `viewerCan`).
 */
export function DatePollCard({ poll }: { poll: DatePoll }) {
  const [making, setMaking] = useState<Slot | null>(null);
  const [confirm, setConfirm] = useState<'close' | 'delete' | null>(null);
  const close = useCloseDatePoll();
  const remove = useDeleteDatePoll();
  const top = Math.max(0, ...poll.slots.map((slot) => slot.yes));
  const onError = (error: unknown) => notify.error(toErrorMessage(error, DATE_POLL_TEXT.actionFailed));

  return (
    <section
      id={datePollAnchor(poll.id)}
      aria-label={DATE_POLL_TEXT.label(poll.title)}
      className="scroll-mt-24 rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        {poll.eventId !== null ? (
          <span className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
            {DATE_POLL_TEXT.decidedBadge}
          </span>
        ) : (
          poll.closed && (
            <span className="rounded-full bg-gray-700 px-2 py-0.5 text-xs font-semibold text-white">{DATE_POLL_TEXT.closedBadge}</span>
          )
        )}
        <h3 className="min-w-0 flex-1 text-base font-bold break-words text-gray-900">{poll.title}</h3>
      </div>
      <p className="mt-1 text-[13px] text-gray-600">
        {DATE_POLL_TEXT.by(poll.creator.nickname)} · {DATE_POLL_TEXT.voters(poll.voterCount)}
      </p>
      {poll.eventId !== null && (
        <Link to={eventPath(poll.eventId)} className={cx(buttonClasses({ size: 'sm' }), 'mt-3')}>
          <CalendarCheck className="size-4" aria-hidden="true" />
          {DATE_POLL_TEXT.viewEvent}
        </Link>
      )}
      <ul aria-label={DATE_POLL_TEXT.slotsLabel(poll.title)} className="mt-3 flex flex-col gap-2">
        {poll.slots.map((slot) => (
          <SlotRow key={slot.id} poll={poll} slot={slot} best={top > 0 && slot.yes === top} onMakeEvent={setMaking} />
        ))}
      </ul>
      {(poll.viewerCan.close || poll.viewerCan.delete) && (
        <div className="mt-3 flex justify-end gap-2">
          {poll.viewerCan.close && (
            <Button size="sm" variant="ghost" onClick={() => setConfirm('close')}>
              {DATE_POLL_TEXT.close}
            </Button>
          )}
          {poll.viewerCan.delete && (
            <Button size="sm" variant="ghost" onClick={() => setConfirm('delete')}>
              {DATE_POLL_TEXT.delete}
            </Button>
          )}
        </div>
      )}
      {making && <DatePollEventDialog poll={poll} slot={making} onClose={() => setMaking(null)} />}
      <ConfirmDialog
        isOpen={confirm !== null}
        title={confirm === 'delete' ? DATE_POLL_TEXT.deleteTitle : DATE_POLL_TEXT.close}
        description={confirm === 'delete' ? DATE_POLL_TEXT.deleteConfirm : DATE_POLL_TEXT.closeConfirm}
        confirmLabel={confirm === 'delete' ? DATE_POLL_TEXT.delete : DATE_POLL_TEXT.close}
        cancelLabel={DATE_POLL_TEXT.cancel}
        tone={confirm === 'delete' ? 'danger' : 'primary'}
        isPending={close.isPending || remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm === 'delete'
            ? remove.mutate({ pollId: poll.id, groupId: poll.groupId }, { onError, onSettled: () => setConfirm(null) })
            : close.mutate(poll.id, { onSuccess: () => notify.success(DATE_POLL_TEXT.closed), onError, onSettled: () => setConfirm(null) })
        }
      />
    </section>
  );
}
