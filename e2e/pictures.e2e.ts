import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startFakeImageHost,
  type FakeImageHost,
} from '../src/server/testing/fakes/fake-image-host';
import { startFakeTmdb, type FakeTmdb } from '../src/server/testing/fakes/fake-tmdb';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Posters through our own server (decision 300): TMDB played by the local fake, its picture host
 * by a local one listed in IMAGE_HOSTS. Frieren's picture there is broken.
 */
const API_KEY = 'e2e-pictures-key';
const PHONE = { width: 360, height: 740 };
const BROKEN = '/t/p/w780/frieren-beyond-journeys-end.jpg';
let tmdb: FakeTmdb;
let host: FakeImageHost;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [tmdb, host] = await Promise.all([startFakeTmdb({ apiKey: API_KEY }), startFakeImageHost()]);
  const poster = await sharp({
    create: { width: 780, height: 1170, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  host.serve('*', { kind: 'picture', bytes: poster, type: 'image/jpeg' });
  host.serve(BROKEN, { kind: 'picture', bytes: Buffer.from('not a picture'), type: 'image/jpeg' });
  [server, browser] = await Promise.all([
    startServer({
      TMDB_API_KEY: API_KEY,
      TMDB_BASE_URL: tmdb.baseUrl,
      TMDB_IMAGE_BASE_URL: `${host.url}/t/p/`,
      IMAGE_HOSTS: host.url,
      IMAGE_ALLOW_PRIVATE: 'true',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([tmdb?.close(), host?.close()]);
});

/**
 * Every picture the page asked for and every <img> address it holds, once its first cover (scrolled
 * to, as covers below the screen load lazily) is drawn.
 */
async function picturesOn(page: Page, path: string) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.push(request.url());
  });
  await page.goto(`${server.baseUrl}${path}`);
  const first = page.locator('main [data-poster="image"] img').first();
  // Home's rails render again as their answers arrive, so the first cover can be replaced while
  // it is scrolled to: each try finds it anew.
  await vi.waitFor(
    async () => {
      await first.scrollIntoViewIfNeeded({ timeout: 2000 });
      const width = await first.evaluate((image) => (image as HTMLImageElement).naturalWidth);
      expect(width).toBeGreaterThan(0);
    },
    { timeout: 15_000, interval: 100 },
  );
  const sources = await page
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  return { asked, sources };
}

/**
 * The fake's lists hold titles it has no details for; their pictures answer 404 (the browser
 * reports each) and they show generated covers.
 */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.includes('status of 404 (Not Found)'));

const sameOrigin = (addresses: string[]) =>
  addresses.filter((address) => !address.startsWith(`${server.baseUrl}/`));

describe.each(['/', '/discover'])('covers on %s at 360 px', (path) => {
  it('come from our own origin, resized by it', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    const { asked, sources } = await picturesOn(page, path);
    expect(sources.length).toBeGreaterThan(0);
    expect(sameOrigin(sources)).toEqual([]);
    expect(sameOrigin(asked)).toEqual([]);
    // Discover's grid is the page's first screen: its first posters are asked for at once.
    if (path === '/discover') {
      const first = page.locator('main [data-poster="image"] img').first();
      expect(await first.getAttribute('fetchpriority')).toBe('high');
    }
    expect(
      sources.every((source) =>
        /\/api\/images\/(tv|movie)\/\d+\/\d+-[0-9a-f]{8}\.webp$/.test(source),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe.each([PHONE, { width: 1280, height: 800 }])(
  'a title page’s opening at $width px',
  (viewport) => {
    it('draws the cover where and as large as the app’s poster, so nothing moves when the app takes over', async () => {
      const path = '/anime/tv/95479';
      const { page, context } = await openPage(browser, { viewport });
      await page.goto(`${server.baseUrl}${path}`);
      const poster = page.locator('main [data-poster="image"] img').first();
      await vi.waitFor(
        async () =>
          expect(
            await poster.evaluate((image) => (image as HTMLImageElement).naturalWidth),
          ).toBeGreaterThan(0),
        { timeout: 15_000, interval: 100 },
      );
      const drawn = {
        box: await poster.boundingBox(),
        srcset: await poster.getAttribute('srcset'),
      };
      await context.close();
      // Without scripts the page is the server's opening alone, the title's answer kept by now.
      const still = await browser.newContext({ viewport, javaScriptEnabled: false });
      const opening = await still.newPage();
      await opening.goto(`${server.baseUrl}${path}`);
      const cover = opening.locator('#first-screen .opening-cover img');
      expect(await cover.getAttribute('fetchpriority')).toBe('high');
      expect(await cover.getAttribute('srcset')).toBe(drawn.srcset);
      expect(await cover.boundingBox()).toEqual(drawn.box);
      await still.close();
    });
  },
);

describe('a title page at 360 px', () => {
  it('draws its cover first, from our origin, at the title page’s size', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    const { asked } = await picturesOn(page, '/anime/tv/95479');
    const cover = page.locator('main [data-poster="image"] img').first();
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    expect(await cover.getAttribute('loading')).toBe('eager');
    expect(await cover.getAttribute('srcset')).toMatch(/342w, .*684w$/);
    expect(sameOrigin(asked)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it.each([
    [2, 513],
    [3, 684],
  ])('asks a %i× phone for the %i-wide cover (decision 471)', async (deviceScaleFactor, width) => {
    const { page, context } = await openPage(browser, {
      viewport: PHONE,
      touch: true,
      deviceScaleFactor,
    });
    await page.goto(`${server.baseUrl}/anime/tv/95479`);
    const cover = page.locator('main [data-poster="image"] img').first();
    await expect
      .poll(() => cover.evaluate((image) => (image as HTMLImageElement).currentSrc))
      .toMatch(new RegExp(`/api/images/tv/95479/${width}-[0-9a-f]{8}\\.webp$`));
    await context.close();
  });

  it('runs the app only once the opening has drawn the cover (decision 465)', async () => {
    const path = '/anime/tv/95479';
    // The server's opening draws the cover once it keeps the title's answer: a first visit asks.
    const first = await openPage(browser, { viewport: PHONE, touch: true });
    await first.page.goto(`${server.baseUrl}${path}`);
    await first.page.locator('main [data-poster]').first().waitFor();
    await first.context.close();

    const { page, context } = await openPage(browser, { viewport: PHONE, touch: true });
    // When the app first draws a poster of its own: the opening's cover is not in <main>.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('main [data-poster]')) return;
        (window as { appDrawnAt?: number }).appDrawnAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.route(/\/api\/images\/tv\/95479\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`${server.baseUrl}${path}`);
    await page.locator('#first-screen .opening-cover img').waitFor({ state: 'attached' });
    await page.locator('main [data-poster]').first().waitFor();
    const coverLoadedAt = await page.waitForFunction(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
          entry.name.includes('/api/images/tv/95479/'),
        )?.responseEnd,
    );
    const appDrawnAt = await page.evaluate(() => (window as { appDrawnAt?: number }).appDrawnAt);
    expect(await coverLoadedAt.jsonValue()).toBeGreaterThan(600);
    expect(appDrawnAt).toBeGreaterThan((await coverLoadedAt.jsonValue()) as number);
    await context.close();
  });

  it('shows the generated cover, in the same frame, when the picture is broken', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, touch: true });
    await page.goto(`${server.baseUrl}/anime/tv/209867`);
    await page.getByRole('heading', { level: 1, name: 'Frieren: Beyond Journey’s End' }).waitFor();
    const poster = page.locator('main [data-poster]').first();
    await expect.poll(() => poster.getAttribute('data-poster')).toBe('placeholder');
    const box = await poster.boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(1.5, 1);
    expect(host.asked).toContain(BROKEN);
    await context.close();
  });
});

describe('home’s opening at 360 px (decision 457)', () => {
  const boxesOf = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.slice(0, 3).map((element) => {
        const { x, y, width } = element.getBoundingClientRect();
        return [x, y, width].map(Math.round).join(',');
      }),
    );

  it('draws the first posters before the app runs, where the app’s cards then stand', async () => {
    const before = await openPage(browser, { viewport: PHONE, touch: true });
    // Without the app's code the page stays the server's opening, drawn by the entry alone.
    await before.page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort());
    await before.page.goto(`${server.baseUrl}/`);
    const opening = before.page.locator('#first-screen [data-opening-rail] > li');
    await opening.first().waitFor();
    const first = opening.first().locator('img');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    const openingSources = await opening.evaluateAll((items) =>
      items.map((item) => item.querySelector('img')?.getAttribute('src') ?? null),
    );
    expect(openingSources[0]).toMatch(/^\/api\/images\/tv\/\d+\/154-/);
    const openingBoxes = await boxesOf(before.page, '#first-screen [data-opening-rail] > li');
    expect(
      await before.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
    ).toBe(true);
    await before.context.close();

    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    await page.goto(`${server.baseUrl}/`);
    const cards = page.locator('section[aria-labelledby="home-airing"] li:has([data-poster])');
    await cards.first().waitFor();
    const cardBoxes = await boxesOf(
      page,
      'section[aria-labelledby="home-airing"] li:has([data-poster])',
    );
    expect(cardBoxes.slice(0, openingBoxes.length)).toEqual(openingBoxes);
    expect(openingBoxes.length).toBe(Math.min(3, cardBoxes.length));
    // The same pictures in the same places; a broken one turns into the card's generated cover.
    const cardSources = await cards.evaluateAll((items) =>
      items.map((item) => item.querySelector('img')?.getAttribute('src') ?? null),
    );
    openingSources.forEach((source, index) => {
      if (cardSources[index] !== null) expect(cardSources[index]).toBe(source);
    });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('asks for the app’s files only once the first poster has come (decision 470)', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, touch: true });
    await page.route(/\/api\/images\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/`);
    const asked = await page.waitForFunction(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // The opening's first poster is the first picture the page asks for.
      const poster = entries.find((entry) => entry.name.includes('/api/images/'));
      const app = entries.find((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name));
      return poster && app ? { posterCame: poster.responseEnd, appAsked: app.startTime } : null;
    });
    const { posterCame, appAsked } = (await asked.jsonValue()) as {
      posterCame: number;
      appAsked: number;
    };
    expect(posterCame).toBeGreaterThan(400);
    expect(appAsked).toBeGreaterThan(posterCame);
    await context.close();
  });
});
