import {
  REPORT_DETAIL_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
  SAFETY_MSG,
} from '@dongne/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { SAFETY_TEXT } from '@/config/safety-messages.ts';
import { useCreateReport } from '@/lib/api/create-report.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

export type ReportTarget = { targetType: ReportTargetType; targetId: number };

type ReportDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  target: ReportTarget;
};

/**
 * 신고하기 (contract §11): one of six reasons, an optional detail of at most 1000 characters. A
 * second report of the same thing is told '이미 신고했습니다' and closes the dialog like a success.
 */
export function ReportDialog({ isOpen, onClose, target }: ReportDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={SAFETY_TEXT.title[target.targetType]} size="sm">
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {isOpen && <ReportForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createReport = useCreateReport();
  const ids = { legend: useId(), detail: useId(), counter: useId(), error: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(SAFETY_MSG.reportReasonRequired);
      return;
    }
    try {
      await createReport.mutateAsync({ ...target, reason, ...(detail.trim() ? { detail: detail.trim() } : {}) });
      notify.success(SAFETY_MSG.reportThanks);
      onClose();
    } catch (caught) {
      if (errorStatusOf(caught) === 409) {
        notify.info(SAFETY_MSG.reportDuplicate);
        onClose();
        return;
      }
      setError(toErrorMessage(caught, SAFETY_TEXT.failed));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="text-[15px] leading-relaxed text-gray-700">{SAFETY_TEXT.intro}</p>
      <fieldset className="mt-4" aria-describedby={error ? ids.error : undefined}>
        <legend id={ids.legend} className="text-sm font-semibold text-gray-800">
          {SAFETY_TEXT.reasonLegend}
        </legend>
        <div className="mt-2 grid gap-1.5">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field border border-gray-200 px-3.5 text-[15px] text-gray-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
                className="size-4 accent-brand-600"
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-1.5">
        <div className="flex items-baseline justify-between">
          <label htmlFor={ids.detail} className="text-sm font-semibold text-gray-800">
            {SAFETY_TEXT.detailLabel}
          </label>
          <span id={ids.counter} className="text-[13px] text-gray-500">
            {detail.length}/{REPORT_DETAIL_MAX}
          </span>
        </div>
        <Textarea
          id={ids.detail}
          rows={3}
          value={detail}
          maxLength={REPORT_DETAIL_MAX}
          placeholder={SAFETY_TEXT.detailPlaceholder}
          aria-describedby={ids.counter}
          onChange={(event) => setDetail(event.target.value)}
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="mt-3 text-[13px] font-medium text-danger-600">
          {error}
        </p>
      )}
      <div className="mt-6 grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={createReport.isPending}>
          {SAFETY_TEXT.cancel}
        </Button>
        <Button type="submit" variant="danger" isLoading={createReport.isPending}>
          {SAFETY_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
