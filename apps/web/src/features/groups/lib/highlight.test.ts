import { describe, expect, it } from 'vitest';
import { highlightParts, matchingTagsFirst } from './highlight.ts';

describe('search highlight', () => {
  it('marks every word of the query, case-insensitive, and initials by their syllables', () => {
    expect(highlightParts('마포 러닝 크루 Run', '러닝 run')).toEqual([
      { text: '마포 ', isMatch: false },
      { text: '러닝', isMatch: true },
      { text: ' 크루 ', isMatch: false },
      { text: 'Run', isMatch: true },
    ]);
    expect(highlightParts('새벽 러닝', 'ㄹㄴ')).toEqual([
      { text: '새벽 ', isMatch: false },
      { text: '러닝', isMatch: true },
    ]);
    expect(highlightParts('독서 모임', '')).toEqual([{ text: '독서 모임', isMatch: false }]);
  });

  it('puts the matching tag first so it is not hidden behind +N', () => {
    expect(matchingTagsFirst(['친목', '주말', '초보', '한강'], '한강')).toEqual(['한강', '친목', '주말', '초보']);
  });
});
