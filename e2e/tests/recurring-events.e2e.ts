import type { Event, Page as ListPage, Notification } from '@dongne/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, phonePage, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps, VIEWPORTS } from '../support/harness.ts';
import { shootInPlace, shootScreen } from '../support/screenshots.ts';

// Recurring 정모 (contract §19) on a phone (375 px): the organiser makes a 매주 화·목 series of
// eight through the form's 반복 section and finds it on the month calendar; a member joins every
// later occurrence at once; the organiser calls off one Thursday only; the member sees that day
// cancelled on the calendar and gets one notification about it, and none about the others.
const TITLE = '화목 저녁 한강 러닝';
const WEEKDAYS_KO = ['일', '월', '화', '수', '목', '금', '토'];

let app: RunningApp;
let browser: Browser;
let organiser: Account;
let member: Account;
let groupId = 0;
let firstPath = '';
let cancelledId = 0;
const contexts: BrowserContext[] = [];

type Day = { year: number; month: number; day: number; weekday: number };

/** The first Tuesday of next month on Seoul's calendar, and the eight 화·목 of a series starting on it. */
function nextMonthSeries(): { month: string; heading: string; days: Day[] } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const first = new Date(Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1));
  while (first.getUTCDay() !== 2) first.setUTCDate(first.getUTCDate() + 1);
  const days: Day[] = [];
  for (let offset = 0; days.length < 8; offset += 1) {
    const date = new Date(first.getTime() + offset * 86_400_000);
    if (date.getUTCDay() === 2 || date.getUTCDay() === 4) {
      days.push({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), weekday: date.getUTCDay() });
    }
  }
  return {
    month: `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`,
    heading: `${first.getUTCFullYear()}년 ${first.getUTCMonth() + 1}월`,
    days,
  };
}
const SERIES = nextMonthSeries();
const FIRST = SERIES.days[0] as Day;
const FIRST_THURSDAY = SERIES.days[1] as Day;
const IN_MONTH = SERIES.days.filter((day) => day.month === FIRST.month);
const startInput = `${SERIES.month}-${String(FIRST.day).padStart(2, '0')}T19:30`;

/** The calendar's name for a day: '12월 3일 목요일, 일정 1개…'. */
const dayName = (day: Day) => new RegExp(`^${day.month}월 ${day.day}일 ${WEEKDAYS_KO[day.weekday]}요일, 일정 1개`);

const phone = (account: Account): Promise<Page> => phonePage(browser, app, account, contexts);

/** The month calendar of my groups, moved to the series' month. */
async function openSeriesMonth(page: Page) {
  await page.goto('/events?tab=calendar');
  await page.getByRole('tab', { name: '캘린더', selected: true }).waitFor();
  await page.getByRole('button', { name: '다음 달' }).click();
  await page.getByRole('heading', { name: SERIES.heading }).waitFor();
  return page.getByRole('table', { name: `${SERIES.heading} 일정` });
}

