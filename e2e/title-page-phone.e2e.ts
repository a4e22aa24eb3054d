import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

/**
 * A signed-in title page with the verification banner: the fixed and sticky parts together cover
 * at most a quarter of the screen, the phone's track bar opens and closes on demand (decision 357),
 * and the banner stays short and dismissible for the session (decision 358).
 */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };
const FMA = 'Fullmetal Alchemist: Brotherhood';
const QUARTER = 0.25;
const BANNER_MAX_PX = 80;

/**
 * How much of the viewport's height the fixed and sticky elements cover: each one's box clipped
 * to the viewport, overlapping spans counted once.
 */
function coveredHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const spans: [number, number][] = [];
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= 0 || box.left >= window.innerWidth) continue;
      const top = Math.max(0, box.top);
      const bottom = Math.min(window.innerHeight, box.bottom);
      if (bottom > top) spans.push([top, bottom]);
    }
    spans.sort(([a], [b]) => a - b);
    let covered = 0;
    let reached = -Infinity;
    for (const [top, bottom] of spans) {
      if (bottom <= reached) continue;
      covered += bottom - Math.max(top, reached);
      reached = bottom;
    }
    return covered;
  });
}

async function expectWithinAQuarter(page: Page, height: number, when: string) {
  const covered = await coveredHeight(page);
  expect(covered, `fixed parts cover ${covered} of ${height} px ${when}`).toBeLessThanOrEqual(
    height * QUARTER,
  );
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const laidOut = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(laidOut, `the page lays out ${laidOut} px wide`).toBeLessThanOrEqual(width);
}

function isFocused(element: Element): boolean {
  return document.activeElement === element;
}

/** Nothing, such as the scroll-to-top button, lies over its centre. */
function isReachable(element: Element): boolean {
  const { x, y, width, height } = element.getBoundingClientRect();
  const hit = document.elementFromPoint(x + width / 2, y + height / 2);
  return hit !== null && element.contains(hit);
}

/** A new, unverified user watching FMA: Brotherhood, on its title page, the banner shown. */
async function trackedTitlePage(viewport: { width: number; height: number }, touch: boolean) {
  const watched = await openPage(browser, { viewport, touch });
  const { context, page } = watched;
  await registerInContext(context, server.baseUrl);
  await completeOnboarding(context, server.baseUrl);
  const put = await context.request.put(`${server.baseUrl}/api/lists/tv/5114`, {
    data: { status: 'watching', current_episode: 5, name: FMA },
  });
  expect(put.ok()).toBe(true);
  await page.goto(`${server.baseUrl}/anime/tv/5114`);
  await page.getByRole('heading', { level: 1, name: FMA }).waitFor(WAIT);
  await page.getByText('In My Lists: Watching · S1 · E5', { exact: true }).waitFor(WAIT);
  const banner = page.getByRole('region', { name: 'Email verification' });
  await banner.getByRole('button', { name: 'Dismiss for now' }).waitFor(WAIT);
  return { ...watched, banner };
}

describe.each([
  ['a 390 px phone', { width: 390, height: 844 }],
  ['a 360 px phone', { width: 360, height: 640 }],
])('a signed-in title page on %s', (_, viewport) => {
  it('keeps its fixed parts within a quarter of the screen, the track bar opening on demand', async () => {
    const { page, context, errors, banner } = await trackedTitlePage(viewport, true);
    await expectWithinAQuarter(page, viewport.height, 'at rest, the banner shown');
    await expectNoSidewaysScroll(page, viewport.width);

    const more = page.getByRole('button', { name: 'More options' });
    const lists = page.getByRole('group', { name: `Move “${FMA}” to a list` });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await lists.isVisible()).toBe(false);
    expect(
      (await page.getByRole('button', { name: 'Edit progress' }).boundingBox())?.height,
    ).toBeGreaterThanOrEqual(44);

    // Opened, the full controls take the focus; Escape closes them and gives it back.
    await more.tap();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await lists.waitFor(WAIT);
    for (const name of ['Watching', 'Plan to Watch', 'Completed', 'On-Hold', 'Dropped']) {
      expect(await lists.getByRole('button', { name }).isVisible()).toBe(true);
    }
    await page.getByRole('button', { name: 'Remove from My Lists' }).waitFor(WAIT);
    expect(await lists.getByRole('button', { name: 'Watching' }).evaluate(isFocused)).toBe(true);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await lists.isVisible()).toBe(false);
    expect(await more.evaluate(isFocused)).toBe(true);
    await expectWithinAQuarter(page, viewport.height, 'after Escape');

    // A tap elsewhere closes them too.
    await more.tap();
    await lists.waitFor(WAIT);
    await page.getByRole('heading', { level: 1, name: FMA }).tap();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await expectWithinAQuarter(page, viewport.height, 'after a tap outside');

    // Still true at the page's end, where the scroll-to-top button has come.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Scroll to top' }).waitFor(WAIT);
    await expectWithinAQuarter(page, viewport.height, 'at the end of the page');
    expect(await more.evaluate(isReachable)).toBe(true);

    expect(await banner.count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the verification banner on a 390 px phone', () => {
  it('is at most 80 px tall, with a thumb-sized dismissal that lasts the session', async () => {
    const viewport = { width: 390, height: 844 };
    const { page, context, errors, banner } = await trackedTitlePage(viewport, true);
    const height = (await banner.boundingBox())?.height ?? Infinity;
    expect(height, `the banner is ${height} px tall`).toBeLessThanOrEqual(BANNER_MAX_PX);
    const dismiss = banner.getByRole('button', { name: 'Dismiss for now' });
    const box = await dismiss.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(await seriousViolations(page)).toEqual([]);

    await dismiss.tap();
    await expect.poll(() => banner.count(), WAIT).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: FMA }).waitFor(WAIT);
    await page.getByText('In My Lists: Watching · S1 · E5', { exact: true }).waitFor(WAIT);
    expect(await banner.count()).toBe(0);
    await expectWithinAQuarter(page, viewport.height, 'with the banner dismissed');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in title page on a desktop', () => {
  it('shows the full track controls in place, its fixed parts within a quarter of the screen', async () => {
    const viewport = { width: 1280, height: 800 };
    const { page, context, errors } = await trackedTitlePage(viewport, false);
    const lists = page.getByRole('group', { name: `Move “${FMA}” to a list` });
    expect(await lists.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'More options' }).count()).toBe(0);
    await expectWithinAQuarter(page, viewport.height, 'at rest');
    await expectNoSidewaysScroll(page, viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
