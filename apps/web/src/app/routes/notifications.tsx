import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen.tsx';

/** /notifications, signed in (the guard sits in the router). */
export function NotificationsRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <PageTitle title={TEXT.navNotifications} />
      <NotificationsScreen />
    </div>
  );
}
