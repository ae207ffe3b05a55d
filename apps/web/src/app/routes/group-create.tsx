import { CreateGroup } from '@/features/groups/components/create-group.tsx';

/** /groups/create, signed in (the guard sits in the router). */
export function GroupCreateRoute() {
  return <CreateGroup />;
}
