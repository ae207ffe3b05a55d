import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { launchBrowser, type RunningApp, startApp, stopApps, uniqueEmail } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// The operators' console (contract §13, issue #15): an operator named by ADMIN_EMAILS reaches /admin
// through the header's 운영자 link, suspends a member (whose open page is logged out at once and
// whose login is refused), lifts it, adds a company, and finds all of it in the audit log. Anyone
// else sees the not-found screen at /admin.
const PASSWORD = 'journey-pass-123';
const OPERATOR_EMAIL = uniqueEmail('operator');

let app: RunningApp;
let browser: Browser;
let operator: Account;
let member: Account;
let operatorContext: BrowserContext;
let memberContext: BrowserContext;
let page: Page;

const tabs = (on: Page) => on.getByRole('tablist', { name: '운영 메뉴' });
const userList = (on: Page) => on.getByRole('list', { name: '회원 목록' });
const auditList = (on: Page) => on.getByRole('list', { name: '감사 기록 목록' });

describe('운영자 콘솔', () => {
  beforeAll(async () => {
    app = await startApp({ ADMIN_EMAILS: OPERATOR_EMAIL });
    browser = await launchBrowser();
    operator = await createAccount(app, { prefix: 'operator', nickname: '운영자김', email: OPERATOR_EMAIL, password: PASSWORD });
    member = await createAccount(app, { prefix: 'member', nickname: '정지될이웃', password: PASSWORD });
    operatorContext = await signedInContext(browser, app, operator, { keepRefreshedTokens: true });
    memberContext = await signedInContext(browser, app, member, { viewport: 'mobile' });
  });

  afterAll(async () => {
    await operatorContext?.close();
    await memberContext?.close();
    await browser?.close();
    await stopApps();
  });

  it('shows members the not-found screen at /admin, and no 운영자 link', async () => {
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/admin');
    await memberPage.getByRole('heading', { name: '페이지를 찾을 수 없어요' }).waitFor();
    await memberPage.getByRole('button', { name: '메뉴 열기' }).click();
    expect(await memberPage.getByRole('link', { name: '운영자', exact: true }).count()).toBe(0);
    await memberPage.close();
  });

  it('reaches /admin through the 운영자 link, suspends a member who is logged out at once, and lifts it', async () => {
    page = await operatorContext.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '운영자', exact: true }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: '운영자 콘솔' }).waitFor();

    // The member sits on their profile page, doing nothing.
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/profile');
    await memberPage.getByRole('heading', { name: '정지될이웃' }).waitFor();
    await memberPage.waitForTimeout(1_000);

    await tabs(page).getByRole('tab', { name: '회원' }).click();
    await page.getByRole('searchbox', { name: '이메일 또는 닉네임' }).fill('정지될');
    await page.getByRole('button', { name: '검색' }).click();
    const row = userList(page).getByRole('listitem', { name: '정지될이웃' });
    await row.waitFor();
    expect(await row.textContent()).toContain(member.email);
    expect(await userList(page).getByRole('listitem').count()).toBe(1);

    await row.getByRole('button', { name: '정지될이웃 이용 정지' }).click();
    const dialog = page.getByRole('dialog', { name: '정지될이웃님을 이용 정지할까요?' });
    await dialog.getByRole('combobox', { name: '정지 기간' }).selectOption({ label: '7일' });
    await dialog.getByRole('textbox', { name: '사유' }).fill('광고 글 반복 게시');
    await shootInPlace(page, 'admin-users-suspend');
    await dialog.getByRole('button', { name: '이용 정지' }).click();
    await toast(page, '이용을 정지했어요.').waitFor();
    await row.getByText(/까지 정지/).waitFor();

    // The member's open page ends by itself, and logging in again is refused with the reason.
    await memberPage.waitForURL('**/login', { timeout: 10_000 });
    await memberPage.getByLabel('이메일', { exact: true }).fill(member.email);
    await memberPage.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await memberPage.getByRole('button', { name: '로그인', exact: true }).click();
    await memberPage
      .getByText(/이용이 정지된 계정입니다/)
      .first()
      .waitFor();
    await memberPage.close();

    await row.getByRole('button', { name: '정지될이웃 정지 해제' }).click();
    await page.getByRole('dialog', { name: '정지될이웃님의 정지를 해제할까요?' }).getByRole('button', { name: '정지 해제' }).click();
    await toast(page, '정지를 해제했어요.').waitFor();
    await row.getByText('정상').waitFor();
    await toast(page, '정지를 해제했어요.').waitFor({ state: 'detached' });
    await shootInPlace(page, 'admin-users');
    const login = await api<{ user: { id: number } }>(app, '/auth/login', { body: { email: member.email, password: PASSWORD } });
    expect(login.user.id).toBe(member.user.id);
  });

  it('adds a company with its domains', async () => {
    await tabs(page).getByRole('tab', { name: '회사' }).click();
    await page.getByRole('list', { name: '회사 목록' }).waitFor();
    await page.getByRole('button', { name: '회사 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '회사 추가' });
    await dialog.getByRole('textbox', { name: '회사 이름' }).fill('동네전자');
    await dialog.getByRole('textbox', { name: '이메일 도메인' }).fill('dongne-elec.co.kr, DONGNE-ELEC.com');
    await dialog.getByRole('button', { name: '저장' }).click();
    await toast(page, '회사를 저장했어요.').waitFor();
    const company = page.getByRole('list', { name: '회사 목록' }).getByRole('listitem', { name: '동네전자' });
    await company.getByText('@dongne-elec.com').waitFor();
    expect(await company.textContent()).toContain('@dongne-elec.co.kr');
    await toast(page, '회사를 저장했어요.').waitFor({ state: 'detached' });
    await shootInPlace(page, 'admin-companies');
    const companies = await api<{ name: string; domains: string[] }[]>(app, '/admin/companies', { token: operator.accessToken });
    expect(companies).toContainEqual(expect.objectContaining({ name: '동네전자', domains: ['dongne-elec.co.kr', 'dongne-elec.com'] }));
  });

  it('finds every act in the audit log, filtered by act', async () => {
    await tabs(page).getByRole('tab', { name: '감사 기록' }).click();
    const list = auditList(page);
    await list.getByRole('listitem').nth(2).waitFor();
    const texts = await list.getByRole('listitem').allTextContents();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('회사 추가');
    expect(texts[0]).toContain('동네전자');
    expect(texts[1]).toContain('정지 해제');
    expect(texts[2]).toContain('이용 정지');
    expect(texts[2]).toContain('광고 글 반복 게시');
    expect(texts[2]).toContain(`운영자김 (#${operator.user.id})`);
    expect(texts[2]).toContain(`회원 #${member.user.id}`);
    await shootInPlace(page, 'admin-audit');

    await page.getByRole('combobox', { name: '처리 종류' }).selectOption({ label: '이용 정지' });
    await page.getByRole('textbox', { name: '처리한 사람 ID' }).fill(String(operator.user.id));
    await page.getByRole('button', { name: '적용' }).click();
    await list.getByRole('listitem').filter({ hasText: '정지 해제' }).waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(1);

    await page.getByRole('textbox', { name: '처리한 사람 ID' }).fill('abc');
    await page.getByRole('button', { name: '적용' }).click();
    await page.getByText('1 이상의 숫자로 입력해주세요').waitFor();
  });

  it('shows the reports queue', async () => {
    await page.goto('/admin');
    // Until the reports server is merged into this branch the queue route does not exist: for the
    // screenshots only, the queue answers with a fixed page shaped like reportQueuePageSchema.
    const probe = await fetch(`${app.baseUrl}/api/admin/reports`, { headers: { authorization: `Bearer ${operator.accessToken}` } });
    if (probe.status === 404) {
      await page.route('**/api/admin/reports?*', (route) => route.fulfill({ json: REPORTS_FOR_SCREENSHOT }));
      await page.reload();
    }
    await page.getByRole('tablist', { name: '신고 상태' }).waitFor();
    await page.getByRole('tab', { name: '처리 대기', selected: true }).waitFor();
    await page.locator('[role="tabpanel"]').last().locator(':scope > *').first().waitFor();
    await shootInPlace(page, 'admin-reports', (shot) => shot.getByRole('status').waitFor({ state: 'detached' }));
  });
});

