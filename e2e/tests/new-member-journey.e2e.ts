import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, verificationCode } from '../support/accounts.ts';
import { chatLog } from '../support/chat.ts';
import { launchBrowser, newContext, type RunningApp, startApp, stopApps, uniqueEmail, VIEWPORTS } from '../support/harness.ts';
import { shootForDocs } from '../support/screenshots.ts';
import { holdsFor, waitFor } from '../support/wait.ts';

// A new member's first visit, on a phone (375 px), as one continuous journey of the same
// account: sign up → onboarding (관심사, then 동네) → home shows that 동네's groups → explore, widened
// with '가까운 동네 포함' in the bottom sheet → open a public group from its card and see its preview
// as a non-member → join → 하단 메뉴 › 내 모임 › the group › 채팅, a full-screen room → go offline and
// send (a 전송 중 bubble), come back (delivered and stored once) → tap a post's author to reach their
// profile with the groups the two share. Then a two-word search marked in the cards, and the key
// screens again at 1280 px. (A guest's view of the preview and the 1280 px chat panel: phone.e2e.ts.)
const MAPO = 14;
const SEODAEMUN = 13; // borders 마포구: found only with '가까운 동네 포함'
const GANGNAM = 23;
const RUNNING = 401; // 운동/스포츠/관람 › 러닝
const BOARD_GAMES = 801;
const BOOKS = 901;

const CREW = '마포 한강 러닝 크루';
const HOST = '동네지기';
const POST = '이번 주 토요일 아침 7시, 망원한강공원 입구에서 만나요!';
const EVENT = '토요일 아침 한강 러닝';
const HELLO = '안녕하세요, 오늘 처음 왔어요!';
const OFFLINE_MESSAGE = '지하철이라 잠깐 끊겼어요, 곧 도착합니다';

let app: RunningApp;
let browser: Browser;
let host: Account;
let crewId = 0;
let phone: BrowserContext;
let page: Page;
const password = 'discovery-pass-123';

async function createGroup(name: string, locationId: number, categoryIds: number[], tags: string[]) {
  return api<{ id: number }>(app, '/groups', {
    token: host.accessToken,
    body: { name, description: `${name}에서 함께할 이웃을 찾고 있어요. 편하게 오세요!`, categoryIds, locationId, tags, isPublic: true },
  });
}

/** The group card (an article named by the group's name) in `scope`. */
const card = (scope: Page, name: string) => scope.getByRole('article', { name });
const tabBar = (scope: Page): Locator => scope.getByRole('navigation', { name: '하단 메뉴' });

/** How many of the crew's stored chat messages say `content` (asked as the host, through the API). */
async function storedMessages(content: string): Promise<number> {
  const stored = await api<{ content: { content: string }[] }>(app, `/groups/${crewId}/chat/messages?page=0&size=50`, {
    token: host.accessToken,
  });
  return stored.content.filter((message) => message.content === content).length;
}

