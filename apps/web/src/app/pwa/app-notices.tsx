import { RefreshCw, WifiOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useInstallStore } from './install-store.ts';
import { PWA_TEXT } from './pwa-text.ts';
import { useUpdateStore } from './update-store.ts';
import { useOnline } from './use-online.ts';

// The install sheet's code loads only once an offer is due (after a meaningful act).
const InstallPrompt = lazy(() => import('./install-prompt.tsx'));

/**
 * The app's own state, above every screen (contract §18): offline, a new version waiting, the
 * offer to add the app to the home screen. Centred just below the 64 px header, below dialogs: the
 * bottom of a phone holds the tab bar, the toasts and a chat room's newest messages and input, and
 * a wide screen's toasts sit at the top right.
 */
export function AppNotices() {
  const isOnline = useOnline();
  const applyUpdate = useUpdateStore((state) => state.apply);
  const actDone = useInstallStore((state) => state.actDone);
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 top-[calc(4.5rem+env(safe-area-inset-top))] z-40 flex flex-col items-center gap-2 px-4">
        {!isOnline && <OfflineNotice />}
        {applyUpdate && <UpdatePrompt onApply={applyUpdate} />}
      </div>
      {actDone && (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      )}
    </>
  );
}

export function OfflineNotice() {
  return (
    <p
      role="status"
      className="pointer-events-auto flex max-w-md items-center gap-2 rounded-2xl bg-gray-900 px-4 py-2.5 text-sm font-medium text-white shadow-pop"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {PWA_TEXT.offline}
    </p>
  );
}

export function UpdatePrompt({ onApply }: { onApply: () => void }) {
  return (
    <section
      aria-label={PWA_TEXT.updateTitle}
      className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-card bg-white px-4 py-3 shadow-pop ring-1 ring-gray-200"
    >
      <RefreshCw className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <div role="status" className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900">{PWA_TEXT.updateTitle}</p>
        <p className="text-sm text-gray-600">{PWA_TEXT.updateBody}</p>
      </div>
      <Button size="sm" onClick={onApply}>
        {PWA_TEXT.updateAction}
      </Button>
    </section>
  );
}
