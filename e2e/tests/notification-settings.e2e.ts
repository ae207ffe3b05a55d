import { createECDH, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// Contract §18 알림 설정: pushes by kind, e-mail, 방해 금지 시간 and the devices that get pushes.
// The person reaches it from the profile and from the notifications page, turns chat pushes off,
// moves the quiet hours, saves, and removes a device (해제).
let app: RunningApp;
let browser: Browser;
let account: Account;
let context: BrowserContext;

/** A device as a browser's PushSubscription would give it (a public address: no push is sent here). */
function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://93.184.215.14/push/${randomBytes(6).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

type Settings = { push: { chat: boolean }; quietHours: { start: string } };

describe('알림 설정', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    account = await createAccount(app, { prefix: 'push-settings', nickname: '알림설정이웃' });
    await api(app, '/push/subscriptions', { token: account.accessToken, body: device() });
    context = await signedInContext(browser, app, account);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stopApps();
  });

  it('is reached from the profile and the notifications page, saves choices and removes a device', async () => {
    const page = await context.newPage();
    await page.goto('/notifications');
    await page.getByRole('link', { name: '알림 설정' }).click();
    await page.waitForURL('**/settings/notifications');
    await page.goto('/profile');
    await page.getByRole('link', { name: '알림 설정' }).click();
    await page.waitForURL('**/settings/notifications');
    await page.getByRole('heading', { name: '알림 설정', level: 1 }).waitFor();

    const chat = page.getByRole('checkbox', { name: /채팅/ });
    await chat.waitFor();
    expect(await chat.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /방해 금지 시간 사용/ }).isChecked()).toBe(true);
    const devices = page.getByRole('list', { name: '알림 받는 기기 목록' });
    await devices.getByRole('listitem').first().waitFor();
    await shootInPlace(page, 'notification-settings', (shot) => shot.getByRole('list', { name: '알림 받는 기기 목록' }).waitFor());

    await chat.uncheck();
    await page.getByLabel('시작', { exact: true }).fill('23:00');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await toast(page, '알림 설정을 저장했어요').waitFor();
    const stored = await api<Settings>(app, '/users/me/notification-settings', { token: account.accessToken });
    expect(stored.push.chat).toBe(false);
    expect(stored.quietHours.start).toBe('23:00');

    await devices.getByRole('button', { name: /알림 해제/ }).click();
    await page.getByText('아직 알림을 받는 기기가 없어요.').waitFor();
    expect(await api<unknown[]>(app, '/push/subscriptions', { token: account.accessToken })).toEqual([]);
  });
});
