import type { Poll } from '@dongne/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext, toast } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps } from '../support/harness.ts';
import { shootInPlace, shootScreen } from '../support/screenshots.ts';

// Polls (contract §20) at 375 px: a member posts a poll from the composer's 투표 추가, two other
// members vote (one on their phone, one through the API), and the counts move on the first
// member's screen without a reload; then the creator closes it and everyone sees the result.
const QUESTION = '이번 주 정모 어디서 달릴까요?';
const OPTIONS = ['반포 한강공원', '여의도 한강공원', '올림픽공원'];

let app: RunningApp;
let browser: Browser;
let owner: Account;
let creator: Account;
let voterB: Account;
let voterC: Account;
let creatorContext: BrowserContext;
let voterContext: BrowserContext;
let groupId = 0;
let pollId = 0;

const pollRegion = (page: Page) => page.getByRole('region', { name: `투표: ${QUESTION}` });

describe('polls journey', () => {
  beforeAll(async () => {
    app = await startApp({ SKIP_WEB_BUILD: '1' });
    browser = await launchBrowser();
    owner = await createAccount(app, { prefix: 'owner', nickname: '달리기모임장' });
    creator = await createAccount(app, { prefix: 'creator', nickname: '새벽러너' });
    voterB = await createAccount(app, { prefix: 'voterb', nickname: '망원러너' });
    voterC = await createAccount(app, { prefix: 'voterc', nickname: '반포러너' });
    groupId = (await createGroupWithMembers(app, owner, [creator, voterB, voterC])).id;
    creatorContext = await signedInContext(browser, app, creator, { viewport: 'mobile' });
    voterContext = await signedInContext(browser, app, voterB, { viewport: 'mobile' });
  });

  afterAll(async () => {
    await creatorContext?.close();
    await voterContext?.close();
    await browser?.close();
    await stopApps();
  });

  it('lets a member add a poll from the composer, with Korean errors first', async () => {
    const page = await creatorContext.newPage();
    await page.goto(`/groups/${groupId}`);
    await page.getByRole('tab', { name: '게시글', selected: true }).waitFor();
    await page.getByRole('button', { name: '투표 추가' }).click();
    const form = page.getByRole('form', { name: '새 투표' });
    await form.getByRole('button', { name: '투표 올리기' }).click();
    await form.getByText('투표 질문을 입력해주세요').waitFor();

    await form.getByRole('textbox', { name: '투표 질문' }).fill(QUESTION);
    await form.getByRole('textbox', { name: '선택지 1' }).fill(OPTIONS[0] ?? '');
    await form.getByRole('textbox', { name: '선택지 2' }).fill(OPTIONS[1] ?? '');
    await form.getByRole('button', { name: '선택지 추가' }).click();
    await form.getByRole('textbox', { name: '선택지 3' }).fill('잘못 쓴 선택지');
    await form.getByRole('button', { name: '선택지 3 삭제' }).click();
    expect(await form.getByRole('textbox', { name: '선택지 3' }).count()).toBe(0);
    await form.getByRole('button', { name: '선택지 추가' }).click();
    await form.getByRole('textbox', { name: '선택지 3' }).fill(OPTIONS[2] ?? '');
    // What was fixed no longer complains.
    expect(await form.getByRole('alert').count()).toBe(0);
    await shootInPlace(page, 'poll-composer');

    await form.getByRole('button', { name: '투표 올리기' }).click();
    await toast(page, '투표를 올렸습니다.').waitFor();
    const poll = pollRegion(page);
    await poll.waitFor();
    expect(await poll.getByRole('radio').count()).toBe(3);
    await poll.getByText('0명 참여').waitFor();
    pollId = (await api<{ content: { pollId: number | null }[] }>(app, `/posts/group/${groupId}`, { token: creator.accessToken }))
      .content[0]?.pollId as number;
    expect(pollId).toBeGreaterThan(0);
    await page.close();
  }, 120_000);

  it('moves the counts live on the creator’s screen while two others vote', async () => {
    const creatorPage = await creatorContext.newPage();
    await creatorPage.goto(`/groups/${groupId}`);
    const watched = pollRegion(creatorPage);
    await watched.getByText('0명 참여').waitFor();

    const voterPage = await voterContext.newPage();
    await voterPage.goto(`/groups/${groupId}`);
    const poll = pollRegion(voterPage);
    await poll.getByRole('radio', { name: new RegExp(OPTIONS[1] ?? '') }).check();
    await poll.getByRole('button', { name: '투표하기' }).click();
    await toast(voterPage, '투표했어요.').waitFor();
    await poll.getByText('망원러너').waitFor();

    // The creator's page was never reloaded: the group's poll topic moved it.
    await watched.getByText('1명 참여').waitFor({ timeout: 15_000 });
    await watched.getByText('망원러너').waitFor();

    const read = await api<Poll>(app, `/polls/${pollId}`, { token: voterC.accessToken });
    const third = read.options.find((option) => option.text === OPTIONS[1]);
    await api(app, `/polls/${pollId}/vote`, { method: 'PUT', token: voterC.accessToken, body: { optionIds: [third?.id] } });
    await watched.getByText('2명 참여').waitFor({ timeout: 15_000 });
    await watched.getByText('망원러너, 반포러너').waitFor();
    await poll.getByText('2명 참여').waitFor({ timeout: 15_000 });

    // The voter changes their mind: the button says so, and the counts follow.
    await poll.getByRole('radio', { name: new RegExp(OPTIONS[0] ?? '') }).check();
    await poll.getByRole('button', { name: '다시 투표하기' }).click();
    await watched.getByText(`${OPTIONS[0]}에 투표한 사람: 망원러너`).waitFor({ timeout: 15_000 });
    await shootInPlace(creatorPage, 'poll-card', (page) => pollRegion(page).getByText('2명 참여').waitFor());
    await voterPage.close();
    await creatorPage.close();
  }, 120_000);

  it('lets the creator close the poll, and shows the result to everyone', async () => {
    const page = await creatorContext.newPage();
    await page.goto(`/groups/${groupId}`);
    const poll = pollRegion(page);
    await poll.getByRole('button', { name: '투표 마감' }).click();
    await page.getByRole('dialog', { name: '투표 마감' }).getByRole('button', { name: '투표 마감' }).click();
    await toast(page, '투표를 마감했습니다.').waitFor();
    await poll.getByText('마감된 투표').waitFor();
    expect(await poll.getByRole('radio').count()).toBe(0);
    await page.close();

    await shootScreen(voterContext, `/groups/${groupId}`, 'poll-closed', (shot) => pollRegion(shot).getByText('마감된 투표').waitFor());
    const closed = await api<Poll>(app, `/polls/${pollId}`, { token: voterB.accessToken });
    expect(closed).toMatchObject({ closed: true, voterCount: 2, viewerCan: { vote: false, close: false } });
  }, 120_000);
});
