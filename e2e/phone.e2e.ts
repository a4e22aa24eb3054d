import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerInContext } from './support/accounts';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

/** Every main screen on a 360 × 740 phone: nothing scrolls sideways, every action is a thumb's size. */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const PHONE = { width: 360, height: 740 };
const WAIT = { timeout: 10_000 };
const FMA = 'Fullmetal Alchemist: Brotherhood';
const FILM = 'Spirited Away';

const VISITOR_SCREENS = ['/', '/discover', '/browse/trending', '/browse/popular', '/login', '/ai'];
const USER_SCREENS = [
  '/',
  '/discover',
  '/browse/trending',
  '/browse/popular',
  '/coming-soon',
  '/anime/tv/5114',
  '/anime/movie/199',
  '/mylists',
  '/profile',
  '/profile/account',
  '/profile/alerts',
  '/profile/connections',
  '/profile/api',
  '/profile/data',
  '/ai',
];

/** The screen with its late parts in: its heading, and no loading placeholder left. */
async function settled(page: Page, path: string) {
  await page.goto(`${server.baseUrl}${path}`);
  await page.locator('h1').waitFor(WAIT);
  await expect
    .poll(() => page.locator('[role="status"][aria-live] > .visually-hidden').count(), WAIT)
    .toBe(0);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${path} lays out ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

/** At least 44 × 44 px, and a tap at its centre reaches it (nothing lies over it). */
async function expectTappable(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const name = await target.evaluate(
    (element) => element.getAttribute('aria-label') ?? element.textContent ?? element.tagName,
  );
  expect(box?.height, `${name} is ${box?.height} px high`).toBeGreaterThanOrEqual(44);
  expect(box?.width, `${name} is ${box?.width} px wide`).toBeGreaterThanOrEqual(44);
  // Rows that load above it may move it after the scroll: what counts is where it settles.
  await expect
    .poll(
      async () => {
        await target.scrollIntoViewIfNeeded();
        return target.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const hit = document.elementFromPoint(x + width / 2, y + height / 2);
          return hit !== null && element.contains(hit);
        });
      },
      { message: `${name} is covered`, timeout: 5000 },
    )
    .toBe(true);
}

describe('on a 360 px phone', () => {
  it('no screen a visitor opens scrolls sideways', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    for (const path of VISITOR_SCREENS) {
      await settled(page, path);
      await expectNoSidewaysScroll(page, path);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("home's rows start at their first card and draw the next ones as they are swiped", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    await settled(page, '/');
    const rail = page.getByRole('list', { name: 'New this season', exact: true });
    const cards = rail.getByRole('listitem');
    await cards.first().waitFor(WAIT);
    await page.waitForTimeout(1_000);
    // Cards come near the screen only (decision 267), and their coming never scrolls the row.
    expect(await rail.evaluate((list) => list.scrollLeft)).toBe(0);
    expect(await cards.count()).toBeLessThan(12);
    await expect
      .poll(async () => {
        await rail.evaluate((list) => list.scrollBy(list.clientWidth, 0));
        return cards.count();
      }, WAIT)
      .toBe(12);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new user taps through onboarding, every screen fits, and list and progress actions take a tap', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    await registerInContext(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/`);
    const onboarding = page.getByRole('dialog', { name: 'Welcome to Tsuzuki' });
    // Import, then picks, then the adult choice: each step moved on by Next.
    for (let step = 0; step < 2; step += 1) {
      const next = onboarding.getByRole('button', { name: 'Next' });
      await next.waitFor(WAIT);
      await expectTappable(next);
      await next.tap();
    }
    const start = onboarding.getByRole('button', { name: 'Start tracking' });
    await start.waitFor(WAIT);
    await expectTappable(start);
    await expectTappable(onboarding.locator('label', { hasText: 'Show adult titles' }));
    await start.tap();
    await onboarding.waitFor({ state: 'detached', ...WAIT });

    for (const [key, body] of [
      ['tv/5114', { status: 'watching', current_episode: 5, name: FMA }],
      ['movie/199', { status: 'planToWatch', title: FILM }],
    ] as const) {
      const response = await context.request.put(`${server.baseUrl}/api/lists/${key}`, {
        data: body,
      });
      expect(response.ok()).toBe(true);
    }
    for (const path of USER_SCREENS) {
      await settled(page, path);
      await expectNoSidewaysScroll(page, path);
    }

    // The lists: the tabs, each entry's list and removal, and its progress steps.
    await settled(page, '/mylists');
    await expectTappable(page.getByRole('tab', { name: /^All/ }));
    const progress = page.getByRole('group', { name: `Progress of ${FMA}` });
    await progress.getByText('/ 64').waitFor(WAIT);
    for (const name of [
      `One episode less: ${FMA}`,
      `One episode more: ${FMA}`,
      `Edit progress: ${FMA}`,
    ]) {
      await expectTappable(progress.getByRole('button', { name }));
    }
    await expectTappable(page.getByRole('combobox', { name: `List for ${FMA}` }));
    await expectTappable(page.getByRole('button', { name: `Remove ${FMA} from your lists` }));
    await progress.getByRole('button', { name: `One episode more: ${FMA}` }).tap();
    await progress.getByText('6 / 64').waitFor(WAIT);

    // The progress dialog's steppers and its save.
    await progress.getByRole('button', { name: `Edit progress: ${FMA}` }).tap();
    const dialog = page.getByRole('dialog', { name: `Progress: ${FMA}` });
    await dialog.getByText('Season 1 has 64 episodes.').waitFor(WAIT);
    await expectTappable(dialog.getByRole('button', { name: 'One episode more' }));
    await expectTappable(dialog.getByRole('button', { name: 'One episode less' }));
    const save = dialog.getByRole('button', { name: 'Save progress' });
    await expectTappable(save);
    await dialog.getByRole('button', { name: 'One episode more' }).tap();
    await save.tap();
    await progress.getByText('7 / 64').waitFor(WAIT);

    // Home's one-tap +1 (the brand link, as opening "/" restores the last screen), and a
    // title page's lists.
    await page.getByRole('banner').getByRole('link', { name: 'Tsuzuki' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Find your next anime' }).waitFor(WAIT);
    const plusOne = page.getByRole('button', { name: `Watched season 1, episode 8 of ${FMA}` });
    await expectTappable(plusOne);
    await plusOne.tap();
    await page.getByText('Next: E9 of 64').waitFor(WAIT);

    await settled(page, '/anime/movie/199');
    // The phone's compact bar opens on the full controls (decision 357).
    const more = page.getByRole('button', { name: 'More options' });
    await expectTappable(more);
    await more.tap();
    const lists = page.getByRole('group', { name: `Move “${FILM}” to a list` });
    for (const name of ['Watching', 'Plan to Watch', 'Completed', 'On-Hold', 'Dropped']) {
      await expectTappable(lists.getByRole('button', { name }));
    }
    await lists.getByRole('button', { name: 'Completed' }).tap();
    await page.getByText('In My Lists: Completed', { exact: true }).waitFor(WAIT);
    await more.tap();
    await expectNoSidewaysScroll(page, '/anime/movie/199');
    // At the page's end the list control is still on screen (decision 169) and covers nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = await more.boundingBox();
    expect(bar && bar.y + bar.height).toBeLessThanOrEqual(PHONE.height);
    const lastLink = page.getByRole('contentinfo').getByRole('link').last();
    expect(
      await lastLink.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const hit = document.elementFromPoint(x + width / 2, y + height / 2);
        return hit !== null && element.contains(hit);
      }),
      'the footer is covered',
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
