import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, phonePage, toast } from '../support/accounts.ts';
import { chatLog, composition, inChatView, liveConnected } from '../support/chat.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// The room notice (공지, contract §21) on phones (375 px): the owner pins a member's message from its
// ⋮ menu; it shows above both rooms at once; the member opens it and cannot take it down; the owner
// takes it down and it is gone from both. Reactions (공감) on the same message: the owner gives one,
// the member sees it live and adds theirs with one tap on the chip, the owner takes theirs back.
// Replies (답장): the member answers an older message of the owner's from its ⋮ menu; the owner sees
// the quote live and taps it to reach the message it answers. Mentions (@멘션): the owner types '@'
// and a name through the IME, picks the member from the list, and the member is told and sees it marked.
const GROUP = '성수 클라이밍 크루';
const NOTICE = '이번 주 토요일 오전 9시, 서울숲 클라이밍장 앞에서 만나요. 초보자는 암벽화를 빌릴 수 있어요.';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let member: Account;
let groupId = 0;
const contexts: BrowserContext[] = [];

const phone = (account: Account): Promise<Page> => phonePage(browser, app, account, contexts);

/** The account's phone in the group's room, live. */
async function inRoom(account: Account): Promise<Page> {
  const page = await phone(account);
  await page.goto(`/groups/${groupId}/chat`);
  await liveConnected(page);
  return page;
}

const noticeOf = (page: Page): Locator => page.getByRole('region', { name: '채팅방 공지' });

