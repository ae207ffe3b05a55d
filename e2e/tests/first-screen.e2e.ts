import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { type Account, createAccount, signedInContext } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, newContext, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootForDocs } from '../support/screenshots.ts';

// The server's first render: a guest's `/` and `/explore` arrive with their first cards
// in the HTML (the phone shows them before the app's code has run), and the app then hydrates that
// page without a single console error — as a guest, as a guest who chose a 동네 (hint cookie), and
// as a member (whose page the server leaves to the app).

const MAPO_GROUP = '망원 한강 노을 산책';
const GANGNAM_GROUP = '역삼 점심 러닝';

let app: RunningApp;
let browser: Browser;
let owner: Account;

/** Console errors and uncaught exceptions on `page`: a hydration mismatch shows up here. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A guest's browser at `viewport` with one page, whose errors and group-list requests are collected. */
async function guestBrowser(
  viewport: 'mobile' | 'desktop',
): Promise<{ context: BrowserContext; page: Page; errors: string[]; listRequests: string[] }> {
  const context = await newContext(browser, app.baseUrl, viewport);
  const page = await context.newPage();
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/groups')) listRequests.push(request.url());
  });
  return { context, page, errors: watchErrors(page), listRequests };
}

/** The HTML the server sends for `url` to this context (its cookies included), as a browser gets it. */
async function documentOf(context: BrowserContext, url: string): Promise<string> {
  const response = await context.request.get(url, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The page's `#root` as served (up to the JSON after it, or the end of the body): what paints without the app's code. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const ends = ['<script', '</body>'].map((end) => html.indexOf(end, start)).filter((index) => index >= 0);
  return html.slice(start, Math.min(...ends)).trim();
}

/**
 * Leaves the current document for a blank one, then forgets the requests seen so far: a refetch
 * the old page had scheduled can no longer land in the next page's count on a slow machine.
 */
async function leavePage(page: Page, listRequests: string[]): Promise<void> {
  await page.goto('about:blank');
  listRequests.length = 0;
}

/** Waits until the app has taken the page over: card dates appear only once it has hydrated. */
async function waitForHydration(page: Page): Promise<void> {
  await page
    .getByRole('article')
    .first()
    .getByText(/개설|다음 모임/)
    .waitFor();
}

/** Whether following an in-app link happens without a new document request (a hydrated router). */
async function navigatesInApp(page: Page, linkName: string, to: string): Promise<boolean> {
  let documents = 0;
  const count = (request: { resourceType(): string }) => {
    if (request.resourceType() === 'document') documents += 1;
  };
  page.on('request', count);
  await page.getByRole('link', { name: linkName }).first().click();
  await page.waitForURL((url) => url.pathname === to);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  page.off('request', count);
  return documents === 0;
}

describe('first screen rendered on the server', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'firstscreen', nickname: '첫화면모임장' });
    await createGroupWithMembers(app, owner, [], { name: MAPO_GROUP, locationId: 14, tags: ['산책'] });
    await createGroupWithMembers(app, owner, [], { name: GANGNAM_GROUP, locationId: 23, tags: ['러닝'] });
  });

  afterAll(async () => {
    await browser?.close();
    await stopApps();
  });

  it("puts a guest's first cards in the HTML and hydrates them without an error, at 375 px", async () => {
    const { context, page, errors, listRequests } = await guestBrowser('mobile');

    const home = rootOf(await documentOf(context, '/'));
    expect(home).toContain('강남구와 가까운 모임부터');
    expect(home).toContain(GANGNAM_GROUP);
    await page.goto('/');
    await waitForHydration(page);
    // Hydrated, not rendered afresh: neither the early script nor the app asked for the served list.
    expect(listRequests).toEqual([]);
    await shootForDocs(page, 'first-screen-guest-home');
    expect(await navigatesInApp(page, '모임 찾기', '/explore')).toBe(true);
    // The in-app /explore shows its own list.
    await page.getByRole('link', { name: MAPO_GROUP }).waitFor();

    const explore = rootOf(await documentOf(context, '/explore?locations=14'));
    expect(explore).toContain(MAPO_GROUP);
    expect(explore).not.toContain(GANGNAM_GROUP);
    await leavePage(page, listRequests);
    await page.goto('/explore?locations=14');
    await waitForHydration(page);
    await page.getByRole('link', { name: MAPO_GROUP }).waitFor();
    expect(listRequests).toEqual([]);
    await expectAccessible(page, 'first-screen-guest-explore-mapo-mobile');
    // A typed search is left to the app (it checks the words first): no server render.
    expect(rootOf(await documentOf(context, '/explore?q=%EC%82%B0%EC%B1%85'))).toBe('<div id="root"></div>');

    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders the 동네 a guest chose, and the choice made on the page reaches the server's next render", async () => {
    const { context, page, errors, listRequests } = await guestBrowser('mobile');
    await page.goto('/');
    await waitForHydration(page);
    // The guest chooses 마포구 on the home banner's map, as a person would.
    await page.getByRole('region', { name: '내 동네' }).getByRole('button', { name: '동네 설정' }).click();
    const dialog = page.getByRole('dialog', { name: '내 동네 설정' });
    await dialog
      .getByRole('group', { name: /서울 25개 구 지도/ })
      .getByRole('button', { name: '마포구', exact: true })
      .click();
    await expectAccessible(page, 'first-screen-district-dialog-mobile');
    // The home list for 마포구 must have answered before the count starts again.
    const mapoList = page.waitForResponse((response) => /\/api\/groups\/popular\?.*locationId=14/.test(response.url()));
    await dialog.getByRole('button', { name: '이 위치로 설정' }).click();
    await page.getByText('마포구와 가까운 모임부터', { exact: false }).waitFor();
    await mapoList;

    const home = rootOf(await documentOf(context, '/'));
    expect(home).toContain('마포구와 가까운 모임부터');
    expect(home).toContain(MAPO_GROUP);
    await leavePage(page, listRequests);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: MAPO_GROUP }).waitFor();
    expect(listRequests).toEqual([]);
    expect(await page.getByRole('region', { name: '내 동네' }).textContent()).toContain('마포구');
    expect(await navigatesInApp(page, '모임 찾기', '/explore')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves a signed-in browser its own first screen, and tells the server so from the stored session', async () => {
    const member = await createAccount(app, { prefix: 'firstscreenmember', nickname: '첫화면회원' });
    const context = await signedInContext(browser, app, member, { viewport: 'mobile', keepRefreshedTokens: true });
    // A session stored before the hint existed: the first page is the server's guest page, which the app replaces.
    await context.clearCookies();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByRole('link', { name: '내 모임' }).first().waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'dongne_signed_in')?.value).toBe('1');
    expect(rootOf(await documentOf(context, '/'))).toBe('<div id="root"></div>');
    await page.reload();
    await page.getByRole('link', { name: '내 모임' }).first().waitFor();
    await expectAccessible(page, 'first-screen-member-home-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is the same page at 1280 px: the cards in the HTML, then the app', async () => {
    const { context, page, errors, listRequests } = await guestBrowser('desktop');
    await page.goto('/explore');
    await waitForHydration(page);
    expect(listRequests).toEqual([]);
    await shootForDocs(page, 'first-screen-guest-explore-desktop');
    expect(await navigatesInApp(page, '동네모임', '/')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
