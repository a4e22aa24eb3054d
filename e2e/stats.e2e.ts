import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

/** The stats page from the menu, on a phone and on a desktop: the chart, its table, axe. */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };
const SIZES = [
  { name: 'a 360 × 740 phone', viewport: { width: 360, height: 740 }, touch: true },
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, touch: false },
];

async function trackAndWatch(context: BrowserContext): Promise<void> {
  const put = async (path: string, data: Record<string, unknown>) => {
    const response = await context.request.put(`${server.baseUrl}/api/lists/${path}`, { data });
    expect(response.ok()).toBe(true);
  };
  await put('tv/5114', {
    status: 'watching',
    name: 'Fullmetal Alchemist: Brotherhood',
    vote_average: 8.7,
    genres: [{ id: 18, name: 'Drama' }],
    current_episode: 1,
  });
  await put('tv/5114', { current_episode: 5 });
  await put('movie/129', { status: 'completed', title: 'Spirited Away', current_episode: 1 });
}

describe.each(SIZES)('stats on $name', ({ viewport, touch }) => {
  it('opens from the menu with its chart, the chart’s table and no axe violations', async () => {
    const { page, context, errors } = await openPage(browser, { viewport, touch });
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    await trackAndWatch(context);

    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Stats' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stats' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/stats');

    const months = page.getByRole('figure', { name: 'Episodes per month' });
    await months.waitFor(WAIT);
    await expect.poll(() => months.locator('svg .ct-bar').count(), WAIT).toBe(12);
    const table = months.getByRole('table', { name: 'Episodes per month, as a table' });
    expect(await table.isVisible()).toBe(true);
    expect(await table.getByRole('row').count()).toBe(13);
    const thisMonth = new Date().toLocaleString('en-US', { month: 'short' });
    expect(await table.getByRole('row', { name: thisMonth }).getByRole('cell').textContent()).toBe(
      '5',
    );

    await page.getByRole('button', { name: 'Hours', exact: true }).click();
    await page.getByRole('figure', { name: 'Hours per month' }).waitFor(WAIT);

    const download = page.getByRole('link', { name: 'Download image' });
    expect(await download.getAttribute('href')).toMatch(/^\/api\/stats\/summary\.png\?/);
    const image = await context.request.get(
      `${server.baseUrl}${await download.getAttribute('href')}`,
    );
    expect(image.headers()['content-type']).toBe('image/png');

    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(viewport.width);
    for (const target of [download, page.getByRole('combobox', { name: 'Year' })]) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('stats for a new account', () => {
  it('shows the empty state with a way to find titles', async () => {
    const { page, context } = await openPage(browser);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/stats`);
    await page.getByText('Nothing to count yet').waitFor(WAIT);
    expect(await page.getByRole('link', { name: 'Find something to watch' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
