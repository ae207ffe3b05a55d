import type { Poll } from '@dongne/contract';
import { Check } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useClosePoll } from '@/features/posts/api/close-poll.ts';
import { usePoll } from '@/features/posts/api/get-poll.ts';
import { useSetPollVote } from '@/features/posts/api/vote-poll.ts';
import { POLL_TEXT } from '@/features/posts/post-messages.ts';
import { cx } from '@/lib/cx.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

const sameChoice = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * A post's poll (contract §20): each option with a bar of its share, its count and, unless the poll
 * is anonymous, who chose it; members pick and vote, change or withdraw while it is open; the
 * creator and the staff close it. Counts move live through the group's poll topic (usePollLive).
 */
export function PollCard({ pollId, initial, className }: { pollId: number; initial?: Poll | null; className?: string }) {
  const { data: poll, isError } = usePoll(pollId, initial);
  if (!poll) return isError ? <p className={cx('text-sm text-gray-600', className)}>{POLL_TEXT.loadFailed}</p> : null;
  return <PollBody poll={poll} className={className} />;
}

const ROW = 'relative flex min-h-12 items-center gap-2.5 overflow-hidden rounded-lg border bg-white px-3 py-2';

/** The option's share of the votes, drawn behind its text. */
function ShareBar({ share, leading }: { share: number; leading: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cx('absolute inset-y-0 left-0 transition-[width] duration-300', leading ? 'bg-brand-200' : 'bg-brand-100')}
      style={{ width: `${share}%` }}
    />
  );
}

function OptionText({ text, count, leading }: { text: string; count: number; leading: boolean }) {
  return (
    <>
      <span className={cx('relative min-w-0 flex-1 text-[15px] break-words text-gray-900', leading && 'font-semibold')}>{text}</span>
      <span className="relative shrink-0 text-sm font-semibold text-gray-800 tabular-nums">{POLL_TEXT.votes(count)}</span>
    </>
  );
}

function PollBody({ poll, className }: { poll: Poll; className?: string }) {
  const name = useId();
  const [selected, setSelected] = useState<number[]>(poll.myOptionIds);
  const [confirming, setConfirming] = useState(false);
  const vote = useSetPollVote();
  const close = useClosePoll();
  const mine = poll.myOptionIds.join();
  // A vote from another tab (or the answer to ours) becomes the starting choice again.
  useEffect(() => {
    setSelected(mine ? mine.split(',').map(Number) : []);
  }, [mine]);

  const canVote = poll.viewerCan.vote;
  const voted = poll.myOptionIds.length > 0;
  const total = poll.options.reduce((sum, option) => sum + option.voteCount, 0);
  const top = Math.max(0, ...poll.options.map((option) => option.voteCount));

  const toggle = (optionId: number) =>
    setSelected((current) =>
      poll.multiple ? (current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId]) : [optionId],
    );
  const submit = (optionIds: number[]) =>
    vote.mutate(
      { pollId: poll.id, optionIds },
      {
        onSuccess: () => notify.success(POLL_TEXT.voted),
        onError: (error) => notify.error(toErrorMessage(error, POLL_TEXT.voteFailed)),
      },
    );

  return (
    <section
      aria-label={POLL_TEXT.label(poll.question)}
      className={cx('rounded-xl border border-gray-200 bg-gray-50 p-3 sm:p-4', className)}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[13px] text-gray-700">
        {poll.closed && (
          <span className="rounded-full bg-gray-700 px-2 py-0.5 text-xs font-semibold text-white">{POLL_TEXT.closedBadge}</span>
        )}
        {poll.multiple && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{POLL_TEXT.multipleBadge}</span>
        )}
        {poll.anonymous && (
          <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">{POLL_TEXT.anonymousBadge}</span>
        )}
        <span>{POLL_TEXT.participants(poll.voterCount)}</span>
        {poll.closesAt && !poll.closed && <span>· {POLL_TEXT.closesAtLabel(formatDateTime(poll.closesAt))}</span>}
      </p>
      <fieldset className="mt-3">
        <legend className="sr-only">{POLL_TEXT.choicesLegend}</legend>
        <ul className="flex flex-col gap-2">
          {poll.options.map((option) => {
            const share = total === 0 ? 0 : Math.round((option.voteCount / total) * 100);
            const isMine = poll.myOptionIds.includes(option.id);
            const leading = poll.closed && option.voteCount > 0 && option.voteCount === top;
            return (
              <li key={option.id}>
                {canVote ? (
                  <label
                    className={cx(
                      ROW,
                      'cursor-pointer hover:border-brand-300',
                      selected.includes(option.id) ? 'border-brand-500' : 'border-gray-200',
                    )}
                  >
                    <ShareBar share={share} leading={leading} />
                    <input
                      type={poll.multiple ? 'checkbox' : 'radio'}
                      name={name}
                      className="relative size-5 shrink-0 accent-brand-600"
                      checked={selected.includes(option.id)}
                      onChange={() => toggle(option.id)}
                    />
                    <OptionText text={option.text} count={option.voteCount} leading={leading} />
                  </label>
                ) : (
                  <div className={cx(ROW, 'border-gray-200')}>
                    <ShareBar share={share} leading={leading} />
                    {isMine && (
                      <Check role="img" aria-label={POLL_TEXT.mine} className="relative size-5 shrink-0 text-brand-700" strokeWidth={3} />
                    )}
                    <OptionText text={option.text} count={option.voteCount} leading={leading} />
                  </div>
                )}
                {option.voters && option.voters.length > 0 && (
                  <p className="mt-1 px-1 text-xs leading-5 text-gray-600">
                    <span className="sr-only">{POLL_TEXT.votersLabel(option.text)}: </span>
                    {option.voters.map((voter) => voter.nickname).join(', ')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {(canVote || poll.viewerCan.close) && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {canVote && (
            <Button
              size="sm"
              disabled={selected.length === 0 || sameChoice(selected, poll.myOptionIds)}
              isLoading={vote.isPending}
              onClick={() => submit(selected)}
            >
              {voted ? POLL_TEXT.changeVote : POLL_TEXT.vote}
            </Button>
          )}
          {canVote && voted && (
            <Button size="sm" variant="outline" disabled={vote.isPending} onClick={() => submit([])}>
              {POLL_TEXT.withdraw}
            </Button>
          )}
          {poll.viewerCan.close && (
            <Button size="sm" variant="ghost" className="ml-auto" onClick={() => setConfirming(true)}>
              {POLL_TEXT.close}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={confirming}
        title={POLL_TEXT.close}
        description={POLL_TEXT.closeConfirm}
        confirmLabel={POLL_TEXT.close}
        cancelLabel={POLL_TEXT.cancel}
        isPending={close.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          close.mutate(poll.id, {
            onSuccess: () => notify.success(POLL_TEXT.closed),
            onError: (error) => notify.error(toErrorMessage(error, POLL_TEXT.voteFailed)),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
