import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

/** The profile as an overview, and each settings address reached by its named link (decision 335). */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };
const FMA = 'Fullmetal Alchemist: Brotherhood';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const NARROWEST = 360;
const TALLEST = 2_700;

const SECTIONS = [
  { link: 'Account and security', path: '/profile/account' },
  { link: 'Alerts', path: '/profile/alerts' },
  { link: 'Connections', path: '/profile/connections' },
  { link: 'API tokens and calendar', path: '/profile/api' },
  { link: 'Data', path: '/profile/data' },
];

/** The screen with its late parts in: its heading, and no loading placeholder left. */
async function settled(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(WAIT);
  await expect
    .poll(() => page.locator('[role="status"][aria-live] > .visually-hidden').count(), WAIT)
    .toBe(0);
  await expect.poll(() => page.getByText(/^Loading /).count(), WAIT).toBe(0);
}

const pageHeight = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

/** The innermost element reaching past the screen's right edge, to say what to fix. */
const widest = (page: Page) =>
  page.evaluate((edge) => {
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > edge + 1,
    );
    const innermost = past.find(
      (element) => !past.some((other) => element.contains(other) && other !== element),
    );
    return innermost ? `${innermost.tagName}.${innermost.className}` : 'nothing';
  }, NARROWEST);

/** Fits a 360 px screen without scrolling sideways; the size the test opened with comes back. */
async function expectFitsNarrowest(page: Page, path: string, viewport: typeof PHONE) {
  await page.setViewportSize({ width: NARROWEST, height: viewport.height });
  const width = await pageWidth(page);
  const message = `${path} at ${NARROWEST} px: ${width > NARROWEST ? await widest(page) : ''}`;
  expect.soft(width, message).toBeLessThanOrEqual(NARROWEST);
  await page.setViewportSize(viewport);
}

/** A field that searches the zones as one types, set to this browser's zone (decision 336). */
async function expectSearchableTimeZone(page: Page) {
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  const here = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(await zone.inputValue()).toBe(here);
  const choices = await zone.evaluate((input: HTMLInputElement) =>
    [...(input.list?.options ?? [])].map((option) => option.value),
  );
  expect(choices).toEqual(expect.arrayContaining(['Asia/Tokyo', 'Europe/Paris', here]));
  const box = await zone.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

describe.each([
  ['a 390 px phone', PHONE],
  ['a 1440 × 900 desktop', DESKTOP],
])('the profile on %s', (_, viewport) => {
  it('shows the user and their tracking, and links each settings section by name', async () => {
    const { page, context, errors } = await openPage(browser, { viewport });
    await registerInContext(context, server.baseUrl, { username: 'Mitsuki' });
    await completeOnboarding(context, server.baseUrl);
    const added = await context.request.put(`${server.baseUrl}/api/lists/tv/5114`, {
      data: { status: 'watching', current_episode: 3, name: FMA },
    });
    expect(added.ok()).toBe(true);

    await page.goto(`${server.baseUrl}/profile`);
    await settled(page, 'Profile');
    const you = page.getByRole('region', { name: 'You' });
    await you.getByText('Mitsuki', { exact: true }).waitFor(WAIT);
    const counts = page.getByRole('list', { name: 'Titles per list' });
    await expect.poll(() => counts.getByRole('link', { name: '1 Watching' }).count(), WAIT).toBe(1);
    expect(await counts.getByRole('link', { name: '0 Completed' }).count()).toBe(1);
    const recent = page.getByRole('region', { name: 'Recent activity' });
    await recent.getByRole('link', { name: FMA }).waitFor(WAIT);
    await recent.getByText(/^Watching, season 1 episode 3 · /).waitFor(WAIT);
    if (viewport === DESKTOP) expect(await pageHeight(page)).toBeLessThanOrEqual(TALLEST);
    await expectFitsNarrowest(page, '/profile', viewport);
    expect(await seriousViolations(page)).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Profile and settings' });
    for (const { link, path } of SECTIONS) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(path);
      await settled(page, link);
      expect(
        await nav.getByRole('link', { name: link, exact: true }).getAttribute('aria-current'),
      ).toBe('page');
      if (viewport === DESKTOP) {
        const height = await pageHeight(page);
        expect.soft(height, `${path} is ${height} px tall`).toBeLessThanOrEqual(TALLEST);
      }
      await expectFitsNarrowest(page, path, viewport);
      expect(await seriousViolations(page), path).toEqual([]);
      if (path === '/profile/alerts') await expectSearchableTimeZone(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('account and security', () => {
  it('asks for the current password in one change at a time, and says what the banner says', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const account = await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/profile/account`);
    await settled(page, 'Account and security');
    const passwordFields = page.getByLabel('Current password').locator('visible=true');
    expect(await passwordFields.count()).toBe(0);

    for (const change of ['Email address', 'Password', 'Two-step sign-in', 'Sign-in ways']) {
      await page.getByRole('region', { name: change }).locator('summary').click();
      await expect.poll(() => passwordFields.count(), WAIT).toBe(1);
      expect(
        await page.getByRole('region', { name: change }).getByLabel('Current password').count(),
      ).toBe(1);
    }

    // The server keeps its mail: the profile and the banner say so in the same words.
    const banner = page.getByRole('region', { name: 'Email verification' });
    const bannerText = (await banner.locator('p').textContent()) ?? '';
    expect(bannerText).toBe(
      `Your address ${account.email} is not verified yet. This server does not send email.`,
    );
    const verification = page.getByRole('definition').filter({ hasText: 'not verified' });
    expect(await verification.textContent()).toBe(bannerText);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/Resend Email|we mailed you|whoever runs|administrator/i);
    expect(errors).toEqual([]);
    await context.close();
  });
});
