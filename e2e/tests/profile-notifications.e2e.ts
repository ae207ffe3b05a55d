import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace, shootScreen } from '../support/screenshots.ts';

// Spec §2 Notifications and Profile: A runs a group B joins, and A joins B's group; each likes the
// other's post. A sees the unread badge, opens a notification, clears the list, then edits the
// profile and interests; B's profile shows A no edit buttons.
let app: RunningApp;
let browser: Browser;
let alice: Account;
let bora: Account;
let aliceContext: BrowserContext;
let aliceGroupId = 0;

/** The number under a count label in the profile's header card. */
async function headerCount(page: Page, label: string): Promise<string> {
  return (
    (await page
      .locator('dl div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd')
      .first()
      .textContent()) ?? ''
  );
}

/** A real PNG drawn by the browser's canvas, so the journey needs no binary fixture file. */
async function portrait(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#ffd7b5';
    context.fillRect(0, 0, 400, 400);
    context.fillStyle = '#d2470a';
    context.beginPath();
    context.arc(200, 160, 80, 0, Math.PI * 2);
    context.fill();
    context.fillRect(90, 270, 220, 130);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

describe('profile and notifications journey', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    alice = await createAccount(app, { prefix: 'alice', nickname: '성수동러너' });
    bora = await createAccount(app, { prefix: 'bora', nickname: '망원책방' });
    const run = await createGroupWithMembers(app, alice, [bora], {
      name: '성수 새벽 러닝 크루',
      description: '출근 전 서울숲을 한 바퀴 달려요.',
      tags: [],
    }); // → Alice: GROUP_JOIN
    await createGroupWithMembers(app, bora, [alice], {
      name: '망원 동네 책모임',
      description: '한 달에 한 권 읽고 이야기해요.',
      locationId: 14,
      tags: [],
    }); // → Bora: GROUP_JOIN
    aliceGroupId = run.id;
    const alicePost = await api<{ id: number }>(app, '/posts', {
      token: alice.accessToken,
      body: { groupId: run.id, content: '내일 아침 6시 반, 서울숲 입구에서 만나요!' },
    });
    const boraPost = await api<{ id: number }>(app, '/posts', {
      token: bora.accessToken,
      body: { groupId: run.id, content: '처음 왔어요. 잘 부탁드려요.' },
    });
    await api(app, `/posts/${alicePost.id}/like`, { method: 'POST', token: bora.accessToken }); // → Alice: POST_LIKE
    await api(app, `/posts/${boraPost.id}/like`, { method: 'POST', token: alice.accessToken }); // → Bora: POST_LIKE
    aliceContext = await signedInContext(browser, app, alice);
  });

  afterAll(async () => {
    await aliceContext?.close();
    await browser?.close();
    await stopApps();
  });

  it('shows the unread count on the header bell', async () => {
    const page = await aliceContext.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: '알림 2개 읽지 않음' }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { name: '알림', level: 1 }).waitFor();
    await page.getByText('읽지 않은 알림 2개').waitFor();
    await shootScreen(aliceContext, '/notifications', 'notifications', (shot) => shot.getByText('새 멤버가 가입했어요').waitFor());
    await page.close();
  });

  it('marks a notification read on click and opens its group', async () => {
    const page = await aliceContext.newPage();
    await page.goto('/notifications');
    await page.getByRole('button', { name: /^새 멤버가 가입했어요/ }).click();
    await page.waitForURL(`${app.baseUrl}/groups/${aliceGroupId}`);
    await page.getByRole('heading', { name: '성수 새벽 러닝 크루' }).waitFor();
    await page.getByRole('link', { name: '알림 1개 읽지 않음' }).click();
    const joinRow = page.getByRole('listitem').filter({ hasText: '새 멤버가 가입했어요' });
    await joinRow.waitFor();
    expect(await joinRow.textContent()).not.toContain('읽지 않음');
    expect(await page.getByRole('listitem').filter({ hasText: '좋아요가 눌렸어요' }).textContent()).toContain('읽지 않음');
    await page.close();
  });

  it('hides 모두 읽음 after marking everything read', async () => {
    const page = await aliceContext.newPage();
    await page.goto('/notifications');
    await page.getByRole('button', { name: '모두 읽음' }).click();
    await toast(page, '모든 알림을 읽음으로 표시했습니다').waitFor();
    await page.getByRole('button', { name: '모두 읽음' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: '알림', exact: true }).waitFor();
    expect(await page.getByText('읽지 않음', { exact: true }).count()).toBe(0);
    await page.close();
  });

  it('asks before deleting every notification, then shows the empty list', async () => {
    const page = await aliceContext.newPage();
    await page.goto('/notifications');
    await page.getByRole('button', { name: '전체 삭제' }).click();
    const dialog = page.getByRole('dialog', { name: '모든 알림을 삭제할까요?' });
    await dialog.getByRole('button', { name: '삭제' }).click();
    await toast(page, '모든 알림이 삭제되었습니다').waitFor();
    await page.getByRole('heading', { name: '새로운 알림이 없습니다' }).waitFor();
    expect(await page.getByRole('button', { name: '전체 삭제' }).count()).toBe(0);
    await shootInPlace(page, 'notifications-empty');
    await page.close();
  });

  it('shows the profile counts and the groups tab', async () => {
    const page = await aliceContext.newPage();
    await page.goto('/profile');
    await page.getByRole('heading', { name: alice.nickname, level: 1 }).waitFor();
    expect(await headerCount(page, '참여 중인 모임')).toBe('1');
    expect(await headerCount(page, '운영 중인 모임')).toBe('1');
    expect(await headerCount(page, '작성한 글')).toBe('1');
    await page.getByRole('tab', { name: '모임 (2)', selected: true }).waitFor();
    await page.getByRole('link', { name: '망원 동네 책모임' }).waitFor();
    await page.getByRole('tab', { name: '작성한 글' }).click();
    await page.getByRole('link', { name: /내일 아침 6시 반/ }).waitFor();
    await shootScreen(aliceContext, '/profile', 'profile-own', (shot) => shot.getByRole('link', { name: '망원 동네 책모임' }).waitFor());
    await page.close();
  });

  it('saves a new bio and photo that stay after a reload', async () => {
    const page = await aliceContext.newPage();
    await page.goto('/profile');
    await page.getByRole('button', { name: '프로필 수정' }).click();
    const dialog = page.getByRole('dialog', { name: '프로필 수정' });
    await dialog.getByLabel('프로필 사진').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await portrait(page) });
    await toast(page, '프로필 이미지가 업로드되었습니다').waitFor();
    await dialog.getByRole('textbox', { name: '자기소개' }).fill('성수동에서 일하고 서울숲에서 달려요. 주말엔 망원 책모임!');
    await shootInPlace(page, 'profile-edit-modal');
    await dialog.getByRole('button', { name: '저장' }).click();
    await toast(page, '프로필이 업데이트되었습니다').waitFor();
    await page.reload();
    await page.getByText('성수동에서 일하고 서울숲에서 달려요. 주말엔 망원 책모임!').waitFor();
    expect(await page.getByRole('img', { name: `${alice.nickname}님의 프로필 사진` }).isVisible()).toBe(true);
    await page.close();
  });

  it('saves interests in the modal and lists their names on the activity tab', async () => {
    const page = await aliceContext.newPage();
    await page.goto('/profile?tab=activity');
    await page.getByText('관심사를 설정하면 나에게 맞는 모임을 추천해드려요.').waitFor();
    await page.getByRole('button', { name: '관심사 설정', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '관심사 설정' });
    await dialog.getByRole('checkbox', { name: /운동\/스포츠\/관람/ }).check();
    await dialog.getByRole('checkbox', { name: /독서\/인문학/ }).check();
    await dialog.getByText('2개 선택됨').waitFor();
    await shootInPlace(page, 'profile-interests-modal');
    await dialog.getByRole('button', { name: '저장' }).click();
    await toast(page, '관심 카테고리가 업데이트되었습니다').waitFor();
    const interests = page.getByRole('region', { name: '관심 카테고리' }).getByRole('listitem');
    await interests.first().waitFor();
    expect((await interests.allTextContents()).sort()).toEqual(['독서/인문학', '운동/스포츠/관람']);
    await page.close();
  });

  it('shows another user’s profile without edit buttons', async () => {
    const page = await aliceContext.newPage();
    await page.goto(`/profile/${bora.user.id}`);
    await page.getByRole('heading', { name: bora.nickname, level: 1 }).waitFor();
    expect(await headerCount(page, '운영 중인 모임')).toBe('1');
    expect(await page.getByRole('button', { name: '프로필 수정' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '관심사 설정' }).count()).toBe(0);
    await shootScreen(aliceContext, `/profile/${bora.user.id}`, 'profile-other', (shot) =>
      shot.getByRole('link', { name: '망원 동네 책모임' }).first().waitFor(),
    );
    await page.close();
  });
});
