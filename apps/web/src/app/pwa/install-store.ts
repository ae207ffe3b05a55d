import { create } from 'zustand';

/** Chromium's `beforeinstallprompt` event: the browser's own install dialog, kept for later. */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** Set once the person has answered an offer (나중에, closed it, or the browser's dialog): never offered again. */
export const INSTALL_ANSWERED_KEY = 'dongne_install_offer_answered';

type InstallState = {
  /** The browser's install dialog, when it offers one (Chromium), held back from arrival. */
  deferred: BeforeInstallPromptEvent | null;
  /** A first meaningful act happened in this tab (`lib/meaningful-act.ts`). */
  actDone: boolean;
  answered: boolean;
};

export const useInstallStore = create<InstallState>(() => ({ deferred: null, actDone: false, answered: false }));

/**
 * Holds Chromium's install offer back (no mini-infobar on arrival) until a meaningful act, and
 * stops offering once the app is installed. Called once at start, before the event can fire.
 */
export function listenForInstallOffer(win: Window = window): () => void {
  useInstallStore.setState({ answered: readAnswered(win) });
  const onOffer = (event: Event) => {
    event.preventDefault();
    useInstallStore.setState({ deferred: event as BeforeInstallPromptEvent });
  };
  const onInstalled = () => rememberInstallAnswer(win);
  win.addEventListener('beforeinstallprompt', onOffer);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onOffer);
    win.removeEventListener('appinstalled', onInstalled);
  };
}

export function noteMeaningfulAct(): void {
  if (!useInstallStore.getState().actDone) useInstallStore.setState({ actDone: true });
}

export function rememberInstallAnswer(win: Window = window): void {
  try {
    win.localStorage.setItem(INSTALL_ANSWERED_KEY, '1');
  } catch {
    // Storage may be off (private mode): the offer then stays away for this tab only.
  }
  useInstallStore.setState({ answered: true, deferred: null });
}

function readAnswered(win: Window): boolean {
  try {
    return win.localStorage.getItem(INSTALL_ANSWERED_KEY) !== null;
  } catch {
    return false;
  }
}

export type InstallOffer = 'browser' | 'ios';

type Environment = { userAgent: string; maxTouchPoints: number; standalone: boolean };

export function currentEnvironment(win: Window = window): Environment {
  const navigatorWithStandalone = win.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: win.navigator.userAgent,
    maxTouchPoints: win.navigator.maxTouchPoints ?? 0,
    standalone: navigatorWithStandalone.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}

/**
 * iOS Safari, where adding to the home screen is the person's own path (공유 → 홈 화면에 추가) and
 * the only way to receive pushes. iPadOS reports itself as a Mac with a touch screen; Chrome,
 * Firefox and Edge on iOS name themselves (CriOS, FxiOS, EdgiOS) and put the item elsewhere.
 */
export function isIosSafari({ userAgent, maxTouchPoints }: Pick<Environment, 'userAgent' | 'maxTouchPoints'>): boolean {
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return isIos && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

/** Which offer to show now, if any: after a meaningful act, never twice, never inside the installed app. */
export function installOffer(state: InstallState, environment: Environment): InstallOffer | null {
  if (!state.actDone || state.answered || environment.standalone) return null;
  if (state.deferred) return 'browser';
  return isIosSafari(environment) ? 'ios' : null;
}
