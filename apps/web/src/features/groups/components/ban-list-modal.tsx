import type { GroupBan } from '@dongne/contract';
import { CircleAlert, ShieldOff } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useBans } from '@/features/groups/api/get-bans.ts';
import { useUnbanMember } from '@/features/groups/api/unban-member.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

function BanRow({ groupId, ban }: { groupId: number; ban: GroupBan }) {
  const unban = useUnbanMember();
  const onUnban = async () => {
    try {
      await unban.mutateAsync({ groupId, userId: ban.userId });
      notify.success(GROUP_TEXT.unbanned(ban.nickname));
    } catch (error) {
      notify.error(toErrorMessage(error, GROUP_TEXT.unbanFailed));
    }
  };
  return (
    <li className="flex items-start gap-3 py-3">
      <Avatar nickname={ban.nickname} src={ban.profileImage} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-[15px] font-semibold text-gray-900">{ban.nickname}</p>
        <p className="mt-0.5 text-[13px] text-gray-600">
          {GROUP_TEXT.bannedOn(formatShortDate(ban.bannedAt), ban.bannedBy?.nickname ?? null)}
        </p>
        {ban.reason && <p className="mt-1 text-sm leading-relaxed break-words text-gray-700">{ban.reason}</p>}
      </div>
      <Button variant="outline" size="sm" isLoading={unban.isPending} onClick={onUnban} aria-label={GROUP_TEXT.unbanLabel(ban.nickname)}>
        {GROUP_TEXT.unban}
      </Button>
    </li>
  );
}

/** The staff's 차단 목록 (contract §10): who is banned, since when, by whom and why, with 차단 해제. */
export function BanListModal({ groupId, isOpen, onClose }: { groupId: number; isOpen: boolean; onClose: () => void }) {
  const bans = useBans(groupId, { enabled: isOpen });
  const items = bans.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={GROUP_TEXT.banList} size="md">
      {bans.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : bans.isError ? (
        <EmptyState
          as="h3"
          icon={CircleAlert}
          title={GROUP_TEXT.banListLoadFailed}
          action={
            <Button variant="outline" onClick={() => bans.refetch()}>
              {GROUP_TEXT.retry}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState as="h3" className="py-8" icon={ShieldOff} title={GROUP_TEXT.banListEmpty} description={GROUP_TEXT.banListEmptyBody} />
      ) : (
        <ul aria-label={GROUP_TEXT.banList} className="-my-3 divide-y divide-gray-100">
          {items.map((ban) => (
            <BanRow key={ban.userId} groupId={groupId} ban={ban} />
          ))}
        </ul>
      )}
      {bans.hasNextPage && (
        <Button variant="outline" fullWidth className="mt-4" isLoading={bans.isFetchingNextPage} onClick={() => bans.fetchNextPage()}>
          {GROUP_TEXT.loadMore}
        </Button>
      )}
    </Modal>
  );
}
