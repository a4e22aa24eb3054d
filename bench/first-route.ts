import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser';
import type { Figure } from './report';

const BUDGET_BYTES = 80 * 1024;

async function gzippedSize(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

/** Every script, style and font the browser fetches to show "/", at gzip -9 as BUDGETS.md measures. */
export async function firstRouteWeight(baseUrl: string): Promise<Figure> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'font')
        fetched.add(response.url());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The screen's own chunks load once the app has started: wait for its screen, then for them.
    await page.locator('#root main .page').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Read from the server, not through the page: a worker's script is gone from the page once
    // the worker has ended, and the bytes are the same.
    const sizes = await Promise.all([...fetched].map(gzippedSize));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    return {
      name: 'JS + CSS of the first route (gzip -9, fonts included)',
      measured: `${(total / 1024).toFixed(1)} KB in ${sizes.length} files`,
      budget: '≤ 80 KB',
      withinBudget: total <= BUDGET_BYTES,
    };
  } finally {
    await browser.close();
  }
}
