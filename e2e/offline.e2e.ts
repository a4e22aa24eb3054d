import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../src/shared/lists-api';
import type { TrackedTitleWrite } from '../src/shared/tracked-title';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WAIT = { timeout: 10_000 };
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

/** The service worker controls the page and the list is saved on the device. */
async function readyForOffline(page: Page, uid: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
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

describe('using the lists offline', () => {
  it('keeps changes made offline across a reload and sends them when the server is back', async () => {
    const { page, context, errors } = await openPage(browser);
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
    const progress = progressOf(page, FMA);
    await progress.getByText('S1 · E5').waitFor(WAIT);
    await readyForOffline(page, account.uid);

    await context.setOffline(true);
    await progress.getByRole('button', { name: `One episode more: ${FMA}` }).click();
    await progress.getByText('S1 · E6').waitFor(WAIT);
    await page.getByText('Kept on this device').waitFor(WAIT);
    await page.getByRole('combobox', { name: `List for ${STEINS}` }).selectOption('onHold');
    await expect
      .poll(() => page.getByRole('tab', { name: /^On-Hold/ }).textContent(), WAIT)
      .toContain('1');

    await page.reload();
    await progressOf(page, FMA).getByText('S1 · E6').waitFor(WAIT);
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
    await progressOf(second, FMA).getByText('S1 · E6').waitFor(WAIT);
    await second.getByRole('tab', { name: /^On-Hold/ }).click();
    await second.getByRole('link', { name: STEINS }).waitFor(WAIT);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
