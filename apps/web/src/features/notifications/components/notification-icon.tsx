import type { NotificationType } from '@dongne/contract';
import {
  AlarmClock,
  AtSign,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  Flag,
  Heart,
  type LucideIcon,
  MessageCircle,
  ShieldCheck,
  Trash2,
  UserCheck,
  UserMinus,
  UserPlus,
  UserRoundPlus,
  UserX,
} from 'lucide-react';
import { cx } from '@/lib/cx.ts';

type Look = { icon: LucideIcon; tone: string };

// Colour groups the kinds at a glance: people joining (brand), good news (green), bad news (red),
// reactions (pink, blue), events (violet). The icon alone is decorative; the title says what happened.
const LOOKS: Record<NotificationType, Look> = {
  GROUP_JOIN: { icon: UserPlus, tone: 'bg-brand-100 text-brand-700' },
  GROUP_JOIN_REQUEST: { icon: UserRoundPlus, tone: 'bg-brand-100 text-brand-700' },
  GROUP_JOIN_APPROVED: { icon: UserCheck, tone: 'bg-success-100 text-success-700' },
  GROUP_JOIN_REJECTED: { icon: UserX, tone: 'bg-danger-100 text-danger-700' },
  GROUP_DELETED: { icon: Trash2, tone: 'bg-gray-200 text-gray-700' },
  GROUP_ROLE_CHANGED: { icon: ShieldCheck, tone: 'bg-brand-100 text-brand-700' },
  GROUP_MEMBER_REMOVED: { icon: UserMinus, tone: 'bg-danger-100 text-danger-700' },
  POST_LIKE: { icon: Heart, tone: 'bg-pink-100 text-pink-700' },
  POST_COMMENT: { icon: MessageCircle, tone: 'bg-sky-100 text-sky-700' },
  EVENT_CREATED: { icon: CalendarPlus, tone: 'bg-violet-100 text-violet-700' },
  EVENT_CANCELLED: { icon: CalendarX, tone: 'bg-danger-100 text-danger-700' },
  EVENT_UPDATED: { icon: CalendarClock, tone: 'bg-violet-100 text-violet-700' },
  EVENT_WAITLIST_PROMOTED: { icon: CalendarCheck, tone: 'bg-success-100 text-success-700' },
  EVENT_REMINDER: { icon: AlarmClock, tone: 'bg-violet-100 text-violet-700' },
  EVENT_COMMENT: { icon: MessageCircle, tone: 'bg-violet-100 text-violet-700' },
  MENTION: { icon: AtSign, tone: 'bg-sky-100 text-sky-700' },
  REPORT_RESOLVED: { icon: Flag, tone: 'bg-gray-200 text-gray-700' },
};

/** Round icon for a notification type; unknown future types fall back to the join look. */
export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { icon: Icon, tone } = LOOKS[type] ?? LOOKS.GROUP_JOIN;
  return (
    <span className={cx('flex size-10 shrink-0 items-center justify-center rounded-full', tone, className)} aria-hidden="true">
      <Icon className="size-5" />
    </span>
  );
}
