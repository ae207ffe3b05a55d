import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './accessibility.ts';
import { VIEWPORTS } from './harness.ts';

// Screens are kept as artefacts under e2e/artifacts/<name>-<mobile|desktop>.png, at the two widths
// the spec designs for. Every screen shot is also checked with axe (WCAG 2.1 AA) as it is shown,
// so a journey that photographs a screen also proves it accessible.
const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
const DOCS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** Waits what a screen needs after a change before it looks finished: a re-render and its CSS transitions. */
/**
 * `fullPage: false` shoots the viewport only: a full-page capture of a page taller than the window
 * lays it out again at full height, which moves what sits under the pointer (a hovered toast then
 * resumes its timer and may leave mid-shot).
 */
export type ShotOptions = { fullPage?: boolean };

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames: resize observers run, and the render they cause is laid out.
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    // Spinners and skeleton pulses never end: only what runs to an end is waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Loads every lazy image now (a full-page shot shows what is below the fold too) and waits until
 * each is decoded: a loaded `decoding="async"` image may still be painted as an empty box.
 */
async function loadImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    // A broken image rejects; the app shows its own placeholder for it.
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Saves the whole page as it is now under e2e/artifacts/<name>.png, then checks it with axe: the
 * picture is kept when the check fails, to see what it complains about.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: ShotOptions = {}): Promise<string> {
  await settle(page);
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await expectAccessible(page, name);
  return file;
}

/**
 * Shoots the page as it is now (form state, an open dialog included) at both widths, from the top,
 * then restores the desktop width. `ready` is waited for at each width.
 */
export async function shootInPlace(page: Page, name: string, ready?: (page: Page) => Promise<unknown>): Promise<void> {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await ready?.(page);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * Opens `url` in a new page at each width, waits for `ready` (what proves the screen has its data,
 * not the skeleton), then for its images, and shoots it.
 */
export async function shootScreen(
  context: BrowserContext,
  url: string,
  name: string,
  ready?: (page: Page) => Promise<unknown>,
): Promise<void> {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(url);
    await ready?.(page);
    await loadImages(page);
    await screenshot(page, `${name}-${label}`);
    await page.close();
  }
}

/** The whole page as it is now at its current width, lazy images loaded. */
export async function shootFull(page: Page, name: string): Promise<void> {
  await loadImages(page);
  await screenshot(page, name);
}

/**
 * Saves the page under e2e/artifacts/<name>.png and as docs/screenshots/<name>.png: the whole page
 * at 1280 px, what the phone shows at 375 px (a full-page shot would draw the fixed tab bar mid-page).
 */
export async function shootForDocs(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  const file = await screenshot(page, name, options);
  await mkdir(DOCS_DIR, { recursive: true });
  const target = path.join(DOCS_DIR, `${name}.png`);
  if ((page.viewportSize()?.width ?? 0) < 640) await page.screenshot({ path: target });
  else await copyFile(file, target);
}
