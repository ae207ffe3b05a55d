import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { launchBrowser, newContext, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace, shootScreen } from '../support/screenshots.ts';
import { waitFor } from '../support/wait.ts';

// The group journey of spec §2 (Create group, Explore, Group detail, My groups) and §4 (Join
// request): A opens a private group, B finds it by a Korean word and asks to join, A approves,
// and B ends up a member. A guest is asked to sign up before anything else.
const GROUP_NAME = '한강 새벽러닝 크루';
const SEARCH_WORD = '새벽러닝';
const JOIN_MESSAGE = '여의도에서 일하는 직장인이에요. 출근 전에 함께 달리고 싶어요!';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let member: Account;
let ownerContext: BrowserContext;
let memberContext: BrowserContext;
let groupPath = '';

/** A real PNG drawn by the browser's canvas, so the journey needs no binary fixture file. */
async function coverImage(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 960;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) return '';
    const sky = context.createLinearGradient(0, 0, 960, 480);
    sky.addColorStop(0, '#ffb37a');
    sky.addColorStop(1, '#5b8def');
    context.fillStyle = sky;
    context.fillRect(0, 0, 960, 480);
    context.fillStyle = '#fff4c2';
    context.beginPath();
    context.arc(720, 150, 70, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#2d5a3d';
    context.fillRect(0, 380, 960, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

describe('group journey', () => {
  beforeAll(async () => {
    // `npm run test:e2e` builds the web app first; a rebuild inside this hook (start.mjs does one
    // when any source is newer than dist) could outlast the hook's time limit on a busy machine.
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'owner', nickname: '새벽대장' });
    member = await createAccount(app, { prefix: 'runner', nickname: '여의도러너' });
    ownerContext = await signedInContext(browser, app, owner);
    memberContext = await signedInContext(browser, app, member);
  });

  afterAll(async () => {
    await ownerContext?.close();
    await memberContext?.close();
    await browser?.close();
    await stopApps();
  });

  it('lets A create a private group with a photo and tags through the form', async () => {
    const page = await ownerContext.newPage();
    await page.goto('/groups/create');
    await page.getByRole('heading', { name: '모임 만들기' }).waitFor();

    // Empty submit: the spec §5 messages appear under their fields and nothing is sent.
    await page.getByRole('button', { name: '모임 만들기' }).click();
    await page.getByText('모임 이름을 입력해주세요').waitFor();
    expect(await page.getByText('최소 하나의 카테고리를 선택해주세요').isVisible()).toBe(true);
    expect(await page.getByText('활동 지역을 선택해주세요').isVisible()).toBe(true);

    await page
      .getByLabel('대표 이미지', { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverImage(page) });
    await page.getByRole('img', { name: '대표 이미지 미리보기' }).waitFor();
    await page.getByRole('textbox', { name: '모임 이름' }).fill(GROUP_NAME);
    await page
      .getByRole('textbox', { name: '모임 설명' })
      .fill('평일 아침 6시 반, 여의나루역에서 모여 한강을 따라 5km를 달려요. 출근 전 상쾌하게!');
    await page.getByRole('checkbox', { name: '운동/스포츠/관람' }).check();
    await page.getByRole('combobox', { name: '활동 지역' }).selectOption({ label: '서울특별시 영등포구' });
    await page.getByRole('spinbutton', { name: '최대 인원' }).fill('20');
    await page.getByRole('checkbox', { name: '공개 모임' }).uncheck();
    const tagBox = page.getByRole('textbox', { name: '태그' });
    for (const tag of ['러닝', ' 한강 ', '러닝']) {
      await tagBox.fill(tag);
      await tagBox.press('Enter');
    }
    await tagBox.fill('아침운동');
    await page.getByRole('button', { name: '태그 추가' }).click();
    const chips = page.getByRole('list', { name: '추가한 태그' }).getByRole('listitem');
    expect(await chips.allTextContents()).toEqual(['#러닝', '#한강', '#아침운동']);
    await shootInPlace(page, 'group-create');

    await page.getByRole('button', { name: '모임 만들기' }).click();
    await page.waitForURL(/\/groups\/\d+$/);
    await toast(page, '모임이 생성되었습니다!').waitFor();
    groupPath = new URL(page.url()).pathname;

    await page.getByRole('heading', { name: GROUP_NAME }).waitFor();
    expect(await page.getByRole('img', { name: `${GROUP_NAME} 대표 이미지` }).isVisible()).toBe(true);
    expect(await page.getByText('1/20명').isVisible()).toBe(true);
    expect(await page.getByText('서울특별시 영등포구').first().isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: '태그' }).getByRole('listitem').allTextContents()).toEqual(['#러닝', '#한강', '#아침운동']);
    expect(await page.getByRole('link', { name: '모임 수정' }).isVisible()).toBe(true);
    await page.close();
  });

  it('lets B find it in /explore by a Korean word and ask to join with a message', async () => {
    const page = await memberContext.newPage();
    await page.goto('/explore');
    await page.getByRole('searchbox', { name: '모임 검색' }).fill(SEARCH_WORD);
    // The unfiltered list shows the group too; wait until the debounced search has replaced it
    // (query in the URL, results loaded), or the click can land on a card being swapped out.
    await page.waitForURL((url) => url.searchParams.get('q') === SEARCH_WORD);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: GROUP_NAME }).click();
    await page.waitForURL(`${app.baseUrl}${groupPath}`);
    // The list stays on screen while the page's code loads: wait for the page itself.
    await page.getByRole('tab', { name: '정보' }).waitFor();

    // A non-member sees neither posts nor chat (spec §6).
    expect(await page.getByRole('tab').allTextContents()).toEqual(['멤버 (1)', '정보']);
    await page.getByRole('button', { name: '가입 신청' }).click();
    const dialog = page.getByRole('dialog', { name: '가입 신청' });
    await dialog.getByRole('textbox', { name: '가입 메시지 (선택)' }).fill(JOIN_MESSAGE);
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await toast(page, '가입 신청이 완료되었습니다. 모임장의 승인을 기다려주세요.').waitFor();

    await page.getByRole('status').filter({ hasText: '승인 대기 중' }).waitFor();
    const notice = page.getByRole('region', { name: '가입 승인을 기다리고 있어요' });
    await notice.getByText(JOIN_MESSAGE).waitFor();
    await shootScreen(memberContext, groupPath, 'group-detail-pending', (shot) => shot.getByText(JOIN_MESSAGE).waitFor());
    await page.close();
  });

  it('lets A approve the request in the 가입 신청 관리 tab', async () => {
    const page = await ownerContext.newPage();
    await page.goto(groupPath);
    await page.getByRole('tab', { name: '가입 신청 관리' }).click();
    expect(await page.getByRole('button', { name: '대기 중' }).getAttribute('aria-pressed')).toBe('true');
    const request = page.getByRole('listitem').filter({ hasText: member.nickname });
    await request.getByText(JOIN_MESSAGE).waitFor();
    await shootInPlace(page, 'group-detail-requests');

    await request.getByRole('button', { name: `${member.nickname} 승인` }).click();
    const dialog = page.getByRole('dialog', { name: `${member.nickname}님의 가입을 승인할까요?` });
    await dialog.getByRole('textbox', { name: '환영 메시지 (선택)' }).fill('환영해요! 내일 아침 여의나루역 2번 출구에서 만나요.');
    await dialog.getByRole('button', { name: '승인하기' }).click();
    await toast(page, `${member.nickname}님의 가입을 승인했습니다.`).waitFor();
    // The pending list reloads without the handled request; the member count follows.
    await page.getByText('가입 신청이 없어요').waitFor();
    await page.getByRole('tab', { name: '멤버 (2)' }).waitFor();
    await shootScreen(ownerContext, groupPath, 'group-detail-owner', (shot) => shot.getByRole('tab', { name: '멤버 (2)' }).waitFor());
    await page.close();
  });

  it('shows B the group under /groups/my and both people in the 멤버 tab', async () => {
    // The card carries both badges (비공개, 참여 중) and still its whole category.
    await shootScreen(memberContext, '/groups/my', 'my-groups-private-card', (shot) =>
      shot.getByRole('link', { name: GROUP_NAME }).waitFor(),
    );
    const page = await memberContext.newPage();
    await page.goto('/groups/my');
    await page.getByRole('link', { name: GROUP_NAME }).click();
    await page.waitForURL(`${app.baseUrl}${groupPath}`);
    // Belonging is what the page says; leaving sits behind the ⋮ menu.
    await page.getByText('가입한 모임이에요').waitFor();
    await page.getByRole('button', { name: '모임 더보기' }).click();
    expect(await page.getByRole('menuitem', { name: '탈퇴하기' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['게시글', '이벤트', '사진첩', '멤버 (2)', '정보', '채팅']);

    await page.getByRole('tab', { name: '멤버 (2)' }).click();
    const members = page.getByRole('tabpanel').getByRole('listitem');
    await members.filter({ hasText: member.nickname }).waitFor();
    // At 1280 px the tabs sit under the cover: the chosen panel is brought into view.
    await waitFor(
      async () => {
        const row = await members.first().boundingBox();
        return row !== null && row.y >= 0 && row.y + row.height <= (page.viewportSize()?.height ?? 0) ? true : undefined;
      },
      { what: 'the 멤버 panel scrolled into view', timeoutMs: 5_000 },
    );
    const ownerRow = members.filter({ hasText: owner.nickname });
    expect(await ownerRow.getByText('모임장', { exact: true }).isVisible()).toBe(true);
    expect(await members.count()).toBe(2);
    expect(await page.getByRole('img', { name: `${member.nickname}님의 프로필 사진` }).isVisible()).toBe(true);
    await page.close();
  });

  it('lets A edit the group, prefilled, and refuses B on the edit page', async () => {
    const page = await ownerContext.newPage();
    await page.goto(`${groupPath}/edit`);
    const name = page.getByRole('textbox', { name: '모임 이름' });
    await name.waitFor();
    expect(await name.inputValue()).toBe(GROUP_NAME);
    expect(await page.getByText('현재 멤버는 2명이에요. 이보다 적게 줄일 수는 없어요.').isVisible()).toBe(true);
    await shootScreen(ownerContext, `${groupPath}/edit`, 'group-edit', (shot) =>
      shot.getByRole('textbox', { name: '모임 이름' }).waitFor(),
    );

    await page.getByRole('spinbutton', { name: '최대 인원' }).fill('1');
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.getByText('최소 2명 이상이어야 합니다').waitFor();
    await page.getByRole('spinbutton', { name: '최대 인원' }).fill('12');
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.waitForURL(`${app.baseUrl}${groupPath}`);
    await toast(page, '모임이 수정되었습니다!').waitFor();
    await page.getByText('2/12명').waitFor();
    await page.close();

    const intruder = await memberContext.newPage();
    await intruder.goto(`${groupPath}/edit`);
    await intruder.waitForURL(`${app.baseUrl}${groupPath}`);
    await toast(intruder, '그룹 소유자만 수정할 수 있습니다').waitFor();
    await intruder.close();
  });

  it('opens the group for a guest who clicks a card on /explore, and asks them to sign up to join', async () => {
    const context = await newContext(browser, app.baseUrl);
    const page = await context.newPage();
    await page.goto(`/explore?q=${encodeURIComponent(SEARCH_WORD)}`);
    await page.getByRole('link', { name: GROUP_NAME }).click();
    await page.waitForURL(`${app.baseUrl}${groupPath}`);

    // The group page offers the way in, behind a confirmation.
    const ready = (shot: Page) => shot.getByRole('button', { name: '회원가입하고 참여하기' }).waitFor();
    await shootScreen(context, groupPath, 'group-detail-guest', ready);
    await page.goto(groupPath);
    await page.getByRole('button', { name: '회원가입하고 참여하기' }).click();
    await page.getByRole('dialog', { name: '회원가입이 필요해요' }).getByRole('button', { name: '취소' }).click();
    expect(new URL(page.url()).pathname).toBe(groupPath);
    await context.close();
  });
});
