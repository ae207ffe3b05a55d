import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext } from '../support/accounts.ts';
import { chatLog } from '../support/chat.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, newContext, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootForDocs } from '../support/screenshots.ts';
import { waitFor } from '../support/wait.ts';

// Phone first (375 px), around the new member's journey (new-member-journey.e2e.ts,
// which joins, chats full-screen through a lost connection and reaches an author's profile): a guest
// opens a public group from its card and sees the preview, and joining asks them to sign up; at
// 1280 px a neighbour joins (the toast below the header) and the chat stays a panel on the group
// page; and every key page keeps one h1 first and headings that never skip a level.

const GROUP = '망원 한강 저녁러닝';
const POST = '이번 주 목요일 저녁 7시 반, 망원한강공원 주차장 앞에서 만나요!';
const EVENT = '목요일 저녁 5km 러닝';
// Over 100 characters: the guest's preview shows it cut at a word, ending with "…".
const LONG_POST =
  '처음 오신 분도 편하게 오세요. 페이스는 6분대이고, 망원한강공원에서 출발해 성산대교를 돌아오는 5km 코스예요. 끝나고는 근처 카페에서 스트레칭하며 이번 주 코스와 다음 달 대회 이야기를 나눠요.';
const LONG_POST_PREVIEW =
  '처음 오신 분도 편하게 오세요. 페이스는 6분대이고, 망원한강공원에서 출발해 성산대교를 돌아오는 5km 코스예요. 끝나고는 근처 카페에서 스트레칭하며 이번 주 코스와 다음 달…';
const DESK_MESSAGE = '연남동에서 퇴근하고 합류할게요!';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let member: Account;
let groupId = 0;
let postId = 0;
let eventId = 0;

/** Saves the page as docs/screenshots/phone-<name>.png (and under e2e/artifacts). */
const shoot = (page: Page, name: string) => shootForDocs(page, `phone-${name}`);

/** The visible headings' levels in document order. */
function headingLevels(page: Page): Promise<{ level: number; text: string }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed')
      .map((element) => ({ level: Number(element.tagName[1]), text: (element.textContent ?? '').trim().slice(0, 40) })),
  );
}

const tabBar = (page: Page): Locator => page.getByRole('navigation', { name: '하단 메뉴' });

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
    // The member who walks the key pages for their headings belongs to the group.
    ({ id: groupId } = await createGroupWithMembers(app, owner, [member], { name: GROUP, locationId: 14 }));
    await api(app, '/posts', { token: owner.accessToken, body: { groupId, content: LONG_POST } });
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
      await expect(page.getByText(LONG_POST_PREVIEW, { exact: true }).count()).resolves.toBe(1);
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

  it('lets a neighbour join at 1280 px under a toast below the header, chat in a panel on the group page, and see the shared groups', async () => {
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
    // A hovered toast holds still (sonner pauses its timer): the shot's accessibility check takes
    // longer than the toast would stay on its own.
    await toastItem.hover();
    await shootForDocs(joinPage, 'phone-toast-desktop', { fullPage: false });
    await toastItem.getByRole('button', { name: /닫기/ }).click();
    await toastItem.waitFor({ state: 'detached' });

    // 채팅 stays a tab of the group page, the site footer below it.
    await joinPage.getByRole('tab', { name: '채팅' }).click();
    await joinPage.waitForURL(`**/groups/${groupId}?tab=chat`);
    await joinPage.getByRole('status').filter({ hasText: '실시간 연결됨' }).waitFor({ timeout: 30_000 });
    const box = joinPage.getByRole('textbox', { name: '메시지 입력' });
    await box.fill(DESK_MESSAGE);
    await box.press('Enter');
    // Delivered: the 전송 중 bubble gives way to the one message the server saved.
    await waitFor(
      async () => {
        const pending = await chatLog(joinPage).locator('[data-client-id]').filter({ hasText: DESK_MESSAGE }).count();
        const shown = await chatLog(joinPage).getByText(DESK_MESSAGE, { exact: true }).count();
        return pending === 0 && shown === 1 ? true : undefined;
      },
      { what: 'the message delivered in the panel', timeoutMs: 10_000 },
    );
    await expect(joinPage.getByRole('contentinfo').count()).resolves.toBe(1);
    // Shot from the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    await box.blur();
    await joinPage.evaluate(() => window.scrollTo(0, 0));
    await shoot(joinPage, 'chat-desktop');

    await joinPage.goto(`/profile/${owner.user.id}`);
    await joinPage
      .getByRole('region', { name: /함께하는 모임/ })
      .getByRole('link', { name: GROUP })
      .waitFor();
    await shoot(joinPage, 'profile-shared-desktop');
    await joinContext.close();
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

  it('reaches one’s own profile at 375 px from the header, in one tap', async () => {
    const context = await signedInContext(browser, app, member, { viewport: 'mobile' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '내 프로필' }).click();
    await page.waitForURL(`${app.baseUrl}/profile`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
