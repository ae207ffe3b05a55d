import { describe, expect, it } from 'vitest';
import { auditReason } from './audit-reason.ts';

describe('auditReason', () => {
  it('says the role a role change gave in words, never the raw value', () => {
    expect(auditReason({ action: 'ROLE_CHANGED', reason: 'MANAGER' })).toBe('운영진으로 지정');
    expect(auditReason({ action: 'ROLE_CHANGED', reason: 'MEMBER' })).toBe('멤버로 변경');
  });

  it('shows other acts’ reasons as written, and nothing when there is none', () => {
    expect(auditReason({ action: 'MEMBER_BANNED', reason: 'MANAGER' })).toBe('MANAGER');
    expect(auditReason({ action: 'USER_SUSPENDED', reason: null })).toBeNull();
  });
});
