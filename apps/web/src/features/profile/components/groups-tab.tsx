import type { Group, Profile } from '@dongne/contract';
import { Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useUserGroups } from '@/features/profile/api/get-user-groups.ts';
import type { UserGroupsKind } from '@/features/profile/api/query-keys.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { cx } from '@/lib/cx.ts';
import { flattenPages } from '@/lib/pages.ts';
import { ListFooter, ListLoadError } from './list-footer.tsx';

export type RenderGroups = (groups: readonly Group[]) => ReactNode;

type GroupsTabProps = { profile: Profile; isOwner: boolean; renderGroups: RenderGroups };

/**
 * The user's groups (GET /users/groups/{id}) with a switch to the ones they run
 * (/users/owned-groups/{id}). Cards come from the caller, so this feature needs no group feature.
 */
export function GroupsTab({ profile, isOwner, renderGroups }: GroupsTabProps) {
  const [kind, setKind] = useState<UserGroupsKind>('all');
  const query = useUserGroups(profile.id, kind);
  const groups = flattenPages(query.data?.pages);
  const options: { id: UserGroupsKind; label: string; count: number }[] = [
    { id: 'all', label: PROFILE_TEXT.allGroups, count: profile.groupCount },
    { id: 'owned', label: PROFILE_TEXT.ownedOnly, count: profile.ownedGroupCount },
  ];

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={PROFILE_TEXT.loading}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <Skeleton className="h-32 rounded-card sm:h-64" />
        <Skeleton className="h-32 rounded-card sm:h-64" />
        <Skeleton className="hidden h-64 rounded-card lg:block" />
      </div>
    );
  } else if (query.isError) {
    body = <ListLoadError onRetry={() => void query.refetch()} />;
  } else if (groups.length === 0) {
    body = (
      <div className="rounded-card bg-white shadow-card ring-1 ring-gray-100">
        <EmptyState
          as="h3"
          icon={Users}
          title={kind === 'owned' ? PROFILE_TEXT.ownedEmptyTitle : PROFILE_TEXT.groupsEmptyTitle}
          description={isOwner ? PROFILE_TEXT.groupsEmptyBody : undefined}
          action={
            isOwner ? (
              <Link to={paths.explore} className={buttonClasses({ variant: 'outline' })}>
                {PROFILE_TEXT.findGroups}
              </Link>
            ) : undefined
          }
        />
      </div>
    );
  } else {
    body = (
      <>
        {renderGroups(groups)}
        <ListFooter query={query} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{PROFILE_TEXT.groupsFilterLabel}</legend>
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={kind === option.id}
            onClick={() => setKind(option.id)}
            className={cx(
              'flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition-colors',
              kind === option.id ? 'bg-gray-900 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-50',
            )}
          >
            {option.label}
            <span className={cx('tabular-nums', kind === option.id ? 'text-white/80' : 'text-gray-500')}>{option.count}</span>
          </button>
        ))}
      </fieldset>
      {body}
    </div>
  );
}
