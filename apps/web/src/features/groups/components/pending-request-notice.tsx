import { Hourglass } from 'lucide-react';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useMyJoinRequest } from '@/features/groups/api/get-my-join-request.ts';
import { formatDateTime } from '@/lib/dates.ts';

/** Tells a non-member that their request is waiting, when it was sent and what it said and answered (spec §2, contract §10). */
export function PendingRequestNotice({ groupId }: { groupId: number }) {
  const { data: request } = useMyJoinRequest(groupId);
  if (!request) return null;
  return (
    <section
      aria-label={GROUP_TEXT.pendingNoticeTitle}
      className="flex items-start gap-3 rounded-card border border-amber-200 bg-amber-50 px-5 py-4 text-amber-900"
    >
      <Hourglass className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0 text-sm leading-relaxed">
        <p className="text-[15px] font-semibold">{GROUP_TEXT.pendingNoticeTitle}</p>
        <p className="mt-0.5">{GROUP_TEXT.pendingNoticeBody(formatDateTime(request.createdAt))}</p>
        {request.question && request.answer && (
          <p className="mt-2 rounded-lg bg-white/70 px-3 py-2 break-words text-gray-800">
            <span className="block font-semibold">{GROUP_TEXT.answerHeading(request.question)}</span>
            {request.answer}
          </p>
        )}
        {request.requestMessage && (
          <p className="mt-2 rounded-lg bg-white/70 px-3 py-2 text-gray-800">
            <span className="font-semibold">{GROUP_TEXT.pendingNoticeMessage}: </span>
            {request.requestMessage}
          </p>
        )}
      </div>
    </section>
  );
}
