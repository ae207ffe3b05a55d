import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, verificationCode } from '../support/accounts.ts';
import { launchBrowser, newContext, type RunningApp, startApp, stopApps, uniqueEmail, VIEWPORTS } from '../support/harness.ts';
import { screenshot } from '../support/screenshots.ts';

// Discovery around one's 동네 (#16, contract §14) on a phone: a new member signs up, tells
// onboarding their interests and 동네, finds that 동네's groups on home, widens explore to a
// district and its neighbours in the bottom sheet, and sees a two-word search marked in the cards.
// Then the same key screens at 1280 px.
const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
const MAPO = 14;
const SEODAEMUN = 13; // borders 마포구: found only with '가까운 동네 포함'
const GANGNAM = 23;
const RUNNING = 401; // 운동/스포츠/관람 › 러닝
const BOARD_GAMES = 801;
const BOOKS = 901;

let app: RunningApp;
let browser: Browser;
let host: Account;
let phone: BrowserContext;
let page: Page;
const password = 'discovery-pass-123';

async function createGroup(name: string, locationId: number, categoryIds: number[], tags: string[]) {
  return api<{ id: number }>(app, '/groups', {
    token: host.accessToken,
    body: { name, description: `${name}에서 함께할 이웃을 찾고 있어요. 편하게 오세요!`, categoryIds, locationId, tags, isPublic: true },
  });
}

