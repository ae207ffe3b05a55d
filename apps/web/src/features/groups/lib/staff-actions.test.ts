import { describe, expect, it } from 'vitest';
import { staffActionsOn } from './staff-actions.ts';

const owner = { id: 1, role: 'OWNER' as const };
const manager = { id: 2, role: 'MANAGER' as const };
const member = { id: 3, role: 'MEMBER' as const };
const otherManager = { id: 4, role: 'MANAGER' as const };

describe('staffActionsOn', () => {
  it('gives the owner roles, hand-over, removal and ban over anyone else', () => {
    expect(staffActionsOn(member, owner)).toEqual(['makeManager', 'handOver', 'remove', 'ban']);
    expect(staffActionsOn(manager, owner)).toEqual(['unmakeManager', 'handOver', 'remove', 'ban']);
  });

  it('lets a manager remove and ban plain members, never other staff', () => {
    expect(staffActionsOn(member, manager)).toEqual(['remove', 'ban']);
    expect(staffActionsOn(otherManager, manager)).toEqual([]);
    expect(staffActionsOn(owner, manager)).toEqual([]);
  });

  it('offers nothing on oneself, on the owner, or to plain members and outsiders', () => {
    expect(staffActionsOn(owner, owner)).toEqual([]);
    expect(staffActionsOn(manager, { ...manager })).toEqual([]);
    expect(staffActionsOn(member, { id: 9, role: 'MEMBER' })).toEqual([]);
    expect(staffActionsOn(member, { id: 9, role: null })).toEqual([]);
  });
});
