import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTmdb, type FakeTmdb } from '../src/server/testing/fakes/fake-tmdb';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, seasonsNotFound } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** The product with TMDB configured, TMDB played by the local fake with its relative air dates. */
const API_KEY = 'e2e-tmdb-key';
let tmdb: FakeTmdb;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  tmdb = await startFakeTmdb({ apiKey: API_KEY });
  [server, browser] = await Promise.all([
    startServer({ TMDB_API_KEY: API_KEY, TMDB_BASE_URL: tmdb.baseUrl }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tmdb?.close();
});

/**
 * Chromium reports a picture it could not fetch as a console error of its own; this machine has
 * no way to reach TMDB's image host, so exactly those reports are expected and nothing else.
 */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) =>
      !/^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE)$/.test(
        error,
      ),
  );

describe('coming soon with TMDB', () => {
  it('lists every episode of each airing season in the window, soonest first, dated by day', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/coming-soon`);
    const entries = page.getByRole('region', { name: 'Upcoming episodes' }).getByRole('listitem');
    // TMDB's recorded One Piece and Demon Slayer are returned too, their next episodes in 2019.
    // Frieren's episodes 4 to 10 from 3 days on, Jujutsu Kaisen's 2 to 12 from 10 days on, weekly.
    await expect.poll(() => entries.count()).toBe(18);
    const rows = await entries.evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('a')?.textContent,
        item.querySelector('strong')?.textContent,
      ]),
    );
    expect(rows[0]).toEqual(['Frieren: Beyond Journey’s End', 'In 3 days']);
    // Both air ten days from now; the same day keeps the discover page's order.
    expect(rows.slice(1, 3)).toEqual(
      expect.arrayContaining([
        ['Frieren: Beyond Journey’s End', 'In 1 week(s)'],
        ['Jujutsu Kaisen', 'In 1 week(s)'],
      ]),
    );
    expect(rows.at(-1)).toEqual(['Jujutsu Kaisen', 'In 2 month(s)']);
    expect(await page.getByText('Already aired').count()).toBe(0);
    // TMDB gives days, not times: each entry shows its date.
    const dates = await entries
      .locator('time')
      .evaluateAll((times) =>
        times.map((time) => [time.getAttribute('datetime'), time.textContent]),
      );
    for (const [attribute, text] of dates) {
      expect(attribute).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(text).toBe(attribute);
    }
    const sorted = dates.map(([attribute]) => attribute ?? '');
    expect(sorted).toEqual([...sorted].sort());
    expect(await page.getByText(/connected to TMDB/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('tracking a long-runner TMDB numbers absolutely', () => {
  it('takes One Piece to S20E886, its next episode, although season 20 counts 9', async () => {
    const { page, context, errors } = await openPage(browser);
    const seasons = seasonsNotFound(page);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/anime/tv/37854`);
    await page
      .getByRole('group', { name: 'Add “One Piece” to a list' })
      .getByRole('button', { name: 'Watching' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Progress: One Piece' });
    await dialog.waitFor();
    await dialog.getByLabel('Season', { exact: true }).fill('20');
    await dialog.getByLabel('Episode', { exact: true }).fill('886');
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('In My Lists: Watching · S20 · E886').waitFor();
    expect(unexpected(seasons.othersThan(errors))).toEqual([]);
    await context.close();
  });
});

describe('a detail screen with TMDB', () => {
  it('shows seasons with their episodes on demand and the next episode label', async () => {
    const { page, context, errors } = await openPage(browser);
    const seasonCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/tv/209867/season/2')) {
        seasonCalls.push(request.url());
      }
    });
    await page.goto(`${server.baseUrl}/anime/tv/209867`);
    await page.getByRole('heading', { level: 1, name: 'Frieren: Beyond Journey’s End' }).waitFor();
    expect(await page.getByText('Also known as 葬送のフリーレン').count()).toBe(1);
    const next = page.getByText(/^Next episode:/);
    expect(await next.textContent()).toMatch(/Episode 4 .*In 3 days \(\d{4}-\d{2}-\d{2}\)$/);

    const genres = page.getByRole('list', { name: 'Genres' });
    expect(await genres.getByRole('link').first().getAttribute('href')).toMatch(
      /^\/discover\?genre=\d+$/,
    );

    const seasons = page.getByRole('region', { name: 'Seasons' });
    expect(await seasons.getByRole('button').allTextContents()).toEqual([
      'Season 128 episodes',
      'Season 210 episodes',
    ]);
    // Related titles, or else titles of its telling genre from Discover, never itself.
    const similar = page.getByRole('list', { name: 'More like this' });
    await expect.poll(() => similar.getByRole('link').count()).toBeGreaterThan(0);
    expect(await similar.getByRole('link', { name: 'Frieren: Beyond Journey’s End' }).count()).toBe(
      0,
    );
    // On demand: the page asks for a season's episodes when it is opened, not before. (The
    // server may already keep TMDB's answer, e.g. from Coming soon's look-ups.)
    expect(seasonCalls).toEqual([]);
    await seasons.getByRole('button', { name: /Season 2/ }).click();
    const episodes = seasons.getByRole('listitem').filter({ hasText: /^\d+/ });
    await expect.poll(() => episodes.count()).toBe(10);
    expect(seasonCalls).toHaveLength(1);
    expect(await page.getByRole('link', { name: 'View on TMDB' }).getAttribute('href')).toBe(
      'https://www.themoviedb.org/tv/209867',
    );
    expect(
      await page
        .getByRole('main')
        .getByText(/uses the TMDB API but is not endorsed/)
        .count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('asks no picture host and shows the generated cover when the server serves no pictures', async () => {
    const { page, context, errors } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') asked.push(request.url());
    });
    await page.goto(`${server.baseUrl}/anime/tv/209867`);
    const poster = page.locator('main [data-poster]').first();
    await poster.waitFor();
    await expect.poll(() => poster.getAttribute('data-poster')).toBe('placeholder');
    // Posters come from this server only (decision 300), and this one has no picture hosts.
    expect(asked.filter((url) => !url.startsWith(server.baseUrl))).toEqual([]);
    // The title's own cover; More like this below fetches its posters on its own time.
    expect(await poster.locator('img').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('search with TMDB', () => {
  it('keeps only Japanese animation with posters, with type and year', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/about`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search anime' }).fill('frieren');
    const options = dialog.getByRole('option');
    await expect.poll(() => options.count()).toBe(1);
    expect(await options.first().textContent()).toBe(
      'Frieren: Beyond Journey’s End 葬送のフリーレンTV · 2023',
    );
    await options.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/anime/tv/209867');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('the seasonal view with TMDB', () => {
  it('lists the current season, or falls back as the spec says', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/browse/season`);
    await page.getByRole('heading', { level: 1, name: 'Popular this season' }).waitFor();
    await page
      .getByText(/^(The most popular anime first aired in|Nothing is listed for) /)
      .waitFor();
    expect(await page.getByText(/connected to TMDB/).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
