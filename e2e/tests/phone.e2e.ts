import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, newContext, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { screenshot } from '../support/screenshots.ts';
import { holdsFor, waitFor } from '../support/wait.ts';

// Issue #16, phone first (375 px), and the same key screens at 1280 px: a guest opens a public
// group from its card and sees the preview, joining asks them to sign up; a member joins, opens the
// chat as a full-screen room, sends while offline (a 전송 중 bubble), comes back online (the message
// lands once), and reaches the post author's profile, which shows the groups they share.

const GROUP = '망원 한강 저녁러닝';
const POST = '이번 주 목요일 저녁 7시 반, 망원한강공원 주차장 앞에서 만나요!';
const EVENT = '목요일 저녁 5km 러닝';
const OFFLINE_MESSAGE = '지하철이라 잠깐 끊겼어요, 곧 도착합니다';

const DOCS_SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

let app: RunningApp;
let browser: Browser;
let owner: Account;
let member: Account;
let groupId = 0;
let postId = 0;
let eventId = 0;

/**
 * Saves the page under e2e/artifacts and as docs/screenshots/phone-<name>.png: the whole page at
 * 1280 px, what the phone shows at 375 px (a full-page shot would draw the fixed tab bar mid-page).
 */
async function shoot(page: Page, name: string): Promise<void> {
  const file = await screenshot(page, `phone-${name}`);
  await mkdir(DOCS_SCREENSHOTS, { recursive: true });
  const target = path.join(DOCS_SCREENSHOTS, `phone-${name}.png`);
  if ((page.viewportSize()?.width ?? 0) < 640) await page.screenshot({ path: target });
  else await copyFile(file, target);
}

/** The visible headings' levels in document order. */
function headingLevels(page: Page): Promise<{ level: number; text: string }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed')
      .map((element) => ({ level: Number(element.tagName[1]), text: (element.textContent ?? '').trim().slice(0, 40) })),
  );
}

const tabBar = (page: Page): Locator => page.getByRole('navigation', { name: '하단 메뉴' });
const chatLog = (page: Page): Locator => page.getByRole('log', { name: '채팅 메시지' });

async function messagesWith(content: string): Promise<number> {
  const page = await api<{ content: { content: string }[] }>(app, `/groups/${groupId}/chat/messages?page=0&size=50`, {
    token: owner.accessToken,
  });
  return page.content.filter((message) => message.content === content).length;
}

/** A guest finds the group's card on 모임 찾기 and opens it. */
async function openFromCard(page: Page): Promise<void> {
  await page.goto('/explore');
  await page.getByRole('link', { name: GROUP }).first().click();
  await page.waitForURL(`**/groups/${groupId}`);
}

