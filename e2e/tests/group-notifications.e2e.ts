import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// Contract §18: a group's own notifications, from the ⋮ menu of its page (알림 끄기, 채팅 알림 전체 ·
// 멘션만 · 끄기), the crossed bell it leaves on the room, and what the service worker does with a push: shown in Korean under one entry per room
// (새 메시지 3개), and nothing while the window already shows that screen.
const CREW = '성수동 보드게임 모임';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let member: Account;
let groupId: number;

type GroupSettings = { muted: boolean; chat: string };

/** Waits until the service worker is active for the page, then reloads: the page is then under its control. */
async function underWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The notifications the worker shows now: title, body, tag and where a tap leads. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      icon: notification.icon,
      url: (notification.data as { url?: string } | null)?.url,
    }));
  });
}

describe('a group’s notifications', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'group-notify-owner', nickname: '보드게임지기' });
    member = await createAccount(app, { prefix: 'group-notify-member', nickname: '주사위이웃' });
    groupId = (await createGroupWithMembers(app, owner, [member], { name: CREW, locationId: 14 })).id;
  });

  afterAll(async () => {
    await browser?.close();
    await stopApps();
  });

  it('a member mutes the group and turns its chat pushes off from the group menu', async () => {
    const context: BrowserContext = await signedInContext(browser, app, member);
    const page = await context.newPage();
    await page.goto(`/groups/${groupId}`);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    await page.getByRole('button', { name: '모임 더보기' }).click();
    await page.getByRole('menuitem', { name: '알림 설정' }).click();
    const dialog = page.getByRole('dialog', { name: '이 모임의 알림' });
    const chatGroup = dialog.getByRole('radiogroup', { name: '채팅 알림' });
    const all = chatGroup.getByRole('radio', { name: /^전체/ });
    await all.waitFor();
    expect(await all.isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /알림 끄기/ }).isChecked()).toBe(false);
    // 전체, 멘션만 (mentions of me in chat) and 끄기.
    expect(await chatGroup.getByRole('radio').count()).toBe(3);
    await chatGroup.getByRole('radio', { name: /^멘션만/ }).waitFor();
    await shootInPlace(page, 'group-notifications', (shot) => shot.getByRole('dialog', { name: '이 모임의 알림' }).waitFor());

    await chatGroup.getByRole('radio', { name: /^끄기/ }).check();
    await dialog.getByRole('button', { name: '저장', exact: true }).click();
    await toast(page, '모임 알림 설정을 저장했어요').waitFor();
    expect(await api<GroupSettings>(app, `/groups/${groupId}/notification-settings`, { token: member.accessToken })).toEqual({
      muted: false,
      chat: 'NONE',
    });

    // The room says so where its pushes would come from: a crossed bell in the room list and in its header.
    await page.goto('/groups/my?tab=chat');
    await page
      .getByRole('list', { name: '내 채팅방' })
      .getByRole('link', { name: new RegExp(CREW) })
      .getByRole('img', { name: '알림 꺼짐' })
      .waitFor();
    await shootInPlace(page, 'chat-rooms-muted', (shot) => shot.getByRole('img', { name: '알림 꺼짐' }).first().waitFor());
    await page.goto(`/groups/${groupId}/chat`);
    await page.getByRole('region', { name: CREW }).getByRole('img', { name: '알림 꺼짐' }).waitFor();

    // Again from the menu: the choice is there, and muting the group disables the chat choice.
    await page.goto(`/groups/${groupId}`);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    await page.getByRole('button', { name: '모임 더보기' }).click();
    await page.getByRole('menuitem', { name: '알림 설정' }).click();
    expect(await chatGroup.getByRole('radio', { name: /^끄기/ }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: /알림 끄기/ }).check();
    expect(await all.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: '저장', exact: true }).click();
    await toast(page, '모임 알림 설정을 저장했어요').waitFor();
    expect(await api<GroupSettings>(app, `/groups/${groupId}/notification-settings`, { token: member.accessToken })).toEqual({
      muted: true,
      chat: 'NONE',
    });
    await context.close();
  });

  it('the owner has it in the menu too', async () => {
    const context = await signedInContext(browser, app, owner, { viewport: 'mobile' });
    const page = await context.newPage();
    await page.goto(`/groups/${groupId}`);
    await page.getByRole('button', { name: '모임 더보기' }).click();
    await page.getByRole('menuitem', { name: '알림 설정' }).waitFor();
    await context.close();
  });

  it('the service worker shows a push in Korean, one entry per room, and nothing for the screen already in front', async () => {
    const context = await signedInContext(browser, app, member);
    await context.grantPermissions(['notifications'], { origin: app.baseUrl });
    const page = await context.newPage();
    await page.goto(`/groups/${groupId}`);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    await underWorker(page);

    // Chromium's DevTools protocol plays the push service: it hands the worker a push event.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${app.baseUrl}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const push = async (payload: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: app.baseUrl,
        registrationId: await registrationId,
        data: JSON.stringify(payload),
      });
    const chat = { title: CREW, url: `/groups/${groupId}/chat`, tag: `chat-${groupId}` };

    await push({ ...chat, body: '새 메시지 1개', count: 1 });
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toEqual([{ ...chat, body: '새 메시지 1개', icon: `${app.baseUrl}/icons/icon-192.png` }]);
    await push({ ...chat, body: '새 메시지 2개', count: 2 });
    await expect
      .poll(async () => (await shownNotifications(page)).map((shown) => shown.body), { timeout: 10_000 })
      .toEqual(['새 메시지 3개']);

    // The page in front already shows the group: a push about it shows nothing.
    await page.bringToFront();
    await push({ title: CREW, body: '새 이벤트가 열렸어요', url: `/groups/${groupId}`, tag: `group-${groupId}` });
    await push({ title: '동네모임', body: '다른 화면의 소식', url: '/notifications', tag: 'n-1' });
    await expect
      .poll(async () => (await shownNotifications(page)).map((shown) => shown.tag).sort(), { timeout: 10_000 })
      .toEqual([`chat-${groupId}`, 'n-1'].sort());
    await context.close();
  });
});
