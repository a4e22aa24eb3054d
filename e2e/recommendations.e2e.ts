import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../src/shared/lists-api';
import type { TrackedTitleWrite } from '../src/shared/tracked-title';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

/** The built-in recommender on the bundled offline catalogue (MyAnimeList ids). */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 15_000 };

async function track(context: BrowserContext, key: string, body: TrackedTitleWrite) {
  const response = await context.request.put(`${server.baseUrl}/api/lists/${key}`, { data: body });
  expect(response.ok()).toBe(true);
}

async function trackedKeys(context: BrowserContext): Promise<string[]> {
  const response = await context.request.get(`${server.baseUrl}/api/lists?limit=500`);
  return ((await response.json()) as ListPage).items.map((item) => `${item.media_type}/${item.id}`);
}

describe('recommendations on /ai', () => {
  it('shows cards with reasons, tracks one, and leaves it out of the next set', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    await track(context, 'tv/918', {
      status: 'completed',
      name: 'Gintama',
      vote_average: 9.04,
      genres: [
        { id: 10759, name: 'Action & Adventure' },
        { id: 35, name: 'Comedy' },
      ],
    });
    await track(context, 'tv/2167', {
      status: 'watching',
      name: 'Clannad',
      vote_average: 8.3,
      genres: [
        { id: 18, name: 'Drama' },
        { id: 10749, name: 'Romance' },
      ],
    });

    await page.goto(`${server.baseUrl}/ai`);
    await page.getByRole('heading', { name: 'Picked for you' }).waitFor(WAIT);
    const cards = page.getByRole('list', { name: 'Recommended titles' }).getByRole('listitem');
    await expect.poll(() => cards.count(), WAIT).toBe(12);
    await page.getByText('Because you completed Gintama').first().waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    const trackButton = cards.first().getByRole('button', { name: /^Add to My Lists: / });
    const name = ((await trackButton.getAttribute('aria-label')) ?? '').replace(
      'Add to My Lists: ',
      '',
    );
    const link = cards.first().getByRole('link');
    const key = ((await link.getAttribute('href')) ?? '').replace('/anime/', '');
    await trackButton.click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: 'Plan to Watch' }).click();
    await dialog.getByText('In My Lists: Plan to Watch').waitFor(WAIT);
    await expect.poll(() => trackedKeys(context), WAIT).toContain(key);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    const firstSet = await page
      .getByRole('list', { name: 'Recommended titles' })
      .getByRole('link')
      .evaluateAll((links) => links.map((anchor) => anchor.getAttribute('href')));
    await page.getByRole('button', { name: 'Get new suggestions' }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('list', { name: 'Recommended titles' })
            .getByRole('link')
            .evaluateAll((links) => links.map((anchor) => anchor.getAttribute('href'))),
        WAIT,
      )
      .not.toEqual(firstSet);
    await page.getByRole('button', { name: 'Get new suggestions' }).waitFor(WAIT);
    const secondSet = await page
      .getByRole('list', { name: 'Recommended titles' })
      .getByRole('link')
      .evaluateAll((links) => links.map((anchor) => anchor.getAttribute('href')));
    expect(secondSet.length).toBeGreaterThan(0);
    expect(secondSet).not.toContain(`/anime/${key}`);
    expect(secondSet.filter((href) => firstSet.includes(href))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains an empty list and offers well-rated titles to start with', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/ai`);
    await page.getByText(/Your lists are empty, so here are well-rated titles/).waitFor(WAIT);
    const cards = page.getByRole('list', { name: 'Recommended titles' }).getByRole('listitem');
    await expect.poll(() => cards.count(), WAIT).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the message of an OK answer that is an error object instead of failing', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    // Spec §7: the answer may be "an object with an error", even with status 200.
    await page.route('**/api/getRecommendations', (route) =>
      route.fulfill({ status: 200, json: { error: 'The recommender is busy. Try again soon.' } }),
    );
    await page.goto(`${server.baseUrl}/ai`);
    await page
      .getByText('Recommendations could not be loaded: The recommender is busy. Try again soon.')
      .waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
