import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps, uniqueEmail } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// The operators' console (contract §13): an operator named by ADMIN_EMAILS reaches /admin
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
    // The unfiltered list stays on screen until the search answers: wait for the operator to leave it.
    await userList(page).getByRole('listitem', { name: '운영자김' }).waitFor({ state: 'detached' });
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
    await expectSuspendedLogin(memberPage, member);
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

  it('queues a post three members reported and hidden: the operator dismisses it, hides another, suspends an author', async () => {
    // Setup through the API: a group with an author, three reporters and a fourth member, and three posts.
    const owner = await createAccount(app, { prefix: 'owner', nickname: '러닝크루장' });
    const author = await createAccount(app, { prefix: 'author', nickname: '광고왕', password: PASSWORD });
    const reporters = [
      await createAccount(app, { prefix: 'rep1', nickname: '달리는곰' }),
      await createAccount(app, { prefix: 'rep2', nickname: '새벽러너' }),
      await createAccount(app, { prefix: 'rep3', nickname: '한강토끼' }),
    ];
    const viewer = await createAccount(app, { prefix: 'viewer', nickname: '지나가던회원' });
    const groupId = (await createGroupWithMembers(app, owner, [author, ...reporters, viewer], { name: '한강 러닝 크루' })).id;
    const post = async (content: string) =>
      (await api<{ id: number }>(app, '/posts', { token: author.accessToken, body: { groupId, content, imageUrls: [] } })).id;
    const dismissed = await post(AD_TEXT);
    const hidden = await post(PHONE_TEXT);
    const suspended = await post(ABUSE_TEXT);

    // Each reporter reports from the post's ⋮ menu; three reports hide the first post.
    const reporterContexts: BrowserContext[] = [];
    for (const reporter of reporters) reporterContexts.push(await signedInContext(browser, app, reporter));
    const [first, second, third] = reporterContexts as [BrowserContext, BrowserContext, BrowserContext];
    await reportPost(first, dismissed, '스팸/광고', '같은 광고를 매일 올려요');
    await reportPost(second, dismissed, '스팸/광고');
    await reportPost(third, dismissed, '개인정보 노출', '전화번호가 그대로 보여요');
    await reportPost(first, hidden, '개인정보 노출', '다른 사람 번호를 올렸어요');
    await reportPost(second, suspended, '욕설/괴롭힘');

    const viewerContext = await signedInContext(browser, app, viewer);
    const viewerPage = await viewerContext.newPage();
    await viewerPage.goto(`/posts/${dismissed}`);
    await viewerPage.getByRole('article').getByText(HIDDEN).waitFor();
    expect(await viewerPage.getByRole('article').getByText(AD_TEXT).count()).toBe(0);

    // The operator's queue: the hidden post with its content, group, author, count and reasons.
    page ??= await operatorContext.newPage();
    await page.goto('/admin');
    await tabs(page).getByRole('tab', { name: '신고 목록', selected: true }).waitFor();
    await page.getByRole('tab', { name: '처리 대기', selected: true }).waitFor();
    const queue = page.getByRole('list', { name: '신고된 대상 목록' });
    const card = (id: number) => queue.getByRole('listitem', { name: `게시글 #${id}`, exact: true });
    await card(suspended).waitFor();
    expect(await queue.getByRole('listitem', { name: /^게시글 #/ }).count()).toBe(3);
    const adCard = await card(dismissed).textContent();
    for (const expected of [
      AD_TEXT,
      '신고 3건',
      '가려짐',
      '광고왕',
      '한강 러닝 크루',
      '스팸/광고',
      '개인정보 노출',
      '달리는곰',
      '전화번호가 그대로 보여요',
    ])
      expect(adCard).toContain(expected);
    expect(await card(dismissed).getByRole('button', { name: '가리기' }).count()).toBe(0);
    // Not hidden: nothing to lift.
    await card(hidden).getByRole('button', { name: '문제 없음', exact: true }).waitFor();
    await shootInPlace(page, 'admin-reports', () => card(suspended).waitFor());

    // Dismissed: the post shows again to the fourth member.
    await resolve(page, card(dismissed), '문제 없음 (가림 해제)', '광고가 아닌 중고 거래 안내로 확인');
    await card(dismissed).waitFor({ state: 'detached' });
    await viewerPage.reload();
    await viewerPage.getByRole('article').getByText(AD_TEXT).waitFor();
    expect(await viewerPage.getByRole('article').getByText(HIDDEN).count()).toBe(0);

    // Hidden by the operator: now members see the placeholder.
    await viewerPage.goto(`/posts/${hidden}`);
    await viewerPage.getByRole('article').getByText(PHONE_TEXT).waitFor();
    await resolve(page, card(hidden), '가리기', '타인의 전화번호 노출');
    await card(hidden).waitFor({ state: 'detached' });
    await viewerPage.reload();
    await viewerPage.getByRole('article').getByText(HIDDEN).waitFor();
    expect(await viewerPage.getByRole('article').getByText(PHONE_TEXT).count()).toBe(0);

    // Suspending the author: their open page ends by itself and logging in again is refused.
    const authorContext = await signedInContext(browser, app, author, { viewport: 'mobile' });
    const authorPage = await authorContext.newPage();
    await authorPage.goto('/profile');
    await authorPage.getByRole('heading', { name: '광고왕' }).waitFor();
    await authorPage.waitForTimeout(1_000);
    await card(suspended).getByRole('button', { name: '작성자 이용 정지' }).click();
    const dialog = page.getByRole('dialog', { name: '광고왕님을 이용 정지할까요?' });
    await dialog.getByRole('combobox', { name: '정지 기간' }).selectOption({ label: '30일' });
    await dialog.getByRole('textbox', { name: '사유' }).fill('욕설 글 반복');
    await shootInPlace(page, 'admin-reports-resolve', (shot) => shot.getByRole('dialog').waitFor());
    await dialog.getByRole('button', { name: '처리하기' }).click();
    await toast(page, '신고를 처리했어요.').waitFor();
    await card(suspended).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '처리할 신고가 없어요' }).waitFor();
    await expectSuspendedLogin(authorPage, author);

    // 처리 완료 lists all three with what was done and why.
    await page.getByRole('tab', { name: '처리 완료' }).click();
    await card(dismissed).waitFor();
    const done = async (id: number) => (await card(id).textContent()) ?? '';
    expect(await done(dismissed)).toContain('처리: 문제 없음');
    expect(await done(dismissed)).toContain('광고가 아닌 중고 거래 안내로 확인');
    expect(await done(hidden)).toContain('처리: 가리기');
    expect(await done(suspended)).toContain('처리: 작성자 이용 정지');
    expect(await card(dismissed).getByRole('button').count()).toBe(0);
    await toast(page, '신고를 처리했어요.').waitFor({ state: 'detached' });
    await shootInPlace(page, 'admin-reports-resolved', () => card(dismissed).waitFor());

    // Every reporter hears the report was looked at (never what was done to the author).
    const bellPage = await third.newPage();
    await bellPage.goto('/');
    await bellPage
      .getByRole('link', { name: /^알림 \d+개 읽지 않음$/ })
      .first()
      .click();
    await bellPage.waitForURL('**/notifications');
    const notices = bellPage.getByRole('list', { name: '알림 목록' }).getByRole('listitem').filter({ hasText: '신고 처리 안내' });
    await notices.first().waitFor();
    expect(await notices.count()).toBe(1);
    expect(await notices.first().textContent()).toContain('신고하신 내용을 검토했습니다');
    const firstNotices = await api<{ content: { type: string }[] }>(app, '/notifications', { token: reporters[0]?.accessToken });
    expect(firstNotices.content.filter((notice) => notice.type === 'REPORT_RESOLVED')).toHaveLength(2);

    // The audit log has the operator's three acts, newest first.
    await tabs(page).getByRole('tab', { name: '감사 기록' }).click();
    const list = auditList(page);
    await list.getByRole('listitem').filter({ hasText: '욕설 글 반복' }).waitFor();
    const texts = (await list.getByRole('listitem').allTextContents()).slice(0, 3);
    expect(texts[0]).toContain('이용 정지');
    expect(texts[0]).toContain(`회원 #${author.user.id}`);
    expect(texts[1]).toContain('콘텐츠 가리기');
    expect(texts[1]).toContain(`게시글 #${hidden}`);
    expect(texts[2]).toContain('신고 기각');
    expect(texts[2]).toContain(`게시글 #${dismissed}`);
    for (const text of texts) expect(text).toContain(`운영자김 (#${operator.user.id})`);

    for (const context of [...reporterContexts, viewerContext, authorContext]) await context.close();
    // Six people, five reports in the browser and three resolutions: about a minute on a busy machine.
  }, 180_000);
});

