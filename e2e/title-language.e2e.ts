import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext, signInInContext } from './support/accounts';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

/** Issue 35, part 3: the title language decides a title's main name, on the account. */
const FRIEREN = '/anime/tv/52991';
const ATTACK_ON_TITAN = '/anime/tv/16498';
/** The bundled catalogue's longest names: a 90-letter English one, and a Japanese one of 80. */
const LONG_NAMED = '/anime/tv/60303';
const LONG_NATIVE =
  '信じていた仲間達にダンジョン奥地で殺されかけたがギフト『無限ガチャ』でレベル9999の仲間達を手に入れて元パーティーメンバーと世界に復讐＆『ざまぁ！』します！';
const LONG_ENGLISH =
  "My Gift LVL 9999 Unlimited Gacha: Backstabbed in a Backwater Dungeon, I'm Out for Revenge!";
const NARROWEST = 360;
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

/** Tracks a title by its page's address, as its card's button would; `favourite` marks it so. */
async function track(context: BrowserContext, path: string, favourite = false) {
  const response = await context.request.put(`${server.baseUrl}/api/lists${path.slice(6)}`, {
    data: { status: 'watching', ...(favourite ? { entry: { favourite: true } } : {}) },
  });
  expect(response.ok()).toBe(true);
}

/** The name a link to the title shows, inside `within`, once it is drawn. */
async function linkName(within: Locator, path: string): Promise<string | null> {
  const link = within.locator(`a[href="${path}"]`).first();
  await link.waitFor(WAIT);
  return link.textContent();
}

/** Nothing of a /mylists row reaches past the screen's edge: names end in an ellipsis. */
async function rowsFit(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `the page is ${width} px wide`).toBeLessThanOrEqual(NARROWEST);
  const rows = page.locator('main li[aria-posinset]');
  await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    for (const part of await row.locator('a, select, button').all()) {
      const box = await part.boundingBox();
      expect(box && box.x + box.width, await part.innerText()).toBeLessThanOrEqual(NARROWEST);
    }
  }
}

describe('the title language on the lists and the profile, at 360 px', () => {
  it('Native names each list row, favourite and recent title in Japanese, and the server’s first page too', async () => {
    const { page, context } = await signedIn();
    await chooseTitleLanguage(page, 'Native');
    await track(context, FRIEREN, true);
    await track(context, LONG_NAMED);

    await page.goto(`${server.baseUrl}/mylists?status=watching`);
    const list = page.locator('main');
    await expect.poll(() => linkName(list, FRIEREN), WAIT).toBe('葬送のフリーレン');
    expect(await list.locator(`a[href="${FRIEREN}"]`).getAttribute('lang')).toBe('ja');
    // The other name stays beside it, giving up its room first on a phone.
    expect(
      await list.locator('li', { has: page.locator(`a[href="${FRIEREN}"]`) }).innerText(),
    ).toContain("Frieren: Beyond the Journey's End");
    expect(await linkName(list, LONG_NAMED)).toBe(LONG_NATIVE);
    await rowsFit(page);

    await page.goto(`${server.baseUrl}/profile`);
    const favourites = page.getByRole('region', { name: 'Favourites', exact: true });
    expect(await linkName(favourites, FRIEREN)).toBe('葬送のフリーレン');
    const recent = page.getByRole('region', { name: 'Recent activity', exact: true });
    expect(await linkName(recent, FRIEREN)).toBe('葬送のフリーレン');
    expect(await linkName(recent, LONG_NAMED)).toBe(LONG_NATIVE);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(NARROWEST);

    // The page the server sends names it so too, before any script (decision 448).
    const sent = await context.request.get(`${server.baseUrl}${FRIEREN}`);
    expect(await sent.text()).toContain('<h1 class="page-title">葬送のフリーレン</h1>');
    await context.close();
  });

  it('Romaji names Attack on Titan "Shingeki no Kyojin" on the lists and the profile', async () => {
    const { page, context } = await signedIn();
    await chooseTitleLanguage(page, 'Romaji');
    await track(context, ATTACK_ON_TITAN, true);
    await track(context, LONG_NAMED);

    await page.goto(`${server.baseUrl}/mylists?status=watching`);
    const list = page.locator('main');
    await expect.poll(() => linkName(list, ATTACK_ON_TITAN), WAIT).toBe('Shingeki no Kyojin');
    // No romaji name in the bundled catalogue: the English one, cut short on the phone.
    expect(await linkName(list, LONG_NAMED)).toBe(LONG_ENGLISH);
    await rowsFit(page);

    await page.goto(`${server.baseUrl}/profile`);
    const favourites = page.getByRole('region', { name: 'Favourites', exact: true });
    expect(await linkName(favourites, ATTACK_ON_TITAN)).toBe('Shingeki no Kyojin');
    const recent = page.getByRole('region', { name: 'Recent activity', exact: true });
    expect(await linkName(recent, ATTACK_ON_TITAN)).toBe('Shingeki no Kyojin');
    await context.close();
  });
});
