import type { Profile } from '@dongne/contract';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { parseDate } from '@/lib/dates.ts';

/** '2026년 11월 가입' (spec §9: the profile shows the join month). */
export function formatJoinMonth(iso: string): string | null {
  const date = parseDate(iso);
  return date ? PROFILE_TEXT.joinedMonth(date.getFullYear(), date.getMonth() + 1) : null;
}

/** '서울특별시 강남구', or null when the user has not chosen a home district. */
export function formatRegion(location: Profile['location']): string | null {
  if (!location) return null;
  return [location.city, location.district].filter(Boolean).join(' ') || null;
}

export type ProfileCounts = { participated: number; owned: number; posts: number; likes: number; groups: number };

/**
 * The numbers on the profile, as the server gives them. The server already computes "participated"
 * as joined minus owned with a floor of 0 (spec §2), so the screen must not subtract again.
 */
export function profileCounts(profile: Profile): ProfileCounts {
  return {
    participated: profile.participatedGroupCount,
    owned: profile.ownedGroupCount,
    posts: profile.postCount,
    likes: profile.likeCount,
    groups: profile.groupCount,
  };
}

/** A post's first lines for the compact list; the full text is on the post page. */
export function excerpt(content: string, max = 120): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}
