import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREENS, wordsIn } from '../../shared/first-screens';
import { LANGUAGE_COOKIE, TITLE_LANGUAGE_COOKIE } from '../../shared/i18n/language-cookie';
import { negotiateLanguage } from '../../shared/i18n/languages';
import { LATER_FILES_ATTRIBUTE, OPENING_SCREEN_FILES } from '../../shared/opening-screens';
import { BANNER_DISMISSED_COOKIE } from '../../shared/verification-banner';
import { signUp, signUpVerified } from '../features/auth/auth-test-helpers';
import { loadServerMessages } from '../i18n/server-messages';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('pages sent with their first screen written in', () => {
  let clientDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-first-screen-'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Tsuzuki</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(clientDir, OPENING_SCREEN_FILES),
      JSON.stringify({
        'features/home/HomePage.tsx': {
          scripts: ['/assets/HomePage-a1.js', '/assets/proxy-b2.js'],
          styles: ['/assets/HomePage-c3.css'],
        },
        'features/discover/DiscoverPage.tsx': {
          scripts: ['/assets/DiscoverPage-d4.js'],
          styles: [],
        },
      }),
    );
    testApp = await createTestApp('sqlite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  let english: (id: string) => string;
  beforeAll(async () => {
    english = (await loadServerMessages([])).in('en');
  });

  const page = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('writes home’s and Discover’s opening words into the page, never cached', async () => {
    for (const url of ['/', '/discover?genre=16'] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const screen = FIRST_SCREENS[url === '/' ? '/' : '/discover'];
      const title = wordsIn(screen.title, english);
      expect(response.body).toContain(`<h1 class="page-title">${title}</h1>`);
    }
  });

  it('marks each page with the language it is sent in, from the browser’s cookie or its languages', async () => {
    const inJapanese = await testApp.app.inject({
      method: 'GET',
      url: '/coming-soon',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.1' },
    });
    expect(inJapanese.headers.vary).toBe('Accept-Language, Cookie');
    expect(inJapanese.body).toContain(`<html lang="${negotiateLanguage(['ja-JP'])}">`);
    const setToGerman = await page('/', `${LANGUAGE_COOKIE}=de`);
    expect(setToGerman.body).toContain(`<html lang="${negotiateLanguage(['de'])}">`);
    const hostile = await page('/', `${LANGUAGE_COOKIE}=%22%3E%3Cscript%3E`);
    expect(hostile.body).toContain('<html lang="en">');
    expect(hostile.body).not.toContain('<script>');
  });

  it('writes My Lists’ words only for a request that carries a session', async () => {
    expect((await page('/mylists')).body).not.toContain('first-screen');
    const signedIn = await page('/mylists', 'tsuzuki_session=some-token');
    expect(signedIn.body).toContain(`<h1 class="page-title">My Lists</h1>`);
  });

  it('writes home’s empty first row for visitors only: a session’s home may lead with another row (decision 457)', async () => {
    const visitor = (await page('/')).body;
    expect(visitor).toContain(`<h2 id="home-airing">${english('home.airing.title')}</h2>`);
    expect(visitor).toContain('data-opening-rail');
    expect(visitor).toContain('<a href="/discover" class="home-shortcut">Discover</a>');
    const signedIn = (await page('/', 'tsuzuki_session=some-token')).body;
    expect(signedIn).not.toContain('data-opening-rail');
    expect(signedIn).not.toContain('id="home-airing"');
    expect(signedIn).toContain('<a href="/discover" class="home-shortcut">Discover</a>');
  });

  it('writes a title page’s name and other names from the catalogue', async () => {
    const response = await page('/anime/tv/5114');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<h1 class="page-title">Fullmetal Alchemist: Brotherhood</h1>' +
        '<p class="page-lead">Also known as <span lang="ja">鋼の錬金術師 FULLMETAL ALCHEMIST</span>',
    );
    expect((await page('/anime/movie/199')).body).toContain(
      '<h1 class="page-title">Spirited Away</h1>',
    );
  });

  it('names a title page in the title language this browser was set to, else the page language’s (decision 448)', async () => {
    const frieren = async (headers: Record<string, string>) =>
      /<h1 class="page-title">([^<]*)<\/h1>/.exec(
        (await testApp.app.inject({ method: 'GET', url: '/anime/tv/52991', headers })).body,
      )?.[1];
    expect(await frieren({})).toBe('Frieren: Beyond the Journey&#39;s End');
    // A visitor reading Japanese gets the Japanese name, as in the app.
    expect(await frieren({ 'accept-language': 'ja' })).toBe('葬送のフリーレン');
    expect(await frieren({ cookie: `${TITLE_LANGUAGE_COOKIE}=native` })).toBe('葬送のフリーレン');
    expect(
      await frieren({ 'accept-language': 'ja', cookie: `${TITLE_LANGUAGE_COOKIE}=english` }),
    ).toBe('Frieren: Beyond the Journey&#39;s End');
    expect(await frieren({ cookie: `${TITLE_LANGUAGE_COOKIE}=%3Cb%3E` })).toBe(
      'Frieren: Beyond the Journey&#39;s End',
    );
    const titan = await page('/anime/tv/16498', `${TITLE_LANGUAGE_COOKIE}=romaji`);
    expect(titan.body).toContain('<h1 class="page-title">Shingeki no Kyojin</h1>');
  });

  it('writes the instance’s public settings into every page, exactly as /api/config answers', async () => {
    const config: unknown = (
      await testApp.app.inject({ method: 'GET', url: '/api/config' })
    ).json();
    for (const url of ['/', '/coming-soon', '/anime/tv/5114']) {
      const body = (await page(url)).body;
      const content = /<meta name="tsuzuki-config" content="([^"]*)" \/>/.exec(body)?.[1];
      expect(content, url).toBeDefined();
      const unescaped = (content ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
      expect(JSON.parse(unescaped), url).toEqual(config);
    }
  });

  it('sends other screens, titles the catalogue does not know and unknown addresses the page as built', async () => {
    for (const [url, status] of [
      ['/coming-soon', 200],
      ['/anime/tv/999999999', 200],
      ['/anime/person/5114', 404],
      ['/anime/tv/01', 404],
      ['/this/does/not/exist', 404],
      ['/browse/season', 200],
      ['/browse/newest', 404],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toMatch(
        /^<!doctype html><html lang="en"><head><title>Tsuzuki<\/title><meta name="tsuzuki-config" content="[^"]+" \/><\/head><body><div id="root"><\/div><\/body><\/html>$/,
      );
    }
  });

  it('asks for an opening screen’s own files in its page, with its opening words', async () => {
    const home = (await page('/')).body;
    expect(home).toContain(
      `<template ${LATER_FILES_ATTRIBUTE}>` +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomePage-a1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/proxy-b2.js">' +
        '<link rel="stylesheet" fetchpriority="low" crossorigin href="/assets/HomePage-c3.css">' +
        '</template></body>',
    );
    expect(home).toContain(
      `<h1 class="page-title">${wordsIn(FIRST_SCREENS['/'].title, english)}</h1>`,
    );
    const discover = (await page('/discover?genre=16')).body;
    expect(discover).toContain('href="/assets/DiscoverPage-d4.js"');
    expect(discover).not.toContain('HomePage-a1');
    for (const url of ['/profile', '/coming-soon'])
      expect((await page(url)).body, url).not.toContain('modulepreload');
  });

  it('writes an unverified user’s banner above the opening, unless dismissed or verified', async () => {
    const user = await signUp(testApp.app);
    const session = `tsuzuki_session=${user.token}`;
    const banner = `Your address <strong>${user.email}</strong> is not verified yet.`;
    for (const url of ['/mylists', '/', '/anime/tv/5114'])
      expect((await page(url, session)).body, url).toContain(banner);
    expect((await page('/profile', session)).body).not.toContain('account-banner');
    const dismissed = `${session}; ${BANNER_DISMISSED_COOKIE}=${user.uid}`;
    expect((await page('/mylists', dismissed)).body).not.toContain('account-banner');
    const someoneElse = `${session}; ${BANNER_DISMISSED_COOKIE}=another-user`;
    expect((await page('/mylists', someoneElse)).body).toContain(banner);
    expect((await page('/', 'tsuzuki_session=not-a-session')).body).not.toContain('account-banner');
    const verified = await signUpVerified(testApp.app, testApp.database.db);
    const verifiedPage = await page('/mylists', `tsuzuki_session=${verified.token}`);
    expect(verifiedPage.body).toContain('<h1 class="page-title">My Lists</h1>');
    expect(verifiedPage.body).not.toContain('account-banner');
  });
});