/** What a phone's screen shows now (fixed bars and sheets where they are), under e2e/artifacts. */
async function viewportShot(scope: Page, name: string) {
  await scope.evaluate(() => new Promise(requestAnimationFrame));
  await scope.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The group card (an article named by the group's name) in `scope`. */
const card = (scope: Page, name: string) => scope.getByRole('article', { name });

describe('discovery journey', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    host = await createAccount(app, { prefix: 'host', nickname: '동네지기' });
    const mapoRun = await createGroup('마포 한강 러닝 크루', MAPO, [RUNNING], ['친목', '주말', '초보환영', '한강', '러닝']);
    await createGroup('신촌 보드게임 모임', SEODAEMUN, [BOARD_GAMES], ['보드게임']);
    await createGroup('강남 퇴근길 독서 모임', GANGNAM, [BOOKS], ['독서']);
    await createGroup('마포 책 읽는 밤', MAPO, [BOOKS], ['독서']);
    // A member's face and an upcoming event on the running crew's card.
    const neighbour = await createAccount(app, { prefix: 'neighbour', nickname: '망원러너' });
    await api(app, `/groups/${mapoRun.id}/join`, { token: neighbour.accessToken, body: {} });
    await api(app, '/events', {
      token: host.accessToken,
      body: {
        groupId: mapoRun.id,
        title: '토요일 아침 한강 러닝',
        eventDate: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
        location: '망원한강공원 입구',
        maxParticipants: 10,
      },
    });
    phone = await newContext(browser, app.baseUrl, 'mobile');
    page = await phone.newPage();
  });

  afterAll(async () => {
    await phone?.close();
    await browser?.close();
    await stopApps();
  });

  it('signs up at 375 px and goes through onboarding: 관심사, then 동네', async () => {
    const email = uniqueEmail('dongne');
    await page.goto('/signup');
    await page.getByRole('textbox', { name: '회사 이메일' }).fill(email);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByRole('textbox', { name: '인증번호' }).fill(await verificationCode(app, email));
    await page.getByRole('button', { name: '인증하기' }).click();
    await page.getByRole('textbox', { name: '닉네임' }).fill('망원동새내기');
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /이용약관/ }).check();
    await page.getByRole('button', { name: '가입하기' }).click();

    await page.waitForURL(`${app.baseUrl}/onboarding`);
    await page.getByRole('heading', { name: '어떤 모임에 관심 있나요?' }).waitFor();
    await page.getByRole('checkbox', { name: '운동/스포츠/관람' }).check();
    await viewportShot(page, 'discovery-onboarding-interests-mobile');
    await page.getByRole('button', { name: '다음' }).click();

    await page.getByRole('heading', { name: '어느 동네에서 모일까요?' }).waitFor();
    // All 33 districts, 서울 25 and 인근 업무지구 8; typing narrows them.
    expect(await page.getByRole('region', { name: '서울' }).getByRole('button').count()).toBe(25);
    expect(await page.getByRole('region', { name: '인근 업무지구' }).getByRole('button').count()).toBe(8);
    await page.getByRole('searchbox', { name: '동네 이름으로 찾기' }).fill('마포');
    await page.getByRole('button', { name: '마포구' }).click();
    expect(await page.getByRole('button', { name: '마포구' }).getAttribute('aria-pressed')).toBe('true');
    await viewportShot(page, 'discovery-onboarding-districts-mobile');
    await page.getByRole('button', { name: '완료' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
  });

  it('shows the chosen 동네 on home: its popular groups first, the recommended ones by interest', async () => {
    const popular = page.getByRole('region', { name: '마포구 인기 모임' });
    await popular.waitFor();
    await card(page, '마포 한강 러닝 크루').first().waitFor();
    const names = await popular.getByRole('article').evaluateAll((cards) => cards.map((node) => node.getAttribute('aria-labelledby')));
    expect(names.length).toBeGreaterThanOrEqual(3);
    const firstTwo = await popular.getByRole('heading', { level: 3 }).allTextContents();
    // 마포구's two groups before 서대문구's neighbour and far-away 강남구.
    expect(firstTwo.slice(0, 2).sort()).toEqual(['마포 책 읽는 밤', '마포 한강 러닝 크루']);
    const recommended = page.getByRole('region', { name: '추천 모임' });
    expect(await recommended.getByRole('heading', { level: 3 }).first().textContent()).toBe('마포 한강 러닝 크루');
    expect(await page.getByText('마포구', { exact: true }).first().isVisible()).toBe(true);
    // '더보기' opens the list its title names: by activity, not by age.
    expect(await popular.getByRole('link', { name: /더보기/ }).getAttribute('href')).toBe('/explore?sort=popular');
    await screenshot(page, 'discovery-home-mobile');
  });

  it('explores from the user’s 동네 and widens it in the bottom sheet', async () => {
    await page.goto('/explore');
    const chips = page.getByRole('list', { name: '적용된 필터' });
    await chips.getByRole('button', { name: '마포구 필터 제거' }).waitFor();
    await card(page, '마포 한강 러닝 크루').waitFor();
    expect(await card(page, '강남 퇴근길 독서 모임').count()).toBe(0);

    await page.getByRole('button', { name: /^필터\s?(\d+)?$/ }).click();
    const sheet = page.getByRole('dialog', { name: '필터' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: '강남구' }).click();
    await sheet.getByRole('checkbox', { name: /가까운 동네 포함/ }).check();
    const show = sheet.getByRole('button', { name: /^4개 모임 보기$/ });
    await show.waitFor();
    // The sheet is fixed to the screen: a viewport shot shows it as the phone does.
    await viewportShot(page, 'discovery-explore-sheet-mobile');
    await show.click();
    await sheet.waitFor({ state: 'detached' });

    expect(new URL(page.url()).searchParams.get('locations')).toBe(`${MAPO},${GANGNAM}`);
    expect(new URL(page.url()).searchParams.get('near')).toBe('1');
    await card(page, '신촌 보드게임 모임').waitFor();
    await card(page, '강남 퇴근길 독서 모임').waitFor();
    await chips.getByRole('button', { name: '가까운 동네 포함 필터 제거' }).waitFor();
    await screenshot(page, 'discovery-explore-results-mobile');
  });

  it('marks both words of a two-word search in the names and tags, and explains a query it cannot search', async () => {
    await page.goto('/explore?locations=');
    await page.getByRole('searchbox', { name: '모임 검색' }).fill('한강 러닝');
    await page.getByRole('searchbox', { name: '모임 검색' }).press('Enter');
    // The unfiltered list shows the card too: wait for the search's answer, whose cards are marked.
    await page.waitForURL((url) => url.searchParams.get('q') === '한강 러닝');
    const running = card(page, '마포 한강 러닝 크루');
    await running.locator('h3 mark').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await running.locator('h3 mark').allTextContents()).toEqual(['한강', '러닝']);
    // The matching tags come first instead of hiding behind +N.
    expect(await running.getByRole('list', { name: '태그' }).getByRole('listitem').first().textContent()).toBe('#한강');
    expect(await running.getByRole('list', { name: '태그' }).locator('mark').allTextContents()).toEqual(['한강', '러닝']);
    expect(await card(page, '신촌 보드게임 모임').count()).toBe(0);
    await screenshot(page, 'discovery-search-mobile');

    await page.getByRole('searchbox', { name: '모임 검색' }).fill('하나 둘 셋 넷 다섯 여섯');
    await page.getByRole('searchbox', { name: '모임 검색' }).press('Enter');
    await page.getByRole('alert').filter({ hasText: '검색어는 5단어까지 입력할 수 있어요' }).waitFor();
    await page.goto(`/explore?locations=&q=${'가'.repeat(200)}`);
    await page.getByRole('alert').filter({ hasText: '검색어는 100자 이하로 입력해주세요' }).waitFor();
  });

  it('shows the same key screens at 1280 px', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await card(page, '마포 한강 러닝 크루').first().waitFor();
    // The hero's category tiles open explore with their category.
    await page.getByRole('link', { name: '러닝 모임 찾기' }).click();
    await page.waitForURL(/\/explore\?category=401/);
    await card(page, '마포 한강 러닝 크루').first().waitFor();
    await page.goto('/');
    await card(page, '마포 한강 러닝 크루').first().waitFor();
    await screenshot(page, 'discovery-home-desktop');

    await page.goto('/explore');
    await page.getByRole('button', { name: /^필터\s?(\d+)?$/ }).click();
    // Wide screens keep the drawer above the results instead of a sheet.
    await page.getByRole('region', { name: '필터' }).getByRole('button', { name: '서대문구' }).click();
    await card(page, '신촌 보드게임 모임').waitFor();
    await screenshot(page, 'discovery-explore-desktop');

    await page.goto('/explore?locations=&q=한강%20러닝');
    await card(page, '마포 한강 러닝 크루').waitFor();
    await screenshot(page, 'discovery-search-desktop');
  });

  it('lets a guest see the groups of the 동네 set on home too (signed-in preselection only for members)', async () => {
    const guest = await newContext(browser, app.baseUrl, 'mobile');
    const guestPage = await guest.newPage();
    await guestPage.goto('/explore');
    await card(guestPage, '강남 퇴근길 독서 모임').waitFor();
    expect(await guestPage.getByRole('list', { name: '적용된 필터' }).count()).toBe(0);
    await guest.close();
    // The host signed in elsewhere sees 참여 중 on their own groups.
    const hostContext = await signedInContext(browser, app, host, { viewport: 'mobile' });
    const hostPage = await hostContext.newPage();
    await hostPage.goto('/explore?locations=');
    await card(hostPage, '마포 한강 러닝 크루').getByText('참여 중').waitFor();
    await hostContext.close();
  });
});
