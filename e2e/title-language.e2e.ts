import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext, signInInContext } from './support/accounts';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

/** Issue 35, part 3: the title language decides a title's main name, on the account. */
const FRIEREN = '/anime/tv/52991';
const ATTACK_ON_TITAN = '/anime/tv/16498';
const PHONE = { viewport: { width: 360, height: 740 }, touch: true };
const WAIT = { timeout: 10_000 };

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const mainName = (page: Page) => page.getByRole('heading', { level: 1 });

async function chooseTitleLanguage(page: Page, option: 'Romaji' | 'English' | 'Native') {
  if (new URL(page.url()).pathname !== '/profile/account') {
    await page.goto(`${server.baseUrl}/profile/account`);
  }
  const select = page.getByRole('combobox', { name: 'Title language', exact: true });
  await select.waitFor(WAIT);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/me') && response.request().method() === 'PATCH',
  );
  await select.selectOption({ label: option });
  expect((await saved).status()).toBe(200);
  await expect.poll(() => select.inputValue(), WAIT).toBe(option.toLowerCase());
}

async function signedIn(): Promise<{ page: Page; context: BrowserContext; email: string }> {
  const { page, context } = await openPage(browser, PHONE);
  const account = await registerInContext(context, server.baseUrl);
  await completeOnboarding(context, server.baseUrl);
  return { page, context, email: account.email };
}

describe('the title language, at 360 px', () => {
  it('offers Romaji, English and Native in that order', async () => {
    const { page, context } = await signedIn();
    await page.goto(`${server.baseUrl}/profile/account`);
    const select = page.getByRole('combobox', { name: 'Title language', exact: true });
    await select.waitFor(WAIT);
    expect(await select.locator('option').allTextContents()).toEqual([
      'Romaji',
      'English',
      'Native',
    ]);
    // Nothing chosen yet: an English interface's visitors and users read English names.
    expect(await select.inputValue()).toBe('english');
    await context.close();
  });

  it('Native leads with the Japanese name in search and on the page, across a reload and browsers', async () => {
    const { page, context, email } = await signedIn();
    await chooseTitleLanguage(page, 'Native');

    // Applied at once: the search opened from the same page, without a reload, leads with it.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search anime' }).fill('frieren');
    const result = dialog.locator(`a[href="${FRIEREN}"]`);
    await result.waitFor(WAIT);
    await expect
      .poll(() => result.locator('[lang="ja"]').first().textContent(), WAIT)
      .toBe('葬送のフリーレン');
    await result.click();
    await expect.poll(() => mainName(page).textContent(), WAIT).toBe('葬送のフリーレン');
    // The English name stays beside it.
    await expect
      .poll(() => page.locator('main').textContent(), WAIT)
      .toContain("Frieren: Beyond the Journey's End");

    await page.reload();
    await expect.poll(() => mainName(page).textContent(), WAIT).toBe('葬送のフリーレン');

    // Another browser, signed in to the same account, reads the same choice.
    const other = await openPage(browser, PHONE);
    await signInInContext(other.context, server.baseUrl, {
      email,
      password: 'correct horse battery',
    });
    await other.page.goto(`${server.baseUrl}${FRIEREN}`);
    await expect.poll(() => mainName(other.page).textContent(), WAIT).toBe('葬送のフリーレン');
    await other.context.close();
    await context.close();
  });

  it('Romaji leads with MyAnimeList’s main title, and falls back to English where there is none', async () => {
    const { page, context } = await signedIn();
    await chooseTitleLanguage(page, 'Romaji');
    await page.goto(`${server.baseUrl}${ATTACK_ON_TITAN}`);
    await expect.poll(() => mainName(page).textContent(), WAIT).toBe('Shingeki no Kyojin');
    // The bundled catalogue has no anime-offline-database data: Frieren has no romaji name there.
    await page.goto(`${server.baseUrl}${FRIEREN}`);
    await expect
      .poll(() => mainName(page).textContent(), WAIT)
      .toBe("Frieren: Beyond the Journey's End");
    await context.close();
  });
});
