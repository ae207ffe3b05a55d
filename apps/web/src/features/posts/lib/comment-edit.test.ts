import { describe, expect, it } from 'vitest';
import { isCommentEditSavable } from './comment-edit.ts';

describe('isCommentEditSavable (spec §5)', () => {
  it('saves only a non-empty text that differs from the stored one', () => {
    expect(isCommentEditSavable('같이 달려요', '다음 주에 같이 달려요')).toBe(true);
    expect(isCommentEditSavable('같이 달려요', '같이 달려요')).toBe(false);
    expect(isCommentEditSavable('같이 달려요', '  같이 달려요 \n')).toBe(false);
    expect(isCommentEditSavable('같이 달려요', '')).toBe(false);
    expect(isCommentEditSavable('같이 달려요', '   ')).toBe(false);
  });
});
