import { NotificationSettingsScreen } from '@/features/notifications/components/notification-settings-screen.tsx';

/** /settings/notifications: 알림 설정 (contract §18), from the profile and the notifications page. */
export function NotificationSettingsRoute() {
  return <NotificationSettingsScreen />;
}
