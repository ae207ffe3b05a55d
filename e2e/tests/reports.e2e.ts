import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// Contract §11: three members report a post (one through the dialog, two through the API); a
// fourth member then sees the placeholder in the group's list and on the post, and its author sees
// the post with the note that only they see it.
const POST_TEXT = '단돈 만원! 최저가 러닝화 판매합니다. 링크 클릭';
const HIDDEN = '신고가 접수되어 가려진 내용입니다.';
const AUTHOR_NOTE = '신고로 가려진 글입니다 (작성자에게만 보임)';

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
const DOC_SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

let app: RunningApp;
let browser: Browser;
let author: Account;
let reporters: Account[];
let viewer: Account;
const contexts: BrowserContext[] = [];
let groupId = 0;
let postId = 0;

describe('reports journey', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    const owner = await createAccount(app, { prefix: 'owner', nickname: '러닝크루장' });
    author = await createAccount(app, { prefix: 'author', nickname: '광고왕' });
    reporters = [
      await createAccount(app, { prefix: 'rep1', nickname: '신고자하나' }),
      await createAccount(app, { prefix: 'rep2', nickname: '신고자둘' }),
      await createAccount(app, { prefix: 'rep3', nickname: '신고자셋' }),
    ];
    viewer = await createAccount(app, { prefix: 'viewer', nickname: '지나가던회원' });
    groupId = (await createGroupWithMembers(app, owner, [author, ...reporters, viewer])).id;
    postId = (await api<{ id: number }>(app, '/posts', { token: author.accessToken, body: { groupId, content: POST_TEXT, imageUrls: [] } }))
      .id;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('lets a member report a post from its ⋮ menu: six reasons, optional detail, a thank-you', async () => {
    const context = await signedInContext(browser, app, reporters[0] as Account);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/posts/${postId}`);
    await page.getByRole('article').getByText(POST_TEXT).waitFor();
    await page.getByRole('button', { name: '게시글 메뉴' }).click();
    await page.getByRole('menuitem', { name: '신고하기' }).click();
    const dialog = page.getByRole('dialog', { name: '게시글 신고' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(6);
    await dialog.getByRole('radio', { name: '스팸/광고' }).check();
    await dialog.getByRole('textbox', { name: '상세 내용 (선택)' }).fill('같은 광고를 여러 모임에 올리고 있어요.');
    await shootInPlace(page, 'reports-dialog', (shot) => shot.getByRole('dialog', { name: '게시글 신고' }).waitFor());
    await dialog.getByRole('button', { name: '신고하기' }).click();
    await toast(page, '신고가 접수되었습니다').waitFor();
    expect(await dialog.isVisible()).toBe(false);

    // A second report of the same post is told so.
    await page.getByRole('button', { name: '게시글 메뉴' }).click();
    await page.getByRole('menuitem', { name: '신고하기' }).click();
    await dialog.getByRole('radio', { name: '기타' }).check();
    await dialog.getByRole('button', { name: '신고하기' }).click();
    await toast(page, '이미 신고했습니다').waitFor();

    await mkdir(DOC_SHOTS, { recursive: true });
    for (const size of ['mobile', 'desktop'])
      await copyFile(path.join(ARTIFACTS, `reports-dialog-${size}.png`), path.join(DOC_SHOTS, `reports-dialog-${size}.png`));
  });

  it('hides the post after three reporters: a fourth member sees the placeholder, its author the note', async () => {
    for (const reporter of reporters.slice(1))
      await api(app, '/reports', { token: reporter.accessToken, body: { targetType: 'POST', targetId: postId, reason: 'SPAM' } });

    const viewerContext = await signedInContext(browser, app, viewer);
    contexts.push(viewerContext);
    const page = await viewerContext.newPage();
    await page.goto(`${app.baseUrl}/groups/${groupId}`);
    await page.getByText(HIDDEN).first().waitFor();
    expect(await page.getByText(POST_TEXT).count()).toBe(0);
    // The post page also names itself in a screen-reader heading: the article is what members read.
    await page.goto(`${app.baseUrl}/posts/${postId}`);
    await page.getByRole('article').getByText(HIDDEN).waitFor();
    expect(await page.getByText(POST_TEXT).count()).toBe(0);
    await shootInPlace(page, 'reports-hidden', (shot) => shot.getByRole('article').getByText(HIDDEN).waitFor());

    const authorContext = await signedInContext(browser, app, author);
    contexts.push(authorContext);
    const own = await authorContext.newPage();
    await own.goto(`${app.baseUrl}/posts/${postId}`);
    await own.getByRole('article').getByText(AUTHOR_NOTE).waitFor();
    expect(await own.getByRole('article').getByText(POST_TEXT).isVisible()).toBe(true);
    await shootInPlace(own, 'reports-author-note', (shot) => shot.getByRole('article').getByText(AUTHOR_NOTE).waitFor());
    for (const name of ['reports-hidden', 'reports-author-note'])
      for (const size of ['mobile', 'desktop'])
        await copyFile(path.join(ARTIFACTS, `${name}-${size}.png`), path.join(DOC_SHOTS, `${name}-${size}.png`));
  });
});
