import type { DatePoll, Event, Page as ListPage } from '@dongne/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, phonePage, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// 일정 조율 (date polls, contract §20) on a phone (375 px): an organiser offers three times from the
// group's 이벤트 tab, members answer 가능 / 애매 / 불가 on the grid (live on an open screen) and see who
// answered what, the organiser turns the favourite time into an event, and a voter finds it on their
// calendar.
const TITLE = '12월 송년 정모 언제 할까요?';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let organiser: Account;
let voter: Account;
let another: Account;
let groupId = 0;
let pollId = 0;
const contexts: BrowserContext[] = [];

/** A day `offset` days from today on Seoul's calendar: the date input's value and its parts. */
function seoulDay(offset: number) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(Date.now() + offset * 86_400_000))
    .split('-')
    .map(Number) as [number, number, number];
  return { value: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, year, month, day };
}
const DAYS = [seoulDay(3), seoulDay(4), seoulDay(5)];
const THIS_MONTH = seoulDay(0).month;

const phone = (account: Account): Promise<Page> => phonePage(browser, app, account, contexts);
const pollRegion = (page: Page) => page.getByRole('region', { name: `일정 조율: ${TITLE}` });
const slotRows = (page: Page) =>
  pollRegion(page)
    .getByRole('list', { name: `${TITLE} 후보 시간` })
    .getByRole('listitem');

