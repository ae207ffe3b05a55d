import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { useRecommendedGroups } from '@/features/groups/api/get-recommended-groups.ts';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { GroupGrid, GroupGridSkeleton } from './group-grid.tsx';
import { GroupSection } from './group-section.tsx';
import type { MyDistricts } from './my-districts.ts';

/** Spec §2 Home: signed-in members only, and only when there is something to recommend. */
export function RecommendedGroupsSection({ districts: { ids, primary, isAccount } }: { districts: MyDistricts }) {
  const { data, isPending, isError } = useRecommendedGroups({ districts: ids });
  const hasInterests = useAuthStore((state) => (state.user?.interestCategoryIds.length ?? 0) > 0);
  // A failed or empty recommendation is no news for the visitor; the popular list still follows.
  if (isError || (data && data.content.length === 0)) return null;
  return (
    <GroupSection
      title={TEXT.recommendedTitle}
      description={DISCOVERY_TEXT.recommendedBody(isAccount && primary ? primary.district : null, hasInterests)}
      moreTo={`${paths.explore}?filter=recommended`}
    >
      {isPending ? <GroupGridSkeleton count={4} /> : <GroupGrid groups={data.content} />}
    </GroupSection>
  );
}
