import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../src/shared/lists-api';
import { seriousViolations } from './support/axe';
import { withServerAndBrowser } from './support/journey';
import { FILM, FMA, listsJourney, WAIT } from './support/lists-journey';
import type { RunningServer } from './support/server';

/** A signed-in user sees where each title stands: on cards, on home, in the lists (decisions 161–163). */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const { signedInPage, track } = listsJourney(() => ({ server, browser }));

async function episodeOf(context: BrowserContext, key: string) {
  const response = await context.request.get(`${server.baseUrl}/api/lists?limit=500`);
  const { items } = (await response.json()) as ListPage;
  return items.find((title) => `${title.media_type}/${title.id}` === key)?.current_episode;
}

const cardOf = (page: Page, list: string, name: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

describe('where am I', () => {
  it('cards show the list and progress of tracked titles, live', async () => {
    const { page, context, errors } = await signedInPage();
    await track(context, 'tv/5114', { status: 'watching', current_episode: 5, name: FMA });
    await page.goto(`${server.baseUrl}/browse/popular`);
    const card = cardOf(page, 'All-time popular', FMA);
    await card.getByText('In your lists: Watching · E5').waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    // A change made elsewhere reaches the card without a reload.
    await track(context, 'tv/5114', { status: 'completed' });
    await card.getByText('In your lists: Completed', { exact: true }).waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('home offers the next episode of what is being watched, one tap away', async () => {
    const { page, context, errors } = await signedInPage();
    await track(context, 'tv/5114', { status: 'watching', current_episode: 5, name: FMA });
    await page.goto(`${server.baseUrl}/`);
    const rows = page.getByRole('heading', { level: 2 });
    await expect
      .poll(async () => (await rows.allTextContents())[0], WAIT)
      .toBe('Continue watching');
    const continueRow = page.getByRole('list', { name: 'Continue watching' });
    await continueRow.getByText('Next: E6 of 64').waitFor(WAIT);
    expect(
      await page.getByRole('link', { name: 'See all: Continue watching' }).getAttribute('href'),
    ).toBe('/mylists?status=watching');
    expect(await seriousViolations(page)).toEqual([]);

    await continueRow
      .getByRole('button', { name: `Watched season 1, episode 6 of ${FMA}` })
      .click();
    await continueRow.getByText('Next: E7 of 64').waitFor(WAIT);
    await expect.poll(() => episodeOf(context, 'tv/5114'), WAIT).toBe(6);
    // Recommendations take the last row for a user; visitors get Trending instead.
    await page.getByRole('heading', { level: 2, name: 'Recommended for you' }).waitFor(WAIT);
    expect(await page.getByRole('link', { name: 'Get started' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the lists open where the titles are, and All shows every one', async () => {
    const { page, context, errors } = await signedInPage();
    await track(context, 'movie/199', { status: 'planToWatch', title: FILM });
    await track(context, 'tv/5114', { status: 'completed', name: FMA });
    await page.goto(`${server.baseUrl}/mylists`);
    const planned = page.getByRole('tab', { name: /^Plan to Watch/ });
    await expect.poll(() => planned.getAttribute('aria-selected'), WAIT).toBe('true');
    await page
      .getByRole('list', { name: /^Plan to Watch:/ })
      .getByRole('link', { name: FILM })
      .waitFor(WAIT);

    await page.getByRole('tab', { name: /^All/ }).click();
    const all = page.getByRole('list', { name: /^All:/ });
    await all.getByRole('link', { name: FILM }).waitFor(WAIT);
    await all.getByRole('link', { name: FMA }).waitFor(WAIT);
    expect(new URL(page.url()).searchParams.get('status')).toBe('all');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
