import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { chatLog, composition } from '../support/chat.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';
import { holdsFor } from '../support/wait.ts';

// The group chat of spec §2 (chat panel) and contract §7 (STOMP over SockJS): two members talk
// live. B types Korean through an IME (composition events), A sees '입력 중…' and the message once;
// A sends a photo; A deletes a message and B sees the placeholder; A's header badge moves live.
type ChatMessage = { id: number; content: string; messageType: string; isDeleted: boolean };

const GREETING = '안녕하세요';
/** Long enough for a message sent by mistake to reach the server and the other member's screen. */
const QUIET_MS = 1_000;

let app: RunningApp;
let browser: Browser;
let owner: Account;
let member: Account;
let groupId = 0;
let ownerContext: BrowserContext;
let memberContext: BrowserContext;
let ownerPage: Page;
let memberPage: Page;

/** A signed-in tab on the chat tab; tokens written once, so the app's refreshed pair survives reloads. */
async function openChat(account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, app, account, { keepRefreshedTokens: true });
  const page = await context.newPage();
  await page.goto(`/groups/${groupId}?tab=chat`);
  await page.getByRole('status').filter({ hasText: '실시간 연결됨' }).waitFor({ timeout: 30_000 });
  return { context, page };
}

const messageBox = (page: Page): Locator => page.getByRole('textbox', { name: '메시지 입력' });

async function messagesOnServer(): Promise<ChatMessage[]> {
  const page = await api<{ content: ChatMessage[] }>(app, `/groups/${groupId}/chat/messages?page=0&size=50`, { token: member.accessToken });
  return page.content;
}

/** The chat list scrolled to its end, as the panel keeps it after a resize. */
async function showsLatestMessage(page: Page): Promise<void> {
  const log = await chatLog(page).elementHandle();
  await page.waitForFunction((element) => !!element && element.scrollHeight - element.scrollTop - element.clientHeight < 2, log);
}

