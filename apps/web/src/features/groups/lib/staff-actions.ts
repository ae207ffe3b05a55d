import type { GroupMemberRole, Member } from '@dongne/contract';

export type StaffAction = 'makeManager' | 'unmakeManager' | 'handOver' | 'remove' | 'ban';

/**
 * What the viewer may do to one member, in menu order (contract §10): never to oneself or to the
 * owner; the owner manages roles, hands over, removes and bans anyone else; a manager removes and
 * bans plain members only. The server decides again; this only keeps impossible items off screen.
 */
export function staffActionsOn(member: Pick<Member, 'id' | 'role'>, viewer: { id: number; role: GroupMemberRole | null }): StaffAction[] {
  if (member.id === viewer.id || member.role === 'OWNER') return [];
  if (viewer.role === 'OWNER') {
    return [member.role === 'MANAGER' ? 'unmakeManager' : 'makeManager', 'handOver', 'remove', 'ban'];
  }
  if (viewer.role === 'MANAGER' && member.role === 'MEMBER') return ['remove', 'ban'];
  return [];
}
