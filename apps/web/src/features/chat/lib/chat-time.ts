import { format, isSameDay } from 'date-fns';
import { ko } from 'date-fns/locale';

/** The short time beside a bubble (spec §9 chat short am/pm time): '오후 3:05'. */
export function formatChatTime(iso: string): string {
  return format(new Date(iso), 'a h:mm', { locale: ko });
}

/** The day divider between messages: '2025년 3월 5일 수요일'. */
export function formatChatDay(iso: string): string {
  return format(new Date(iso), 'yyyy년 M월 d일 EEEE', { locale: ko });
}

export function isSameChatDay(a: string, b: string): boolean {
  return isSameDay(new Date(a), new Date(b));
}
