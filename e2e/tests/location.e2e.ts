import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { launchBrowser, newContext, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace, shootScreen } from '../support/screenshots.ts';

// Spec §2 Home location banner and Map location picker, §4 Saving location: a member sets their
// 동네 on the offline district map (no map service is reachable here), it survives a reload and
// follows the account to another browser; search and the keyboard pick districts too.
let app: RunningApp;
let browser: Browser;
let account: Account;
let context: BrowserContext;
let page: Page;

/** Written once, so reloads keep the app's own state. */
const signedInBrowser = () => signedInContext(browser, app, account, { keepRefreshedTokens: true });

const bannerOf = (target: Page) => target.getByRole('region', { name: '내 동네' });
const dialog = () => page.getByRole('dialog', { name: '내 동네 설정' });
const district = (name: string) =>
  dialog()
    .getByRole('group', { name: /서울 25개 구 지도/ })
    .getByRole('button', { name, exact: true });
const selected = () => dialog().getByRole('region', { name: '선택한 위치' });

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor();
  expect(await locator.textContent()).toContain(text);
}

async function openPicker(): Promise<void> {
  await bannerOf(page).getByRole('button', { name: '동네 설정' }).click();
  await district('강남구').waitFor();
}

describe('location journey', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    account = await createAccount(app, { prefix: 'location', nickname: `동네${Date.now().toString(36).slice(-6)}` });
    context = await signedInBrowser();
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stopApps();
  });

  it('shows a guest the default 동네, 강남구', async () => {
    const guest = await newContext(browser, app.baseUrl);
    const guestPage = await guest.newPage();
    await guestPage.goto('/');
    await expectText(bannerOf(guestPage), '강남구 · 서울 강남구');
    await shootScreen(guest, '/', 'location-banner-guest');
    await guest.close();
  });

  it('chooses 마포구 on the map, saves it and keeps it after a reload', async () => {
    await page.goto('/');
    await expectText(bannerOf(page), '강남구');
    await openPicker();
    expect(await district('강남구').getAttribute('aria-pressed')).toBe('true');
    await shootInPlace(page, 'location-picker-default');

    await district('마포구').click();
    expect(await district('마포구').getAttribute('aria-pressed')).toBe('true');
    await expectText(selected(), '서울 마포구');
    await shootInPlace(page, 'location-picker-mapo');

    await dialog().getByRole('button', { name: '이 위치로 설정' }).click();
    await toast(page, '위치가 저장되었습니다').waitFor();
    expect(await dialog().count()).toBe(0);
    await expectText(bannerOf(page), '마포구 · 서울 마포구');

    await page.reload();
    await expectText(bannerOf(page), '마포구 · 서울 마포구');
    await shootScreen(context, '/', 'location-banner-mapo');
  });

  it('stored the choice on the account, so another browser shows it too', async () => {
    const me = await api<{ userLocation: { district: string; address: string } | null }>(app, '/users/profile', {
      token: account.accessToken,
    });
    expect(me.userLocation).toMatchObject({ district: '마포구', address: '서울 마포구' });

    const otherDevice = await signedInBrowser();
    const otherPage = await otherDevice.newPage();
    await otherPage.goto('/');
    await expectText(bannerOf(otherPage), '마포구');
    await otherDevice.close();
  });

  it("finds 송파구 from the search '송파' and reports an unknown address", async () => {
    await page.goto('/');
    await openPicker();
    const searchBox = dialog().getByRole('searchbox', { name: '주소 또는 동네 검색' });
    await searchBox.fill('송파');
    await searchBox.press('Enter');
    await expectText(selected(), '송파구');
    expect(await district('송파구').getAttribute('aria-pressed')).toBe('true');
    await shootInPlace(page, 'location-picker-search');

    await searchBox.fill('해운대');
    await searchBox.press('Enter');
    await expectText(dialog().getByRole('alert'), '주소를 찾을 수 없습니다');
    expect(await district('송파구').getAttribute('aria-pressed')).toBe('true');
  });

  it('picks a district from the keyboard, and 취소 keeps the saved 동네', async () => {
    await page.goto('/');
    await openPicker();
    await district('종로구').focus();
    await page.keyboard.press('Enter');
    await expectText(selected(), '서울 종로구');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    expect(await district('종로구').getAttribute('aria-pressed')).toBe('true');

    await dialog().getByRole('button', { name: '취소' }).click();
    expect(await dialog().count()).toBe(0);
    await expectText(bannerOf(page), '마포구 · 서울 마포구');
  });
});
