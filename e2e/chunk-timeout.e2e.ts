import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };

/**
 * Spec §9 "Chunk load timeout": 120 s. The About screen's code stalls (routed, never answered)
 * and Playwright's clock jumps over the wait.
 */
describe('a screen whose code never arrives', () => {
  it('shows the screen error with Reload after 120 s instead of loading for ever', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.clock.install();
    const stalled: string[] = [];
    await page.route(/\/assets\/AboutPage-[^/]*\.js$/, (route) => {
      stalled.push(route.request().url());
    });

    await page.goto(`${server.baseUrl}/about`);
    await expect.poll(() => stalled.length, WAIT).toBeGreaterThan(0);
    const failed = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
    await page.clock.fastForward(119_000);
    expect(await failed.count()).toBe(0);

    await page.clock.fastForward(1_000);
    await failed.waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(1);
    await context.close();
  });
});