describe('recurring 정모', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    organiser = await createAccount(app, { prefix: 'series-organiser', nickname: '화목러닝장' });
    member = await createAccount(app, { prefix: 'series-member', nickname: '저녁러너' });
    ({ id: groupId } = await createGroupWithMembers(app, organiser, [member], { name: '여의도 퇴근 러닝' }));
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('lets the organiser make 매주 화·목 eight times through the form and shows it on the calendar', async () => {
    const page = await phone(organiser);
    await page.goto(`/events/create?groupId=${groupId}`);
    await page.getByLabel('이벤트 제목', { exact: true }).fill(TITLE);
    await page.getByLabel('시작 일시', { exact: true }).fill(startInput);
    await page.getByLabel('장소', { exact: true }).fill('여의나루역 2번 출구');
    const repeat = page.getByRole('group', { name: '반복' });
    await repeat.getByRole('radio', { name: '매주' }).check();
    // The start's weekday is pressed already; Thursday is added.
    await repeat.getByRole('button', { name: '화요일', pressed: true }).waitFor();
    await repeat.getByRole('button', { name: '목요일', pressed: false }).click();
    await repeat.getByRole('button', { name: '목요일', pressed: true }).waitFor();
    await repeat.getByRole('radio', { name: '횟수' }).check();
    await repeat.getByRole('spinbutton', { name: '반복 횟수' }).fill('8');
    await repeat.getByText('매주 화, 목 오후 7:30 · 8회').waitFor();
    await shootInPlace(page, 'recurring-event-form', (shot) => shot.getByText('매주 화, 목 오후 7:30 · 8회').waitFor());
    await page.setViewportSize(VIEWPORTS.mobile);

    await page.getByRole('button', { name: '이벤트 만들기' }).click();
    await toast(page, '이벤트가 만들어졌습니다').waitFor();
    await page.waitForURL(/\/events\/\d+$/);
    firstPath = new URL(page.url()).pathname;
    const block = page.getByRole('region', { name: '반복 일정' });
    await block.getByText('매주 화, 목 오후 7:30 · 8회').waitFor();
    // The next five dates, this one (the first Tuesday) first and marked.
    await block.getByRole('link', { name: /지금 보는 일정/ }).waitFor();
    expect(await block.getByRole('link').count()).toBe(5);
    expect(await block.getByRole('link').first().getAttribute('aria-current')).toBe('page');
    await shootScreen(page.context(), firstPath, 'recurring-event-series', (shot) =>
      shot.getByRole('region', { name: '반복 일정' }).getByRole('link').nth(4).waitFor(),
    );

    const calendar = await openSeriesMonth(page);
    for (const day of IN_MONTH) await calendar.getByRole('button', { name: dayName(day) }).waitFor();
    expect(await calendar.getByRole('button', { name: /일정 1개/ }).count()).toBe(IN_MONTH.length);
    await page.close();
  }, 180_000);

  it('lets a member join every later occurrence at once', async () => {
    const page = await phone(member);
    await page.goto(firstPath);
    await page.getByRole('button', { name: '이 일정만 참여' }).waitFor();
    await page.getByRole('button', { name: '이후 일정 모두 참여' }).click();
    await toast(page, '이후 일정에 모두 참가 신청했습니다').waitFor();
    await page.getByText('참가 신청이 완료된 이벤트예요').waitFor();
    await page.getByRole('region', { name: '반복 일정' }).getByText('이후 반복 일정에 모두 참여 중이에요').waitFor();
    await page.close();
  }, 120_000);

  it('lets the organiser call off one Thursday only', async () => {
    const page = await phone(organiser);
    await page.goto(firstPath);
    const thursday = `${FIRST_THURSDAY.month}월 ${FIRST_THURSDAY.day}일 (목)`;
    await page
      .getByRole('region', { name: '반복 일정' })
      .getByRole('link', { name: new RegExp(thursday.replace(/[()]/g, '\\$&')) })
      .click();
    await page.waitForURL(/\/events\/\d+$/);
    cancelledId = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(`/events/${cancelledId}`).not.toBe(firstPath);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    await page.getByRole('button', { name: '이벤트 취소' }).click();
    const dialog = page.getByRole('dialog', { name: '반복 일정 취소' });
    const scopes = dialog.getByRole('radiogroup', { name: '어느 일정에 적용할까요?' });
    expect(await scopes.getByRole('radio').count()).toBe(3);
    expect(await scopes.getByRole('radio', { name: /이 일정만/ }).isChecked()).toBe(true);
    await shootInPlace(page, 'recurring-event-cancel-scope', (shot) => shot.getByRole('dialog', { name: '반복 일정 취소' }).waitFor());
    await page.setViewportSize(VIEWPORTS.mobile);
    await dialog.getByRole('button', { name: '이벤트 취소하기' }).click();
    await toast(page, '이벤트가 취소되었습니다').waitFor();
    await page.getByText('취소된 이벤트예요').waitFor();
    // Only this one: the series' other dates are still on.
    const { seriesId } = await api<Event>(app, `/events/${cancelledId}`, { token: organiser.accessToken });
    const rest = await api<ListPage<Event>>(app, `/events/series/${seriesId}?size=20`, { token: organiser.accessToken });
    expect(rest.content).toHaveLength(8);
    expect(rest.content.filter((event) => event.status === 'CANCELLED').map((event) => event.id)).toEqual([cancelledId]);
    await page.close();
  }, 120_000);

  it('shows the member that Thursday cancelled on the calendar, with one notification about it', async () => {
    const page = await phone(member);
    const calendar = await openSeriesMonth(page);
    // The day itself says so: the grid names it 취소 and no longer counts it as one the member takes part in.
    const thursday = calendar.getByRole('button', { name: new RegExp(`${dayName(FIRST_THURSDAY).source}, 취소 1개$`) });
    await thursday.click();
    const day = page.getByRole('region', { name: new RegExp(`${FIRST_THURSDAY.month}월 ${FIRST_THURSDAY.day}일 목요일 일정`) });
    const card = day.getByRole('article', { name: TITLE });
    await card.getByText('상태 취소', { exact: true }).waitFor();
    await card.getByRole('img', { name: '반복 일정' }).waitFor();
    // The next Tuesday is still on, and the member is in it through the series.
    const nextTuesday = SERIES.days[2] as Day;
    if (nextTuesday.month === FIRST.month) {
      await calendar.getByRole('button', { name: dayName(nextTuesday) }).click();
      await page
        .getByRole('region', { name: new RegExp(`${nextTuesday.month}월 ${nextTuesday.day}일 화요일 일정`) })
        .getByRole('article', { name: TITLE })
        .getByText('참가 중')
        .waitFor();
    }

    const news = await api<ListPage<Notification>>(app, '/notifications?size=50', { token: member.accessToken });
    expect(news.content.filter((entry) => entry.relatedType === 'EVENT' && entry.relatedId === cancelledId)).toHaveLength(1);
    expect(news.content.filter((entry) => entry.type === 'EVENT_CANCELLED').map((entry) => entry.relatedId)).toEqual([cancelledId]);
    await page.goto('/notifications');
    const aboutCancel = page.getByRole('button', { name: new RegExp(`'${TITLE}'.*취소`) });
    await aboutCancel.first().waitFor();
    expect(await aboutCancel.count()).toBe(1);
    await page.close();
  }, 120_000);

  it('moves the place of the second Tuesday and every later date at once, the rule shown but not editable', async () => {
    const page = await phone(organiser);
    await page.goto(firstPath);
    const tuesday = SERIES.days[2] as Day;
    await page
      .getByRole('region', { name: '반복 일정' })
      .getByRole('link', { name: new RegExp(`^${tuesday.month}월 ${tuesday.day}일 \\(화\\)`) })
      .click();
    await page.waitForURL(/\/events\/\d+$/);
    const movedId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('link', { name: '수정' }).click();
    await page.getByText('반복 일정 · 매주 화, 목 오후 7:30 · 8회').waitFor();
    expect(await page.getByRole('group', { name: '반복' }).count()).toBe(0);
    await page.getByLabel('장소', { exact: true }).fill('마포대교 남단 계단');
    await page.getByRole('button', { name: '수정 완료' }).click();
    const dialog = page.getByRole('dialog', { name: '반복 일정 수정' });
    await dialog.getByRole('radio', { name: /이후 일정 모두/ }).check();
    await dialog.getByRole('button', { name: '저장하기' }).click();
    await toast(page, '이벤트가 수정되었습니다').waitFor();
    await page.getByText('마포대교 남단 계단').first().waitFor();

    // The dates before it keep their place; it and the ones after it have the new one.
    const moved = await api<Event>(app, `/events/${movedId}`, { token: organiser.accessToken });
    const series = await api<ListPage<Event>>(app, `/events/series/${moved.seriesId}?size=20`, { token: organiser.accessToken });
    const after = series.content.filter((event) => event.eventDate >= moved.eventDate);
    expect(after.length).toBeGreaterThan(1);
    expect(after.every((event) => event.location === '마포대교 남단 계단')).toBe(true);
    const first = await api<Event>(app, firstPath, { token: organiser.accessToken });
    expect(first.location).toBe('여의나루역 2번 출구');
    const news = await api<ListPage<Notification>>(app, '/notifications?size=50', { token: member.accessToken });
    expect(news.content.filter((entry) => entry.type === 'EVENT_UPDATED')).toHaveLength(1);
    await page.close();
  }, 120_000);
});
