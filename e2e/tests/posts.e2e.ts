import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, newContext, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { screenshot, shootFull, shootScreen } from '../support/screenshots.ts';

// The posts journey of spec §2 (posts tab, post card, Post detail) and §4 (Post like, Comment
// creation): A writes a post with three photos, B likes it and answers A's comment, A edits the
// post on its own screen and deletes the comment, and a guest reads it but must log in to like.
const POST_TEXT = '토요일 아침 한강 러닝 사진이에요. 다음 주도 같이 달려요!';
const EDITED_TEXT = '토요일 아침 한강 러닝 사진이에요. 다음 주는 반포대교까지 가요!';
const COMMENT = '다음 주 정기런은 7시 여의나루역 2번 출구예요.';
const REPLY = '좋아요! 저도 참석할게요.';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let author: Account;
let liker: Account;
let authorContext: BrowserContext;
let likerContext: BrowserContext;
let groupId = 0;
let postPath = '';

/** Three different real PNGs drawn by the browser's canvas, so the journey needs no fixture files. */
async function photos(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const urls = await page.evaluate(() =>
    [
      ['#ffb37a', '#5b8def'],
      ['#9be7c4', '#2d6a4f'],
      ['#f6d365', '#fda085'],
    ].map(([from, to]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const context = canvas.getContext('2d');
      if (!context) return '';
      const sky = context.createLinearGradient(0, 0, 1200, 900);
      sky.addColorStop(0, from ?? '#fff');
      sky.addColorStop(1, to ?? '#000');
      context.fillStyle = sky;
      context.fillRect(0, 0, 1200, 900);
      // Noise keeps the PNG large enough that the upload takes a visible moment on a slowed link.
      for (let i = 0; i < 6000; i += 1) {
        context.fillStyle = `rgba(255,255,255,${Math.random() * 0.5})`;
        context.fillRect(Math.random() * 1200, Math.random() * 900, 6, 6);
      }
      return canvas.toDataURL('image/png');
    }),
  );
  return urls.map((url, index) => ({
    name: `run-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(url.split(',')[1] ?? '', 'base64'),
  }));
}

describe('posts journey', () => {
  beforeAll(async () => {
    // The run command builds the web app first; building it again inside the start would eat the
    // harness's health budget on a busy machine.
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'owner', nickname: '한강크루장' });
    author = await createAccount(app, { prefix: 'author', nickname: '새벽러너' });
    liker = await createAccount(app, { prefix: 'liker', nickname: '망원러너' });
    groupId = (await createGroupWithMembers(app, owner, [author, liker])).id;
    authorContext = await signedInContext(browser, app, author);
    likerContext = await signedInContext(browser, app, liker);
  });

  afterAll(async () => {
    await authorContext?.close();
    await likerContext?.close();
    await browser?.close();
    await stopApps();
  });

  it('lets a member write a post with three photos, with upload progress, in the posts tab', async () => {
    const page = await authorContext.newPage();
    await page.goto(`/groups/${groupId}`);
    await page.getByRole('tab', { name: '게시글', selected: true }).waitFor();
    await page.getByText('아직 게시글이 없어요').waitFor();

    // Empty text is refused before anything is sent (spec §5).
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await page.getByText('내용을 입력해주세요').waitFor();

    await page.getByRole('textbox', { name: '내용' }).fill(POST_TEXT);
    await page.getByLabel('사진 추가', { exact: true }).setInputFiles(await photos(page));
    await page.getByRole('button', { name: '사진 추가 3/10' }).waitFor();
    expect(await page.getByRole('img', { name: /첨부한 이미지/ }).count()).toBe(3);

    // A slow upload link, so the progress bar has time to be seen.
    const cdp = await authorContext.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 400_000 });
    await page.getByRole('button', { name: '등록', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: '사진 업로드 진행률' });
    await progress.waitFor();
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await toast(page, '게시글이 등록되었습니다.').waitFor({ timeout: 30_000 });
    const card = page.getByRole('article').filter({ hasText: POST_TEXT });
    await card.waitFor();
    expect(await card.locator('[data-layout="grid"]').count()).toBe(1);
    expect(await card.getByRole('img', { name: /게시글 이미지 \d\/3/ }).count()).toBe(3);
    expect(await page.getByRole('textbox', { name: '내용' }).inputValue()).toBe('');
    postPath = (await card.getByRole('link', { name: POST_TEXT }).getAttribute('href')) ?? '';
    expect(postPath).toMatch(/^\/posts\/\d+$/);

    // The lightbox: keyboard moves, a counter, Escape closes.
    await card.getByRole('button', { name: /게시글 이미지 1\/3/ }).click();
    const viewer = page.getByRole('dialog', { name: '이미지 크게 보기' });
    await viewer.getByText('1 / 3').waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('2 / 3').waitFor();
    await screenshot(page, 'post-lightbox-desktop');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await shootScreen(authorContext, `/groups/${groupId}`, 'posts-tab', (shot) => shot.getByRole('article').first().waitFor());

    // A comment of the author's own, for B to answer.
    await page.goto(postPath);
    await page.getByRole('textbox', { name: '댓글 쓰기' }).fill(COMMENT);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await toast(page, '댓글이 등록되었습니다.').waitFor();
    await page.getByRole('heading', { name: '댓글 1' }).waitFor();
    await page.close();
  }, 120_000);

  it('lets a second member like the post and reply to the comment', async () => {
    const page = await likerContext.newPage();
    await page.goto(postPath);
    const like = page.getByRole('button', { name: /좋아요/ });
    await like.waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await page.getByRole('button', { name: '좋아요 1', pressed: true }).waitFor();

    const comment = page.getByRole('listitem').filter({ hasText: COMMENT }).first();
    // The comment form stays off while empty (spec §2 Post detail).
    await comment.getByRole('button', { name: `${author.nickname}님에게 답글` }).click();
    const replyBox = page.getByRole('textbox', { name: `${author.nickname}님에게 답글 쓰기` });
    expect(await replyBox.evaluate((node) => node === document.activeElement)).toBe(true);
    const submit = comment.getByRole('button', { name: '등록', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await replyBox.fill(REPLY);
    await submit.click();
    await toast(page, '댓글이 등록되었습니다.').waitFor();
    await page.getByRole('list', { name: '답글 1개' }).getByText(REPLY).waitFor();
    await page.getByRole('heading', { name: '댓글 2' }).waitFor();
    await page.close();
  });

  it('lets the author edit the post on /posts/{id}/edit and delete the comment', async () => {
    const page = await authorContext.newPage();
    await page.goto(postPath);
    await page.getByRole('button', { name: '좋아요 1' }).waitFor();
    await page.getByRole('button', { name: '게시글 메뉴' }).click();
    await page.getByRole('menuitem', { name: '수정' }).click();
    await page.waitForURL(`${app.baseUrl}${postPath}/edit`);
    const text = page.getByRole('textbox', { name: '내용' });
    await page.getByRole('heading', { name: '게시글 수정' }).waitFor();
    expect(await text.inputValue()).toBe(POST_TEXT);
    expect(await page.getByRole('img', { name: /첨부한 이미지/ }).count()).toBe(3);
    await shootScreen(authorContext, `${postPath}/edit`, 'post-edit', (shot) =>
      shot.getByRole('img', { name: '첨부한 이미지 3' }).waitFor(),
    );

    await text.fill(EDITED_TEXT);
    await page.getByRole('button', { name: '이미지 3 삭제' }).click();
    await page.getByRole('button', { name: '사진 추가 2/10' }).waitFor();
    await page.getByRole('button', { name: '수정 완료' }).click();
    await page.waitForURL(`${app.baseUrl}${postPath}`);
    await toast(page, '게시글이 수정되었습니다.').waitFor();
    await page.getByText(EDITED_TEXT).waitFor();
    expect(await page.getByRole('img', { name: /게시글 이미지 \d\/2/ }).count()).toBe(2);

    // The comment has a reply, so it stays as the placeholder and the reply keeps its place.
    await page.getByRole('button', { name: `${author.nickname}님의 댓글 삭제` }).click();
    const confirm = page.getByRole('dialog', { name: '댓글을 삭제할까요?' });
    await confirm.getByRole('button', { name: '삭제하기' }).click();
    await toast(page, '댓글이 삭제되었습니다.').waitFor();
    await page.getByText('삭제된 댓글입니다.').waitFor();
    expect(await page.getByText(COMMENT).count()).toBe(0);
    expect(await page.getByText(REPLY).isVisible()).toBe(true);
    await page.getByRole('heading', { name: '댓글 1' }).waitFor();
    await shootScreen(authorContext, postPath, 'post-detail', (shot) => shot.getByText(REPLY).waitFor());
    await page.close();

    // Someone else on the edit screen is told so and sent back to the post.
    const intruder = await likerContext.newPage();
    await intruder.goto(`${postPath}/edit`);
    await intruder.waitForURL(`${app.baseUrl}${postPath}`);
    await toast(intruder, '작성자만 수정할 수 있습니다.').waitFor();
    await intruder.close();
  }, 120_000);

  it('lets a guest read the post of a public group but asks them to log in to like it', async () => {
    const context = await newContext(browser, app.baseUrl);
    const page = await context.newPage();
    await page.goto(postPath);
    await page.getByText(EDITED_TEXT).waitFor();
    await page.getByText(REPLY).waitFor();
    await page.getByRole('button', { name: '좋아요 1' }).click();
    await toast(page, '로그인이 필요합니다').waitFor();
    expect(await page.getByRole('button', { name: '좋아요 1', pressed: false }).isVisible()).toBe(true);
    expect(await page.getByText('로그인하고 댓글을 남겨보세요.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '게시글 메뉴' }).count()).toBe(0);
    await shootFull(page, 'post-detail-guest-desktop');

    await page.goto('/posts/987654');
    await page.getByRole('heading', { name: '게시글을 찾을 수 없습니다.' }).waitFor();
    await context.close();
  });
});
