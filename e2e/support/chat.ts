import type { Locator, Page } from 'playwright-core';

// The group chat room as journeys find it: by role and name, as a person would.

/** The room's message list (a polite live log). */
export const chatLog = (page: Page): Locator => page.getByRole('log', { name: '채팅 메시지' });

/** Waits until the room says its live connection is up, so what is sent next arrives live. */
export const liveConnected = (page: Page): Promise<void> =>
  page.getByRole('status').filter({ hasText: '실시간 연결됨' }).waitFor({ timeout: 30_000 });

/** Whether the element lies wholly inside the chat log's visible box (the log scrolls on its own). */
export const inChatView = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const log = element.closest('[role="log"]')?.getBoundingClientRect();
    return log !== undefined && box.top >= log.top && box.bottom <= log.bottom;
  });

/** Fires a composition event the way an IME does, so React's composition handlers see it. */
export async function composition(box: Locator, type: 'compositionstart' | 'compositionupdate' | 'compositionend', data: string) {
  await box.evaluate((element, init) => element.dispatchEvent(new CompositionEvent(init.type, { bubbles: true, data: init.data })), {
    type,
    data,
  });
}
