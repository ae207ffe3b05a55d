import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, toast } from '../support/accounts.ts';
import { launchBrowser, type RunningApp, startApp, stopApps, VIEWPORTS } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// Contract §16 "Sessions end when they should": one person signed in on a laptop and a phone.
// 로그인된 기기 lists both; '다른 기기에서 모두 로그아웃' on the laptop sends the phone to /login
// within seconds, through its live connection, without the phone doing anything.
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'journey-pass-123';

let app: RunningApp;
let browser: Browser;
let account: Account;
let laptop: BrowserContext;
let phone: BrowserContext;

async function logIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('이메일', { exact: true }).fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // On a phone the header keeps 로그아웃 in its menu: leaving /login is what says it worked.
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

const deviceList = (page: Page) => page.getByRole('list', { name: '로그인된 기기 목록' });

describe('로그인된 기기', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    account = await createAccount(app, { prefix: 'devices', nickname: '두기기사용자', password: PASSWORD });
    // The sign-up's own session is not one of the two devices.
    await api(app, '/auth/logout', { body: { refreshToken: account.refreshToken } });
    laptop = await browser.newContext({ baseURL: app.baseUrl, viewport: VIEWPORTS.desktop, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    phone = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: VIEWPORTS.mobile,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      userAgent: IPHONE_SAFARI,
    });
  });

  afterAll(async () => {
    await laptop?.close();
    await phone?.close();
    await browser?.close();
    await stopApps();
  });

  it('lists both devices, the current one marked, and logging out the others sends the phone to /login within seconds', async () => {
    const phonePage = await logIn(phone);
    const page = await logIn(laptop);

    // The profile links to the screen.
    await page.goto('/profile');
    await page.getByRole('link', { name: '로그인된 기기' }).click();
    await page.waitForURL('**/profile/devices');
    const list = deviceList(page);
    await list.getByRole('listitem').nth(1).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    const current = list.getByRole('listitem').filter({ hasText: '현재 기기' });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole('heading').textContent()).toContain('Chrome');
    const other = list.getByRole('listitem').filter({ hasText: 'Safari · iOS' });
    expect(await other.getByRole('button', { name: 'Safari · iOS 로그아웃' }).isVisible()).toBe(true);
    await shootInPlace(page, 'devices', (shot) => deviceList(shot).getByRole('listitem').nth(1).waitFor());

    // The phone sits on a page and does nothing; only its live connection can tell it.
    await phonePage.goto('/profile');
    await phonePage.getByRole('heading', { name: '두기기사용자' }).waitFor();
    await phonePage.waitForTimeout(1_000);

    await page.getByRole('button', { name: '다른 기기에서 모두 로그아웃' }).click();
    const dialog = page.getByRole('dialog', { name: '다른 기기에서 모두 로그아웃할까요?' });
    await dialog.waitFor();
    await shootInPlace(page, 'devices-confirm');
    const startedAt = Date.now();
    await dialog.getByRole('button', { name: '모두 로그아웃' }).click();
    await toast(page, '다른 기기에서 모두 로그아웃했습니다').waitFor();

    await phonePage.waitForURL('**/login', { timeout: 10_000 });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    await toast(phonePage, '로그인이 만료되었습니다').waitFor();

    // The laptop goes on, now alone in the list, with nothing left to log out.
    await list.getByRole('listitem').filter({ hasText: 'Safari' }).waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('button', { name: '다른 기기에서 모두 로그아웃' }).isDisabled()).toBe(true);
    await shootInPlace(page, 'devices-alone');
  });
});
