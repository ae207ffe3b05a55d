import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, phonePage, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace } from '../support/screenshots.ts';

// 사진첩 (contract §20) on a phone: a post's two photos and a chat photo are already there; once the
// 정모 has started its organiser adds two photos from the event's page; a member finds all five in
// the group's album, newest first in months, keeps one event's with the filter, and walks them in
// the lightbox by swipe and arrow keys to the post they came from; the organiser deletes a photo.
const EVENT_TITLE = '토요일 북한산 정모';

let app: RunningApp;
let browser: Browser;
let owner: Account;
let poster: Account;
let chatter: Account;
const contexts: BrowserContext[] = [];
let groupId = 0;
let eventId = 0;
let eventStart = 0;
let postId = 0;

/** A real PNG drawn by the browser's canvas in `hue`, so the journey needs no binary fixture. */
async function photo(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    if (!context) return '';
    const sky = context.createLinearGradient(0, 0, 480, 360);
    sky.addColorStop(0, `hsl(${h} 80% 70%)`);
    sky.addColorStop(1, `hsl(${(h + 60) % 360} 70% 45%)`);
    context.fillStyle = sky;
    context.fillRect(0, 0, 480, 360);
    context.fillStyle = '#2d5a3d';
    context.fillRect(0, 280, 480, 80);
    return canvas.toDataURL('image/png');
  }, hue);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Uploads images as a post's (the composer's first step) through the API and answers their URLs. */
