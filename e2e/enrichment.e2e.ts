import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKitsu, type FakeKitsu } from '../src/server/testing/fakes/fake-kitsu';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { listsJourney, WAIT } from './support/lists-journey';
import { startServer, type RunningServer } from './support/server';

/** The offline catalogue enriched by a local Kitsu: Frieren (MyAnimeList 52991) has 28 episodes. */
let kitsu: FakeKitsu;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  kitsu = await startFakeKitsu();
  [server, browser] = await Promise.all([
    startServer({ METADATA_URL: kitsu.baseUrl }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await kitsu?.close();
});

const PHONE = { width: 360, height: 740 };
const { signedInPage, track } = listsJourney(() => ({ server, browser }));

/** The page's layout shifts so far, as Lighthouse adds them (those not caused by input). */
const layoutShift = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[];
      resolve(entries.reduce((sum, entry) => sum + (entry.hadRecentInput ? 0 : entry.value), 0));
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(0), 500);
  });

describe('a title page enriched by Kitsu', () => {
  it('shows the synopsis with its credit on a 360 px phone, without moving the page', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    await page.goto(`${server.baseUrl}/anime/tv/52991`);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);

    const synopsis = page.getByRole('region', { name: 'Synopsis' });
    await synopsis.getByText(/^The demon king has been defeated/).waitFor(WAIT);
    const credit = synopsis.getByRole('link', { name: 'Kitsu' });
    expect(await credit.getAttribute('href')).toBe('https://kitsu.app/anime/46474');
    expect(await synopsis.textContent()).toContain('Synopsis: Kitsu');

    expect(await page.evaluate(layoutShift)).toBeLessThan(0.02);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts the episodes in the lists, 13 / 28, and names them in the progress dialog', async () => {
    const { page, context, errors } = await signedInPage();
    await track(context, 'tv/52991', {
      status: 'watching',
      current_season: 1,
      current_episode: 13,
      name: 'Sousou no Frieren',
    });
    await page.goto(`${server.baseUrl}/mylists`);

    const progress = page.getByRole('group', { name: /^Progress of / });
    await progress.getByText('13 / 28').waitFor(WAIT);

    await progress.getByRole('button', { name: /^Edit progress: / }).click();
    const dialog = page.getByRole('dialog', { name: /^Progress: / });
    await dialog.getByText('Episode 13: Aversion Toward One’s Kind · 2023-12-01').waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
