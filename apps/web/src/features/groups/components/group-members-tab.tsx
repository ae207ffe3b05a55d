import { type Group, MEMBER_QUERY_MAX } from '@dongne/contract';
import { CircleAlert, Lock, Search, ShieldOff, UserRoundSearch, UsersRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useMembers } from '@/features/groups/api/get-members.ts';
import { useDebouncedCallback } from '@/features/groups/hooks/use-debounced-callback.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { cx } from '@/lib/cx.ts';
import { BanListModal } from './ban-list-modal.tsx';
import { MemberRow } from './member-row.tsx';
import { MemberStaffMenu } from './member-staff-menu.tsx';
import { TabState } from './tab-state.tsx';

// Names are short: a quick pause is enough before asking the server.
const SEARCH_DEBOUNCE_MS = 300;

function MembersSkeleton() {
  return (
    <ul className="grid gap-2.5 sm:grid-cols-2 sm:gap-3">
      {[0, 1, 2, 3].map((key) => (
        <li key={key} className="flex items-center gap-3 rounded-card border border-gray-100 bg-white p-3.5">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-32" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function MemberSearch({ onSearch }: { onSearch: (query: string) => void }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const debounced = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <search className="min-w-0 flex-1">
      <label htmlFor={inputId} className="sr-only">
        {GROUP_TEXT.memberSearchLabel}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-gray-500" aria-hidden="true" />
        <input
          id={inputId}
          type="search"
          value={draft}
          maxLength={MEMBER_QUERY_MAX}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={GROUP_TEXT.memberSearchPlaceholder}
          onChange={(event) => {
            setDraft(event.target.value);
            debounced.run(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            debounced.cancel();
            onSearch(draft.trim());
          }}
          className={cx(inputClasses, 'h-11 pl-11')}
        />
      </div>
    </search>
  );
}

type GroupMembersTabProps = { group: Group; canSee: boolean };

/**
 * Members, owner first, then 운영진, with role badges (contract §10); searchable by nickname and
 * 20 at a time, so a full group of 100 stays short on a phone. Each member's ⋮ menu offers what
 * their `viewerCan` allows, and for the staff the member's 출석 기록 (never on oneself); the 차단 목록 is for whoever the group's `viewerCan` lets manage members. A private group's list is for members only, so a non-member is told so instead
 * of calling (a guest's 401 would end a session that is not there).
 */
export function GroupMembersTab({ group, canSee }: GroupMembersTabProps) {
  const [query, setQuery] = useState('');
  const [isBanListOpen, setIsBanListOpen] = useState(false);
  const viewerId = useAuthStore((store) => store.user?.id ?? null);
  const members = useMembers(group.id, query, { enabled: canSee });
  if (!canSee) return <TabState icon={Lock} title={GROUP_TEXT.membersOnlyTitle} description={GROUP_TEXT.membersOnlyBody} />;

  const managesMembers = group.viewerCan.manageMembers;
  const items = members.data?.pages.flatMap((page) => page.content) ?? [];
  const total = members.data?.pages[0]?.totalElements ?? 0;

  let body: ReactNode;
  if (members.isPending) {
    body = <MembersSkeleton />;
  } else if (members.isError) {
    body = (
      <TabState
        icon={CircleAlert}
        title={GROUP_TEXT.membersLoadFailed}
        action={
          <Button variant="outline" onClick={() => members.refetch()}>
            {GROUP_TEXT.retry}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = query ? (
      <TabState icon={UserRoundSearch} title={GROUP_TEXT.memberNoMatch(query)} description={GROUP_TEXT.memberNoMatchBody} />
    ) : (
      <TabState icon={UsersRound} title={GROUP_TEXT.membersEmpty} />
    );
  } else {
    body = (
      <>
        <ul
          aria-label={GROUP_TEXT.memberTotal(total)}
          className={cx('grid gap-2.5 transition-opacity sm:grid-cols-2 sm:gap-3', members.isPlaceholderData && 'opacity-60')}
        >
          {items.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              menu={<MemberStaffMenu groupId={group.id} member={member} canSeeAttendance={managesMembers && member.id !== viewerId} />}
            />
          ))}
        </ul>
        {members.hasNextPage && (
          <Button variant="outline" className="self-center" isLoading={members.isFetchingNextPage} onClick={() => members.fetchNextPage()}>
            {GROUP_TEXT.membersMore(items.length, total)}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <MemberSearch onSearch={setQuery} />
        {managesMembers && (
          <Button variant="outline" className="h-11" onClick={() => setIsBanListOpen(true)}>
            <ShieldOff className="size-4" aria-hidden="true" />
            {GROUP_TEXT.banList}
          </Button>
        )}
      </div>
      {!members.isPending && !members.isError && items.length > 0 && (
        <p className="-mt-1 text-sm font-medium text-gray-600" aria-live="polite">
          {query ? GROUP_TEXT.memberFound(total) : GROUP_TEXT.memberTotal(total)}
        </p>
      )}
      {body}
      {managesMembers && <BanListModal groupId={group.id} isOpen={isBanListOpen} onClose={() => setIsBanListOpen(false)} />}
    </div>
  );
}