describe('phone first', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'phone-owner', nickname: '망원달림이' });
    member = await createAccount(app, { prefix: 'phone-member', nickname: '합정새내기' });
    ({ id: groupId } = await createGroupWithMembers(app, owner, [], { name: GROUP, locationId: 14 }));
    await api(app, '/posts', { token: owner.accessToken, body: { groupId, content: '처음 오신 분도 편하게 오세요. 페이스는 6분대예요.' } });
    ({ id: postId } = await api<{ id: number }>(app, '/posts', { token: owner.accessToken, body: { groupId, content: POST } }));
    const eventDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    ({ id: eventId } = await api<{ id: number }>(app, '/events', {
      token: owner.accessToken,
      body: { groupId, title: EVENT, eventDate, location: '망원한강공원 주차장', maxParticipants: 12 },
    }));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stopApps();
  });

  it('shows a guest the public group from its card, with its preview, and asks them to sign up to join', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const context = await newContext(browser, app.baseUrl, viewport);
      const page = await context.newPage();
      await openFromCard(page);
      await page.getByRole('heading', { name: '최근 게시글' }).waitFor();
      await expect(page.getByText(POST).count()).resolves.toBe(1);
      await page.getByText(EVENT).waitFor();
      // The owner's name and face lead to their profile.
      await expect(page.getByRole('link', { name: '망원달림이' }).count()).resolves.toBeGreaterThan(0);
      if (viewport === 'mobile') {
        await expect(tabBar(page).isVisible()).resolves.toBe(true);
        await expect(tabBar(page).getByRole('link', { name: '모임 찾기' }).count()).resolves.toBe(1);
      } else {
        await expect(tabBar(page).isVisible()).resolves.toBe(false);
      }
      await shoot(page, `guest-preview-${viewport}`);
      if (viewport === 'mobile') {
        await page.getByRole('heading', { name: '최근 게시글' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await shoot(page, 'guest-preview-scrolled-mobile');
        await page.evaluate(() => window.scrollTo(0, 0));
      }

      await page.getByRole('button', { name: '회원가입하고 참여하기' }).click();
      const dialog = page.getByRole('dialog', { name: '회원가입이 필요해요' });
      await dialog.waitFor();
      await shoot(page, `guest-join-${viewport}`);
      await dialog.getByRole('button', { name: '회원가입하기' }).click();
      await page.waitForURL('**/signup');
      await context.close();
    }
  });

  it('lets a member join, chat full-screen through a lost connection without a duplicate, and reach an author with shared groups', async () => {
    const context = await signedInContext(browser, app, member, { viewport: 'mobile', keepRefreshedTokens: true });
    const page = await context.newPage();
    await page.goto(`/groups/${groupId}`);
    await page.getByRole('button', { name: '가입하기' }).click();
    const tabs = page.getByRole('tablist', { name: /모임/ });
    await tabs.getByRole('tab', { name: '채팅' }).waitFor();
    // The toast sits above the tab bar, clear of the header's menu.
    await page.getByRole('region', { name: /알림/ }).getByRole('listitem').first().waitFor();
    await shoot(page, 'toast-mobile');

    // 채팅 opens the room as a screen of its own: its name is the page's h1, no site footer or tab bar.
    await tabs.getByRole('tab', { name: '채팅' }).click();
    await page.waitForURL(`**/groups/${groupId}/chat`);
    await page.getByRole('heading', { level: 1, name: GROUP }).waitFor();
    await page.getByRole('status').filter({ hasText: '실시간 연결됨' }).waitFor({ timeout: 30_000 });
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    await expect(tabBar(page).count()).resolves.toBe(0);
    const box = page.getByRole('textbox', { name: '메시지 입력' });
    const inputBottom = await box.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(inputBottom).toBeLessThanOrEqual(812);
    expect(inputBottom).toBeGreaterThan(812 - 80);
    await box.fill('안녕하세요, 오늘 처음 왔어요!');
    await box.press('Enter');
    await chatLog(page).getByText('안녕하세요, 오늘 처음 왔어요!').waitFor();
    await shoot(page, 'chat-mobile');

    // Offline: the message waits as a 전송 중 bubble instead of vanishing.
    await context.setOffline(true);
    await box.fill(OFFLINE_MESSAGE);
    await box.press('Enter');
    const pending = chatLog(page).locator('[data-client-id]').filter({ hasText: OFFLINE_MESSAGE });
    await pending.getByText('전송 중').waitFor();
    await expect(box.inputValue()).resolves.toBe('');
    await shoot(page, 'chat-pending-mobile');
    await expect(messagesWith(OFFLINE_MESSAGE)).resolves.toBe(0);

    // Back online: it goes out with its clientId, replaces the bubble, and shows (and is stored) once.
    await context.setOffline(false);
    await pending.waitFor({ state: 'detached', timeout: 20_000 });
    await waitFor(async () => ((await messagesWith(OFFLINE_MESSAGE)) === 1 ? true : undefined), {
      what: 'the offline message stored',
      timeoutMs: 20_000,
    });
    await holdsFor(2_000, async () => {
      expect(await chatLog(page).getByText(OFFLINE_MESSAGE, { exact: true }).count()).toBe(1);
    });
    await expect(messagesWith(OFFLINE_MESSAGE)).resolves.toBe(1);
    await shoot(page, 'chat-delivered-mobile');

    // 뒤로 returns to the group; the bottom bar takes the member to their groups.
    await page.getByRole('button', { name: '모임으로 돌아가기' }).click();
    await page.waitForURL(`**/groups/${groupId}**`);
    await tabBar(page).getByRole('link', { name: '내 모임' }).click();
    await page.waitForURL('**/groups/my');
    await tabBar(page).locator('a[aria-current="page"]').filter({ hasText: '내 모임' }).waitFor();
    await shoot(page, 'my-groups-mobile');

    // A post's author is a link to their profile, which shows the group the two share.
    await page.goto(`/groups/${groupId}`);
    await page.getByText(POST).waitFor();
    await page.getByRole('article').filter({ hasText: POST }).getByRole('link', { name: '망원달림이', exact: true }).click();
    await page.waitForURL(`**/profile/${owner.user.id}`);
    const shared = page.getByRole('region', { name: /함께하는 모임/ });
    await shared.getByRole('link', { name: GROUP }).waitFor();
    await shoot(page, 'profile-shared-mobile');
    await context.close();
  });

  it('keeps the chat as a panel on the group page at 1280 px, and shows the shared groups there too', async () => {
    // Another neighbour joins at 1280 px: the toast shows below the header, the × inside it.
    const joiner = await createAccount(app, { prefix: 'phone-desk', nickname: '연남동산책' });
    const joinContext = await signedInContext(browser, app, joiner, { viewport: 'desktop' });
    const joinPage = await joinContext.newPage();
    await joinPage.goto(`/groups/${groupId}`);
    await joinPage.getByRole('button', { name: '가입하기' }).click();
    const toastItem = joinPage.getByRole('region', { name: /알림/ }).getByRole('listitem').first();
    await toastItem.waitFor();
    // Measured once the toast has slid in: the × inside its box, the box below the 64 px header.
    await waitFor(
      async () => {
        const toastBox = await toastItem.boundingBox();
        const closeBox = await toastItem.getByRole('button', { name: /닫기/ }).boundingBox();
        if (!toastBox || !closeBox) return undefined;
        const inside =
          closeBox.x >= toastBox.x &&
          closeBox.x + closeBox.width <= toastBox.x + toastBox.width &&
          closeBox.y >= toastBox.y &&
          closeBox.y + closeBox.height <= toastBox.y + toastBox.height;
        return inside && toastBox.y >= 64 ? true : undefined;
      },
      { what: 'the toast below the header with its × inside', timeoutMs: 3_000 },
    );
    await shoot(joinPage, 'toast-desktop');
    await joinContext.close();

    const context = await signedInContext(browser, app, member, { viewport: 'desktop', keepRefreshedTokens: true });
    const page = await context.newPage();
    await page.goto(`/groups/${groupId}`);
    await page.getByRole('tab', { name: '채팅' }).click();
    await page.waitForURL(`**/groups/${groupId}?tab=chat`);
    await chatLog(page).getByText(OFFLINE_MESSAGE, { exact: true }).waitFor();
    await expect(chatLog(page).getByText(OFFLINE_MESSAGE, { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
    await shoot(page, 'chat-desktop');

    await page.goto(`/profile/${owner.user.id}`);
    await page
      .getByRole('region', { name: /함께하는 모임/ })
      .getByRole('link', { name: GROUP })
      .waitFor();
    await shoot(page, 'profile-shared-desktop');
    await context.close();
  });

  it('gives every key page one h1 first and headings that never skip a level', async () => {
    const context = await signedInContext(browser, app, member, { viewport: 'mobile', keepRefreshedTokens: true });
    const page = await context.newPage();
    const pages = [
      '/',
      '/explore',
      `/groups/${groupId}`,
      `/groups/${groupId}?tab=members`,
      `/groups/${groupId}?tab=events`,
      `/groups/${groupId}/chat`,
      `/posts/${postId}`,
      `/profile/${owner.user.id}`,
      '/profile',
      '/groups/my',
      '/events',
      `/events/${eventId}`,
      '/notifications',
    ];
    const problems: string[] = [];
    for (const url of pages) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading').first().waitFor();
      const levels = await headingLevels(page);
      const h1s = levels.filter((heading) => heading.level === 1).length;
      if (levels[0]?.level !== 1 || h1s !== 1) problems.push(`${url}: ${h1s} h1, first ${JSON.stringify(levels[0])}`);
      levels.forEach((heading, index) => {
        const before = levels[index - 1];
        if (before && heading.level > before.level + 1)
          problems.push(`${url}: h${before.level} '${before.text}' → h${heading.level} '${heading.text}'`);
      });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