/** A real PNG drawn by the browser's canvas, so the journey needs no binary fixture. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) return '';
    const sky = context.createLinearGradient(0, 0, 640, 480);
    sky.addColorStop(0, '#ffb37a');
    sky.addColorStop(1, '#5b8def');
    context.fillStyle = sky;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#2d5a3d';
    context.fillRect(0, 380, 640, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

describe('group chat', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'chatowner', nickname: '새벽대장' });
    member = await createAccount(app, { prefix: 'chatmember', nickname: '여의도러너' });
    const group = await createGroupWithMembers(app, owner, [member], {
      description: '매주 화요일과 목요일 새벽 6시에 여의도 한강공원에서 함께 달려요.',
    });
    groupId = group.id;
    ({ context: ownerContext, page: ownerPage } = await openChat(owner));
    ({ context: memberContext, page: memberPage } = await openChat(member));
  });

  afterAll(async () => {
    await ownerContext?.close();
    await memberContext?.close();
    await browser?.close();
    await stopApps();
  });

  it('shows both members the room with the join notice, connected live', async () => {
    for (const page of [ownerPage, memberPage]) {
      await page.getByRole('heading', { name: '한강 새벽러닝 크루', level: 2 }).waitFor();
      await chatLog(page).getByText('여의도러너님이 참여했습니다.').waitFor();
      expect(await page.getByRole('button', { name: '보내기', exact: true }).isDisabled()).toBe(true);
    }
  });

  it('never sends half-composed Hangul: Enter during composition sends nothing, after compositionend it sends once', async () => {
    const box = messageBox(memberPage);
    await box.click();
    await composition(box, 'compositionstart', '');
    await memberPage.keyboard.insertText('안녕하');
    await composition(box, 'compositionupdate', '하');

    // A sees B typing while the syllables are still being composed.
    await ownerPage.getByText('여의도러너님이 입력 중…').waitFor();

    await memberPage.keyboard.insertText('세요');
    await composition(box, 'compositionupdate', '요');
    await box.press('Enter');
    // Chrome's own keydown for the Enter that commits a syllable carries isComposing.
    await box.evaluate((element) =>
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true })),
    );
    await holdsFor(QUIET_MS, async () => {
      expect(await box.inputValue()).toBe(GREETING);
      expect((await messagesOnServer()).filter((message) => message.content === GREETING)).toHaveLength(0);
    });

    await composition(box, 'compositionend', '요');
    await box.press('Enter');
    await box.press('Enter');
    await chatLog(ownerPage).getByText(GREETING, { exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');
    await ownerPage.getByText('여의도러너님이 입력 중…').waitFor({ state: 'hidden' });

    // The second Enter, on an empty box, must not send the greeting again.
    await holdsFor(QUIET_MS, async () => {
      expect((await messagesOnServer()).filter((message) => message.content === GREETING)).toHaveLength(1);
      expect(await chatLog(ownerPage).getByText(GREETING, { exact: true }).count()).toBe(1);
    });
  });

  it('keeps Shift+Enter as a line break inside one message', async () => {
    const box = messageBox(ownerPage);
    await box.fill('반가워요!');
    await box.press('Shift+Enter');
    await box.pressSequentially('목요일 6시에 물빛광장에서 봐요');
    await box.press('Enter');
    await chatLog(memberPage).getByText('목요일 6시에 물빛광장에서 봐요').waitFor();
    expect(await chatLog(memberPage).getByText('반가워요!\n목요일 6시에 물빛광장에서 봐요').count()).toBe(1);
  });

  it('lets A send a photo that B sees live', async () => {
    await ownerPage
      .locator('input[type="file"]')
      .setInputFiles({ name: 'han-river.png', mimeType: 'image/png', buffer: await photo(ownerPage) });
    await chatLog(memberPage).getByRole('link', { name: '새벽대장님이 보낸 사진 크게 보기' }).waitFor();
    await chatLog(ownerPage).getByRole('img', { name: '내가 보낸 사진' }).waitFor();
    const images = (await messagesOnServer()).filter((message) => message.messageType === 'IMAGE');
    expect(images).toHaveLength(1);
    expect(images[0]?.content).toMatch(/^\/uploads\//);
  });

  it('lets A delete a message after confirming, and B sees the placeholder instead', async () => {
    const text = '이 메시지는 곧 지울게요';
    await messageBox(ownerPage).fill(text);
    await messageBox(ownerPage).press('Enter');
    await chatLog(memberPage).getByText(text).waitFor();

    await chatLog(ownerPage).getByText(text).hover();
    await chatLog(ownerPage).getByRole('button', { name: '내 메시지 메뉴' }).last().click();
    await ownerPage.getByRole('menuitem', { name: '메시지 삭제' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: '메시지를 삭제할까요?' });
    await dialog.getByRole('button', { name: '삭제' }).click();

    await chatLog(memberPage).getByText(text).waitFor({ state: 'detached' });
    await chatLog(memberPage).getByText('삭제된 메시지입니다').waitFor();
    await chatLog(ownerPage).getByText('삭제된 메시지입니다').waitFor();
    // B may not delete A's messages: their ⋮ has no 메시지 삭제.
    await chatLog(memberPage).getByRole('button', { name: '새벽대장님 메시지 메뉴' }).last().click();
    await memberPage.getByRole('menuitem', { name: '답장' }).waitFor();
    expect(await memberPage.getByRole('menuitem', { name: '메시지 삭제' }).count()).toBe(0);
    await memberPage.keyboard.press('Escape');
  });

  it('pushes a new notification to A live: a toast and a higher unread badge without reloading', async () => {
    const bell = ownerPage.getByRole('link', { name: /^알림/ });
    // The link's own text is its name ('알림 3개 읽지 않음', then the badge's digits).
    const before = Number((await bell.textContent())?.match(/(\d+)개/)?.[1] ?? 0);
    const third = await createAccount(app, { prefix: 'chatthird', nickname: '망원동러너' });
    await api(app, `/groups/${groupId}/join`, { token: third.accessToken, body: {} });

    await toast(ownerPage, '새 멤버가 가입했어요').waitFor();
    await ownerPage.getByRole('link', { name: `알림 ${before + 1}개 읽지 않음` }).waitFor();
    await chatLog(memberPage).getByText('망원동러너님이 참여했습니다.').waitFor();
  });

  it('looks right at 375 px and 1280 px for both members', async () => {
    await shootInPlace(memberPage, 'chat-member', showsLatestMessage);
    await shootInPlace(ownerPage, 'chat-owner', showsLatestMessage);
  });
});
