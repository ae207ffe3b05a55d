import type { JoinRequestStatus } from '@dongne/contract';
import { CircleAlert, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useJoinRequests } from '@/features/groups/api/get-join-requests.ts';
import { cx } from '@/lib/cx.ts';
import { DecideRequestModal, type Decision } from './decide-request-modal.tsx';
import { JoinRequestItem } from './join-request-item.tsx';
import { TabState } from './tab-state.tsx';

type Filter = JoinRequestStatus | 'ALL';

const FILTERS: { id: Filter; label: string }[] = [
  { id: 'ALL', label: GROUP_TEXT.filterAll },
  { id: 'PENDING', label: GROUP_TEXT.statusLabel.PENDING },
  { id: 'APPROVED', label: GROUP_TEXT.statusLabel.APPROVED },
  { id: 'REJECTED', label: GROUP_TEXT.statusLabel.REJECTED },
];

/** The owner's inbox of join requests, pending ones first by default (spec §2 Join-request management). */
export function GroupJoinRequestsTab({ groupId }: { groupId: number }) {
  const [filter, setFilter] = useState<Filter>('PENDING');
  const [decision, setDecision] = useState<Decision | null>(null);
  const requests = useJoinRequests(groupId, filter === 'ALL' ? undefined : filter);
  const items = requests.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="sr-only">{GROUP_TEXT.requestFilterLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {FILTERS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={filter === option.id}
              onClick={() => setFilter(option.id)}
              className={cx(
                'h-9 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
                filter === option.id ? 'bg-gray-900 text-white ring-gray-900' : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </fieldset>

      {requests.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-32 w-full rounded-card" />
          <Skeleton className="h-32 w-full rounded-card" />
        </div>
      ) : requests.isError ? (
        <TabState
          icon={CircleAlert}
          title={GROUP_TEXT.requestsLoadFailed}
          action={
            <Button variant="outline" onClick={() => requests.refetch()}>
              {GROUP_TEXT.retry}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <TabState icon={Inbox} title={GROUP_TEXT.requestsEmpty} description={GROUP_TEXT.requestsEmptyBody} />
      ) : (
        <ul className={cx('flex flex-col gap-3 transition-opacity', requests.isPlaceholderData && 'opacity-60')}>
          {items.map((request) => (
            <JoinRequestItem
              key={request.id}
              request={request}
              onApprove={(item) => setDecision({ kind: 'approve', request: item })}
              onReject={(item) => setDecision({ kind: 'reject', request: item })}
            />
          ))}
        </ul>
      )}
      {requests.hasNextPage && (
        <Button variant="outline" className="self-center" isLoading={requests.isFetchingNextPage} onClick={() => requests.fetchNextPage()}>
          {GROUP_TEXT.loadMore}
        </Button>
      )}
      <DecideRequestModal groupId={groupId} decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}
