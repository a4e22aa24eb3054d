import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../src/shared/lists-api';
import type { TrackedTitleWrite } from '../src/shared/tracked-title';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { projectRoot } from './support/project-root';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };
/** The worker registers five seconds after load, then precaches the build (decision 276). */
const SERVICE_WORKER_WAIT = { timeout: 30_000 };
/** Spec §8: the indicator comes after 10 s without the server. */
const OFFLINE_WAIT = { timeout: 20_000 };
const FMA = 'Fullmetal Alchemist: Brotherhood';
const STEINS = 'Steins;Gate';

async function track(context: BrowserContext, key: string, body: TrackedTitleWrite) {
  const response = await context.request.put(`${server.baseUrl}/api/lists/${key}`, { data: body });
  expect(response.ok()).toBe(true);
}

async function listedTitle(context: BrowserContext, key: string) {
  const response = await context.request.get(`${server.baseUrl}/api/lists?limit=500`);
  const { items } = (await response.json()) as ListPage;
  return items.find((title) => `${title.media_type}/${title.id}` === key);
}

const progressOf = (page: Page, name: string) =>
  page.getByRole('group', { name: `Progress of ${name}` });

/** Chromium logs every request the offline network refuses; those are expected here. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error));

/** The service worker registers a few seconds after load, then controls the page. */
function serviceWorkerInControl(page: Page) {
  return page.waitForFunction(
    () => navigator.serviceWorker.controller !== null,
    undefined,
    SERVICE_WORKER_WAIT,
  );
}

/** The service worker controls the page and the list is saved on the device. */
async function readyForOffline(page: Page, uid: string) {
  await serviceWorkerInControl(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          (key) =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('tsuzuki-offline');
              open.onsuccess = () => {
                const read = open.result
                  .transaction('entries')
                  .objectStore('entries')
                  .get(`lists:${key}:snapshot`);
                read.onsuccess = () => resolve((read.result as unknown[] | undefined)?.length ?? 0);
                read.onerror = () => resolve(0);
              };
              open.onerror = () => resolve(0);
            }),
          uid,
        ),
      WAIT,
    )
    .toBe(2);
}

/**
 * A new user watching Fullmetal Alchemist (at episode 5) and Steins;Gate, on /mylists, with the
 * service worker in control and the list saved on the device.
 */
async function watchingTwoTitlesReadyForOffline() {
  const watched = await openPage(browser);
  const { page, context } = watched;
  const account = await registerInContext(context, server.baseUrl);
  await completeOnboarding(context, server.baseUrl);
  await track(context, 'tv/5114', {
    status: 'watching',
    current_episode: 5,
    name: FMA,
    first_air_date: '2009-04-05',
  });
  await track(context, 'tv/9253', { status: 'watching', name: STEINS });
  await page.goto(`${server.baseUrl}/mylists`);
  await progressOf(page, FMA)
    .getByText(/^(S1 · E5|5 \/ 64)$/)
    .waitFor(WAIT);
  await readyForOffline(page, account.uid);
  return watched;
}

