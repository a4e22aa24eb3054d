import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser';
import type { Figure } from './report';

const BUDGET_BYTES = 80 * 1024;

/** Every script, style and font the browser fetches to show "/", at gzip -9 as BUDGETS.md measures. */
export async function firstRouteWeight(baseUrl: string): Promise<Figure> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const pending: Promise<number>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'font') {
        pending.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The screen's own chunks load once the app has started: wait for its screen, then for them.
    await page.locator('#root main .page').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(pending)).reduce((sum, size) => sum + size, 0);
    return {
      name: 'JS + CSS of the first route (gzip -9, fonts included)',
      measured: `${(total / 1024).toFixed(1)} KB in ${pending.length} files`,
      budget: '≤ 80 KB',
      withinBudget: total <= BUDGET_BYTES,
    };
  } finally {
    await browser.close();
  }
}