async function upload(account: Account, images: Buffer[]): Promise<string[]> {
  const form = new FormData();
  for (const [index, bytes] of images.entries())
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${index}.png`);
  const response = await fetch(`${app.baseUrl}/api/images/upload/post`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.accessToken}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { imageUrls: string[] }).imageUrls;
}

/** The album's photo tiles in the order they are shown, by their accessible names. */
const tileNames = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .getByRole('button')
    .evaluateAll((tiles) => tiles.map((tile) => tile.querySelector('img')?.alt ?? ''));

describe('album journey', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'albumowner', nickname: '북한산대장' });
    poster = await createAccount(app, { prefix: 'poster', nickname: '망원사진가' });
    chatter = await createAccount(app, { prefix: 'chatter', nickname: '연남러너' });
    groupId = (await createGroupWithMembers(app, owner, [poster, chatter])).id;
    // Photos go to an event from its start on: this one starts while the post and chat photos are made.
    eventStart = Date.now() + 15_000;
    eventId = (
      await api<{ id: number }>(app, '/events', {
        token: owner.accessToken,
        body: {
          groupId,
          title: EVENT_TITLE,
          eventDate: new Date(eventStart).toISOString(),
          location: '북한산 우이역 2번 출구',
          maxParticipants: 12,
        },
      })
    ).id;
    const drawer = await phonePage(browser, app, poster, contexts);
    await drawer.goto('/terms');
    const postUrls = await upload(poster, [await photo(drawer, 20), await photo(drawer, 140)]);
    postId = (
      await api<{ id: number }>(app, '/posts', {
        token: poster.accessToken,
        body: { groupId, content: '지난주 등산 사진이에요', imageUrls: postUrls },
      })
    ).id;
    const [chatUrl] = await upload(chatter, [await photo(drawer, 260)]);
    await api(app, `/groups/${groupId}/chat/messages`, { token: chatter.accessToken, body: { message: chatUrl, messageType: 'IMAGE' } });
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stopApps();
  });

  it('lets the organiser add photos from the page of the 정모 once it has started', async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, eventStart - Date.now() + 1_000)));
    const page = await phonePage(browser, app, owner, contexts);
    await page.goto(`/events/${eventId}`);
    const section = page.getByRole('region', { name: /정모 사진/ });
    await section.getByText('한 번에 10장까지 올릴 수 있어요').waitFor();
    await section.getByLabel('사진 올리기').setInputFiles([
      { name: 'summit.png', mimeType: 'image/png', buffer: await photo(page, 200) },
      { name: 'lunch.png', mimeType: 'image/png', buffer: await photo(page, 320) },
    ]);
    await toast(page, '사진 2장을 올렸어요').waitFor();
    await section
      .getByRole('button', { name: /북한산대장님이 일정에 올린 사진/ })
      .first()
      .waitFor();
    expect(await section.getByRole('button', { name: /북한산대장님이 일정에 올린 사진/ }).count()).toBe(2);
    await shootInPlace(page, 'album-event-photos', (shot) =>
      shot
        .getByRole('region', { name: /정모 사진/ })
        .getByRole('img')
        .first()
        .waitFor(),
    );
  });

  it('gathers the post, chat and event photos in the album, newest first, filterable by event', async () => {
    const page = await phonePage(browser, app, chatter, contexts);
    await page.goto(`/groups/${groupId}?tab=photos`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: '사진첩 5' }).waitFor();
    await panel.getByRole('region', { name: /^\d{4}년 \d{1,2}월$/ }).waitFor();
    const names = await tileNames(page);
    expect(names.map((name) => name.split(',')[0])).toEqual([
      '북한산대장님이 일정에 올린 사진',
      '북한산대장님이 일정에 올린 사진',
      '연남러너님이 채팅에 올린 사진',
      '망원사진가님이 게시글에 올린 사진',
      '망원사진가님이 게시글에 올린 사진',
    ]);
    await shootInPlace(page, 'album-tab', (shot) => shot.getByRole('tabpanel').getByRole('heading', { name: '사진첩 5' }).waitFor());

    const filter = panel.getByRole('group', { name: '일정별로 보기' });
    await filter.getByRole('button', { name: EVENT_TITLE }).click();
    await panel.getByRole('heading', { name: '사진첩 2' }).waitFor();
    expect(page.url()).toContain(`eventId=${eventId}`);
    expect((await tileNames(page)).every((name) => name.startsWith('북한산대장님이 일정에'))).toBe(true);
    await filter.getByRole('button', { name: '전체' }).click();
    await panel.getByRole('heading', { name: '사진첩 5' }).waitFor();
  });

  it('walks the photos in the lightbox by swipe and arrow keys, to the post one came from', async () => {
    const page = await phonePage(browser, app, chatter, contexts);
    await page.goto(`/groups/${groupId}?tab=photos`);
    await page.getByRole('button', { name: /연남러너님이 채팅에 올린 사진/ }).click();
    const viewer = page.getByRole('dialog', { name: '이미지 크게 보기' });
    await viewer.getByText('3 / 5').waitFor();
    await viewer.getByRole('link', { name: '채팅에서 보기' }).waitFor();

    // A thumb's flick to the left shows the next photo.
    const box = await viewer.getByRole('img').boundingBox();
    if (!box) throw new Error('the lightbox shows no image');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 6 });
    await page.mouse.up();
    await viewer.getByText('4 / 5').waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('5 / 5').waitFor();
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText('4 / 5').waitFor();
    await shootInPlace(page, 'album-lightbox', (shot) => shot.getByRole('dialog', { name: '이미지 크게 보기' }).getByRole('img').waitFor());
    await viewer.getByRole('link', { name: '게시글 보기' }).click();
    await page.waitForURL(`**/posts/${postId}`);
    await page.getByRole('article').getByText('지난주 등산 사진이에요').waitFor();
  });

  it('lets the organiser delete an event photo from the lightbox', async () => {
    const page = await phonePage(browser, app, owner, contexts);
    await page.goto(`/groups/${groupId}?tab=photos`);
    await page
      .getByRole('button', { name: /북한산대장님이 일정에 올린 사진/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: '이미지 크게 보기' });
    // Only an event photo can be deleted here; a post's or a message's goes with its source.
    await viewer.getByRole('button', { name: '사진 삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '이 사진을 삭제할까요?' });
    await confirm.getByRole('button', { name: '사진 삭제' }).click();
    await toast(page, '사진을 삭제했어요').waitFor();
    await page.getByRole('tabpanel').getByRole('heading', { name: '사진첩 4' }).waitFor();
    await page.getByRole('button', { name: /연남러너님이 채팅에 올린 사진/ }).click();
    await viewer.getByText('2 / 4').waitFor();
    expect(await viewer.getByRole('button', { name: '사진 삭제' }).count()).toBe(0);
  });
});
