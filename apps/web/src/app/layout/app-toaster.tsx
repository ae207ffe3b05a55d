import { Toaster } from 'sonner';
import { TEXT } from '@/config/messages.ts';
import { TOAST_ERROR_MS, TOAST_MAX_VISIBLE } from '@/lib/notify.ts';
import { useIsModalOpen } from '@/lib/open-modals.ts';
import { useIsPhone } from '@/lib/use-media-query.ts';

// Just above the 56 px tab bar (or the chat room's input, about as tall) and the home indicator.
const ABOVE_TAB_BAR = 'calc(4.25rem + env(safe-area-inset-bottom))';
// Just below the 64 px sticky header, so the bell, profile and logout stay reachable.
const BELOW_HEADER = 76;
// Over a bottom sheet: at the top of the screen, below the status bar.
const ABOVE_SHEET = 'calc(0.75rem + env(safe-area-inset-top))';

/**
 * Toasts where they hide no navigation: at the bottom of a phone above the tab bar,
 * at the top right under the header on a wide screen; the × sits inside the box (index.css).
 */
export function AppToaster() {
  const isPhone = useIsPhone();
  // A phone's modal is a bottom sheet: its toasts go to the top, clear of its fields and buttons.
  const isModalOpen = useIsModalOpen();
  const overSheet = isPhone && isModalOpen;
  const phoneOffset = overSheet ? { top: ABOVE_SHEET, left: 12, right: 12 } : { bottom: ABOVE_TAB_BAR, left: 12, right: 12 };
  return (
    <Toaster
      position={isPhone ? (overSheet ? 'top-center' : 'bottom-center') : 'top-right'}
      offset={isPhone ? phoneOffset : { top: BELOW_HEADER, right: 16 }}
      mobileOffset={phoneOffset}
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_ERROR_MS}
      richColors
      closeButton
      containerAriaLabel={TEXT.notifications}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: TEXT.dismiss }}
    />
  );
}
