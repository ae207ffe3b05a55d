/**
 * What the service worker does with a push (contract §18), as plain functions over plain data so
 * unit tests cover them without a worker: `sw.ts` only reads the event, asks these, and calls
 * `showNotification` / `clients.openWindow` / `WindowClient.focus()`.
 *
 * Types only (no DOM or WebWorker globals): this file is type-checked both with the page's
 * `tsconfig.json` and the worker's `tsconfig.sw.json`.
 */

/** A push's JSON (contract §22): `{title, body, url, tag}`, plus the group's `icon` and a `count` when the server has them. */
export type PushMessage = { title: string; body: string; url: string; tag: string; icon?: string; count?: number };

/** What a shown notification keeps for a later push and for the tap. */
export type NotificationData = { url: string; count?: number };

/** An open window of the app, as `clients.matchAll({type: 'window'})` describes it. */
export type AppWindow = { url: string; focused: boolean; visibilityState: string };

/** A notification already on the device (`registration.getNotifications({tag})`). */
export type ShownNotification = { tag: string; data: unknown };

export const APP_NAME = '동네모임';
export const DEFAULT_ICON = '/icons/icon-192.png';
/** The small monochrome-ish mark Android shows in the status bar. */
export const BADGE_ICON = '/icons/icon-192.png';
const DEFAULT_BODY = '새 알림이 있어요';
const MAX_TEXT = 200;

const text = (value: unknown, max = MAX_TEXT) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * Reads a push's JSON. The payload is encrypted for this device only, but its fields are still
 * checked: a `url` leads only within the app (a path starting with one `/`), anything else goes to
 * the notification list.
 */
export function readPushMessage(json: unknown): PushMessage {
  const data = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const url = text(data.url, 1_000);
  const icon = text(data.icon, 1_000);
  const count = typeof data.count === 'number' && Number.isInteger(data.count) && data.count > 0 ? data.count : undefined;
  return {
    title: text(data.title) || APP_NAME,
    body: text(data.body) || DEFAULT_BODY,
    url: isAppPath(url) ? url : '/notifications',
    tag: text(data.tag, 64),
    ...(isAppPath(icon) || /^https:\/\//.test(icon) ? { icon } : {}),
    ...(count ? { count } : {}),
  };
}

/** A path of this app: `/…`, never `//host` (another site) or a scheme. */
function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** The path and query of an address (a window's `url` is absolute; a push's is a path). */
function pathOf(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * Whether the person is looking at what the push announces: a visible, focused window of the app
 * already shows that room or screen (the page has its new messages live), so nothing is shown.
 */
export function alreadyOnScreen(message: PushMessage, windows: AppWindow[], origin: string): boolean {
  const target = pathOf(message.url, origin);
  if (target === null) return false;
  return windows.some((window) => window.focused && window.visibilityState === 'visible' && pathOf(window.url, origin) === target);
}

const countOf = (data: unknown) => {
  const count = (data as NotificationData | null | undefined)?.count;
  return typeof count === 'number' && count > 0 ? count : 0;
};

/**
 * The notification to show: one entry per `tag` (a room's `chat-<group>`, an event's `event-<id>`),
 * so a new push replaces the one before it. A room's counts add up (`새 메시지 3개` after 1 and 2):
 * each push counts only the messages since the one before.
 */
export function notificationFor(
  message: PushMessage,
  shown: ShownNotification[],
): {
  title: string;
  options: { body: string; icon: string; badge: string; tag?: string; renotify: boolean; lang: string; data: NotificationData };
} {
  const previous = message.tag ? shown.find((notification) => notification.tag === message.tag) : undefined;
  let body = message.body;
  let count = message.count;
  if (previous && message.tag.startsWith('chat-')) {
    const total = countOf(previous.data) + (message.count ?? 1);
    count = total;
    body = `새 메시지 ${total}개`;
  }
  return {
    title: message.title,
    options: {
      body,
      icon: message.icon ?? DEFAULT_ICON,
      badge: BADGE_ICON,
      ...(message.tag ? { tag: message.tag } : {}),
      // A replaced entry still buzzes: it is news, not a silent edit.
      renotify: Boolean(message.tag),
      lang: 'ko',
      data: { url: message.url, ...(count ? { count } : {}) },
    },
  };
}

/** Where a tap leads: the notification's `url`, else the notification list. */
export function urlOfTap(data: unknown): string {
  const url = (data as NotificationData | null | undefined)?.url;
  return typeof url === 'string' && isAppPath(url) ? url : '/notifications';
}

/**
 * Which open window a tap uses: one already showing the address (only focused), else the focused
 * or visible one, else any (focused and navigated there); `-1` when the app is not open (a new
 * window opens the address).
 */
export function windowForTap(windows: AppWindow[], url: string, origin: string): { index: number; navigate: boolean } {
  const target = pathOf(url, origin);
  const same = windows.findIndex((window) => pathOf(window.url, origin) === target);
  if (same >= 0) return { index: same, navigate: false };
  const ofApp = windows.map((window, index) => ({ window, index })).filter(({ window }) => pathOf(window.url, origin) !== null);
  const best = ofApp.find(({ window }) => window.focused) ?? ofApp.find(({ window }) => window.visibilityState === 'visible') ?? ofApp[0];
  return best ? { index: best.index, navigate: true } : { index: -1, navigate: false };
}
