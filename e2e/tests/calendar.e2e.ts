import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, phonePage } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// The month calendar (contract §19) on a phone (375 px): a member finds next month's 정모 on the
// calendar of their groups (/events → 캘린더), by mouse and by keyboard, sees which one they joined,
// and finds the same month in the group's 이벤트 tab.
const GROUP = '서울숲 주말 등산';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let member: Account;
let groupId = 0;
const contexts: BrowserContext[] = [];

/** Next month as 'YYYY-MM' and its Korean heading, on Seoul's calendar. */
function nextMonth(): { month: string; heading: string; monthNumber: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    month: `${next.year}-${String(next.month).padStart(2, '0')}`,
    heading: `${next.year}년 ${next.month}월`,
    monthNumber: next.month,
  };
}
const NEXT = nextMonth();

const phone = (account: Account): Promise<Page> => phonePage(browser, app, account, contexts);

describe('the month calendar', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'calendar-owner', nickname: '숲길대장' });
    member = await createAccount(app, { prefix: 'calendar-member', nickname: '주말산책러' });
    ({ id: groupId } = await createGroupWithMembers(app, owner, [member], { name: GROUP }));
    const event = (title: string, day: string, time: string) =>
      api<{ id: number }>(app, '/events', {
        token: owner.accessToken,
        body: { groupId, title, eventDate: `${NEXT.month}-${day}T${time}:00+09:00`, location: '서울숲 정문', maxParticipants: 10 },
      });
    const hike = await event('아차산 일출 산행', '15', '06:30');
    await event('북한산 둘레길', '15', '10:00');
    await event('남산 야간 산책', '22', '19:30');
    await api(app, `/events/${hike.id}/join`, { method: 'POST', token: member.accessToken });
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('shows next month’s 정모 on the calendar of my groups, by mouse and by keyboard', async () => {
    const page = await phone(member);
    await page.goto('/events?tab=calendar');
    await page.getByRole('tab', { name: '캘린더', selected: true }).waitFor();
    await page.getByRole('button', { name: '다음 달' }).click();
    await page.getByRole('heading', { name: NEXT.heading }).waitFor();
    const calendar = page.getByRole('table', { name: `${NEXT.heading} 일정` });

    // The 15th holds two, one of them mine; choosing it lists both below.
    const fifteenth = calendar.getByRole('button', { name: new RegExp(`^${NEXT.monthNumber}월 15일 .요일, 일정 2개, 참여 1개$`) });
    await fifteenth.click();
    expect(await fifteenth.getAttribute('aria-pressed')).toBe('true');
    const day = page.getByRole('region', { name: new RegExp(`${NEXT.monthNumber}월 15일 .요일 일정`) });
    await day.getByRole('heading', { name: '아차산 일출 산행' }).waitFor();
    await day.getByRole('heading', { name: '북한산 둘레길' }).waitFor();
    await day.getByText('참가 중').waitFor();
    await shootInPlace(page, 'calendar-month', (shot) => shot.getByRole('heading', { name: '아차산 일출 산행' }).waitFor());

    // By keyboard: a week down from the 15th is the 22nd, and Enter lists its event.
    await fifteenth.focus();
    await page.keyboard.press('ArrowDown');
    const twentySecond = calendar.getByRole('button', { name: new RegExp(`^${NEXT.monthNumber}월 22일 .요일, 일정 1개$`) });
    await expect.poll(() => twentySecond.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '남산 야간 산책' }).waitFor();
  }, 120_000);

  it('shows the same month in the group’s 이벤트 tab', async () => {
    const page = await phone(member);
    await page.goto(`/groups/${groupId}?tab=events`);
    await page.getByRole('tab', { name: '이벤트', selected: true }).waitFor();
    await page.getByRole('button', { name: '캘린더', pressed: false }).click();
    await page.getByRole('button', { name: '다음 달' }).click();
    await page
      .getByRole('table', { name: `${NEXT.heading} 일정` })
      .getByRole('button', { name: new RegExp(`^${NEXT.monthNumber}월 22일 .요일, 일정 1개$`) })
      .click();
    await page.getByRole('heading', { name: '남산 야간 산책' }).waitFor();
    await shootInPlace(page, 'calendar-group-tab', (shot) => shot.getByRole('heading', { name: '남산 야간 산책' }).waitFor());
  }, 120_000);
});
