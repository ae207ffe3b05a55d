import type { JoinRequest, JoinRequestStatus } from '@dongne/contract';
import { Check, X } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { UserLink } from '@/components/ui/user-link.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { cx } from '@/lib/cx.ts';
import { formatDateTime } from '@/lib/dates.ts';

const STATUS_STYLES: Record<JoinRequestStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
  APPROVED: 'bg-success-50 text-success-700 ring-success-200',
  REJECTED: 'bg-danger-50 text-danger-700 ring-danger-200',
  CANCELLED: 'bg-gray-100 text-gray-600 ring-gray-200',
  EXPIRED: 'bg-gray-100 text-gray-600 ring-gray-200',
};

type JoinRequestItemProps = {
  request: JoinRequest;
  onApprove: (request: JoinRequest) => void;
  onReject: (request: JoinRequest) => void;
};

/** One request: who, what they wrote, when; a pending one can be approved or rejected. */
export function JoinRequestItem({ request, onApprove, onReject }: JoinRequestItemProps) {
  const note = request.status === 'APPROVED' ? request.approvalMessage : request.status === 'REJECTED' ? request.rejectedReason : null;
  return (
    <li className="rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start gap-3">
        <UserLink user={{ id: request.userId, nickname: request.userName }} className="shrink-0 rounded-full">
          <Avatar nickname={request.userName} src={request.userImage} className="size-11" />
        </UserLink>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <UserLink user={{ id: request.userId, nickname: request.userName }} className="text-[15px] font-semibold text-gray-900" />
            <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold ring-1', STATUS_STYLES[request.status])}>
              {GROUP_TEXT.statusLabel[request.status]}
            </span>
          </div>
          <p className="mt-0.5 text-[13px] text-gray-600">{GROUP_TEXT.requestedOn(formatDateTime(request.createdAt))}</p>
          {request.question && request.answer && (
            <div className="mt-2 rounded-lg bg-brand-50 px-3 py-2">
              <p className="text-[13px] font-semibold break-words text-brand-700">{GROUP_TEXT.answerHeading(request.question)}</p>
              <p className="mt-0.5 text-[15px] leading-relaxed break-words whitespace-pre-line text-gray-900">{request.answer}</p>
            </div>
          )}
          {(request.requestMessage || !(request.question && request.answer)) && (
            <p
              className={cx(
                'mt-2 text-[15px] leading-relaxed break-words whitespace-pre-line',
                request.requestMessage ? 'text-gray-800' : 'text-gray-500',
              )}
            >
              {request.requestMessage || GROUP_TEXT.noMessage}
            </p>
          )}
          {note && (
            <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
              <span className="font-semibold">{request.status === 'APPROVED' ? GROUP_TEXT.approvalNote : GROUP_TEXT.rejectionNote}: </span>
              {note}
            </p>
          )}
        </div>
      </div>
      {request.status === 'PENDING' && (
        <div className="mt-4 grid grid-cols-2 gap-2 sm:ml-14 sm:flex sm:justify-end">
          <Button variant="outline" size="sm" onClick={() => onReject(request)} aria-label={`${request.userName} ${GROUP_TEXT.reject}`}>
            <X className="size-4" aria-hidden="true" />
            {GROUP_TEXT.reject}
          </Button>
          <Button size="sm" onClick={() => onApprove(request)} aria-label={`${request.userName} ${GROUP_TEXT.approve}`}>
            <Check className="size-4" aria-hidden="true" />
            {GROUP_TEXT.approve}
          </Button>
        </div>
      )}
    </li>
  );
}
