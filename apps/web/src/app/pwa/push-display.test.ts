import { describe, expect, it } from 'vitest';
import { alreadyOnScreen, DEFAULT_ICON, notificationFor, readPushMessage, urlOfTap, windowForTap } from './push-display.ts';

const origin = 'https://dongne.example';
const chat = { title: '북한산 등산 모임', body: '새 메시지 2개', url: '/groups/7/chat', tag: 'chat-7', count: 2, icon: '/uploads/g7.webp' };

describe('readPushMessage', () => {
  it('keeps the fields the server sends', () => {
    expect(readPushMessage(chat)).toEqual(chat);
  });

  it('fills in Korean defaults for an empty or broken payload', () => {
    expect(readPushMessage(null)).toEqual({ title: '동네모임', body: '새 알림이 있어요', url: '/notifications', tag: '' });
  });

  it('never leads outside the app nor shows an icon from a plain-http or scheme address', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      expect(readPushMessage({ ...chat, url }).url).toBe('/notifications');
    }
    expect(readPushMessage({ ...chat, icon: 'javascript:alert(1)' }).icon).toBeUndefined();
    expect(readPushMessage({ ...chat, icon: 'http://plain.example/i.png' }).icon).toBeUndefined();
    expect(readPushMessage({ ...chat, count: -3 }).count).toBeUndefined();
  });
});

describe('alreadyOnScreen', () => {
  it('is true only for a visible, focused window on that very screen', () => {
    const message = readPushMessage(chat);
    expect(alreadyOnScreen(message, [{ url: `${origin}/groups/7/chat`, focused: true, visibilityState: 'visible' }], origin)).toBe(true);
    expect(alreadyOnScreen(message, [{ url: `${origin}/groups/7/chat/`, focused: true, visibilityState: 'visible' }], origin)).toBe(true);
    expect(alreadyOnScreen(message, [{ url: `${origin}/groups/7/chat`, focused: false, visibilityState: 'visible' }], origin)).toBe(false);
    expect(alreadyOnScreen(message, [{ url: `${origin}/groups/7/chat`, focused: true, visibilityState: 'hidden' }], origin)).toBe(false);
    expect(alreadyOnScreen(message, [{ url: `${origin}/groups/8/chat`, focused: true, visibilityState: 'visible' }], origin)).toBe(false);
    expect(
      alreadyOnScreen(message, [{ url: `https://other.example/groups/7/chat`, focused: true, visibilityState: 'visible' }], origin),
    ).toBe(false);
    expect(alreadyOnScreen(message, [], origin)).toBe(false);
  });
});

describe('notificationFor', () => {
  it('shows the push in Korean with the group icon, tagged, with where a tap leads', () => {
    const { title, options } = notificationFor(readPushMessage(chat), []);
    expect(title).toBe('북한산 등산 모임');
    expect(options).toMatchObject({
      body: '새 메시지 2개',
      icon: '/uploads/g7.webp',
      tag: 'chat-7',
      lang: 'ko',
      data: { url: '/groups/7/chat', count: 2 },
    });
  });

  it("adds a room's counts into one entry: 1 then 2 shows 새 메시지 3개", () => {
    const first = notificationFor(readPushMessage({ ...chat, body: '새 메시지 1개', count: 1 }), []);
    const second = notificationFor(readPushMessage(chat), [{ tag: 'chat-7', data: first.options.data }]);
    expect(second.options.body).toBe('새 메시지 3개');
    expect(second.options.data.count).toBe(3);
    expect(second.options.renotify).toBe(true);
  });

  it('replaces (does not add to) another tag, and uses the app icon when the group has none', () => {
    const event = { title: '정모 알림', body: '1시간 후 시작해요', url: '/events/3', tag: 'event-3' };
    const { options } = notificationFor(readPushMessage(event), [{ tag: 'chat-7', data: { url: '/groups/7/chat', count: 5 } }]);
    expect(options.body).toBe('1시간 후 시작해요');
    expect(options.icon).toBe(DEFAULT_ICON);
  });
});

describe('a tap', () => {
  it('leads to the notification url, else the notification list', () => {
    expect(urlOfTap({ url: '/events/3' })).toBe('/events/3');
    expect(urlOfTap({ url: 'https://evil.example' })).toBe('/notifications');
    expect(urlOfTap(undefined)).toBe('/notifications');
  });

  it('focuses the window already there, else navigates the focused one, else opens a window', () => {
    const windows = [
      { url: `${origin}/explore`, focused: false, visibilityState: 'hidden' },
      { url: `${origin}/groups/7`, focused: true, visibilityState: 'visible' },
      { url: `${origin}/groups/7/chat`, focused: false, visibilityState: 'hidden' },
    ];
    expect(windowForTap(windows, '/groups/7/chat', origin)).toEqual({ index: 2, navigate: false });
    expect(windowForTap(windows, '/events/3', origin)).toEqual({ index: 1, navigate: true });
    expect(windowForTap(windows.slice(0, 1), '/events/3', origin)).toEqual({ index: 0, navigate: true });
    expect(windowForTap([], '/events/3', origin)).toEqual({ index: -1, navigate: false });
  });
});
