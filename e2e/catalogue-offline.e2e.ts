import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../src/shared/lists-api';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

/** The product with nothing configured: the bundled offline catalogue answers every screen. */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };

const cardsIn = (page: Page, listName: string) =>
  page.getByRole('list', { name: listName, exact: true }).getByRole('listitem');

/** A list's cards counted as a user scrolls down to them: they are drawn near the screen only. */
const scrolledCount = (page: Page, cards: Locator) => async () => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return cards.count();
};

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  return { dialog, input: dialog.getByRole('combobox', { name: 'Search anime' }) };
}

describe('the search overlay, as a visitor', () => {
  it('finds anime from 3 characters, labelled TV or Movie, and opens one from the keyboard', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/about`);
    const { dialog, input } = await openSearch(page);

    await input.fill('fu');
    await page.waitForTimeout(600);
    expect(await dialog.getByRole('listbox').count()).toBe(0);
    expect(await dialog.getByText('Searching...').count()).toBe(0);

    await input.fill('fullmetal');
    const options = dialog.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    expect(await options.count()).toBeLessThanOrEqual(8);
    for (const text of await options.allTextContents()) expect(text).toMatch(/(TV|Movie)/);
    expect(await options.first().textContent()).toContain('Fullmetal Alchemist');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    // The name itself, without the original name shown beside it.
    const chosenTitle =
      (await second.locator(':scope > span > span > span').first().textContent()) ?? '';
    await input.press('ArrowUp');
    await input.press('ArrowDown');
    await input.press('Enter');

    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/anime\/(tv|movie)\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(chosenTitle);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'No results' for nonsense, and a shorter query clears the results", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/about`);
    const { dialog, input } = await openSearch(page);
    await input.fill('zzqxv wqpt');
    await dialog.getByText('No results', { exact: true }).waitFor();

    await input.fill('naruto');
    await expect.poll(() => dialog.getByRole('option').count()).toBeGreaterThan(0);
    await input.fill('na');
    await expect.poll(() => dialog.getByRole('option').count()).toBe(0);
    expect(await dialog.getByText('No results').count()).toBe(0);

    await input.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the detail screen', () => {
  it('shows Fullmetal Alchemist: Brotherhood with its facts, genres, related titles and source', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/anime/tv/5114`);
    await page
      .getByRole('heading', { level: 1, name: 'Fullmetal Alchemist: Brotherhood' })
      .waitFor();
    expect(await page.title()).toBe('Fullmetal Alchemist: Brotherhood · Tsuzuki');

    const fact = (label: string) =>
      page
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd');
    expect(await fact('Episodes').textContent()).toBe('64');
    expect(await fact('Type').textContent()).toBe('TV');
    expect(await fact('Score').textContent()).toMatch(/^9\.3 \/ 10 · [\d,]+ members$/);

    const genres = page.getByRole('list', { name: 'Genres' });
    // One genre set under MyAnimeList's names (decision 283), never TMDB's "Action & Adventure".
    expect(await genres.getByText('Action', { exact: true }).count()).toBe(1);
    expect(await genres.getByText('Adventure', { exact: true }).count()).toBe(1);
    expect(await genres.getByText('Drama', { exact: true }).count()).toBe(1);
    expect(await genres.getByText('Action & Adventure').count()).toBe(0);
    // Each genre opens Discover filtered by it.
    expect(await genres.getByRole('link', { name: 'Drama' }).getAttribute('href')).toMatch(
      /^\/discover\?genre=\d+$/,
    );

    const related = page.getByRole('list', { name: 'More like this' });
    expect(
      await related.getByRole('link', { name: 'Fullmetal Alchemist', exact: true }).count(),
    ).toBe(1);

    expect(await page.getByRole('link', { name: 'View on MyAnimeList' }).getAttribute('href')).toBe(
      'https://myanimelist.net/anime/5114',
    );
    // The poster is a generated cover: the offline catalogue has no pictures.
    expect(await page.locator('[data-poster="placeholder"]').count()).toBeGreaterThan(0);
    expect(await page.locator('img').count()).toBe(0);
    // Credits where the data is shown.
    expect(
      await page
        .getByRole('main')
        .getByText(/Anime Recommendations Database/)
        .count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Track' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found screen for a title the catalogue does not have', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/anime/movie/5114`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    // Chromium reports the proxy's 404 answer itself; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('opens a quick view from a card, with Track and the way to the full page', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/browse/popular`);
    const firstCard = cardsIn(page, 'All-time popular').first();
    await firstCard.waitFor();
    const name = (await firstCard.getByRole('link').textContent()) ?? '';
    await firstCard.getByRole('button', { name: `Quick view: ${name}` }).click();

    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await dialog.getByText('Episodes').waitFor();
    expect(await dialog.getByRole('button', { name: 'Track' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Open full page' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/anime\/tv\/\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('home, discover and browse', () => {
  it('home shows rows of real anime, each with See all, and links to every list', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/`);
    for (const [row, seeAll] of [
      ['Airing this week', '/coming-soon?days=7'],
      ['New this season', '/browse/season'],
      ['Trending now', '/browse/trending'],
    ] as const) {
      await expect.poll(() => cardsIn(page, row).count(), { message: row }).toBeGreaterThan(0);
      expect(await cardsIn(page, row).count(), row).toBeLessThanOrEqual(12);
      expect(
        await page.getByRole('link', { name: `See all: ${row}` }).getAttribute('href'),
        row,
      ).toBe(seeAll);
    }
    const shortcuts = page.getByRole('navigation', { name: 'Browse the catalogue' });
    for (const name of [
      'Discover',
      'Trending now',
      'All-time popular',
      'Top rated',
      'Coming Soon',
    ]) {
      expect(await shortcuts.getByRole('link', { name }).count(), name).toBe(1);
    }
    // Rows, not a long grid: no Load more on home; discover and browse have it.
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('discover narrows by genre and media type and appends pages with Load more', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/discover`);
    const series = cardsIn(page, 'Anime series');
    // The first load is five pages (spec), its cards drawn as they near the screen (decision
    // 267): a phone's first screen holds a few, scrolling down brings the rest.
    await expect.poll(() => series.count()).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    expect(await series.count()).toBeLessThan(100);
    await expect.poll(scrolledCount(page, series)).toBe(100);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(scrolledCount(page, series)).toBe(120);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Genre').selectOption({ label: 'Comedy' });
    await expect.poll(() => new URL(page.url()).searchParams.get('genre')).toBe('35');
    await page.getByRole('radio', { name: 'Movie' }).check();
    const films = cardsIn(page, 'Anime films');
    await expect.poll(() => films.count()).toBeGreaterThan(0);
    for (const text of (await films.allTextContents()).slice(0, 10))
      expect(text).toContain('Movie');
    expect(new URL(page.url()).searchParams.get('format')).toBe('movie');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('discover sorts by popular, top rated or newest and narrows to a year, in the address', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/discover`);
    const series = cardsIn(page, 'Anime series');
    await expect.poll(() => series.count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('popular');

    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('newest');
    await expect.poll(() => series.count()).toBeGreaterThan(0);
    const years = (await series.allTextContents())
      .slice(0, 10)
      // A card reads name, original name, year, then kind ("…2026TV").
      .map((text) => Number(/((?:19|20)\d{2})(?=TV|Movie)/.exec(text)?.[1]));
    expect(years.every((year) => year >= 2024)).toBe(true);
    expect([...years].sort((a, b) => b - a)).toEqual(years);

    await page.getByRole('spinbutton', { name: 'Year' }).fill('2016');
    await expect.poll(() => new URL(page.url()).searchParams.get('year')).toBe('2016');
    await expect.poll(async () => (await series.allTextContents())[0] ?? '').toContain('2016');
    for (const text of (await series.allTextContents()).slice(0, 10))
      expect(text).toContain('2016');

    await page.reload();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('newest');
    expect(await page.getByRole('spinbutton', { name: 'Year' }).inputValue()).toBe('2016');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('browse has one screen per mode, each its own order, and Load more', async () => {
    const { page, context, errors } = await openPage(browser);
    const firstTitles: Record<string, string> = {};
    for (const [mode, heading] of [
      ['trending', 'Trending now'],
      ['popular', 'All-time popular'],
      ['top', 'Top rated'],
    ] as const) {
      await page.goto(`${server.baseUrl}/browse/${mode}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const cards = cardsIn(page, heading);
      await expect.poll(() => cards.count()).toBe(20);
      firstTitles[mode] = (await cards.first().getByRole('link').textContent()) ?? '';
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => cards.count()).toBe(40);
      expect(await seriousViolations(page), mode).toEqual([]);
    }
    expect(firstTitles.popular).toBe('Death Note');
    expect(firstTitles.trending).not.toBe(firstTitles.popular);

    const unknownMode = await page.goto(`${server.baseUrl}/browse/latest`);
    expect(unknownMode?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    // Chromium reports the page's own 404 status as a console error; nothing else may fail.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it('the seasonal view and the year filter answer from the bundled catalogue', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/browse/season`);
    await expect.poll(() => cardsIn(page, 'Popular this season').count(), WAIT).toBeGreaterThan(0);
    expect(await page.getByText(/TMDB/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}/browse/popular?year=2024`);
    await expect.poll(() => cardsIn(page, 'All-time popular').count(), WAIT).toBe(20);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a current title, as a new user finds it', () => {
  it('searches "frieren" from the header, opens it and adds it to a list', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/`);
    const { dialog, input } = await openSearch(page);
    await input.fill('frieren');
    const first = dialog.getByRole('option').first();
    await expect.poll(() => first.textContent(), WAIT).toContain('Frieren');
    await first.click();

    const name = "Frieren: Beyond the Journey's End";
    await page.getByRole('heading', { level: 1, name }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/anime/tv/52991');
    await page
      .getByText(/葬送のフリーレン/)
      .first()
      .waitFor(WAIT);
    const watch = page.getByRole('region', { name: 'Where to watch' });
    expect(await watch.getByRole('link', { name: /Crunchyroll/ }).getAttribute('href')).toBe(
      'https://www.crunchyroll.com/series/GG5H5XQX4/',
    );
    await watch.getByRole('button', { name: /More services/ }).click();
    await watch.getByRole('link', { name: /U-NEXT/ }).waitFor(WAIT);
    const seasons = page.getByRole('region', { name: 'Seasons' });
    expect(await seasons.getByRole('button', { name: /^Season \d/ }).count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('group', { name: `Add “${name}” to a list` })
      .getByRole('button', { name: 'Plan to Watch' })
      .click();
    await page.getByText('In My Lists: Plan to Watch').waitFor(WAIT);
    // The page shows the choice before the server has answered (an optimistic write).
    const listed = async () => {
      const answer = await context.request.get(`${server.baseUrl}/api/lists?limit=50`);
      return ((await answer.json()) as ListPage).items;
    };
    await expect
      .poll(listed, WAIT)
      .toEqual([expect.objectContaining({ media_type: 'tv', id: 52991, status: 'planToWatch' })]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the filter bar', () => {
  it('writes to the address in place, keeps the hash, reads it back on load, and resets', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/browse/popular#list`);
    const cards = cardsIn(page, 'All-time popular');
    await expect.poll(() => cards.count()).toBe(20);
    const unfiltered = await cards.first().getByRole('link').textContent();
    const historyLength = await page.evaluate(() => history.length);

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Genre').selectOption({ label: 'Romance' });
    await filters.getByLabel('Format').selectOption({ label: 'Movie' });
    await expect.poll(() => new URL(page.url()).search).toBe('?genre=10749&format=movie');
    expect(new URL(page.url()).hash).toBe('#list');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect.poll(() => cards.first().getByRole('link').textContent()).not.toBe(unfiltered);
    for (const text of await cards.allTextContents()) expect(text).toContain('Movie');

    await page.reload();
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await filters.getByLabel('Genre').inputValue()).toBe('10749');
    expect(await filters.getByLabel('Format').inputValue()).toBe('movie');
    expect(await seriousViolations(page)).toEqual([]);

    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('#list');
    await expect.poll(() => cards.first().getByRole('link').textContent()).toBe(unfiltered);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('coming soon', () => {
  it('lists every episode the schedules project in 90 days, by the viewer’s days, at their time of day, on a 360 px phone', async () => {
    const zone = 'America/Los_Angeles';
    const { page, context, errors } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
      touch: true,
      timezoneId: zone,
    });
    await page.goto(`${server.baseUrl}/coming-soon`);
    const upcoming = page.getByRole('region', { name: 'Upcoming episodes' });
    const entries = upcoming.getByRole('listitem');
    await expect.poll(() => entries.count(), WAIT).toBeGreaterThan(0);
    const more = page.getByRole('button', { name: /Load more/ });
    // The bundled schedules' long runners, weekly for 90 days: more than a page of 50.
    expect(await entries.count()).toBe(50);
    await more.click();
    await expect.poll(() => entries.count(), WAIT).toBeGreaterThan(50);

    const inZone = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    const time = inZone({ hour: 'numeric', minute: '2-digit' });
    // en-CA writes dates as YYYY-MM-DD, which order as text.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    const heading = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: zone,
    });
    const shown = await upcoming.locator('section').evaluateAll((sections) =>
      sections.map((section) => ({
        heading: section.querySelector('h2')?.textContent ?? '',
        times: [...section.querySelectorAll('li time')].map((element) => ({
          at: element.getAttribute('datetime') ?? '',
          text: element.textContent ?? '',
        })),
      })),
    );
    const spaces = (text: string) => text.replace(/\s/g, ' ');
    const instants: string[] = [];
    for (const section of shown) {
      for (const { at, text } of section.times) {
        // Each entry at its instant, shown at Los Angeles' time of day under Los Angeles' day.
        expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(spaces(text)).toBe(spaces(time.format(Date.parse(at))));
        expect(section.heading).toBe(heading.format(Date.parse(at)));
        instants.push(at);
      }
    }
    expect(instants).toEqual([...instants].sort());
    expect(day.format(Date.parse(instants[0]!)) >= day.format(Date.now())).toBe(true);
    // Not only this week: the second page reaches weeks ahead.
    expect(Date.parse(instants.at(-1)!) - Date.now()).toBeGreaterThan(21 * 86_400_000);
    const labels = await upcoming.locator('li strong').allTextContents();
    for (const label of labels) {
      expect(label).toMatch(
        /^(Today|Tomorrow|In [2-6] days|In [1-4] week\(s\)|In [1-3] month\(s\))$/,
      );
    }
    expect(labels).toContain('In 1 month(s)');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'nothing scrolls sideways at 360 px',
    ).toBeLessThanOrEqual(360);
    expect(await page.getByText(/TMDB/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('credits', () => {
  it('the footer names the catalogue source', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.baseUrl}/terms`);
    const credit = page.getByRole('contentinfo').getByRole('link', {
      name: /Anime Recommendations Database/,
    });
    await credit.waitFor();
    expect(await credit.getAttribute('href')).toContain('kaggle.com');
    const names = page.getByRole('contentinfo').getByRole('link', { name: /bangumi-data/ });
    expect(await names.getAttribute('href')).toBe('https://github.com/bangumi-data/bangumi-data');
    await context.close();
  });
});
