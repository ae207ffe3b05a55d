import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePopularGroups } from '@/features/groups/api/get-groups.ts';
import { useRecommendedGroups } from '@/features/groups/api/get-recommended-groups.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { GroupGridSkeleton } from './group-grid.tsx';
import type { MyDistricts } from './my-districts.ts';
import { PopularGroupsSection } from './popular-groups-section.tsx';
import { RecommendedGroupsSection } from './recommended-groups-section.tsx';

/** A section's title, description line and eight cards in grey, spaced as GroupSection lays them out. */
function SectionsPlaceholder() {
  return (
    <div className="mt-12 sm:mt-14">
      <div className="mb-4 sm:mb-5">
        <Skeleton className="my-1 h-5 w-32 sm:h-6" />
        <Skeleton className="mt-2 h-4 w-64 max-w-full sm:h-[18px]" />
      </div>
      <GroupGridSkeleton count={8} />
    </div>
  );
}

/**
 * Home's group lists: a member's 추천 모임 above 지금 인기 있는 모임. 추천 shows only when it has
 * groups (spec §2), and how many is known once its list answers; until then one placeholder stands
 * for both sections, so the popular list is laid out once, in its final place, instead of moving
 * when 추천 turns out empty or longer than a skeleton. A failed 추천 is no news: 인기 still shows.
 * Both lists are asked for at once: the popular section reads the same query when it mounts.
 */
export function HomeGroupSections({ districts }: { districts: MyDistricts }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const recommended = useRecommendedGroups({ districts: districts.ids, enabled: isAuthenticated });
  usePopularGroups(districts.ids[0], { enabled: districts.primary !== null || districts.ids.length === 0 });
  if (isAuthenticated && recommended.isPending) return <SectionsPlaceholder />;
  const groups = isAuthenticated ? (recommended.data?.content ?? []) : [];
  return (
    <>
      {groups.length > 0 && <RecommendedGroupsSection groups={groups} districts={districts} />}
      <PopularGroupsSection districts={districts} />
    </>
  );
}