describe('the room notice', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'notice-owner', nickname: '서울숲지기' });
    member = await createAccount(app, { prefix: 'notice-member', nickname: '볼더링새싹' });
    ({ id: groupId } = await createGroupWithMembers(app, owner, [member], { name: GROUP }));
    await api(app, `/groups/${groupId}/chat/messages`, { token: member.accessToken, body: { message: NOTICE } });
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('is pinned by the owner, read by everyone live, and taken down by the owner only', async () => {
    const memberPage = await inRoom(member);
    expect(await noticeOf(memberPage).count()).toBe(0);
    // A member has no 공지로 등록 in their own message's ⋮.
    await chatLog(memberPage).getByRole('button', { name: '내 메시지 메뉴' }).click();
    await memberPage.getByRole('menuitem', { name: '답장' }).waitFor();
    expect(await memberPage.getByRole('menuitem', { name: '공지로 등록' }).count()).toBe(0);
    await memberPage.keyboard.press('Escape');

    const ownerPage = await inRoom(owner);
    await chatLog(ownerPage).getByRole('button', { name: '볼더링새싹님 메시지 메뉴' }).click();
    await ownerPage.getByRole('menuitem', { name: '공지로 등록' }).click();
    await toast(ownerPage, '공지로 등록했습니다.').waitFor();
    await noticeOf(ownerPage).getByText(NOTICE).waitFor();

    // On the member's screen, without a reload; one line until opened, then the writer too.
    const memberNotice = noticeOf(memberPage);
    await memberNotice.getByText(NOTICE).waitFor({ timeout: 15_000 });
    expect(await memberNotice.getByRole('button', { name: '공지 내리기' }).count()).toBe(0);
    await memberNotice.getByRole('button', { name: '공지 펼치기' }).click();
    await memberNotice.getByText('볼더링새싹').waitFor();
    expect(await memberNotice.getByRole('button', { name: '공지 접기' }).getAttribute('aria-expanded')).toBe('true');
    await shootInPlace(memberPage, 'chat-notice', (page) => noticeOf(page).getByText(NOTICE).waitFor());

    // The owner takes it down: gone from both rooms.
    await noticeOf(ownerPage).getByRole('button', { name: '공지 내리기' }).click();
    await toast(ownerPage, '공지를 내렸습니다.').waitFor();
    await expect.poll(() => noticeOf(ownerPage).count()).toBe(0);
    await expect.poll(() => noticeOf(memberPage).count(), { timeout: 15_000 }).toBe(0);
    expect(await api<{ notice: unknown }>(app, `/groups/${groupId}/chat/room`, { token: member.accessToken })).toMatchObject({
      notice: null,
    });
  }, 180_000);

  it('shows reactions live: given from the picker, joined by a tap on the chip, taken back', async () => {
    const [ownerPage, memberPage] = [await inRoom(owner), await inRoom(member)];

    const ownerLog = chatLog(ownerPage);
    await ownerLog.getByRole('button', { name: '공감하기' }).first().click();
    const picker = ownerLog.getByRole('group', { name: '공감 고르기' });
    await shootInPlace(ownerPage, 'chat-reaction-picker', (page) => chatLog(page).getByRole('group', { name: '공감 고르기' }).waitFor());
    await picker.getByRole('button', { name: '고마워요' }).click();
    await ownerLog.getByRole('button', { name: '고마워요 1', pressed: true }).waitFor();

    // On the member's screen without a reload; one tap on the chip adds theirs.
    const memberChip = chatLog(memberPage).getByRole('button', { name: /^고마워요 \d$/ });
    await chatLog(memberPage).getByRole('button', { name: '고마워요 1', pressed: false }).waitFor({ timeout: 15_000 });
    await memberChip.click();
    await chatLog(memberPage).getByRole('button', { name: '고마워요 2', pressed: true }).waitFor();
    await ownerLog.getByRole('button', { name: '고마워요 2', pressed: true }).waitFor({ timeout: 15_000 });
    await shootInPlace(memberPage, 'chat-reactions', (page) => chatLog(page).getByRole('button', { name: '고마워요 2' }).waitFor());

    // The owner takes theirs back from the chip: both screens count one, the member's still pressed.
    await ownerLog.getByRole('button', { name: '고마워요 2', pressed: true }).click();
    await ownerLog.getByRole('button', { name: '고마워요 1', pressed: false }).waitFor();
    await chatLog(memberPage).getByRole('button', { name: '고마워요 1', pressed: true }).waitFor({ timeout: 15_000 });
  }, 180_000);

  it('answers an older message with its quote, which takes the other member to it', async () => {
    const FIRST = '장비는 제가 챙겨 갈게요';
    for (const message of [FIRST, ...Array.from({ length: 14 }, (_, index) => `출석 체크 ${index + 1}`)])
      await api(app, `/groups/${groupId}/chat/messages`, { token: owner.accessToken, body: { message } });
    const [ownerPage, memberPage] = [await inRoom(owner), await inRoom(member)];

    // The member's room opens at the first unread message, the owner's FIRST: its ⋮ menu is the first of the owner's.
    const memberLog = chatLog(memberPage);
    await memberLog.getByText(FIRST).waitFor();
    await memberLog.getByRole('button', { name: '서울숲지기님 메시지 메뉴' }).first().click();
    await memberPage.getByRole('menuitem', { name: '답장' }).click();
    await memberPage.getByText('서울숲지기님에게 답장').waitFor();
    const box = memberPage.getByRole('textbox', { name: '메시지 입력' });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await shootInPlace(memberPage, 'chat-reply-compose', (page) => page.getByText('서울숲지기님에게 답장').waitFor());
    await box.fill('좋아요, 암벽화만 빌리면 되겠네요');
    await box.press('Enter');
    const quoteName = `서울숲지기님의 메시지에 답장: ${FIRST} (원래 메시지로 이동)`;
    await memberLog.getByRole('button', { name: quoteName }).waitFor();
    expect(await memberPage.getByText('서울숲지기님에게 답장').count()).toBe(0);

    // The owner, at the latest message, sees the reply live; the quote takes them up to FIRST.
    const ownerLog = chatLog(ownerPage);
    const quote = ownerLog.getByRole('button', { name: quoteName });
    await quote.waitFor({ timeout: 15_000 });
    // The first match is the message itself; the second, the quote's copy below it.
    const original = ownerLog.getByText(FIRST, { exact: true }).first();
    expect(await inChatView(original)).toBe(false);
    await shootInPlace(ownerPage, 'chat-reply', (page) => chatLog(page).getByRole('button', { name: quoteName }).waitFor());
    await quote.scrollIntoViewIfNeeded();
    await quote.click();
    await expect.poll(() => inChatView(original), { timeout: 5_000 }).toBe(true);
  }, 180_000);

  it('mentions a member picked after @, whom it tells and marks, and whose notification opens the room', async () => {
    const [ownerPage, memberPage] = [await inRoom(owner), await inRoom(member)];

    // '@' then '볼더' composed by the IME: the list narrows while composing, and the Enter that
    // commits the syllable belongs to the IME (nothing is picked or sent).
    const box = ownerPage.getByRole('textbox', { name: '메시지 입력' });
    await box.click();
    await box.pressSequentially('@');
    await composition(box, 'compositionstart', '');
    await ownerPage.keyboard.insertText('볼더');
    await composition(box, 'compositionupdate', '더');
    const picker = ownerPage.getByRole('listbox', { name: '멘션할 멤버' });
    await picker.getByRole('option', { name: '볼더링새싹' }).waitFor();
    expect(await picker.getByRole('option', { name: '서울숲지기' }).count()).toBe(0);
    await box.press('Enter');
    expect(await box.inputValue()).toBe('@볼더');
    await composition(box, 'compositionend', '더');
    await shootInPlace(ownerPage, 'chat-mention-picker', (page) => page.getByRole('option', { name: '볼더링새싹' }).waitFor());
    await box.press('Enter');
    expect(await box.inputValue()).toBe('@볼더링새싹 ');
    expect(await picker.count()).toBe(0);
    await box.pressSequentially('오늘 오시나요?');
    await box.press('Enter');

    // The member is told at once, and sees the mention of them marked in the bubble.
    await toast(memberPage, '채팅에서 회원님을 언급했어요').waitFor({ timeout: 15_000 });
    const marked = chatLog(memberPage).getByRole('link', { name: '@볼더링새싹 (나를 언급)' });
    await marked.waitFor();
    await toast(memberPage, '채팅에서 회원님을 언급했어요').waitFor({ state: 'hidden' });
    await shootInPlace(memberPage, 'chat-mention', (page) =>
      chatLog(page).getByRole('link', { name: '@볼더링새싹 (나를 언급)' }).waitFor(),
    );
    await memberPage.goto('/notifications');
    await memberPage.getByText('서울숲지기님이 모임 채팅에서 회원님을 불렀어요.').click();
    await memberPage.waitForURL((url) => url.pathname === `/groups/${groupId}/chat`);
    await chatLog(memberPage).getByRole('link', { name: '@볼더링새싹 (나를 언급)' }).waitFor();
  }, 180_000);
});
