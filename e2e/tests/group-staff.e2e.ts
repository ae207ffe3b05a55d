import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace, shootScreen } from '../support/screenshots.ts';
import { holdsFor } from '../support/wait.ts';

// Running a group together (contract §10, issue 14): the owner makes a manager; the manager
// approves an applicant who answered the join question, pins a notice, and removes and bans a
// member whose open chat stops receiving and whose page turns non-member at once; last, the
// owner hands the group over to the manager.
const GROUP_NAME = '한강 새벽러닝 크루';
const QUESTION = '주로 어느 요일 아침에 달릴 수 있나요?';
const ANSWER = '화요일과 목요일 아침 6시 반이면 언제든 좋아요!';
const NOTICE = '[필독] 우천 시에는 여의나루역 2번 출구 앞에서 모여 실내 운동으로 바꿔요.';
const REASON = '모임과 관계없는 홍보 글을 반복해서 올림';
/** Long enough for a chat message sent after the removal to reach a subscription that should be gone. */
const QUIET_MS = 1_500;

type JoinRequestRow = { id: number; userId: number };

let app: RunningApp;
let browser: Browser;
let owner: Account;
let manager: Account;
let member: Account;
let applicant: Account;
let groupId = 0;
let groupPath = '';
const contexts: BrowserContext[] = [];