describe('using the lists offline', () => {
  it('keeps changes made offline across a reload and sends them when the server is back', async () => {
    const { page, context, errors } = await watchingTwoTitlesReadyForOffline();
    const progress = progressOf(page, FMA);

    await context.setOffline(true);
    await progress.getByRole('button', { name: `One episode more: ${FMA}` }).click();
    await progress.getByText(/^(S1 · E6|6 \/ 64)$/).waitFor(WAIT);
    await page.getByText('Kept on this device').waitFor(WAIT);
    await page.getByRole('combobox', { name: `List for ${STEINS}` }).selectOption('onHold');
    await expect
      .poll(() => page.getByRole('tab', { name: /^On-Hold/ }).textContent(), WAIT)
      .toContain('1');

    await page.reload();
    await progressOf(page, FMA)
      .getByText(/^(S1 · E6|6 \/ 64)$/)
      .waitFor(WAIT);
    await expect
      .poll(() => page.getByRole('tab', { name: /^On-Hold/ }).textContent(), WAIT)
      .toContain('1');
    const indicator = page.getByText('Offline.', { exact: false });
    await indicator.waitFor(OFFLINE_WAIT);
    await page.getByText('2 changes waiting to be sent.').first().waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    await context.setOffline(false);
    await page.getByText('2 changes made offline reached the server.').waitFor(OFFLINE_WAIT);
    await indicator.waitFor({ state: 'detached', ...WAIT });
    expect(await listedTitle(context, 'tv/5114')).toMatchObject({ current_episode: 6 });
    expect(await listedTitle(context, 'tv/9253')).toMatchObject({ status: 'onHold' });

    const second = await context.newPage();
    await second.goto(`${server.baseUrl}/mylists`);
    await progressOf(second, FMA)
      .getByText(/^(S1 · E6|6 \/ 64)$/)
      .waitFor(WAIT);
    await second.getByRole('tab', { name: /^On-Hold/ }).click();
    await second.getByRole('link', { name: STEINS }).waitFor(WAIT);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('sends changes made offline from any screen once the server is back', async () => {
    const { page, context, errors } = await watchingTwoTitlesReadyForOffline();
    const progress = progressOf(page, FMA);

    await context.setOffline(true);
    await progress.getByRole('button', { name: `One episode more: ${FMA}` }).click();
    await page.getByText('Kept on this device').waitFor(WAIT);
    await page.goto(`${server.baseUrl}/about`);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    expect(await listedTitle(context, 'tv/5114')).toMatchObject({ current_episode: 5 });

    await context.setOffline(false);
    await expect
      .poll(async () => (await listedTitle(context, 'tv/5114'))?.current_episode, OFFLINE_WAIT)
      .toBe(6);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('keeps at most 10 waiting changes and says so, losing none of them', async () => {
    const { page, context, errors } = await watchingTwoTitlesReadyForOffline();

    await context.setOffline(true);
    // The two titles moved in turn, to On-Hold and back: each move is a change of its own.
    for (let move = 0; move < 10; move += 1) {
      const name = move % 2 === 0 ? FMA : STEINS;
      const fromWatching = Math.floor(move / 2) % 2 === 0;
      await page.getByRole('tab', { name: fromWatching ? /^Watching/ : /^On-Hold/ }).click();
      const list = page.getByRole('combobox', { name: `List for ${name}` });
      await list.selectOption(fromWatching ? 'onHold' : 'watching');
      await list.waitFor({ state: 'detached', ...WAIT });
    }
    // Both are on hold now; an eleventh change does not fit.
    await page.getByRole('tab', { name: /^On-Hold/ }).click();
    await page.getByRole('combobox', { name: `List for ${FMA}` }).selectOption('dropped');
    await page
      .getByRole('alert')
      .filter({ hasText: '10 changes are already waiting to be sent' })
      .waitFor(WAIT);
    // Undone on screen: still on hold.
    await page.getByRole('combobox', { name: `List for ${FMA}` }).waitFor(WAIT);
    await page.getByText('10 changes waiting to be sent.').first().waitFor(OFFLINE_WAIT);

    await context.setOffline(false);
    await page.getByText('10 changes made offline reached the server.').waitFor(OFFLINE_WAIT);
    expect(await listedTitle(context, 'tv/5114')).toMatchObject({ status: 'onHold' });
    expect(await listedTitle(context, 'tv/9253')).toMatchObject({ status: 'onHold' });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('catalogue screens offline', () => {
  it('show what this device has seen and say when something needs the server', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/`);
    await serviceWorkerInControl(page);
    await page.goto(`${server.baseUrl}/anime/tv/5114`);
    await page.getByRole('heading', { level: 1, name: FMA }).waitFor(WAIT);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: FMA }).waitFor(WAIT);
    await page.goto(`${server.baseUrl}/anime/tv/9253`);
    await page.getByText('This title could not be loaded.').waitFor(OFFLINE_WAIT);
    await page.getByText('Offline.', { exact: false }).waitFor(OFFLINE_WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('registering', () => {
  it('leaves the first seconds to the page, then takes control', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/discover`);
    await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor(WAIT);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(
      false,
    );
    await serviceWorkerInControl(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('installing', () => {
  it('is an installable app by Chromium’s own checks', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/`);
    await serviceWorkerInControl(page);
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Test contexts are incognito, where Chromium never installs; every other check must pass.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
    const manifest = await page.evaluate(() =>
      fetch('/manifest.webmanifest').then((response) => response.json() as Promise<unknown>),
    );
    expect(manifest).toMatchObject({ name: 'Tsuzuki', start_url: '/mylists' });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('a new version', () => {
  it('waits for the user, then reloads into it', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-client-'));
    fs.cpSync(path.join(projectRoot(), 'dist/client'), clientDir, { recursive: true });
    const deployed = await startServer({ CLIENT_DIR: clientDir });
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${deployed.baseUrl}/about`);
      await serviceWorkerInControl(page);
      await page.evaluate(() => Object.assign(window, { beforeTheUpdate: true }));

      // Deploy: the worker's file changes, and the page's hourly check runs now.
      fs.appendFileSync(path.join(clientDir, 'sw.js'), '\n// the next version\n');
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      const prompt = page.getByText('A new version of Tsuzuki is available.');
      await prompt.waitFor(WAIT);
      expect(await page.evaluate(() => 'beforeTheUpdate' in window)).toBe(true);

      await page.getByRole('button', { name: 'Reload to update' }).click();
      await expect.poll(() => page.evaluate(() => 'beforeTheUpdate' in window), WAIT).toBe(false);
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      expect(await prompt.count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
      await deployed.stop();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
