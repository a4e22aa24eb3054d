import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TrackedTitle } from '../src/shared/tracked-title';
import { signInInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { FILM, FMA, listsJourney, WAIT } from './support/lists-journey';
import { projectRoot } from './support/project-root';
import type { RunningServer } from './support/server';

/** Tracking titles with the bundled offline catalogue: its ids are MyAnimeList ids. */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const MAL_EXPORT = path.join(projectRoot(), 'e2e/fixtures/lists-mal-export.xml');

const { signedInPage, listedTitles, listedTitle, track } = listsJourney(() => ({
  server,
  browser,
}));

const progressOf = (page: Page, name: string) =>
  page.getByRole('group', { name: `Progress of ${name}` });

describe('adding a title from its detail page', () => {
  it('asks for the progress of a series added as Watching, and saves a film at once', async () => {
    const { page, context, errors } = await signedInPage();
    await page.goto(`${server.baseUrl}/anime/tv/5114`);
    const adding = page.getByRole('group', { name: `Add “${FMA}” to a list` });
    await adding.getByRole('button', { name: 'Watching' }).click();

    const dialog = page.getByRole('dialog', { name: `Progress: ${FMA}` });
    await dialog.waitFor(WAIT);
    await dialog.getByText('Season 1 has 64 episodes.').waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    const episode = dialog.getByLabel('Episode', { exact: true });
    expect(await episode.inputValue()).toBe('1');

    await episode.fill('99');
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await dialog.getByText('Episode must be a whole number from 0 to 64.').waitFor(WAIT);
    await episode.fill('12');
    await dialog.getByRole('button', { name: 'One episode more' }).click();
    expect(await episode.inputValue()).toBe('13');
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });

    await page.getByText('In My Lists: Watching · S1 · E13').waitFor(WAIT);
    await expect
      .poll(() => listedTitle(context, 'tv/5114'), WAIT)
      .toMatchObject({
        status: 'watching',
        current_season: 1,
        current_episode: 13,
        name: FMA,
        genres: expect.arrayContaining([{ id: 18, name: 'Drama' }]) as unknown,
      });

    await page.goto(`${server.baseUrl}/anime/movie/199`);
    await page
      .getByRole('group', { name: `Add “${FILM}” to a list` })
      .getByRole('button', { name: 'Plan to Watch' })
      .click();
    await page.getByText('In My Lists: Plan to Watch').waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => listedTitle(context, 'movie/199'), WAIT)
      .toMatchObject({
        status: 'planToWatch',
        current_season: 1,
        current_episode: 0,
        title: FILM,
      });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor who tracks from a card to the login screen, and lets a user track from it', async () => {
    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.baseUrl}/`);
    await visitor.page
      .getByRole('button', { name: /^Add to My Lists: / })
      .first()
      .click();
    await expect.poll(() => new URL(visitor.page.url()).pathname, WAIT).toBe('/login');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    const { page, context, errors } = await signedInPage();
    // Home fills its rows one after another; a full browse list holds still.
    await page.goto(`${server.baseUrl}/browse/popular`);
    const popular = page.getByRole('list', { name: 'All-time popular', exact: true });
    await expect.poll(() => popular.getByRole('listitem').count(), WAIT).toBe(20);
    const cardButton = popular.getByRole('button', { name: /^Add to My Lists: / }).first();
    const name = ((await cardButton.getAttribute('aria-label')) ?? '').replace(
      'Add to My Lists: ',
      '',
    );
    // The card's label changes once the title is tracked: keep hold of this very button.
    const pressed = await cardButton.elementHandle();
    await pressed?.click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: 'Completed' }).click();
    await dialog.getByText('In My Lists: Completed').waitFor(WAIT);
    await expect
      .poll(async () => (await listedTitles(context)).map((title) => title.status), WAIT)
      .toEqual(['completed']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The dialog leaves the page a task before its focus scope hands focus back.
    await expect
      .poll(() => pressed?.evaluate((button) => button === document.activeElement), WAIT)
      .toBe(true);

    // The quick view shows the same title as tracked, and can move it.
    await page.getByRole('button', { name: `Quick view: ${name}` }).click();
    const quickView = page.getByRole('dialog', { name });
    await quickView.getByText('In My Lists: Completed').waitFor(WAIT);
    await quickView.getByRole('button', { name: 'Dropped' }).click();
    await quickView.getByText('In My Lists: Dropped').waitFor(WAIT);
    await expect
      .poll(async () => (await listedTitles(context)).map((title) => title.status), WAIT)
      .toEqual(['dropped']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the lists screen', () => {
  it('is accessible and offers a way forward when empty', async () => {
    const { page, context, errors } = await signedInPage();
    await page.goto(`${server.baseUrl}/mylists`);
    await page.getByText('Your lists are empty.').waitFor(WAIT);
    expect(await page.getByRole('link', { name: 'Browse trending anime' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs a failed load and offers Retry', async () => {
    const { page, context, errors } = await signedInPage();
    await track(context, 'tv/9253', { status: 'watching', name: 'Steins;Gate' });
    await page.route('**/api/lists?limit=100', (route) => route.abort('connectionrefused'));
    await page.goto(`${server.baseUrl}/mylists`);
    const failure = page.getByRole('alert').filter({ hasText: 'Your lists could not be loaded.' });
    await failure.waitFor(WAIT);
    expect(errors.some((error) => error.startsWith('Loading your lists failed.'))).toBe(true);

    await page.unroute('**/api/lists?limit=100');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: 'Steins;Gate' }).waitFor(WAIT);
    await context.close();
  });

  it('steps episodes, moves a title between lists and removes one with undo', async () => {
    const { page, context, errors } = await signedInPage();
    await track(context, 'tv/5114', {
      status: 'watching',
      current_episode: 5,
      name: FMA,
      first_air_date: '2009-04-05',
    });
    await track(context, 'tv/9253', { status: 'completed', name: 'Steins;Gate' });
    await page.goto(`${server.baseUrl}/mylists`);

    const watchingTab = page.getByRole('tab', { name: /^Watching/ });
    await expect.poll(() => watchingTab.getAttribute('aria-selected'), WAIT).toBe('true');
    const progress = progressOf(page, FMA);
    await progress.getByText('5 / 64').waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    await progress.getByRole('button', { name: `One episode more: ${FMA}` }).click();
    await progress.getByText('6 / 64').waitFor(WAIT);
    await expect
      .poll(async () => (await listedTitle(context, 'tv/5114'))?.current_episode, WAIT)
      .toBe(6);
    await progress.getByRole('button', { name: `One episode less: ${FMA}` }).click();
    await progress.getByText('5 / 64').waitFor(WAIT);
    // The page shows the step before the server has it: the change made elsewhere must come
    // after it, or the page's own write would land last and undo it.
    await expect
      .poll(async () => (await listedTitle(context, 'tv/5114'))?.current_episode, WAIT)
      .toBe(5);

    // A change made elsewhere arrives live; at the last known episode + stops.
    await track(context, 'tv/5114', { current_episode: 64 });
    await progress.getByText('64 / 64').waitFor(WAIT);
    expect(
      await progress.getByRole('button', { name: `One episode more: ${FMA}` }).isDisabled(),
    ).toBe(true);

    await progress.getByRole('button', { name: `Edit progress: ${FMA}` }).click();
    const dialog = page.getByRole('dialog', { name: `Progress: ${FMA}` });
    await dialog.getByLabel('Episode', { exact: true }).fill('30');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save progress' }).click();
    await progress.getByText('30 / 64').waitFor(WAIT);

    await page.getByRole('combobox', { name: `List for ${FMA}` }).selectOption('completed');
    await page.getByText('Nothing in Watching yet.').waitFor(WAIT);
    await expect
      .poll(() => page.getByRole('tab', { name: /^Completed/ }).textContent(), WAIT)
      .toContain('2');
    await expect
      .poll(async () => (await listedTitle(context, 'tv/5114'))?.status, WAIT)
      .toBe('completed');

    await page.getByRole('tab', { name: /^Completed/ }).click();
    await page.getByLabel('Filter by title').fill('stein');
    const completed = page.getByRole('list', { name: /^Completed:/ });
    await expect.poll(() => completed.getByRole('listitem').count(), WAIT).toBe(1);
    await page.getByRole('button', { name: 'Remove Steins;Gate from your lists' }).click();
    await page.getByText('Removed “Steins;Gate” from your lists.').waitFor(WAIT);
    await expect.poll(() => listedTitle(context, 'tv/9253'), WAIT).toBeUndefined();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('“Steins;Gate” is back in your lists.').waitFor(WAIT);
    await expect
      .poll(async () => (await listedTitle(context, 'tv/9253'))?.status, WAIT)
      .toBe('completed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps two pages of one user in step', async () => {
    const first = await signedInPage();
    const second = await openPage(browser);
    await signInInContext(second.context, server.baseUrl, first.account);
    await first.page.goto(`${server.baseUrl}/mylists?status=planToWatch`);
    await first.page.getByText('Your lists are empty.').waitFor(WAIT);
    await second.page.goto(`${server.baseUrl}/anime/tv/9253`);
    await second.page
      .getByRole('group', { name: 'Add “Steins;Gate” to a list' })
      .getByRole('button', { name: 'Plan to Watch' })
      .click();

    const planned = first.page.getByRole('list', { name: /^Plan to Watch:/ });
    await planned.getByRole('link', { name: 'Steins;Gate' }).waitFor({ timeout: 5000 });

    await first.page
      .getByRole('combobox', { name: 'List for Steins;Gate' })
      .selectOption('watching');
    // Planned at nothing watched; moving to Watching keeps that.
    await second.page.getByText('In My Lists: Watching · S1 · E0').waitFor({ timeout: 5000 });

    await first.page.getByRole('tab', { name: /^Watching/ }).click();
    await progressOf(first.page, 'Steins;Gate')
      .getByRole('button', { name: 'One episode more: Steins;Gate' })
      .click();
    await second.page.getByText('In My Lists: Watching · S1 · E1').waitFor({ timeout: 5000 });
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('ends the live stream as soon as the user signs out', async () => {
    const { page, context, errors } = await signedInPage();
    let streamEnded = false;
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/api/lists/events')) streamEnded = true;
    });
    const streams = page.waitForRequest((request) => request.url().endsWith('/api/lists/events'));
    await page.goto(`${server.baseUrl}/anime/tv/5114`);
    await streams;
    await page.getByText('Add to My Lists').waitFor(WAIT);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Track' }).waitFor(WAIT);
    // Well before the 5 s a stream is otherwise kept between screens.
    await expect.poll(() => streamEnded, { timeout: 2000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports a MyAnimeList export and reports the titles it could not find', async () => {
    const { page, context, errors } = await signedInPage();
    await page.goto(`${server.baseUrl}/mylists`);
    await page.getByRole('button', { name: 'Import & export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import & export' });
    // The format is read from the file: choosing it starts the import.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Import a list file' }).click(),
    ]);
    await chooser.setFiles(MAL_EXPORT);

    // Unmatched lines are kept for the exports (decision 399), and the summary says so.
    await dialog
      .getByText(
        'Imported 2 titles. 1 not found. Entries not found are kept and included in your JSON export.',
      )
      .waitFor(WAIT);
    await dialog.getByText('Not found in the catalogue (1)').waitFor(WAIT);
    expect(await dialog.getByText('Hoshizora no Kanata: Lost Signal').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await progressOf(page, 'Steins;Gate')
      .getByText(/^(S1 · E7|7 \/ 24)$/)
      .waitFor(WAIT);
    await page.getByRole('tab', { name: /^Completed/ }).click();
    await page
      .getByRole('list', { name: /^Completed:/ })
      .getByRole('link', { name: FMA })
      .waitFor(WAIT);
    expect((await listedTitles(context)).length).toBe(2);
    // The score the file gave (FMA: Brotherhood's 10) is the user's own, and the profile says so.
    await page.goto(`${server.baseUrl}/profile`);
    const figures = page.getByRole('list', { name: 'Titles per list' });
    await figures.getByText('Mean score').waitFor(WAIT);
    expect(await figures.getByRole('listitem').last().innerText()).toMatch(/^10\.0\s+Mean score$/);
    // A title marked as favourite is named on the profile, a link to its page.
    await track(context, 'tv/9253', { entry: { favourite: true } });
    await page.reload();
    await page
      .getByRole('list', { name: 'Titles marked as favourite' })
      .getByRole('link', { name: 'Steins;Gate' })
      .waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('exports the lists and hands out a private calendar address that can be reset', async () => {
    const { page, context, errors } = await signedInPage();
    await track(context, 'tv/9253', { status: 'watching', name: 'Steins;Gate' });
    await page.goto(`${server.baseUrl}/mylists`);
    await page.getByRole('button', { name: 'Import & export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import & export' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tsuzuki-lists-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse((await (await download.createReadStream()).toArray()).join('')) as {
      product: string;
      items: TrackedTitle[];
    };
    expect(exported.product).toBe('Tsuzuki');
    expect(exported.items.map((item) => item.name)).toEqual(['Steins;Gate']);

    await dialog.getByRole('button', { name: 'Show my calendar link' }).click();
    const address = dialog.getByLabel('Calendar address');
    await address.waitFor(WAIT);
    const first = await address.inputValue();
    expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await context.request.get(first);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await dialog.getByText('New address made. The old one no longer works.').waitFor(WAIT);
    const second = await address.inputValue();
    expect(second).not.toBe(first);
    expect((await context.request.get(first)).status()).toBe(404);
    expect((await context.request.get(second)).status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
