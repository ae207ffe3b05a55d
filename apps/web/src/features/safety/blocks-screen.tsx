import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldOff } from 'lucide-react';
import { useBlockUserAction } from '@/components/safety/block-user-dialog.tsx';
import { blockedUsersQueryOptions } from '@/components/safety/blocks-api.ts';
import { BLOCKS_TEXT } from '@/components/safety/blocks-text.ts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SettingsPage } from '@/components/ui/settings-page.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { UserLink } from '@/components/ui/user-link.tsx';
import { paths } from '@/config/paths.ts';
import { formatLongDate } from '@/lib/dates.ts';

/** /profile/blocks: 차단한 사용자 (contract §11), newest first, each with 해제. */
export function BlocksScreen() {
  const query = useInfiniteQuery(blockedUsersQueryOptions);
  const action = useBlockUserAction();
  const users = query.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <SettingsPage title={BLOCKS_TEXT.pageTitle} intro={BLOCKS_TEXT.pageIntro} backTo={paths.profile} backLabel={BLOCKS_TEXT.backToProfile}>
      <div className="mt-6">
        {query.isPending ? (
          <div role="status" aria-busy="true" className="rounded-card bg-white shadow-card ring-1 ring-gray-100">
            <span className="sr-only">{BLOCKS_TEXT.loading}</span>
            {[0, 1].map((index) => (
              <div key={index} className="flex items-center gap-3 border-gray-100 px-4 py-4 not-first:border-t sm:px-5">
                <Skeleton className="size-10 rounded-full!" />
                <div className="flex-1">
                  <Skeleton className="h-5 w-32" />
                  <Skeleton className="mt-2 h-4 w-24" />
                </div>
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-14 text-center text-[15px] text-gray-700 shadow-card"
          >
            {BLOCKS_TEXT.loadFailed}
            <Button variant="outline" onClick={() => void query.refetch()}>
              {BLOCKS_TEXT.retry}
            </Button>
          </div>
        ) : users.length === 0 ? (
          <div className="rounded-card bg-white shadow-card ring-1 ring-gray-100">
            <EmptyState icon={ShieldOff} title={BLOCKS_TEXT.emptyTitle} description={BLOCKS_TEXT.emptyBody} />
          </div>
        ) : (
          <>
            <ul
              aria-label={BLOCKS_TEXT.listLabel}
              className="divide-y divide-gray-100 rounded-card bg-white shadow-card ring-1 ring-gray-100"
            >
              {users.map((user) => (
                <li key={user.id} className="flex items-center gap-3 px-4 py-3.5 sm:px-5">
                  <Avatar src={user.profileImage} nickname={user.nickname} className="size-10" />
                  <div className="min-w-0 flex-1">
                    <UserLink user={user} className="block truncate text-[15px] font-semibold text-gray-900" />
                    <p className="mt-0.5 text-sm text-gray-500">{BLOCKS_TEXT.blockedAt(formatLongDate(user.blockedAt))}</p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="h-10 shrink-0"
                    aria-label={BLOCKS_TEXT.unblockLabel(user.nickname)}
                    onClick={() => action.request(user, false)}
                  >
                    {BLOCKS_TEXT.unblockConfirm}
                  </Button>
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button variant="outline" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
                  {BLOCKS_TEXT.more}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      {action.dialog}
    </SettingsPage>
  );
}
