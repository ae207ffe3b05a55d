import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.ts';
import { type Account, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootScreen } from '../support/screenshots.ts';

// The events journey of spec §2 (Events list, event create and detail) and §4 (Event status, the
// join rule): A opens a two-seat event through the form and takes the first seat, B takes the
// second, C joins the full event and waits as number 1, B leaves and C moves in; the list tabs
// show each person the right cards.
const TITLE = '토요일 아침 한강 러닝 10km';
const PLACE = '여의나루역 2번 출구';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let organizer: Account;
let second: Account;
let third: Account;
const contexts: BrowserContext[] = [];
let groupId = 0;
let eventPath = '';

/** A signed-in context the file closes at the end. */
async function signedIn(account: Account): Promise<BrowserContext> {
  const context = await signedInContext(browser, app, account);
  contexts.push(context);
  return context;
}

/** A datetime-local value `days` from now at 10:00 in Seoul, the zone the browser contexts use. */
function seoulInputValue(days: number): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return `${day}T10:00`;
}

describe('events journey', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'owner', nickname: '한강크루장' });
    organizer = await createAccount(app, { prefix: 'organizer', nickname: '새벽러너' });
    second = await createAccount(app, { prefix: 'second', nickname: '망원러너' });
    third = await createAccount(app, { prefix: 'third', nickname: '반포러너' });
    groupId = (await createGroupWithMembers(app, owner, [organizer, second, third])).id;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('lets a member create a two-seat event through the form from the group page', async () => {
    const context = await signedIn(organizer);
    const page = await context.newPage();
    await page.goto(`/groups/${groupId}?tab=events`);
    await page.getByRole('tab', { name: '이벤트', selected: true }).waitFor();
    await page.getByText('아직 이벤트가 없어요').waitFor();
    await expectAccessible(page, 'group-events-tab-empty-desktop');
    await page.getByRole('link', { name: '이벤트 만들기' }).click();
    await page.waitForURL(`${app.baseUrl}/events/create?groupId=${groupId}`);
    expect(await page.getByLabel('모임', { exact: true }).inputValue()).toBe(String(groupId));

    // Korean messages before anything is sent: nothing filled, then a start in the past.
    await page.getByRole('button', { name: '이벤트 만들기' }).click();
    await page.getByText('이벤트 제목을 입력해주세요').waitFor();
    await page.getByText('장소나 링크를 입력해주세요').waitFor();
    await page.getByLabel('시작 일시', { exact: true }).fill(seoulInputValue(-1));
    await page.getByRole('button', { name: '이벤트 만들기' }).click();
    await page.getByText('지난 시간으로는 만들 수 없습니다').waitFor();
    await shootScreen(context, `/events/create?groupId=${groupId}`, 'event-create', (shot) =>
      shot.getByLabel('이벤트 제목', { exact: true }).waitFor(),
    );

    await page.getByLabel('이벤트 제목', { exact: true }).fill(TITLE);
    await page.getByLabel('설명 (선택)', { exact: true }).fill('반포대교까지 왕복해요. 초보도 환영!');
    await page.getByLabel('시작 일시', { exact: true }).fill(seoulInputValue(3));
    await page.getByLabel('종료 일시 (선택)', { exact: true }).fill(`${seoulInputValue(3).slice(0, 10)}T12:00`);
    await page.getByLabel('장소', { exact: true }).fill(PLACE);
    await page.getByLabel('최대 인원', { exact: true }).fill('2');
    const tags = page.getByRole('textbox', { name: '태그' });
    for (const tag of ['러닝', '한강', '아침', '초보환영']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await page.getByRole('button', { name: '이벤트 만들기' }).click();
    await toast(page, '이벤트가 만들어졌습니다').waitFor();
    await page.waitForURL(/\/events\/\d+$/);
    eventPath = new URL(page.url()).pathname;

    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('내가 주최하는 이벤트예요').waitFor();
    await page.getByRole('heading', { name: '참가자 1/2' }).waitFor();
    expect(await page.getByText('오전 10:00 ~ 오후 12:00').count()).toBe(1);
    expect(await page.getByRole('button', { name: /신청/ }).count()).toBe(0);
    await page.close();
  }, 120_000);

  it('lets a second member join from the list card, which fills the event', async () => {
    const context = await signedIn(second);
    const page = await context.newPage();
    await page.goto('/events');
    await page.getByRole('tab', { name: '다가오는 이벤트', selected: true }).waitFor();
    const card = page.getByRole('article', { name: TITLE });
    await card.getByText('1/2명').waitFor();
    await card.getByText('예정').waitFor();
    for (const text of [PLACE, '새벽러너', '#러닝', '#한강', '#아침', '+1']) await card.getByText(text, { exact: true }).waitFor();
    await card.getByRole('button', { name: '참가 신청' }).click();
    await toast(page, '이벤트 참가 신청이 완료되었습니다').waitFor();
    await card.getByText('참가 중').waitFor();
    await card.getByText('2/2명').waitFor();
    expect(await card.getByRole('button', { name: /신청/ }).count()).toBe(0);
    await page.close();
  });

  it('puts a third member on the waitlist as number 1 when the event is full', async () => {
    const context = await signedIn(third);
    const page = await context.newPage();
    await page.goto('/events');
    const card = page.getByRole('article', { name: TITLE });
    // A full event still offers to join, worded as the waitlist it leads to.
    await card.getByRole('button', { name: '대기 신청' }).waitFor();
    await page.goto(eventPath);
    await page.getByText('정원이 가득 찼어요. 대기 신청하면 자리가 날 때 순서대로 참가돼요.').waitFor();
    await page.getByRole('button', { name: '대기 신청' }).click();
    await toast(page, '정원이 가득 차 대기 1번으로 등록되었습니다').waitFor();
    await page.getByText('대기 1번이에요').waitFor();
    await page.getByRole('heading', { name: '대기자 1' }).waitFor();
    await shootScreen(context, eventPath, 'event-detail-waitlisted', (shot) => shot.getByText('대기 1번이에요').waitFor());
    await page.close();
  });

  it('moves the waiting member in when the second member leaves', async () => {
    const leaver = await signedIn(second);
    const page = await leaver.newPage();
    await page.goto(eventPath);
    await page.getByRole('button', { name: '참가 취소' }).click();
    const dialog = page.getByRole('dialog', { name: '참가를 취소할까요?' });
    await dialog.getByRole('button', { name: '취소하기' }).click();
    await toast(page, '참가를 취소했습니다').waitFor();
    // Full again (the organizer and the promoted member), so B is offered the waitlist.
    await page.getByRole('button', { name: '대기 신청' }).waitFor();
    await page.close();

    const waiter = await signedIn(third);
    const promoted = await waiter.newPage();
    await promoted.goto(eventPath);
    await promoted.getByText('참가 신청이 완료된 이벤트예요').waitFor();
    await promoted.getByRole('button', { name: '참가 취소' }).waitFor();
    const participants = promoted.getByRole('region', { name: '참가자 2/2' });
    await participants.getByText('반포러너').waitFor();
    expect(await promoted.getByRole('heading', { name: /대기자/ }).count()).toBe(0);
    await shootScreen(waiter, eventPath, 'event-detail', (shot) => shot.getByText('참가 신청이 완료된 이벤트예요').waitFor());
    await promoted.close();
  });

  it('shows each member the right cards in the upcoming and my-events tabs', async () => {
    const thirdContext = await signedIn(third);
    const page = await thirdContext.newPage();
    await page.goto('/events');
    await page.getByRole('tab', { name: '내 이벤트' }).click();
    await page.waitForURL(`${app.baseUrl}/events?tab=my`);
    const mine = page.getByRole('tabpanel').getByRole('article', { name: TITLE });
    await mine.getByText('참가 중').waitFor();
    await shootScreen(thirdContext, '/events?tab=my', 'events-mine', (shot) => shot.getByRole('article', { name: TITLE }).waitFor());
    await shootScreen(thirdContext, '/events', 'events-list', (shot) => shot.getByRole('article', { name: TITLE }).waitFor());
    await page.close();

    const secondContext = await signedIn(second);
    const other = await secondContext.newPage();
    await other.goto('/events?tab=my');
    await other.getByText('참가 신청한 이벤트가 없어요').waitFor();
    // Arrow keys move between the tabs (WAI-ARIA tabs).
    await other.getByRole('tab', { name: '내 이벤트', selected: true }).focus();
    await other.keyboard.press('ArrowLeft');
    await other.getByRole('tab', { name: '다가오는 이벤트', selected: true }).waitFor();
    const card = other.getByRole('tabpanel').getByRole('article', { name: TITLE });
    await card.getByRole('button', { name: '대기 신청' }).waitFor();
    expect(await card.getByText('참가 중').count()).toBe(0);
    await other.close();
  });
});
