import type { Group } from '@dongne/contract';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { GroupGrid } from './group-grid.tsx';
import { GroupSection } from './group-section.tsx';
import type { MyDistricts } from './my-districts.ts';

/** Spec §2 Home: signed-in members only, with the groups recommended to them (the caller leaves it out when there are none). */
export function RecommendedGroupsSection({
  groups,
  districts: { primary, isAccount },
}: {
  groups: readonly Group[];
  districts: MyDistricts;
}) {
  const hasInterests = useAuthStore((state) => (state.user?.interestCategoryIds.length ?? 0) > 0);
  return (
    <GroupSection
      title={TEXT.recommendedTitle}
      description={DISCOVERY_TEXT.recommendedBody(isAccount && primary ? primary.district : null, hasInterests)}
      moreTo={`${paths.explore}?filter=recommended`}
    >
      <GroupGrid groups={groups} />
    </GroupSection>
  );
}
