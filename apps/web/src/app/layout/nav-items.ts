import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';

type NavItem = { to: string; label: string; end?: boolean /** Shows the unread chat total (contract §21). */; chatBadge?: boolean };

/**
 * Spec §2 "Header navigation": always home and explore; members also see their own pages, and
 * the events list (a signed-in route the spec's header list leaves out, so it had no way in).
 */
export const PUBLIC_NAV: readonly NavItem[] = [
  { to: paths.home, label: TEXT.navHome, end: true },
  { to: paths.explore, label: TEXT.navExplore },
];

export const MEMBER_NAV: readonly NavItem[] = [
  { to: paths.groupsMy, label: TEXT.navMyGroups, chatBadge: true },
  { to: paths.events, label: TEXT.navEvents },
  { to: paths.groupsCreate, label: TEXT.navCreateGroup },
  { to: paths.profile, label: TEXT.navProfile },
];
