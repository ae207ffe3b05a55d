import { describe, expect, it } from 'vitest';
import { splitTags } from './card-tags.ts';

describe('splitTags', () => {
  it('keeps at most three tags and counts the rest for +N', () => {
    expect(splitTags([])).toEqual({ shown: [], hidden: 0 });
    expect(splitTags(['러닝', '한강', '아침'])).toEqual({ shown: ['러닝', '한강', '아침'], hidden: 0 });
    expect(splitTags(['러닝', '한강', '아침', '초보', '주말'])).toEqual({ shown: ['러닝', '한강', '아침'], hidden: 2 });
  });

  it('shows every tag when the detail page lifts the limit', () => {
    expect(splitTags(['a', 'b', 'c', 'd'], Number.POSITIVE_INFINITY)).toEqual({ shown: ['a', 'b', 'c', 'd'], hidden: 0 });
  });
});
