import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace, shootScreen } from '../support/screenshots.ts';

// Contract §12: a member downloads their data, then deletes their account. What they wrote stays
// in the group under 탈퇴한 회원, with no link to a profile; they end on the goodbye screen, logged out.
const PASSWORD = 'journey-pass-123';
const POST_TEXT = '탈퇴 전에 남기는 러닝 후기입니다. 다들 고마웠어요!';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let leaver: Account;
let reader: Account;
let groupId: number;
let postId: number;
let leaverContext: BrowserContext;
let readerContext: BrowserContext;

describe('내 정보 내려받기와 회원탈퇴', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'account-owner', nickname: '모임장러너' });
    leaver = await createAccount(app, { prefix: 'account-leaver', nickname: '떠나는러너', password: PASSWORD });
    reader = await createAccount(app, { prefix: 'account-reader', nickname: '남는러너' });
    groupId = (await createGroupWithMembers(app, owner, [leaver, reader])).id;
    postId = (await api<{ id: number }>(app, '/posts', { token: leaver.accessToken, body: { groupId, content: POST_TEXT } })).id;
    await api(app, '/posts', { token: owner.accessToken, body: { groupId, content: '이번 주 토요일 러닝 코스 공지입니다.' } });
    leaverContext = await signedInContext(browser, app, leaver);
    readerContext = await signedInContext(browser, app, reader);
  });

  afterAll(async () => {
    await leaverContext?.close();
    await readerContext?.close();
    await browser?.close();
    await stopApps();
  });

  it('downloads the JSON file with their post', async () => {
    const page = await leaverContext.newPage();
    await page.goto('/profile');
    const section = page.getByRole('region', { name: '계정' });
    await section.waitFor();
    await shootScreen(leaverContext, '/profile', 'account-settings', (shot) => shot.getByRole('region', { name: '계정' }).waitFor());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: '내 정보 내려받기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dongne-moim-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(await readFile(file, 'utf8'));
    expect(data.profile).toMatchObject({ email: leaver.email, nickname: '떠나는러너' });
    expect(data.posts).toEqual([expect.objectContaining({ id: postId, content: POST_TEXT })]);
    expect(data.memberships).toEqual([expect.objectContaining({ groupId })]);
    await page.close();
  });

  it('deletes the account: a wrong password first, then the right one, ends on the goodbye screen', async () => {
    const page = await leaverContext.newPage();
    await page.goto('/profile');
    await page.getByRole('link', { name: '회원탈퇴' }).click();
    await page.waitForURL('**/profile/delete');
    await page.getByRole('heading', { name: '회원탈퇴', level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: '바로 지워지는 것' }).textContent()).toContain('이메일 주소, 닉네임');
    expect(await page.getByRole('region', { name: '남는 것' }).textContent()).toContain('탈퇴한 회원');

    const password = page.getByLabel('비밀번호', { exact: true });
    await password.fill('wrong-password-999');
    await shootInPlace(page, 'account-delete');
    await page.getByRole('button', { name: '탈퇴하기' }).click();
    const dialog = page.getByRole('dialog', { name: '정말 탈퇴할까요?' });
    await dialog.waitFor();
    await shootInPlace(page, 'account-delete-confirm', (shot) => shot.getByRole('dialog').waitFor());
    await dialog.getByRole('button', { name: '탈퇴', exact: true }).click();
    await page.getByText('비밀번호가 올바르지 않습니다.').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/profile/delete');

    await password.fill(PASSWORD);
    await page.getByRole('button', { name: '탈퇴하기' }).click();
    await page.getByRole('dialog', { name: '정말 탈퇴할까요?' }).getByRole('button', { name: '탈퇴', exact: true }).click();
    await page.waitForURL('**/goodbye');
    await page.getByRole('heading', { name: '탈퇴가 완료되었어요' }).waitFor();
    // Logged out: the tokens are gone from this browser, and the header offers 로그인 again.
    expect(await page.evaluate(() => localStorage.getItem('dongne.refreshToken'))).toBeNull();
    // Nothing sends the person to /login with an "expired" message afterwards.
    await page.waitForTimeout(1_500);
    expect(new URL(page.url()).pathname).toBe('/goodbye');
    await shootInPlace(page, 'account-goodbye');
    await page.close();

    // The old password no longer opens anything.
    await expect(api(app, '/auth/login', { body: { email: leaver.email, password: PASSWORD } })).rejects.toThrow(/401/);
  });

  it('an owner is told which groups to hand over first, with links to them', async () => {
    const context = await signedInContext(browser, app, owner);
    const page = await context.newPage();
    await page.goto('/profile/delete');
    const owned = page.getByRole('list', { name: '내가 모임장인 모임' });
    await owned.waitFor();
    const link = owned.getByRole('link', { name: '한강 새벽러닝 크루 멤버 관리로 가기' });
    expect(await link.getAttribute('href')).toBe(`/groups/${groupId}?tab=members`);
    await shootInPlace(page, 'account-delete-owner', (shot) => shot.getByRole('list', { name: '내가 모임장인 모임' }).waitFor());
    // The server says the same if asked anyway; the account stays.
    await page.getByLabel('비밀번호', { exact: true }).fill('journey-pass-123');
    await page.getByRole('button', { name: '탈퇴하기' }).click();
    await page.getByRole('dialog', { name: '정말 탈퇴할까요?' }).getByRole('button', { name: '탈퇴', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/profile/delete');
    expect(await owned.getByRole('link').count()).toBe(1);
    await context.close();
  });

  it('their old post shows 탈퇴한 회원 to another member, without a link', async () => {
    const page: Page = await readerContext.newPage();
    await page.goto(`/posts/${postId}`);
    const article = page.getByRole('article').filter({ hasText: POST_TEXT }).first();
    await article.waitFor();
    await article.getByText('탈퇴한 회원', { exact: true }).waitFor();
    expect(await article.getByText('떠나는러너').count()).toBe(0);
    expect(await article.getByRole('link', { name: '탈퇴한 회원' }).count()).toBe(0);
    await shootInPlace(page, 'account-deleted-author');

    // In the group's list too, while a living author keeps the link to their profile.
    await page.goto(`/groups/${groupId}`);
    const card = page.getByRole('article').filter({ hasText: POST_TEXT });
    await card.waitFor();
    expect(await card.getByRole('link', { name: '탈퇴한 회원' }).count()).toBe(0);
    const living = page.getByRole('article').filter({ hasText: '러닝 코스 공지' });
    expect(await living.getByRole('link', { name: '모임장러너', exact: true }).count()).toBe(1);
    await page.close();
  });
});
