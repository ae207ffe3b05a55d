import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, phonePage, toast } from '../support/accounts.ts';
import { composition } from '../support/chat.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// Mentions (@멘션, contract §21) in posts and comments, on phones (375 px): the writer types '@' and
// a name through the IME in the posts tab's box, picks the member from the list and posts; the
// member is told at once, opens the post from 알림 and sees the mention of them marked. The member
// then answers with a comment mentioning the writer, who is told likewise and lands on the post.
const GROUP = '망원 한강 수영 모임';
const POST = '이번 주 토요일 망원 수영장 후기 부탁해요!';
const COMMENT = '네, 사진이랑 같이 올릴게요.';

let app: RunningApp;
let browser: Browser;
let writer: Account;
let member: Account;
let groupId = 0;
let postPath = '';
const contexts: BrowserContext[] = [];

const phone = (account: Account): Promise<Page> => phonePage(browser, app, account, contexts);
const mentionOfMe = (page: Page, nickname: string) => page.getByRole('link', { name: `@${nickname} (나를 언급)` });

describe('mentions in posts and comments', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    writer = await createAccount(app, { prefix: 'mention-writer', nickname: '망원물개' });
    member = await createAccount(app, { prefix: 'mention-member', nickname: '바다수영' });
    ({ id: groupId } = await createGroupWithMembers(app, writer, [member], { name: GROUP }));
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('lets a member mention another picked after @ in a post, who is told and opens the post with the mention marked', async () => {
    const memberPage = await phone(member);
    await memberPage.goto('/');
    const writerPage = await phone(writer);
    await writerPage.goto(`/groups/${groupId}`);
    await writerPage.getByRole('tab', { name: '게시글', selected: true }).waitFor();

    // '@' then '바다' composed by the IME: the list narrows while composing and leaves out the writer.
    const box = writerPage.getByRole('textbox', { name: '내용' });
    await box.click();
    await box.pressSequentially('@');
    await composition(box, 'compositionstart', '');
    await writerPage.keyboard.insertText('바다');
    await composition(box, 'compositionupdate', '다');
    const picker = writerPage.getByRole('listbox', { name: '멘션할 멤버' });
    await picker.getByRole('option', { name: '바다수영' }).waitFor();
    expect(await picker.getByRole('option', { name: '망원물개' }).count()).toBe(0);
    await composition(box, 'compositionend', '다');
    await shootInPlace(writerPage, 'post-mention-picker', (page) => page.getByRole('option', { name: '바다수영' }).waitFor());
    await picker.getByRole('option', { name: '바다수영' }).click();
    expect(await box.inputValue()).toBe('@바다수영 ');
    expect(await picker.count()).toBe(0);
    await box.pressSequentially(POST);
    await writerPage.getByRole('button', { name: '등록', exact: true }).click();
    await toast(writerPage, '게시글이 등록되었습니다.').waitFor();

    // The card marks the mention without a link of its own (the card's text is the link to the post).
    const card = writerPage.getByRole('article').filter({ hasText: POST });
    await card.getByText('@바다수영').waitFor();
    postPath = (await card.getByRole('link', { name: `@바다수영 ${POST}` }).getAttribute('href')) ?? '';
    expect(postPath).toMatch(/^\/posts\/\d+$/);

    // The member is told at once, and 알림 opens the post with the mention of them marked.
    await toast(memberPage, '게시글에서 회원님을 언급했어요').waitFor({ timeout: 15_000 });
    await memberPage.goto('/notifications');
    await memberPage.getByText('망원물개님이 게시글에서 회원님을 불렀어요.').click();
    await memberPage.waitForURL((url) => url.pathname === postPath);
    await mentionOfMe(memberPage, '바다수영').waitFor();
    await shootInPlace(memberPage, 'post-mention', (page) => mentionOfMe(page, '바다수영').waitFor());
  }, 180_000);

  it('lets the member answer with a comment mentioning the writer, who is told and lands on the post', async () => {
    const writerPage = await phone(writer);
    await writerPage.goto('/');
    const memberPage = await phone(member);
    await memberPage.goto(postPath);

    const box = memberPage.getByRole('textbox', { name: '댓글 쓰기' });
    await box.click();
    await box.pressSequentially('@망원');
    const picker = memberPage.getByRole('listbox', { name: '멘션할 멤버' });
    await picker.getByRole('option', { name: '망원물개' }).waitFor();
    // Arrows and Enter pick too; the Enter is the picker's, not a new line.
    await box.press('ArrowDown');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('@망원물개 ');
    await box.pressSequentially(COMMENT);
    await memberPage.getByRole('button', { name: '등록', exact: true }).click();
    await toast(memberPage, '댓글이 등록되었습니다.').waitFor();
    await memberPage.getByRole('link', { name: '@망원물개', exact: true }).waitFor();

    await toast(writerPage, '댓글에서 회원님을 언급했어요').waitFor({ timeout: 15_000 });
    await writerPage.goto('/notifications');
    await writerPage.getByText(`바다수영님: @망원물개 ${COMMENT}`).click();
    await writerPage.waitForURL((url) => url.pathname === postPath);
    await mentionOfMe(writerPage, '망원물개').waitFor();
    await shootInPlace(writerPage, 'comment-mention', (page) => mentionOfMe(page, '망원물개').waitFor());
  }, 180_000);
});