const REPORTS_FOR_SCREENSHOT = {
  content: [
    {
      targetType: 'POST',
      targetId: 41,
      snapshot: {
        text: '싸게 팝니다! 연락주세요 010-0000-0000\n오늘만 특가입니다',
        imageUrls: [],
        authorId: 7,
        authorNickname: '광고왕',
        groupId: 3,
        groupName: '한강 러닝 크루',
      },
      isHidden: true,
      isDeleted: false,
      reportCount: 3,
      reports: [
        {
          id: 1,
          reporterId: 11,
          reporterNickname: '달리는곰',
          reason: 'SPAM',
          detail: '같은 광고를 매일 올려요',
          createdAt: '2026-11-20T01:00:00.000Z',
        },
        { id: 2, reporterId: 12, reporterNickname: '새벽러너', reason: 'SPAM', detail: null, createdAt: '2026-11-20T02:00:00.000Z' },
        {
          id: 3,
          reporterId: 13,
          reporterNickname: '한강토끼',
          reason: 'PRIVACY',
          detail: '전화번호가 그대로 보여요',
          createdAt: '2026-11-20T03:00:00.000Z',
        },
      ],
      firstReportedAt: '2026-11-20T01:00:00.000Z',
      resolvedAt: null,
      resolution: null,
      resolutionReason: null,
    },
    {
      targetType: 'USER',
      targetId: 9,
      snapshot: {
        text: '나쁜말쟁이\n자기소개에 욕설',
        imageUrls: [],
        authorId: 9,
        authorNickname: '나쁜말쟁이',
        groupId: null,
        groupName: null,
      },
      isHidden: false,
      isDeleted: false,
      reportCount: 1,
      reports: [
        {
          id: 4,
          reporterId: 14,
          reporterNickname: '보드게임러',
          reason: 'ABUSE',
          detail: '닉네임이 욕설입니다',
          createdAt: '2026-11-21T01:00:00.000Z',
        },
      ],
      firstReportedAt: '2026-11-21T01:00:00.000Z',
      resolvedAt: null,
      resolution: null,
      resolutionReason: null,
    },
  ],
  number: 0,
  size: 20,
  totalElements: 2,
  totalPages: 1,
  first: true,
  last: true,
  empty: false,
};
