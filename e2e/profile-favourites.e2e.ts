import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';
import type { UserProfile } from '../src/shared/profile';

/**
 * The profile's favourites, the titles marked so on the lists, and apart from them onboarding's
 * picks, seen and changed (decisions 359 and 397).
 */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };
const TALLEST = 2_700;
const NARROWEST = 360;
/** A title from no current season's popular list: it must still be offered, to be let go. */
const EARLIER_PICK = { media_type: 'tv', id: 5114, title: 'Fullmetal Alchemist: Brotherhood' };
const FAVOURITE = { id: 9253, title: 'Steins;Gate' };

async function savedProfile(context: BrowserContext): Promise<UserProfile> {
  const answer = await context.request.get(`${server.baseUrl}/api/users/me`);
  return ((await answer.json()) as { profile: UserProfile }).profile;
}

describe.each([
  ['a 390 px phone', { viewport: { width: 390, height: 844 }, touch: true }],
  ['a 1440 × 900 desktop', { viewport: { width: 1440, height: 900 } }],
])('favourites and picks on %s', (_, screen) => {
  it('lists the favourites as links, shows the onboarding picks and saves a change to them', async () => {
    const { page, context, errors } = await openPage(browser, screen);
    await registerInContext(context, server.baseUrl);
    const onboarded = await context.request.patch(`${server.baseUrl}/api/users/me`, {
      data: {
        'profile.onboardingComplete': true,
        'profile.favouriteGenres': [],
        'profile.favouriteTitles': [EARLIER_PICK],
        'profile.scoreScale': 'POINT_5',
      },
    });
    expect(onboarded.status()).toBe(200);

    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor(WAIT);
    const favourites = page.getByRole('region', { name: 'Favourites', exact: true });
    await favourites.getByText(/^None yet\./).waitFor(WAIT);
    // A season marked as favourite names its title there, a link to its page; its score of 80
    // makes the mean, read in the user's five stars.
    const marked = await context.request.put(`${server.baseUrl}/api/lists/tv/${FAVOURITE.id}`, {
      data: { status: 'completed', name: FAVOURITE.title, entry: { favourite: true, score: 80 } },
    });
    expect(marked.ok()).toBe(true);
    await page.reload();
    const link = favourites.getByRole('link', { name: FAVOURITE.title, exact: true });
    await link.waitFor(WAIT);
    expect(await link.getAttribute('href')).toBe(`/anime/tv/${FAVOURITE.id}`);
    const figures = page.getByRole('list', { name: 'Titles per list' });
    await figures.getByText('Mean of 5 stars').waitFor(WAIT);
    expect(await figures.getByRole('listitem').last().innerText()).toMatch(
      /^4\.0\s+Mean of 5 stars$/,
    );

    const section = page.getByRole('region', { name: 'Your picks' });
    await section.locator('summary').click();
    const genres = section.getByRole('group', { name: 'Genres you enjoy' }).getByRole('button');
    await expect.poll(() => genres.count(), WAIT).toBeGreaterThanOrEqual(2);
    const titles = section.getByRole('group', { name: /^Popular now/ });
    const earlier = titles.getByRole('button', { name: EARLIER_PICK.title, exact: true });
    expect(await earlier.getAttribute('aria-pressed')).toBe('true');
    const save = section.getByRole('button', { name: 'Save picks' });
    expect(await save.isDisabled()).toBe(true);

    const picked = [genres.nth(0), genres.nth(1)];
    const names: string[] = [];
    for (const genre of picked) {
      expect((await genre.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await genre.click();
      expect(await genre.getAttribute('aria-pressed')).toBe('true');
      names.push((await genre.textContent()) ?? '');
    }
    await earlier.click();
    expect(await earlier.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await section.getByText('Picks saved.').waitFor(WAIT);
    expect(await save.isDisabled()).toBe(true);
    const profile = await savedProfile(context);
    expect(profile.favouriteGenres).toEqual(names);
    expect(profile.favouriteTitles).toEqual([]);

    // A later visit shows what was saved.
    await page.reload();
    await section.locator('summary').click();
    await expect.poll(() => picked[0]?.getAttribute('aria-pressed'), WAIT).toBe('true');
    if (screen.viewport.width > 1000) {
      const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
      expect(height, `the profile is ${height} px tall`).toBeLessThanOrEqual(TALLEST);
    }
    await page.setViewportSize({ width: NARROWEST, height: screen.viewport.height });
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(NARROWEST);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
