import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, api, createAccount, signedInContext } from '../support/accounts.ts';
import { createGroupWithMembers } from '../support/groups.ts';
import { launchBrowser, type RunningApp, startApp, stopApps, VIEWPORTS } from '../support/harness.ts';
import { shootForDocs } from '../support/screenshots.ts';
import { holdsFor, waitFor } from '../support/wait.ts';

// Contract §14, search that forgives: a member whose 동네 is 마포구 types 런닝 and finds the 러닝
// crew, sees that the search looks in their own 동네, then searches 막걸리, found only elsewhere,
// and widens it to all of Seoul from the empty result.
const MAPO = 14;
const SEODAEMUN = 13;
const GANGNAM = 23;

let app: RunningApp;
let browser: Browser;
let member: Account;
let context: BrowserContext;
let page: Page;

const results = () => page.getByRole('region', { name: '검색 결과' });
const card = (name: string) => results().getByRole('article', { name });

async function searchFor(words: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: '모임 검색' });
  await box.fill(words);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === words);
}

/** The screen as it is now at 375 px (what the phone shows) and 1280 px (the whole page), into docs/screenshots. */
async function shootBoth(name: string, ready: () => Promise<unknown>): Promise<void> {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await ready();
    await shootForDocs(page, label === 'mobile' ? `${name}-mobile` : name);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('search journey', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const owner = await createAccount(app, { prefix: 'search-owner', nickname: `모임장${Date.now().toString(36).slice(-5)}` });
    member = await createAccount(app, { prefix: 'search', nickname: `검색${Date.now().toString(36).slice(-6)}` });
    await createGroupWithMembers(app, owner, [], {
      name: '망원 한강 러닝 크루',
      description: '토요일 아침 망원한강공원에서 5km를 함께 달려요.',
      locationId: MAPO,
      tags: ['러닝'],
    });
    await createGroupWithMembers(app, owner, [], {
      name: '연희동 우리술 연구회',
      description: '전통주 양조장을 찾아다니고 한 달에 한 번 시음회를 열어요.',
      categoryIds: [305],
      locationId: SEODAEMUN,
      tags: ['전통주'],
    });
    await createGroupWithMembers(app, owner, [], {
      name: '역삼 퇴근길 막걸리',
      description: '금요일 저녁 역삼역 근처에서 막걸리 한 잔 하는 직장인 모임이에요.',
      categoryIds: [305],
      locationId: GANGNAM,
      tags: [],
    });
    await api(app, '/users/locations', { method: 'PUT', token: member.accessToken, body: { locationIds: [MAPO] } });
    context = await signedInContext(browser, app, member);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stopApps();
  });

  it("finds the 러닝 crew by typing 런닝, and says the search looks in one's own 동네", async () => {
    await page.goto('/explore');
    await searchFor('런닝');
    await card('망원 한강 러닝 크루').waitFor();
    await results().getByText('내 동네 마포구에서 검색 중').waitFor();
    // The list before the search (all three groups) may still be on screen while the search's answer
    // arrives: the count is read once the results settled on one card.
    await waitFor(async () => ((await results().getByRole('article').count()) === 1 ? true : undefined), {
      what: 'one card for 런닝',
      timeoutMs: 15_000,
    });
    await holdsFor(500, async () => {
      expect(await results().getByRole('article').count()).toBe(1);
    });
    await shootBoth('search-variant', () => card('망원 한강 러닝 크루').waitFor());
  });

  it('offers the same search nearby and in all of Seoul when the 동네 has none, and widens it', async () => {
    await searchFor('막걸리');
    await results().getByRole('heading', { name: '마포구에서는 찾지 못했어요' }).waitFor();
    const near = results().getByRole('button', { name: '가까운 동네에서 찾기 (1)' });
    const everywhere = results().getByRole('button', { name: '서울 전체에서 찾기 (2)' });
    await near.waitFor();
    await everywhere.waitFor();
    await shootBoth('search-empty-elsewhere', () => everywhere.waitFor());

    await everywhere.click();
    await card('역삼 퇴근길 막걸리').waitFor();
    await card('연희동 우리술 연구회').waitFor();
    expect(new URL(page.url()).searchParams.get('locations')).toBe('');
    expect(
      await results()
        .getByText(/검색 중/)
        .count(),
    ).toBe(0);
    await shootBoth('search-everywhere', () => card('연희동 우리술 연구회').waitFor());
  });

  it('takes a place name for its district: 홍대 finds the 마포구 crew from anywhere', async () => {
    await searchFor('홍대');
    await card('망원 한강 러닝 크루').waitFor();
    expect(await results().getByRole('article').count()).toBe(1);
  });
});
