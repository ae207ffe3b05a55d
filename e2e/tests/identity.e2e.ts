import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast, verificationCode } from '../support/accounts.ts';
import { launchBrowser, newContext, type RunningApp, readMail, startApp, stopApps, uniqueEmail } from '../support/harness.ts';
import { shootInPlace, shootScreen } from '../support/screenshots.ts';

// One person's whole identity journey (spec §2 Login / Sign-up / Password reset, contract §2),
// in order: each step starts where the previous one left the browser.
const email = uniqueEmail('journey');
const nickname = `동네${Date.now().toString(36).slice(-6)}`;
const firstPassword = 'first-pass-123';
const newPassword = 'second-pass-456';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function expectSignedIn(): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: '로그아웃' }).waitFor();
  expect(await header.getByRole('link', { name: nickname }).isVisible()).toBe(true);
}

async function logIn(password: string, { navigate = true } = {}): Promise<void> {
  if (navigate) await page.goto('/login');
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function logOut(): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
  await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
}

describe('identity journey', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await newContext(browser, app.baseUrl);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stopApps();
  });

  it('shows the guest home and the login screen', async () => {
    await shootScreen(context, '/', 'home-guest');
    await page.goto('/');
    await page.getByRole('heading', { name: '우리 동네 관심사 모임' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: '회원가입' }).isVisible()).toBe(true);
    await shootScreen(context, '/login', 'login');
  });

  it('signs up with the code from the company mailbox and lands home signed in', async () => {
    await page.goto('/signup');
    await page.getByRole('textbox', { name: '회사 이메일' }).waitFor();
    await shootInPlace(page, 'signup-step1');

    await page.getByRole('textbox', { name: '회사 이메일' }).fill(email);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    const codeBox = page.getByRole('textbox', { name: '인증번호' });
    await codeBox.waitFor();
    expect(await page.getByRole('textbox', { name: '회사 이메일' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '인증하기' }).isDisabled()).toBe(true);
    expect(await page.getByRole('timer').textContent()).toMatch(/0[45]:\d\d/);

    const code = await verificationCode(app, email);
    expect(code).toMatch(/^\d{6}$/);
    await codeBox.fill(code);
    await shootInPlace(page, 'signup-step1-code-sent');
    await page.getByRole('button', { name: '인증하기' }).click();

    await page.getByRole('textbox', { name: '닉네임' }).waitFor();
    await toast(page, '인증이 완료되었습니다!').waitFor();
    await shootInPlace(page, 'signup-step2');

    await page.getByRole('textbox', { name: '닉네임' }).fill(nickname);
    await page.getByLabel('비밀번호', { exact: true }).fill(firstPassword);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(firstPassword);
    await page.getByRole('checkbox', { name: /이용약관/ }).check();
    await page.getByRole('button', { name: '가입하기' }).click();

    // Onboarding comes first and each of its steps can be skipped: the first skip leads to the 동네 step.
    await page.waitForURL(`${app.baseUrl}/onboarding`);
    await toast(page, '회원가입이 완료되었습니다!').waitFor();
    await page.getByRole('button', { name: '건너뛰기' }).click();
    await page.getByRole('heading', { name: '어느 동네에서 모일까요?' }).waitFor();
    await page.getByRole('button', { name: '건너뛰기' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await expectSignedIn();
    await shootScreen(context, '/', 'home-member');
  });

  it('logs out, and logging back in returns to the guarded page the guest was sent away from', async () => {
    await page.goto('/');
    await logOut();
    await page.goto('/groups/create');
    await page.waitForURL(`${app.baseUrl}/login`);
    await logIn(firstPassword, { navigate: false });
    await page.waitForURL(`${app.baseUrl}/groups/create`);
    await toast(page, '로그인되었습니다').waitFor();
    await expectSignedIn();
    await logOut();
  });

  it('resets the password through the mailed link', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
    await page.waitForURL(`${app.baseUrl}/password-reset`);
    await shootInPlace(page, 'password-reset-request');

    await page.getByLabel('이메일', { exact: true }).fill(email);
    await page.getByRole('button', { name: '재설정 링크 받기' }).click();
    await page.getByRole('heading', { name: '메일을 확인해주세요' }).waitFor();
    await shootInPlace(page, 'password-reset-sent');

    const mails = await readMail(app.baseUrl, email, { min: 2 });
    const resetMail = mails.find((mail) => mail.text.includes('/password-reset/confirm/'));
    const link = resetMail?.text.match(/https?:\/\/\S+\/password-reset\/confirm\/[^\s"'<>]+/)?.[0];
    expect(link).toBeDefined();
    const resetPath = new URL(link ?? '').pathname;

    await shootScreen(context, resetPath, 'password-reset-confirm');
    await page.goto(resetPath);
    const submit = page.getByRole('button', { name: '비밀번호 변경' });
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
    await submit.click();

    await page.waitForURL(`${app.baseUrl}/login`);
    await toast(page, '비밀번호가 성공적으로 변경되었습니다').waitFor();

    // The token is single use: the same link now shows the invalid-link screen.
    await page.goto(resetPath);
    await page.getByRole('heading', { name: '유효하지 않은 링크' }).waitFor();
    expect(await page.getByRole('link', { name: '새 링크 요청하기' }).isVisible()).toBe(true);
    await shootInPlace(page, 'password-reset-invalid');
  });

  it('refuses the old password with the red banner and accepts the new one', async () => {
    await logIn(firstPassword);
    const banner = page.getByRole('alert').filter({ hasText: '이메일 또는 비밀번호가 올바르지 않습니다.' });
    await banner.waitFor();
    expect(page.url()).toBe(`${app.baseUrl}/login`);
    await shootInPlace(page, 'login-failed');

    await banner.getByRole('button', { name: '알림 닫기' }).click();
    await banner.waitFor({ state: 'detached' });

    await logIn(newPassword);
    await page.waitForURL(`${app.baseUrl}/`);
    await expectSignedIn();
  });

  it('refreshes an expired access token once, with two tabs racing, and stays signed in', async () => {
    const readTokens = (tab: Page) =>
      tab.evaluate(() => ({ access: localStorage.getItem('dongne.accessToken'), refresh: localStorage.getItem('dongne.refreshToken') }));
    const before = await readTokens(page);
    await page.evaluate(() => localStorage.setItem('dongne.accessToken', 'expired-access-token'));

    // Both tabs load with the dead token and ask for the profile at the same moment.
    const secondTab = await context.newPage();
    await Promise.all([page.reload(), secondTab.goto('/')]);
    for (const tab of [page, secondTab]) {
      await tab.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
      await tab.waitForLoadState('networkidle');
      expect(tab.url()).toBe(`${app.baseUrl}/`);
      expect(await tab.getByRole('banner').getByRole('link', { name: nickname }).isVisible()).toBe(true);
    }

    const after = await readTokens(page);
    expect(after.access).not.toBe('expired-access-token');
    expect(after.refresh).not.toBe(before.refresh);
    expect(await readTokens(secondTab)).toEqual(after);
    await secondTab.close();
  });
});
