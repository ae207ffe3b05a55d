import { useParams } from 'react-router';
import { GroupDetail } from '@/features/groups/components/group-detail.tsx';

/** /groups/:id, public: anyone may look; what they may do depends on who they are. */
export function GroupDetailRoute() {
  const { id } = useParams();
  return (
    <div className="mx-auto w-full max-w-5xl px-5 pt-6 pb-16 sm:px-6 sm:pt-8">
      <GroupDetail groupId={Number(id)} />
    </div>
  );
}
