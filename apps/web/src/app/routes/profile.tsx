import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { GroupGrid } from '@/features/groups/components/group-grid.tsx';
import { ProfileScreen } from '@/features/profile/components/profile-screen.tsx';
import { ProfileNotFound } from '@/features/profile/components/profile-states.tsx';
import { categoriesQueryOptions } from '@/lib/api/get-categories.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

function parseUserId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /profile (signed in, own) and /profile/:id (public, anyone's). The route joins two features: the
 * profile screen, and the groups feature's cards and category tree for the lists and the interests modal.
 */
export function ProfileRoute() {
  const { id } = useParams();
  const viewerId = useAuthStore((state) => state.user?.id ?? null);
  const userId = id === undefined ? null : parseUserId(id);
  const isOwn = id === undefined || (userId !== null && userId === viewerId);
  // Only the owner can open the interests modal; guests and visitors never load the tree.
  const categories = useQuery({ ...categoriesQueryOptions, enabled: isOwn });

  return (
    <div className="mx-auto w-full max-w-6xl px-5 pt-6 pb-16 sm:px-6 sm:pt-8">
      {id !== undefined && userId === null ? (
        <ProfileNotFound />
      ) : (
        <ProfileScreen
          key={id ?? 'me'}
          target={userId === null ? 'me' : { userId }}
          viewerId={viewerId}
          categories={categories.data}
          renderGroups={(groups) => <GroupGrid groups={groups} headingLevel="h3" />}
        />
      )}
    </div>
  );
}
