import { Share, SquarePlus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { currentEnvironment, installOffer, rememberInstallAnswer, useInstallStore } from './install-store.ts';
import { PWA_TEXT } from './pwa-text.ts';

// The act's own answer lands first: its success toast (2 s, spec) is gone before the offer comes.
export const OFFER_DELAY_MS = 2_500;

/**
 * The offer to add 동네모임 to the home screen, once, after a meaningful act: Chromium's own
 * install dialog behind 추가하기, or on iOS Safari the path to take (공유 → 홈 화면에 추가), since
 * iOS delivers pushes only to home-screen apps. 나중에, Escape and 알겠어요 all answer it for good.
 */
export default function InstallPrompt() {
  const state = useInstallStore();
  const offer = installOffer(state, currentEnvironment());
  const [isDue, setIsDue] = useState(false);

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => setIsDue(true), OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offer]);

  if (!offer || !isDue) return null;
  const answer = () => rememberInstallAnswer();

  if (offer === 'ios') {
    return (
      <Modal isOpen onClose={answer} title={PWA_TEXT.iosTitle} size="sm" showCloseButton={false} closeOnEscape>
        <p className="text-[15px] leading-relaxed text-gray-700">{PWA_TEXT.iosIntro}</p>
        <ol className="mt-4 space-y-3 text-[15px] text-gray-800">
          <Step number={1}>
            <Share className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            {PWA_TEXT.iosStepShare}
          </Step>
          <Step number={2}>
            <SquarePlus className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            {PWA_TEXT.iosStepAdd}
          </Step>
          <Step number={3}>{PWA_TEXT.iosStepConfirm}</Step>
        </ol>
        <Button className="mt-6" fullWidth onClick={answer}>
          {PWA_TEXT.iosDone}
        </Button>
      </Modal>
    );
  }

  const install = async () => {
    const deferred = state.deferred;
    // The browser's dialog decides from here; whatever the answer, this offer is not made again.
    rememberInstallAnswer();
    if (!deferred) return;
    await deferred.prompt();
    await deferred.userChoice.catch(() => undefined);
  };
  return (
    <Modal isOpen onClose={answer} title={PWA_TEXT.installTitle} size="sm" showCloseButton={false} closeOnEscape>
      <p className="text-[15px] leading-relaxed text-gray-700">{PWA_TEXT.installBody}</p>
      <div className="mt-6 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={answer}>
          {PWA_TEXT.later}
        </Button>
        <Button onClick={() => void install()}>{PWA_TEXT.installAction}</Button>
      </div>
    </Modal>
  );
}

function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
        aria-hidden="true"
      >
        {number}
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-2">{children}</span>
    </li>
  );
}
