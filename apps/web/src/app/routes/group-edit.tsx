import { useParams } from 'react-router';
import { EditGroup } from '@/features/groups/components/edit-group.tsx';

/** /groups/:id/edit, signed in; the page itself sends a non-owner back to the group. */
export function GroupEditRoute() {
  const { id } = useParams();
  return <EditGroup groupId={Number(id)} />;
}