describe('new member journey', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    host = await createAccount(app, { prefix: 'host', nickname: HOST });
    ({ id: crewId } = await createGroup(CREW, MAPO, [RUNNING], ['친목', '주말', '초보환영', '한강', '러닝']));
    await createGroup('신촌 보드게임 모임', SEODAEMUN, [BOARD_GAMES], ['보드게임']);
    await createGroup('강남 퇴근길 독서 모임', GANGNAM, [BOOKS], ['독서']);
    await createGroup('마포 책 읽는 밤', MAPO, [BOOKS], ['독서']);
    // A member's face, the host's posts and an upcoming event: what the crew's card and preview show.
    const neighbour = await createAccount(app, { prefix: 'neighbour', nickname: '망원러너' });
    await api(app, `/groups/${crewId}/join`, { token: neighbour.accessToken, body: {} });
    await api(app, '/posts', {
      token: host.accessToken,
      body: { groupId: crewId, content: '처음 오신 분도 편하게 오세요. 페이스는 6분대예요.' },
    });
    await api(app, '/posts', { token: host.accessToken, body: { groupId: crewId, content: POST } });
    await api(app, '/events', {
      token: host.accessToken,
      body: {
        groupId: crewId,
        title: EVENT,
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
    await shootForDocs(page, 'discovery-onboarding-interests-mobile');
    await page.getByRole('button', { name: '다음' }).click();

    await page.getByRole('heading', { name: '어느 동네에서 모일까요?' }).waitFor();
    // All 33 districts, 서울 25 and 인근 업무지구 8; typing narrows them.
    expect(await page.getByRole('region', { name: '서울' }).getByRole('button').count()).toBe(25);
    expect(await page.getByRole('region', { name: '인근 업무지구' }).getByRole('button').count()).toBe(8);
    await page.getByRole('searchbox', { name: '동네 이름으로 찾기' }).fill('마포');
    await page.getByRole('button', { name: '마포구' }).click();
    expect(await page.getByRole('button', { name: '마포구' }).getAttribute('aria-pressed')).toBe('true');
    await shootForDocs(page, 'discovery-onboarding-districts-mobile');
    await page.getByRole('button', { name: '완료' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
  });

  it('shows the chosen 동네 on home: its popular groups first, the recommended ones by interest', async () => {
    const popular = page.getByRole('region', { name: '지금 인기 있는 모임' });
    await popular.getByText('마포구와 가까운 모임부터', { exact: false }).waitFor();
    await card(page, CREW).first().waitFor();
    const names = await popular.getByRole('article').evaluateAll((cards) => cards.map((node) => node.getAttribute('aria-labelledby')));
    expect(names.length).toBeGreaterThanOrEqual(3);
    const firstTwo = await popular.getByRole('heading', { level: 3 }).allTextContents();
    // 마포구's two groups before 서대문구's neighbour and far-away 강남구.
    expect(firstTwo.slice(0, 2).sort()).toEqual(['마포 책 읽는 밤', CREW]);
    const recommended = page.getByRole('region', { name: '추천 모임' });
    expect(await recommended.getByRole('heading', { level: 3 }).first().textContent()).toBe(CREW);
    expect(await page.getByText('마포구', { exact: true }).first().isVisible()).toBe(true);
    // '더보기' opens the list its title names: by activity, not by age.
    expect(await popular.getByRole('link', { name: /더보기/ }).getAttribute('href')).toBe('/explore?sort=popular');
    await shootForDocs(page, 'discovery-home-mobile');
  });

  it('explores from the user’s 동네 and widens it in the bottom sheet', async () => {
    await page.goto('/explore');
    const chips = page.getByRole('list', { name: '적용된 필터' });
    await chips.getByRole('button', { name: '마포구 필터 제거' }).waitFor();
    await card(page, CREW).waitFor();
    expect(await card(page, '강남 퇴근길 독서 모임').count()).toBe(0);

    await page.getByRole('button', { name: /^필터\s?(\d+)?$/ }).click();
    const sheet = page.getByRole('dialog', { name: '필터' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: '강남구' }).click();
    // Not check(): the box follows the URL, which the router updates a moment after the click.
    const near = sheet.getByRole('checkbox', { name: /가까운 동네 포함/ });
    await near.click();
    const show = sheet.getByRole('button', { name: /^4개 모임 보기$/ });
    await show.waitFor();
    expect(await near.isChecked()).toBe(true);
    // The sheet is fixed to the screen: a viewport shot shows it as the phone does.
    await shootForDocs(page, 'discovery-explore-sheet-mobile');
    await show.click();
    await sheet.waitFor({ state: 'detached' });

    expect(new URL(page.url()).searchParams.get('locations')).toBe(`${MAPO},${GANGNAM}`);
    expect(new URL(page.url()).searchParams.get('near')).toBe('1');
    await card(page, '신촌 보드게임 모임').waitFor();
    await card(page, '강남 퇴근길 독서 모임').waitFor();
    await chips.getByRole('button', { name: '가까운 동네 포함 필터 제거' }).waitFor();
    await shootForDocs(page, 'discovery-explore-results-mobile');
  });

  it('opens a public group from the results card and shows its preview to the non-member', async () => {
    await card(page, CREW).getByRole('link', { name: CREW }).first().click();
    await page.waitForURL(`${app.baseUrl}/groups/${crewId}`);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    await page.getByRole('heading', { name: '최근 게시글' }).waitFor();
    await page.getByText(POST).waitFor();
    await page.getByText(EVENT).waitFor();
    // Faces of the members, each a link to a profile; the owner's name leads to theirs.
    const members = page.getByRole('region', { name: '함께하는 멤버' });
    expect(await members.getByRole('link').allTextContents()).toEqual(expect.arrayContaining([HOST, '망원러너']));
    expect(await page.getByRole('link', { name: HOST, exact: true }).first().getAttribute('href')).toBe(`/profile/${host.user.id}`);
    // Not a member yet: 가입하기, and no posts or chat tab.
    const tabs = page.getByRole('tablist', { name: /모임/ });
    await tabs.getByRole('tab').first().waitFor();
    expect(await tabs.getByRole('tab', { name: '채팅' }).count()).toBe(0);
    await page.getByRole('button', { name: '가입하기' }).waitFor();
    await page.getByRole('heading', { name: '최근 게시글' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shootForDocs(page, 'discovery-group-preview-mobile');
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('joins, and reaches the chat as a full-screen room through the bottom bar and 내 모임', async () => {
    await page.getByRole('button', { name: '가입하기' }).click();
    const tabs = page.getByRole('tablist', { name: /모임/ });
    await tabs.getByRole('tab', { name: '채팅' }).waitFor();
    // The toast sits above the tab bar, clear of the header's menu.
    await page.getByRole('region', { name: /알림/ }).getByRole('listitem').first().waitFor();
    await shootForDocs(page, 'phone-toast-mobile');

    await tabBar(page).getByRole('link', { name: '내 모임' }).click();
    await page.waitForURL(`${app.baseUrl}/groups/my`);
    await tabBar(page).locator('a[aria-current="page"]').filter({ hasText: '내 모임' }).waitFor();
    await card(page, CREW).waitFor();
    await shootForDocs(page, 'phone-my-groups-mobile');
    await card(page, CREW).getByRole('link', { name: CREW }).first().click();
    await page.waitForURL(`${app.baseUrl}/groups/${crewId}`);

    // 채팅 opens the room as a screen of its own: its name is the page's h1, no site footer or tab bar.
    await tabs.getByRole('tab', { name: '채팅' }).click();
    await page.waitForURL(`${app.baseUrl}/groups/${crewId}/chat`);
    await page.getByRole('heading', { level: 1, name: CREW }).waitFor();
    await page.getByRole('status').filter({ hasText: '실시간 연결됨' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await tabBar(page).count()).toBe(0);
    const box = page.getByRole('textbox', { name: '메시지 입력' });
    const inputBottom = await box.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(inputBottom).toBeLessThanOrEqual(VIEWPORTS.mobile.height);
    expect(inputBottom).toBeGreaterThan(VIEWPORTS.mobile.height - 80);
    await box.fill(HELLO);
    await box.press('Enter');
    await chatLog(page).getByText(HELLO).waitFor();
    await shootForDocs(page, 'phone-chat-mobile');
  });

  it('keeps a message sent offline as a 전송 중 bubble and delivers it once back online', async () => {
    const box = page.getByRole('textbox', { name: '메시지 입력' });
    await phone.setOffline(true);
    await box.fill(OFFLINE_MESSAGE);
    await box.press('Enter');
    const pending = chatLog(page).locator('[data-client-id]').filter({ hasText: OFFLINE_MESSAGE });
    await pending.getByText('전송 중').waitFor();
    expect(await box.inputValue()).toBe('');
    await shootForDocs(page, 'phone-chat-pending-mobile');
    expect(await storedMessages(OFFLINE_MESSAGE)).toBe(0);

    // Back online: it goes out with its clientId, replaces the bubble, and shows (and is stored) once.
    await phone.setOffline(false);
    await pending.waitFor({ state: 'detached', timeout: 20_000 });
    await waitFor(async () => ((await storedMessages(OFFLINE_MESSAGE)) === 1 ? true : undefined), {
      what: 'the offline message stored',
      timeoutMs: 20_000,
    });
    await holdsFor(2_000, async () => {
      expect(await chatLog(page).getByText(OFFLINE_MESSAGE, { exact: true }).count()).toBe(1);
    });
    expect(await storedMessages(OFFLINE_MESSAGE)).toBe(1);
    await shootForDocs(page, 'phone-chat-delivered-mobile');
  });

  it('leads from a post’s author to their profile, which shows the group the two share', async () => {
    // 뒤로 returns to the group's page, where members land on the posts.
    await page.getByRole('button', { name: '모임으로 돌아가기' }).click();
    await page.waitForURL(`${app.baseUrl}/groups/${crewId}`);
    const post = page.getByRole('article').filter({ hasText: POST });
    await post.getByRole('link', { name: HOST, exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/profile/${host.user.id}`);
    await page
      .getByRole('region', { name: /함께하는 모임/ })
      .getByRole('link', { name: CREW })
      .waitFor();
    await shootForDocs(page, 'phone-profile-shared-mobile');
  });

  it('marks both words of a two-word search in the names and tags, and explains a query it cannot search', async () => {
    await page.goto('/explore?locations=');
    await page.getByRole('searchbox', { name: '모임 검색' }).fill('한강 러닝');
    await page.getByRole('searchbox', { name: '모임 검색' }).press('Enter');
    // The unfiltered list shows the card too: wait for the search's answer, whose cards are marked.
    await page.waitForURL((url) => url.searchParams.get('q') === '한강 러닝');
    const running = card(page, CREW);
    await running.locator('h3 mark').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await running.locator('h3 mark').allTextContents()).toEqual(['한강', '러닝']);
    // The matching tags come first instead of hiding behind +N.
    expect(await running.getByRole('list', { name: '태그' }).getByRole('listitem').first().textContent()).toBe('#한강');
    expect(await running.getByRole('list', { name: '태그' }).locator('mark').allTextContents()).toEqual(['한강', '러닝']);
    expect(await card(page, '신촌 보드게임 모임').count()).toBe(0);
    await shootForDocs(page, 'discovery-search-mobile');

    await page.getByRole('searchbox', { name: '모임 검색' }).fill('하나 둘 셋 넷 다섯 여섯');
    await page.getByRole('searchbox', { name: '모임 검색' }).press('Enter');
    await page.getByRole('alert').filter({ hasText: '검색어는 5단어까지 입력할 수 있어요' }).waitFor();
    await page.goto(`/explore?locations=&q=${'가'.repeat(200)}`);
    await page.getByRole('alert').filter({ hasText: '검색어는 100자 이하로 입력해주세요' }).waitFor();
  });

  it('shows the same key screens at 1280 px', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await card(page, CREW).first().waitFor();
    // The hero's category tiles open explore with their category.
    await page.getByRole('link', { name: '러닝 모임 찾기' }).click();
    await page.waitForURL(/\/explore\?category=401/);
    await card(page, CREW).first().waitFor();
    await page.goto('/');
    await card(page, CREW).first().waitFor();
    await shootForDocs(page, 'discovery-home-desktop');

    await page.goto('/explore');
    await page.getByRole('button', { name: /^필터\s?(\d+)?$/ }).click();
    // Wide screens keep the drawer above the results instead of a sheet.
    await page.getByRole('region', { name: '필터' }).getByRole('button', { name: '서대문구' }).click();
    await card(page, '신촌 보드게임 모임').waitFor();
    await shootForDocs(page, 'discovery-explore-desktop');

    await page.goto('/explore?locations=&q=한강%20러닝');
    await card(page, CREW).waitFor();
    await shootForDocs(page, 'discovery-search-desktop');
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
    await card(hostPage, CREW).getByText('참여 중').waitFor();
    await hostContext.close();
  });
});
