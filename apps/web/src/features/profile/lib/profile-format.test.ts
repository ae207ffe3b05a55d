import { describe, expect, it } from 'vitest';
import { buildProfile } from '@/features/profile/test/build-profile.ts';
import { excerpt, formatJoinMonth, formatRegion, profileCounts } from './profile-format.ts';

describe('profileCounts', () => {
  it('shows participated groups as the server gives them, never recomputed from joined minus owned', () => {
    // Deliberately inconsistent numbers: a recomputation would say 9 − 2 = 7.
    const counts = profileCounts(buildProfile({ groupCount: 9, ownedGroupCount: 2, participatedGroupCount: 4 }));
    expect(counts.participated).toBe(4);
    expect(counts.owned).toBe(2);
    expect(counts.groups).toBe(9);
  });

  it('keeps the server’s floor of 0 for participated groups', () => {
    expect(profileCounts(buildProfile({ groupCount: 1, ownedGroupCount: 2, participatedGroupCount: 0 })).participated).toBe(0);
  });

  it('passes posts and likes received through', () => {
    expect(profileCounts(buildProfile({ postCount: 12, likeCount: 30 }))).toMatchObject({ posts: 12, likes: 30 });
  });
});

describe('profile texts', () => {
  it('writes the join month the Korean way, without a leading zero', () => {
    expect(formatJoinMonth('2026-11-03T10:00:00')).toBe('2026년 11월 가입');
    expect(formatJoinMonth('2025-03-31T10:00:00')).toBe('2025년 3월 가입');
    expect(formatJoinMonth('not a date')).toBeNull();
  });

  it('joins city and district, or says nothing without a location', () => {
    expect(formatRegion({ city: '서울특별시', district: '성동구' })).toBe('서울특별시 성동구');
    expect(formatRegion(null)).toBeNull();
  });

  it('flattens and shortens a long post for the list', () => {
    expect(excerpt('첫 줄\n\n둘째   줄')).toBe('첫 줄 둘째 줄');
    expect(excerpt('가'.repeat(130))).toBe(`${'가'.repeat(120)}…`);
  });
});
