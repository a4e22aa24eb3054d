import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_SHOW, newerSchedules } from '../src/server/features/catalogue/updates/test-schedules';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { projectRoot } from './support/project-root';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 14's check: started with CATALOGUE_UPDATE_URL pointing at a newer file, a show that
 * starts next week becomes searchable and appears in Coming Soon, without a restart.
 */
let dataDir: string;
let schedules: http.Server;
let server: RunningServer;
let browser: Browser;

const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-e2e-updates-'));
  // Its own copy: the update replaces the catalogue, and other journeys share the built one.
  const catalogueFile = path.join(dataDir, 'catalogue.db');
  fs.copyFileSync(path.join(projectRoot(), 'data/catalogue.db'), catalogueFile);
  const body = newerSchedules(Date.now());
  schedules = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => schedules.listen(0, '127.0.0.1', resolve));
  const { port } = schedules.address() as AddressInfo;
  [server, browser] = await Promise.all([
    startServer(
      {
        CATALOGUE_FILE: catalogueFile,
        CATALOGUE_UPDATE_URL: `http://127.0.0.1:${port}/dist/data.json`,
        LOG_LEVEL: 'info',
      },
      { dataDir },
    ),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => schedules?.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a catalogue update while the server runs', () => {
  it('makes a show starting next week searchable and lists it in Coming Soon', async () => {
    // The first update runs ten seconds after start, then merges for a few seconds.
    await expect
      .poll(() => server.output().includes('catalogue updated'), { timeout: 60_000 })
      .toBe(true);
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search anime' }).fill('test signal');
    const first = dialog.getByRole('option').first();
    await expect.poll(() => first.textContent(), WAIT).toContain(NEW_SHOW.name);
    await first.click();
    await page.getByRole('heading', { level: 1, name: NEW_SHOW.name }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe(`/anime/tv/${NEW_SHOW.malId}`);
    await page.getByText(/Next episode: Episode 1/).waitFor(WAIT);

    await page.goto(`${server.baseUrl}/coming-soon?days=14`);
    const upcoming = page.getByRole('region', { name: 'Upcoming episodes' });
    const show = upcoming.getByRole('listitem').filter({ hasText: NEW_SHOW.name });
    const more = page.getByRole('button', { name: /Load more/ });
    // Coming Soon lists episodes in air-time order, fifty a page: page until the new one shows.
    await expect
      .poll(
        async () => {
          if ((await show.count()) > 0) return true;
          if ((await more.count()) > 0) await more.click();
          return false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
