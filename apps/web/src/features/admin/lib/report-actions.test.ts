import { describe, expect, it } from 'vitest';
import { actionLabel } from './report-actions.ts';

const open = { isHidden: false, resolvedAt: null } as const;

describe('actionLabel', () => {
  it('says a dismissal lifts the hiding only on an open target that is hidden', () => {
    expect(actionLabel({ ...open, targetType: 'POST', isHidden: true }, 'DISMISS')).toBe('문제 없음 (가림 해제)');
    expect(actionLabel({ ...open, targetType: 'POST' }, 'DISMISS')).toBe('문제 없음');
    expect(actionLabel({ targetType: 'POST', isHidden: true, resolvedAt: '2026-11-25T00:00:00.000Z' }, 'DISMISS')).toBe('문제 없음');
  });

  it('names whom a suspension reaches', () => {
    expect(actionLabel({ ...open, targetType: 'COMMENT' }, 'SUSPEND')).toBe('작성자 이용 정지');
    expect(actionLabel({ ...open, targetType: 'USER' }, 'SUSPEND')).toBe('이용 정지');
    expect(actionLabel({ ...open, targetType: 'GROUP' }, 'SUSPEND')).toBe('모임장 이용 정지');
    expect(actionLabel({ ...open, targetType: 'POST' }, 'HIDE')).toBe('가리기');
  });
});
