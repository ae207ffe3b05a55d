import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { chatLog } from '../support/chat.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';
import { holdsFor } from '../support/wait.ts';

// 차단 (contract §11): a member blocks another from a chat message's ⋮ menu and from then on sees
// the placeholder instead of that member's messages, live; the blocked member notices nothing. The
// block is lifted again from 차단한 사용자 in the profile settings.
const BLOCKED_TEXT = '차단한 사용자의 글입니다.';

let app: RunningApp;
let browser: Browser;
let blocker: Account;
let blocked: Account;
let groupId = 0;
const contexts: BrowserContext[] = [];

async function openChat(account: Account): Promise<Page> {
  const context = await signedInContext(browser, app, account, { keepRefreshedTokens: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`/groups/${groupId}?tab=chat`);
  await page.getByRole('status').filter({ hasText: '실시간 연결됨' }).waitFor({ timeout: 30_000 });
  return page;
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: '메시지 입력' }).fill(text);
  await page.getByRole('button', { name: '보내기', exact: true }).click();
}

describe('차단', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    blocker = await createAccount(app, { prefix: 'blocker', nickname: '조용한이웃' });
    blocked = await createAccount(app, { prefix: 'blocked', nickname: '시끄러운이웃' });
    groupId = (await createGroupWithMembers(app, blocker, [blocked])).id;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('blocks from a chat message’s menu: that member’s messages become the placeholder, live; unblocks from 차단한 사용자', async () => {
    const blockerPage = await openChat(blocker);
    const blockedPage = await openChat(blocked);
    await send(blockedPage, '다들 이번 주말에 뭐 하세요?');
    await chatLog(blockerPage).getByText('다들 이번 주말에 뭐 하세요?').waitFor();

    // The ⋮ of the other member's message offers 차단하기, behind a confirm that says what it does.
    await chatLog(blockerPage).getByRole('button', { name: '시끄러운이웃님 메시지 메뉴' }).first().click();
    await blockerPage.getByRole('menuitem', { name: '차단하기' }).click();
    const dialog = blockerPage.getByRole('dialog', { name: '시끄러운이웃님을 차단할까요?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('상대방에게는 알리지 않아요');
    await shootInPlace(blockerPage, 'blocks-confirm');
    await dialog.getByRole('button', { name: '차단', exact: true }).click();
    await toast(blockerPage, '시끄러운이웃님을 차단했어요').waitFor();

    // What was already on screen turns into the placeholder, and so does what arrives live.
    await chatLog(blockerPage).getByText('다들 이번 주말에 뭐 하세요?').waitFor({ state: 'detached' });
    await send(blockedPage, '저는 등산 가요!');
    await chatLog(blockedPage).getByText('저는 등산 가요!').waitFor();
    await chatLog(blockerPage).getByText(BLOCKED_TEXT).nth(1).waitFor();
    await holdsFor(800, async () => {
      expect(await chatLog(blockerPage).getByText('저는 등산 가요!').count()).toBe(0);
    });
    // The blocked member sees the room as before (nothing tells them).
    expect(await chatLog(blockedPage).getByText(BLOCKED_TEXT).count()).toBe(0);
    await shootInPlace(blockerPage, 'blocks-chat');

    // Their profile now offers 차단 해제 instead of 차단하기.
    await blockerPage.goto(`/profile/${blocked.user.id}`);
    await blockerPage.getByRole('button', { name: '차단 해제' }).waitFor();
    await shootInPlace(blockerPage, 'blocks-profile', (shot) => shot.getByRole('button', { name: '차단 해제' }).waitFor());

    // 차단한 사용자, from the own profile: the list, then 해제.
    await blockerPage.goto('/profile');
    await blockerPage.getByRole('link', { name: '차단한 사용자' }).click();
    await blockerPage.waitForURL('**/profile/blocks');
    const list = blockerPage.getByRole('list', { name: '차단한 사용자 목록' });
    await list.getByRole('listitem').filter({ hasText: '시끄러운이웃' }).waitFor();
    await shootInPlace(blockerPage, 'blocks-list');
    await list.getByRole('button', { name: '시끄러운이웃님 차단 해제' }).click();
    const unblock = blockerPage.getByRole('dialog', { name: '시끄러운이웃님의 차단을 해제할까요?' });
    await unblock.getByRole('button', { name: '해제', exact: true }).click();
    await toast(blockerPage, '시끄러운이웃님의 차단을 해제했어요').waitFor();
    await blockerPage.getByRole('heading', { name: '차단한 사용자가 없어요' }).waitFor();
    await shootInPlace(blockerPage, 'blocks-empty');

    // Back in the room, the messages read as they were written.
    await blockerPage.goto(`/groups/${groupId}?tab=chat`);
    await chatLog(blockerPage).getByText('저는 등산 가요!').waitFor();
    expect(await chatLog(blockerPage).getByText(BLOCKED_TEXT).count()).toBe(0);
  }, 120_000);
});
