import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, type Language } from '../src/shared/i18n/languages';
import { completeOnboarding, registerInContext, signInInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { message } from './support/messages';
import type { Browser } from 'playwright-core';
import type { RunningServer } from './support/server';

/** Issue 35: the interface in the browser's or the account's language, on a 360 px phone. */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const PHONE = { viewport: { width: 360, height: 780 }, touch: true };
const FMA_PAGE = '/anime/tv/5114';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function noSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${where} is ${width} px wide`).toBeLessThanOrEqual(PHONE.viewport.width);
}

/** The side menu's links, in the page's language, with their addresses unchanged. */
async function expectMenuIn(page: Page, language: Language) {
  await page.getByRole('button', { name: message(language, 'shell', 'shell.menu.open') }).click();
  const menu = page.getByRole('dialog', { name: message(language, 'shell', 'shell.menu.title') });
  await menu.waitFor();
  for (const [id, path] of [
    ['shell.nav.home', '/'],
    ['shell.nav.discover', '/discover'],
    ['shell.nav.comingSoon', '/coming-soon'],
  ] as const) {
    const link = menu.getByRole('link', { name: message(language, 'shell', id), exact: true });
    expect(await link.getAttribute('href'), id).toBe(path);
  }
  if (language !== 'en') {
    const english = await menu.evaluate((element) =>
      [...element.querySelectorAll('*')].flatMap((node) =>
        [node.getAttribute('aria-label'), node.getAttribute('title')].filter(Boolean),
      ),
    );
    for (const label of ['Open menu', 'Close menu', 'Menu', 'Main'])
      expect(english, `"${label}" left in English`).not.toContain(label);
  }
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

describe('the interface in the browser’s language', () => {
  it.each(LANGUAGE_TAGS.filter((tag) => tag !== 'en'))(
    'shows the menu, home and a title page in %s, with <html lang> matching',
    async (language) => {
      const { page, context, errors } = await openPage(browser, { ...PHONE, locale: language });
      const sent = await context.request.get(`${server.baseUrl}/`, {
        headers: { 'accept-language': language },
      });
      expect(await sent.text()).toContain(`<html lang="${language}">`);

      await page.goto(`${server.baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await htmlLang(page)).toBe(language);
      await expectMenuIn(page, language);
      await noSidewaysScroll(page, `home in ${language}`);

      await page.goto(`${server.baseUrl}${FMA_PAGE}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await htmlLang(page)).toBe(language);
      await noSidewaysScroll(page, `the title page in ${language}`);
      if (language === 'ja' || language === 'de') {
        expect(await seriousViolations(page), `axe on the title page in ${language}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps English exactly as the spec words it', async () => {
    const { page, context, errors } = await openPage(browser, { ...PHONE, locale: 'en-GB' });
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Find your next anime' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await expectMenuIn(page, 'en');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes Coming Soon’s relative dates in Japanese on a Japanese page', async () => {
    const { page, context, errors } = await openPage(browser, { ...PHONE, locale: 'ja-JP' });
    await page.goto(`${server.baseUrl}/coming-soon`);
    await page.locator('main li time').first().waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/今日|明日|日後|週間後|か月後/);
    expect(text).not.toMatch(/\bIn \d+ (day|week|month)s?\b|\bToday\b|\bTomorrow\b/);
    expect(await seriousViolations(page), 'axe on Coming Soon in Japanese').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in user’s language', () => {
  it('applies at once, survives a reload and follows the user to another browser', async () => {
    const first = await openPage(browser, { ...PHONE, locale: 'en-US' });
    const account = await registerInContext(first.context, server.baseUrl);
    await completeOnboarding(first.context, server.baseUrl);
    await first.page.goto(`${server.baseUrl}/profile/account`);
    const select = first.page.getByRole('combobox', { name: 'Language', exact: true });
    await select.selectOption('ja');
    const selectInJapanese = first.page.getByRole('combobox', {
      name: message('ja', 'settings', 'settings.language'),
    });
    await selectInJapanese.waitFor();
    expect(await htmlLang(first.page)).toBe('ja');
    expect(await selectInJapanese.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['日本語', 'Español', 'Português (Brasil)', 'Français', 'Deutsch']),
    );

    await first.page.reload();
    await selectInJapanese.waitFor();
    expect(await htmlLang(first.page)).toBe('ja');
    expect(first.errors).toEqual([]);

    const second = await openPage(browser, { ...PHONE, locale: 'fr-FR' });
    await signInInContext(second.context, server.baseUrl, account);
    await second.page.goto(`${server.baseUrl}/`);
    await second.page
      .getByRole('button', { name: message('ja', 'shell', 'shell.menu.open') })
      .waitFor();
    expect(await htmlLang(second.page)).toBe('ja');
    await second.page.reload();
    expect(
      await (await second.context.request.get(`${server.baseUrl}/`)).text(),
      'the next page is sent in the account’s language',
    ).toContain('<html lang="ja">');
    expect(second.errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  });
});
