import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/app/query-client.ts';
import { MEANINGFUL_ACT } from '@/lib/meaningful-act.ts';
import InstallPrompt, { OFFER_DELAY_MS } from './install-prompt.tsx';
import { INSTALL_ANSWERED_KEY, isIosSafari, listenForInstallOffer, noteMeaningfulAct, useInstallStore } from './install-store.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/139.0.0.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';

let stopListening: () => void = () => {};

/** Chromium's `beforeinstallprompt`, with a prompt that records being called. */
function offerInstall(): { prompt: ReturnType<typeof vi.fn>; event: Event } {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

/** Renders the prompt and lets its delay pass; user events run on real timers afterwards. */
function renderAfterDelay() {
  vi.useFakeTimers();
  render(<InstallPrompt />);
  act(() => {
    vi.advanceTimersByTime(OFFER_DELAY_MS);
  });
  vi.useRealTimers();
}

beforeEach(() => {
  useInstallStore.setState({ deferred: null, actDone: false, answered: false });
  stopListening = listenForInstallOffer();
});

afterEach(() => {
  stopListening();
  vi.useRealTimers();
});

describe('install offer in Chromium', () => {
  it('holds the browser’s offer back on arrival (no mini-infobar) and offers nothing before a meaningful act', () => {
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    renderAfterDelay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers after a meaningful act, as a labelled dialog with focus inside; 추가하기 opens the browser’s dialog once', async () => {
    const { prompt } = offerInstall();
    noteMeaningfulAct();
    renderAfterDelay();
    const dialog = screen.getByRole('dialog', { name: '동네모임을 홈 화면에 추가할까요?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '나중에' })).toHaveFocus();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: '추가하기' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '나중에' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '추가하기' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_ANSWERED_KEY)).toBe('1');
  });

  it('never offers again after 나중에, even when the browser offers again in a later visit', async () => {
    const { prompt } = offerInstall();
    noteMeaningfulAct();
    renderAfterDelay();
    await userEvent.setup().click(screen.getByRole('button', { name: '나중에' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();

    // A later visit: the store starts again from storage.
    stopListening();
    useInstallStore.setState({ deferred: null, actDone: false, answered: false });
    stopListening = listenForInstallOffer();
    offerInstall();
    noteMeaningfulAct();
    renderAfterDelay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape, which answers it too', async () => {
    offerInstall();
    noteMeaningfulAct();
    renderAfterDelay();
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_ANSWERED_KEY)).toBe('1');
  });

  it('offers nothing inside the installed app, or once the app was installed', () => {
    offerInstall();
    noteMeaningfulAct();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    renderAfterDelay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('install offer on iOS Safari', () => {
  it('explains 공유 → 홈 화면에 추가 in one sheet after a meaningful act; 알겠어요 answers it', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    noteMeaningfulAct();
    renderAfterDelay();
    const sheet = screen.getByRole('dialog', { name: '홈 화면에 추가하기' });
    expect(sheet).toHaveTextContent('공유 버튼');
    expect(sheet).toHaveTextContent('‘홈 화면에 추가’');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole('button', { name: '알겠어요' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_ANSWERED_KEY)).toBe('1');
  });

  it('shows nothing when the app already runs from the home screen', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      noteMeaningfulAct();
      renderAfterDelay();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });

  it('tells iOS Safari (iPhone, iPad as a Mac with touch) from other browsers', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('meaningful acts', () => {
  it('a successful mutation marked MEANINGFUL_ACT opens the way for the offer; others and failures do not', async () => {
    const client = createAppQueryClient();
    const cache = client.getMutationCache();
    await cache.build(client, { mutationFn: async () => 'read' }).execute(undefined);
    await cache
      .build(client, { mutationFn: async () => Promise.reject(new Error('409')), meta: MEANINGFUL_ACT })
      .execute(undefined)
      .catch(() => undefined);
    expect(useInstallStore.getState().actDone).toBe(false);
    await cache.build(client, { mutationFn: async () => 'joined', meta: MEANINGFUL_ACT }).execute(undefined);
    expect(useInstallStore.getState().actDone).toBe(true);
  });
});
