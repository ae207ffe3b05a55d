import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace, shootScreen } from '../support/screenshots.ts';

// 출석체크 (contract §19) on a phone: the organiser of a 정모 that starts in ten minutes shows the
// check-in code, one participant checks in with it, the organiser marks the other 불참, and each
// participant finds the mark in their own 출석 기록 on the profile's activity tab, and the group's
// owner reads a member's record from the members tab. Under the same event a participant asks a
// question, the organiser hears of it and answers in the thread.
const TITLE = '화요일 저녁 한강 러닝';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let organizer: Account;
let runner: Account;
let absent: Account;
const contexts: BrowserContext[] = [];
let eventPath = '';
let groupId = 0;

async function onPhone(account: Account): Promise<BrowserContext> {
  const context = await signedInContext(browser, app, account, { viewport: 'mobile' });
  contexts.push(context);
  return context;
}

describe('attendance journey', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'owner', nickname: '한강크루장' });
    organizer = await createAccount(app, { prefix: 'organizer', nickname: '새벽러너' });
    runner = await createAccount(app, { prefix: 'runner', nickname: '망원러너' });
    absent = await createAccount(app, { prefix: 'absent', nickname: '반포러너' });
    groupId = (await createGroupWithMembers(app, owner, [organizer, runner, absent])).id;
    const event = await api<{ id: number }>(app, '/events', {
      token: organizer.accessToken,
      body: {
        groupId,
        title: TITLE,
        eventDate: new Date(Date.now() + 10 * 60_000).toISOString(),
        location: '반포 한강공원 세빛섬 앞',
        maxParticipants: 10,
      },
    });
    for (const account of [runner, absent]) await api(app, `/events/${event.id}/join`, { method: 'POST', token: account.accessToken });
    eventPath = `/events/${event.id}`;
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('shows the organiser the code; a participant checks in with it; the organiser marks another 불참', async () => {
    const staff = await (await onPhone(organizer)).newPage();
    await staff.goto(eventPath);
    const section = staff.getByRole('region', { name: '출석체크' });
    await section.getByRole('group', { name: '망원러너 출석' }).waitFor();
    await section.getByRole('button', { name: '체크인 코드 보기' }).click();
    const dialog = staff.getByRole('dialog', { name: '체크인 코드' });
    await dialog.getByRole('img', { name: /체크인 QR 코드/ }).waitFor();
    const code = (await dialog.getByRole('status').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{4}$/);
    await shootInPlace(staff, 'attendance-check-in-code', (page) =>
      page.getByRole('dialog', { name: '체크인 코드' }).getByRole('status').waitFor(),
    );
    await staff.setViewportSize({ width: 375, height: 812 });
    await dialog.getByRole('button', { name: '닫기' }).click();

    const member = await (await onPhone(runner)).newPage();
    await member.goto(eventPath);
    const own = member.getByRole('region', { name: '출석체크' });
    await own.getByLabel('체크인 코드', { exact: true }).fill(code);
    await own.getByRole('button', { name: '체크인' }).click();
    await toast(member, '출석이 확인되었습니다').waitFor();
    await own.getByText('출석이 확인되었어요').waitFor();
    expect(await own.getByRole('button', { name: '체크인' }).count()).toBe(0);
    await own.getByText('출석 1명').waitFor();

    await staff.reload();
    await section.getByRole('group', { name: '망원러너 출석' }).getByRole('button', { name: '출석', pressed: true }).waitFor();
    const absentRow = section.getByRole('group', { name: '반포러너 출석' });
    await absentRow.getByRole('button', { name: '불참' }).click();
    await absentRow.getByRole('button', { name: '불참', pressed: true }).waitFor();
    await staff.reload();
    await section.getByRole('group', { name: '반포러너 출석' }).getByRole('button', { name: '불참', pressed: true }).waitFor();
    await section.getByText('출석 1명').waitFor();
    await shootScreen(staff.context(), eventPath, 'attendance-staff', (page) =>
      page.getByRole('group', { name: '반포러너 출석' }).getByRole('button', { name: '불참', pressed: true }).waitFor(),
    );
    await shootScreen(member.context(), eventPath, 'attendance-participant', (page) => page.getByText('출석이 확인되었어요').waitFor());
  }, 180_000);

  it('shows each participant their own mark in the activity tab', async () => {
    for (const [account, mark, name] of [
      [runner, '출석', 'attendance-history-attended'],
      [absent, '불참', 'attendance-history-no-show'],
    ] as const) {
      const context = await onPhone(account);
      const page = await context.newPage();
      await page.goto('/profile?tab=activity');
      const tab = page.getByRole('tab', { name: '활동 정보' });
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      const history = page.getByRole('region', { name: '내 출석 기록' });
      const row = history.getByRole('listitem').filter({ hasText: TITLE });
      await row.getByText(mark, { exact: true }).waitFor();
      await row.getByRole('link', { name: TITLE }).waitFor();
      await shootInPlace(page, name, (shot) => shot.getByRole('region', { name: '내 출석 기록' }).getByRole('listitem').first().waitFor());
      await page.close();
    }
  }, 120_000);

  it('takes a question under the event, tells the organiser, and threads the answer', async () => {
    const member = await (await onPhone(runner)).newPage();
    await member.goto(eventPath);
    const asked = member.getByRole('region', { name: /문의 댓글/ });
    await asked.getByText('궁금한 점이 있으면 댓글로 물어보세요.').waitFor();
    await asked.getByRole('textbox', { name: '댓글 쓰기' }).fill('비가 오면 어떻게 하나요?');
    await asked.getByRole('button', { name: '등록' }).click();
    await toast(member, '댓글이 등록되었습니다.').waitFor();
    await asked.getByRole('heading', { name: '문의 댓글 1' }).waitFor();

    const staff = await (await onPhone(organizer)).newPage();
    await staff.goto('/notifications');
    const news = staff.getByRole('button', { name: new RegExp(`^'${TITLE}' 일정에 새 댓글이 달렸어요`) });
    await news.click();
    await staff.waitForURL(`**${eventPath}`);
    const thread = staff.getByRole('region', { name: /문의 댓글/ });
    await thread.getByText('비가 오면 어떻게 하나요?').waitFor();
    await thread.getByRole('button', { name: '답글' }).first().click();
    await thread.getByRole('textbox', { name: /망원러너님에게 답글/ }).fill('비가 오면 다음 주 화요일로 미뤄요.');
    await thread.getByRole('button', { name: '등록' }).last().click();
    await thread.getByRole('list', { name: '답글 1개' }).getByText('비가 오면 다음 주 화요일로 미뤄요.').waitFor();
    await thread.getByRole('heading', { name: '문의 댓글 2' }).waitFor();

    await member.reload();
    await asked.getByRole('list', { name: '답글 1개' }).getByText('비가 오면 다음 주 화요일로 미뤄요.').waitFor();
    await shootInPlace(member, 'event-comments', (page) =>
      page
        .getByRole('region', { name: /문의 댓글/ })
        .getByRole('list', { name: '답글 1개' })
        .waitFor(),
    );
    await member.close();
    await staff.close();
  }, 120_000);

  it('lets the owner read a member’s record from the members tab', async () => {
    const page = await (await onPhone(owner)).newPage();
    await page.goto(`/groups/${groupId}?tab=members`);
    await page.getByRole('button', { name: '반포러너님 관리' }).click();
    await page.getByRole('menuitem', { name: '출석 기록' }).click();
    const dialog = page.getByRole('dialog', { name: '반포러너님의 출석 기록' });
    const row = dialog.getByRole('listitem').filter({ hasText: TITLE });
    await row.getByText('불참', { exact: true }).waitFor();
    await dialog.getByText('출석 0회 · 불참 1회').waitFor();
    await shootInPlace(page, 'attendance-member-record', (shot) =>
      shot.getByRole('dialog', { name: '반포러너님의 출석 기록' }).getByRole('listitem').first().waitFor(),
    );
    await page.close();
  }, 120_000);
});