describe('date polls journey', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'datepoll-owner', nickname: '송년회모임장' });
    organiser = await createAccount(app, { prefix: 'datepoll-organiser', nickname: '총무하는사람' });
    voter = await createAccount(app, { prefix: 'datepoll-voter', nickname: '금요일가능' });
    another = await createAccount(app, { prefix: 'datepoll-another', nickname: '주말선호' });
    ({ id: groupId } = await createGroupWithMembers(app, owner, [organiser, voter, another], { name: '망원동 보드게임' }));
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('lets a member offer three times from the 이벤트 tab, with Korean errors first', async () => {
    const page = await phone(organiser);
    await page.goto(`/groups/${groupId}?tab=events`);
    await page.getByRole('tab', { name: '이벤트', selected: true }).waitFor();
    await page.getByText('언제 모일지 정하기 어렵다면').waitFor();
    await page.getByRole('button', { name: '일정 조율 만들기' }).click();
    const form = page.getByRole('form', { name: '일정 조율 만들기' });
    await form.getByRole('button', { name: '올리기' }).click();
    await form.getByText('일정 조율 제목을 입력해주세요').waitFor();
    await form.getByText('후보 시간을 2개 이상 추가해주세요').waitFor();

    await form.getByRole('textbox', { name: '제목' }).fill(TITLE);
    const addSlot = async (day: string, start: string, end: string) => {
      await form.getByLabel('날짜').fill(day);
      await form.getByLabel('시작').fill(start);
      await form.getByLabel('끝').fill(end);
      await form.getByRole('button', { name: '후보 추가' }).click();
    };
    await addSlot(DAYS[0]?.value ?? '', '19:00', '21:00');
    // An end before the start is refused where it was picked.
    await addSlot(DAYS[1]?.value ?? '', '19:00', '18:00');
    await form.getByText('끝나는 시간은 시작 시간 이후여야 합니다').waitFor();
    await addSlot(DAYS[1]?.value ?? '', '19:00', '21:30');
    await addSlot(DAYS[0]?.value ?? '', '19:00', '21:00');
    await form.getByText('같은 후보 시간이 두 번 있습니다').waitFor();
    await addSlot(DAYS[2]?.value ?? '', '14:00', '17:00');
    const added = form.getByRole('list', { name: '후보 시간' }).getByRole('listitem');
    expect(await added.count()).toBe(3);
    await shootInPlace(page, 'date-poll-composer');

    await form.getByRole('button', { name: '올리기' }).click();
    await toast(page, '일정 조율을 올렸어요').waitFor();
    await pollRegion(page).getByText('0명 응답').waitFor();
    expect(await slotRows(page).count()).toBe(3);
    const polls = await api<ListPage<DatePoll>>(app, `/groups/${groupId}/date-polls`, { token: organiser.accessToken });
    pollId = polls.content[0]?.id ?? 0;
    expect(polls.content[0]?.slots).toHaveLength(3);
  }, 120_000);

  it('lets members answer each time on the grid and see who answered what', async () => {
    const page = await phone(voter);
    await page.goto(`/groups/${groupId}?tab=events`);
    const rows = slotRows(page);
    await pollRegion(page).getByText('0명 응답').waitFor();

    // Another member answers through the API, 가능 on the second time only: the open grid follows live.
    const poll = await api<DatePoll>(app, `/date-polls/${pollId}`, { token: another.accessToken });
    await api(app, `/date-polls/${pollId}/answers`, {
      method: 'PUT',
      token: another.accessToken,
      body: { answers: [{ slotId: poll.slots[1]?.id, answer: 'YES' }] },
    });
    await pollRegion(page).getByText('1명 응답').waitFor({ timeout: 15_000 });
    await rows.nth(1).getByText('가능 1 · 애매 0 · 불가 0').waitFor();

    await rows.nth(0).getByRole('button', { name: '애매', exact: true }).click();
    await rows.nth(0).getByRole('button', { name: '애매', exact: true, pressed: true }).waitFor();
    await rows.nth(1).getByRole('button', { name: '가능', exact: true }).click();
    await rows.nth(1).getByRole('button', { name: '가능', exact: true, pressed: true }).waitFor();
    await rows.nth(2).getByRole('button', { name: '불가', exact: true }).click();
    await rows.nth(2).getByRole('button', { name: '불가', exact: true, pressed: true }).waitFor();
    await pollRegion(page).getByText('2명 응답').waitFor();
    await rows.nth(1).getByText('가능 2 · 애매 0 · 불가 0').waitFor();
    await rows.nth(1).getByText('가장 많이 가능').waitFor();

    // A tap on the counts shows the names.
    await rows
      .nth(1)
      .getByRole('button', { name: /가능 2 · 애매 0 · 불가 0/ })
      .click();
    await rows.nth(1).getByText('주말선호, 금요일가능').waitFor();
    await shootInPlace(page, 'date-poll-grid', (shot) => slotRows(shot).nth(1).getByText('주말선호, 금요일가능').waitFor());

    // Changing one's mind replaces the answer.
    await rows.nth(2).getByRole('button', { name: '애매', exact: true }).click();
    await rows.nth(2).getByRole('button', { name: '애매', exact: true, pressed: true }).waitFor();
    const read = await api<DatePoll>(app, `/date-polls/${pollId}`, { token: voter.accessToken });
    expect(read.myAnswers.map((entry) => entry.answer)).toEqual(['MAYBE', 'YES', 'MAYBE']);
    // Members without the right see no 이 시간으로 일정 만들기.
    expect(await pollRegion(page).getByRole('button', { name: '이 시간으로 일정 만들기' }).count()).toBe(0);
  }, 120_000);

  it('lets the organiser make the favourite time an event, and the voter finds it on the calendar', async () => {
    const page = await phone(organiser);
    await page.goto(`/groups/${groupId}?tab=events`);
    const rows = slotRows(page);
    await rows.nth(1).getByText('가장 많이 가능').waitFor();
    await rows.nth(1).getByRole('button', { name: '이 시간으로 일정 만들기' }).click();
    const dialog = page.getByRole('dialog', { name: '이 시간으로 일정 만들기' });
    expect(await dialog.getByRole('textbox', { name: '일정 제목' }).inputValue()).toBe(TITLE);
    await dialog.getByRole('textbox', { name: '장소' }).fill('망원동 보드게임 카페');
    await shootInPlace(page, 'date-poll-make-event', (shot) => shot.getByRole('dialog', { name: '이 시간으로 일정 만들기' }).waitFor());
    await dialog.getByRole('button', { name: '일정 만들기' }).click();
    await toast(page, '일정을 만들었어요').waitFor();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('일정 조율로 정한 일정이에요').waitFor();
    await page.getByText('망원동 보드게임 카페').first().waitFor();
    await shootInPlace(page, 'date-poll-event', (shot) => shot.getByText('일정 조율로 정한 일정이에요').waitFor());
    // The way back leads to the poll on the group's 이벤트 tab.
    await page.getByRole('link', { name: '응답 보기' }).click();
    await pollRegion(page).getByText('일정 확정').waitFor();

    const decided = await api<DatePoll>(app, `/date-polls/${pollId}`, { token: voter.accessToken });
    expect(decided.eventId).toBeGreaterThan(0);
    const event = await api<Event>(app, `/events/${decided.eventId}`, { token: voter.accessToken });
    expect(event).toMatchObject({ datePollId: pollId, eventDate: decided.slots[1]?.start, organizer: { id: organiser.user.id } });
    const news = await api<ListPage<{ title: string; message: string }>>(app, '/notifications', { token: voter.accessToken });
    expect(news.content.map((entry) => entry.title)).toContain('일정이 정해졌어요');

    // The voter: the poll reads 일정 확정 with the way to the event, and the event is on their calendar.
    const voterPage = await phone(voter);
    await voterPage.goto(`/groups/${groupId}?tab=events`);
    await pollRegion(voterPage).getByText('일정 확정').waitFor();
    expect(await pollRegion(voterPage).getByRole('button', { name: '가능', exact: true }).count()).toBe(0);
    await shootInPlace(voterPage, 'date-poll-decided', (shot) => pollRegion(shot).getByText('일정 확정').waitFor());

    await voterPage.goto('/events?tab=calendar');
    await voterPage.getByRole('tab', { name: '캘린더', selected: true }).waitFor();
    const day = DAYS[1] as { year: number; month: number; day: number };
    if (day.month !== THIS_MONTH) await voterPage.getByRole('button', { name: '다음 달' }).click();
    const heading = `${day.year}년 ${day.month}월`;
    await voterPage.getByRole('heading', { name: heading }).waitFor();
    await voterPage
      .getByRole('table', { name: `${heading} 일정` })
      .getByRole('button', { name: new RegExp(`^${day.month}월 ${day.day}일 .요일, 일정 1개$`) })
      .click();
    await voterPage.getByRole('heading', { name: TITLE }).waitFor();
  }, 180_000);
});