const HIDDEN = '신고가 접수되어 가려진 내용입니다.';
const AD_TEXT = '러닝화 단돈 만원! 연락주세요 010-0000-0000';
const PHONE_TEXT = '지난주 같이 뛴 분 번호 공유해요 010-1234-5678';
const ABUSE_TEXT = '느림보들은 나오지 마세요. 민폐입니다.';

/** A suspended account's open page ends by itself at /login, and signing in again is refused with the reason. */
async function expectSuspendedLogin(on: Page, account: Account): Promise<void> {
  await on.waitForURL('**/login', { timeout: 10_000 });
  await on.getByLabel('이메일', { exact: true }).fill(account.email);
  await on.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await on.getByRole('button', { name: '로그인', exact: true }).click();
  await on
    .getByText(/이용이 정지된 계정입니다/)
    .first()
    .waitFor();
}

/** A member reports a post from its ⋮ menu with `reason` (and `detail`), and is thanked. */
async function reportPost(context: BrowserContext, postId: number, reason: string, detail?: string): Promise<void> {
  const reporterPage = await context.newPage();
  await reporterPage.goto(`/posts/${postId}`);
  await reporterPage.getByRole('button', { name: '게시글 메뉴' }).click();
  await reporterPage.getByRole('menuitem', { name: '신고하기' }).click();
  const dialog = reporterPage.getByRole('dialog', { name: '게시글 신고' });
  await dialog.getByRole('radio', { name: reason }).check();
  if (detail) await dialog.getByRole('textbox', { name: '상세 내용 (선택)' }).fill(detail);
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await toast(reporterPage, '신고가 접수되었습니다').waitFor();
  await reporterPage.close();
}

/** The operator resolves one queue item with `action`, giving `reason`, and is told it is done. */
async function resolve(on: Page, item: Locator, action: string, reason: string): Promise<void> {
  await item.getByRole('button', { name: action, exact: true }).click();
  const dialog = on.getByRole('dialog', { name: `${action} 처리할까요?` });
  await dialog.getByRole('textbox', { name: '사유' }).fill(reason);
  await dialog.getByRole('button', { name: '처리하기' }).click();
  await toast(on, '신고를 처리했어요.').waitFor();
  await toast(on, '신고를 처리했어요.').waitFor({ state: 'detached' });
}
