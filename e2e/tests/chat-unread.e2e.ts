import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, phonePage } from '../support/accounts.ts';
import { chatLog, inChatView, liveConnected } from '../support/chat.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// Unread chat as people in Korea know it (contract §21), two members on phones (375 px): A sends
// three messages while B is on 내 모임; B's card and tab bar count 3 live; A sends more than a
// screen holds; B opens the room at '여기까지 읽었습니다', not at the latest; the '1' beside A's
// bubbles goes away on A's screen as B reads.
const GROUP = '망원 새벽 러닝';
const SENT = ['오늘 6시에 망원 한강공원 어때요?', '비 소식은 없대요', '늦으면 연락 주세요'];
// Then this many more, so the unread ones no longer fit on a phone's screen.
const MORE = 15;

let app: RunningApp;
let browser: Browser;
let owner: Account;
let member: Account;
let groupId = 0;
const contexts: BrowserContext[] = [];

const phone = (account: Account): Promise<Page> => phonePage(browser, app, account, contexts);

describe('unread chat', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'unread-owner', nickname: '망원달림이' });
    member = await createAccount(app, { prefix: 'unread-member', nickname: '합정새내기' });
    ({ id: groupId } = await createGroupWithMembers(app, owner, [member], { name: GROUP }));
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('counts, divides and lowers as B reads what A sent', async () => {
    const ownerPage = await phone(owner);
    await ownerPage.goto(`/groups/${groupId}/chat`);
    await liveConnected(ownerPage);
    const memberPage = await phone(member);
    await memberPage.goto('/groups/my');
    await memberPage.getByRole('heading', { name: GROUP }).waitFor();

    const box = ownerPage.getByRole('textbox', { name: '메시지 입력' });
    for (const text of SENT) {
      await box.fill(text);
      await box.press('Enter');
      await chatLog(ownerPage).getByText(text).waitFor();
    }
    // Each of A's bubbles waits for its one reader.
    await expect.poll(() => chatLog(ownerPage).getByText('읽지 않은 사람 1명').count(), { timeout: 15_000 }).toBe(3);

    // B, still on 내 모임, sees 3 on the group's card and on the 내 모임 tab, without a reload.
    const card = memberPage.getByRole('article', { name: GROUP });
    await card.getByText('읽지 않은 메시지 3개').waitFor({ timeout: 15_000 });
    const tabBar = memberPage.getByRole('navigation', { name: '하단 메뉴' });
    await tabBar.getByRole('link', { name: /내 모임 읽지 않은 메시지 3개/ }).waitFor();
    await shootInPlace(memberPage, 'chat-unread-my-groups', (page) => page.getByText('읽지 않은 메시지 3개').first().waitFor());

    // 내 모임 → 채팅: the rooms, most recent first, with the count and the last message.
    await memberPage.goto('/groups/my?tab=chat');
    const rooms = memberPage.getByRole('list', { name: '내 채팅방' });
    await rooms
      .getByRole('link', { name: new RegExp(GROUP) })
      .getByRole('img', { name: '읽지 않은 메시지 3개' })
      .waitFor();
    await rooms.getByText(`망원달림이: ${SENT[2]}`).waitFor();
    await shootInPlace(memberPage, 'chat-unread-rooms', (page) => page.getByRole('list', { name: '내 채팅방' }).waitFor());

    // A goes on talking: more unread messages than a phone's screen holds.
    for (let n = 1; n <= MORE; n++) {
      await api(app, `/groups/${groupId}/chat/messages`, { token: owner.accessToken, body: { message: `준비물 메모 ${n}번` } });
    }
    await expect.poll(() => chatLog(ownerPage).getByText('읽지 않은 사람 1명').count(), { timeout: 15_000 }).toBe(3 + MORE);

    // B opens the room at the first unread message: the divider and A's first message in view,
    // the latest below, reached by scrolling; reading empties the counts.
    await memberPage.setViewportSize({ width: 375, height: 812 });
    await memberPage.goto(`/groups/${groupId}/chat`);
    const divider = chatLog(memberPage).getByText('여기까지 읽었습니다');
    await divider.waitFor();
    await expect.poll(() => inChatView(divider), { timeout: 10_000 }).toBe(true);
    expect(await inChatView(chatLog(memberPage).getByText(SENT[0] as string))).toBe(true);
    const latest = chatLog(memberPage).getByText(`준비물 메모 ${MORE}번`);
    expect(await inChatView(latest)).toBe(false);
    await shootInPlace(memberPage, 'chat-unread-divider', (page) => chatLog(page).getByText('여기까지 읽었습니다').waitFor());

    await latest.scrollIntoViewIfNeeded();
    expect(await inChatView(latest)).toBe(true);

    // On A's screen the '1' beside each bubble is gone.
    await expect.poll(() => chatLog(ownerPage).getByText('읽지 않은 사람 1명').count(), { timeout: 15_000 }).toBe(0);
    await shootInPlace(ownerPage, 'chat-unread-read');

    // And B's counts are empty again.
    await memberPage.goto('/groups/my');
    await memberPage.getByRole('heading', { name: GROUP }).waitFor();
    await expect.poll(() => memberPage.getByText('읽지 않은 메시지 3개').count(), { timeout: 15_000 }).toBe(0);
  }, 240_000);
});