/** A signed-in browser for `account`, closed after the file. */
async function browse(account: Account, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<BrowserContext> {
  const context = await signedInContext(browser, app, account, { viewport, keepRefreshedTokens: true });
  contexts.push(context);
  return context;
}

/** Asks to join the private group with an answer, and has the owner approve it (all through the API). */
async function joinThroughApi(account: Account): Promise<void> {
  await api(app, `/groups/${groupId}/join`, { token: account.accessToken, body: { answer: '주말 아침에 달려요.' } });
  const requests = await api<{ content: JoinRequestRow[] }>(app, `/groups/${groupId}/join-requests?status=PENDING`, {
    token: owner.accessToken,
  });
  const request = requests.content.find((row) => row.userId === account.user.id);
  await api(app, `/groups/join-requests/${request?.id}/approve`, { token: owner.accessToken, body: {} });
}

const membersList = (page: Page): Locator => page.getByRole('tabpanel').getByRole('list', { name: /^멤버 \d+명$/ });
const memberRow = (page: Page, nickname: string): Locator => membersList(page).getByRole('listitem').filter({ hasText: nickname });

async function openMembersTab(page: Page): Promise<void> {
  await page.goto(`${groupPath}?tab=members`);
  await membersList(page).waitFor();
}

describe('running a group together', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'staffowner', nickname: '새벽대장' });
    manager = await createAccount(app, { prefix: 'staffmanager', nickname: '부대장' });
    member = await createAccount(app, { prefix: 'staffmember', nickname: '홍보왕' });
    applicant = await createAccount(app, { prefix: 'staffapplicant', nickname: '망원러너' });
    const group = await api<{ id: number }>(app, '/groups', {
      token: owner.accessToken,
      body: {
        name: GROUP_NAME,
        description: '평일 아침 6시 반, 여의나루역에서 모여 한강을 따라 5km를 달려요.',
        categoryIds: [401],
        locationId: 23,
        maxMembers: 30,
        isPublic: false,
        tags: ['러닝', '한강'],
        joinQuestion: QUESTION,
      },
    });
    groupId = group.id;
    groupPath = `/groups/${groupId}`;
    await joinThroughApi(manager);
    await joinThroughApi(member);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('lets the owner make a member 운영진 from the members tab, after a confirmation', async () => {
    const page = await (await browse(owner)).newPage();
    await openMembersTab(page);
    expect(await memberRow(page, owner.nickname).getByText('모임장', { exact: true }).isVisible()).toBe(true);
    // Leaving and deleting are behind the ⋮ menu, not the main button.
    expect(await page.getByRole('button', { name: '삭제' }).count()).toBe(0);

    await memberRow(page, manager.nickname)
      .getByRole('button', { name: `${manager.nickname}님 관리` })
      .click();
    const menu = page.getByRole('menu', { name: `${manager.nickname}님 관리` });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      '출석 기록',
      '운영진으로 지정',
      '모임장 위임',
      '내보내기',
      '내보내고 차단',
    ]);
    await shootInPlace(page, 'group-staff-member-menu', () => menu.waitFor());

    await menu.getByRole('menuitem', { name: '운영진으로 지정' }).click();
    const dialog = page.getByRole('dialog', { name: `${manager.nickname}님을 운영진으로 지정할까요?` });
    await dialog.getByRole('button', { name: '지정하기' }).click();
    await toast(page, `${manager.nickname}님을 운영진으로 지정했습니다.`).waitFor();
    await memberRow(page, manager.nickname).getByText('운영진', { exact: true }).waitFor();
    await page.close();
  });

  it('shows the applicant the join question, requires an answer, and lets the manager approve it', async () => {
    const page = await (await browse(applicant, 'mobile')).newPage();
    await page.goto(groupPath);
    await page.getByRole('button', { name: '가입 신청' }).click();
    const dialog = page.getByRole('dialog', { name: '가입 신청' });
    await dialog.getByText(QUESTION).waitFor();
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await dialog.getByText('가입 질문에 답해주세요').waitFor();
    await dialog.getByRole('textbox', { name: '답변' }).fill(ANSWER);
    await shootInPlace(page, 'group-staff-join-question');
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await toast(page, '가입 신청이 완료되었습니다').waitFor();
    await page.getByRole('region', { name: '가입 승인을 기다리고 있어요' }).getByText(ANSWER).waitFor();
    await page.close();

    const staff = await (await browse(manager)).newPage();
    await staff.goto(groupPath);
    // A manager sees the requests tab with the number waiting.
    await staff.getByRole('tab', { name: /^가입 신청 관리\s*\(대기 1건\)$/ }).click();
    const request = staff.getByRole('listitem').filter({ hasText: applicant.nickname });
    await request.getByText(`Q. ${QUESTION}`).waitFor();
    expect(await request.getByText(ANSWER).isVisible()).toBe(true);
    await shootInPlace(staff, 'group-staff-requests');
    await request.getByRole('button', { name: `${applicant.nickname} 승인` }).click();
    await staff
      .getByRole('dialog', { name: `${applicant.nickname}님의 가입을 승인할까요?` })
      .getByRole('button', { name: '승인하기' })
      .click();
    await toast(staff, `${applicant.nickname}님의 가입을 승인했습니다.`).waitFor();
    await staff.getByRole('tab', { name: '멤버 (4)' }).waitFor();
    await staff.close();
  });

  it('lets the manager pin a notice, which then comes first with its 공지 badge', async () => {
    const notice = await api<{ id: number }>(app, '/posts', { token: member.accessToken, body: { groupId, content: NOTICE } });
    await api(app, '/posts', { token: applicant.accessToken, body: { groupId, content: '내일 처음 나가요. 잘 부탁드립니다!' } });

    const page = await (await browse(manager)).newPage();
    await page.goto(`${groupPath}?tab=posts`);
    const cards = page.getByRole('article');
    await cards.first().getByText('내일 처음 나가요.', { exact: false }).waitFor();
    const noticeCard = cards.filter({ hasText: NOTICE });
    await noticeCard.getByRole('button', { name: '게시글 메뉴' }).click();
    // Staff may pin and delete someone else's post, but only its author edits it.
    expect(await page.getByRole('menu', { name: '게시글 메뉴' }).getByRole('menuitem').allTextContents()).toEqual([
      '공지로 등록',
      '삭제',
      '신고하기',
      '차단하기',
    ]);
    await page.getByRole('menuitem', { name: '공지로 등록' }).click();
    await toast(page, '공지로 등록했습니다.').waitFor();
    await cards.first().getByText(NOTICE).waitFor();
    expect(await cards.first().getByText('공지', { exact: true }).isVisible()).toBe(true);

    const pinned = await api<{ content: { id: number; isPinned: boolean }[] }>(app, `/posts/group/${groupId}?page=0&size=20`, {
      token: member.accessToken,
    });
    expect(pinned.content[0]).toMatchObject({ id: notice.id, isPinned: true });
    await shootScreen(await browse(manager), `${groupPath}?tab=posts`, 'group-staff-notice', (shot) =>
      shot.getByRole('article').first().getByText('공지', { exact: true }).waitFor(),
    );
    await page.close();
  });

  it('removes and bans a member: their open chat stops receiving, their page turns non-member, and they cannot join again until unbanned', async () => {
    const memberPage = await (await browse(member)).newPage();
    // Every chat frame the member's browser receives, to prove none arrives after the removal.
    const frames: string[] = [];
    memberPage.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
    await memberPage.goto(`${groupPath}?tab=chat`);
    await memberPage.getByRole('status').filter({ hasText: '실시간 연결됨' }).waitFor({ timeout: 30_000 });
    await api(app, `/groups/${groupId}/chat/messages`, { token: owner.accessToken, body: { message: '내일 봬요 ping-before' } });
    await memberPage.getByRole('log', { name: '채팅 메시지' }).getByText('내일 봬요 ping-before').waitFor();

    const staff = await (await browse(manager)).newPage();
    await openMembersTab(staff);
    // A manager acts on plain members only: the owner's row offers only the 출석 기록, their own none.
    await memberRow(staff, owner.nickname)
      .getByRole('button', { name: `${owner.nickname}님 관리` })
      .click();
    expect(await staff.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(['출석 기록']);
    await staff.keyboard.press('Escape');
    await staff.getByRole('menu').waitFor({ state: 'detached' });
    expect(await memberRow(staff, manager.nickname).getByRole('button').count()).toBe(0);
    await memberRow(staff, member.nickname)
      .getByRole('button', { name: `${member.nickname}님 관리` })
      .click();
    expect(await staff.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(['출석 기록', '내보내기', '내보내고 차단']);
    await staff.getByRole('menuitem', { name: '내보내고 차단' }).click();
    const dialog = staff.getByRole('dialog', { name: `${member.nickname}님을 내보내고 차단할까요?` });
    await dialog.getByRole('textbox', { name: '사유 (선택)' }).fill(REASON);
    await dialog.getByRole('button', { name: '내보내고 차단' }).click();
    await toast(staff, `${member.nickname}님을 내보내고 차단했습니다.`).waitFor();
    await memberRow(staff, member.nickname).waitFor({ state: 'detached' });

    // The removed member is told at once, and the page they have open becomes the non-member page,
    // which says they cannot join (the group's detail knows the ban) instead of offering to.
    await toast(memberPage, '모임에서 내보내졌어요').waitFor();
    await memberPage.getByRole('status').filter({ hasText: '이 모임에 가입할 수 없습니다.' }).waitFor();
    expect(await memberPage.getByRole('button', { name: '가입 신청' }).count()).toBe(0);
    expect(await memberPage.getByRole('tab').allTextContents()).toEqual(['멤버 (3)', '정보']);
    const before = frames.length;
    await api(app, `/groups/${groupId}/chat/messages`, { token: owner.accessToken, body: { message: '다들 고생했어요 ping-after' } });
    await holdsFor(QUIET_MS, async () => {
      expect(frames.slice(before).some((frame) => frame.includes('ping-after'))).toBe(false);
    });

    // Banned: the server refuses a request all the same (a page opened elsewhere may still offer it).
    const refused = await api(app, `/groups/${groupId}/join`, { token: member.accessToken, body: { answer: '다시 열심히 할게요' } }).catch(
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/answered 403: .*이 모임에 가입할 수 없습니다\./);

    // The staff see who is banned and why.
    await staff.getByRole('button', { name: '차단 목록' }).click();
    const bans = staff.getByRole('dialog', { name: '차단 목록' });
    const banned = bans.getByRole('listitem').filter({ hasText: member.nickname });
    await banned.getByText(REASON).waitFor();
    expect(await banned.getByText(`${manager.nickname}님이 차단`, { exact: false }).isVisible()).toBe(true);
    await shootInPlace(staff, 'group-staff-ban-list');

    // Unbanned, they may ask to join again.
    await banned.getByRole('button', { name: `${member.nickname}님 차단 해제` }).click();
    await toast(staff, `${member.nickname}님의 차단을 해제했습니다.`).waitFor();
    await bans.getByRole('heading', { name: '차단한 사용자가 없어요' }).waitFor();
    await memberPage.reload();
    await memberPage.getByRole('button', { name: '가입 신청' }).waitFor();
    await staff.close();
    await memberPage.close();
  });

  it('hands the group over to the manager, who becomes 모임장 while the old owner becomes 운영진', async () => {
    const page = await (await browse(owner)).newPage();
    await openMembersTab(page);
    await memberRow(page, manager.nickname)
      .getByRole('button', { name: `${manager.nickname}님 관리` })
      .click();
    expect(await page.getByRole('menuitem', { name: '운영진 해제' }).isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: '모임장 위임' }).click();
    const dialog = page.getByRole('dialog', { name: `${manager.nickname}님에게 모임장을 위임할까요?` });
    expect(await dialog.textContent()).toContain(`${manager.nickname}님이 모임장이 되고 나는 운영진이 돼요`);
    await dialog.getByRole('button', { name: '위임하기' }).click();
    await toast(page, `${manager.nickname}님에게 모임장을 위임했습니다.`).waitFor();

    await memberRow(page, manager.nickname).getByText('모임장', { exact: true }).waitFor();
    await memberRow(page, owner.nickname).getByText('운영진', { exact: true }).waitFor();
    await page.getByText('운영진으로 활동 중').waitFor();
    expect(await page.getByRole('link', { name: '모임 수정' }).count()).toBe(0);
    // The old owner, now a manager, may no longer act on the new owner: only the 출석 기록 is left.
    await memberRow(page, manager.nickname)
      .getByRole('button', { name: `${manager.nickname}님 관리` })
      .click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(['출석 기록']);
    await page.keyboard.press('Escape');

    const group = await api<{ owner: { id: number }; myRole: string }>(app, `/groups/${groupId}`, { token: manager.accessToken });
    expect(group).toMatchObject({ owner: { id: manager.user.id }, myRole: 'OWNER' });
    await page.close();
  });
});
