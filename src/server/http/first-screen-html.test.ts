import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREENS, type FirstScreen } from '../../shared/first-screens';
import { loadServerMessages, type ServerTranslate } from '../i18n/server-messages';
import { withFirstScreen, withScreenFiles, withVerificationBanner } from './first-screen-html';
import { LATER_FILES_ATTRIBUTE } from '../../shared/opening-screens';

const INDEX =
  '<!doctype html><html><head><title>Tsuzuki</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

let english: ServerTranslate;
let german: ServerTranslate;
beforeAll(async () => {
  const messages = await loadServerMessages(['en', 'de']);
  english = messages.in('en');
  german = messages.in('de');
});

const withOpening = (page: string, screen: FirstScreen) => withFirstScreen(page, screen, english);

describe('the first screen written into the page', () => {
  it('puts the screen’s title and lead ahead of the app’s root, in the app’s classes', () => {
    const html = withOpening(INDEX, FIRST_SCREENS['/discover']);
    expect(html).toContain(
      '<div id="first-screen"><div class="page"><header class="page-intro"><h1 class="page-title">Discover</h1>',
    );
    expect(html.indexOf('id="first-screen"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain(
      '<p class="page-lead">Narrow the catalogue by genre and by TV or film, then keep loading more.</p>',
    );
  });

  it('writes the screen’s words in the page’s language, from the app’s catalogues', () => {
    const html = withFirstScreen(INDEX, FIRST_SCREENS['/'], german);
    expect(html).toContain(`<h1 class="page-title">${german('home.title')}</h1>`);
    expect(html).toContain(`<title>${german('shell.nav.home')} · Tsuzuki</title>`);
    expect(german('home.title')).not.toBe(english('home.title'));
    const frieren = withFirstScreen(
      INDEX,
      {
        title: 'Frieren',
        lead: [{ message: 'detail.alsoKnownAs' }, { text: 'Sousou no Frieren' }],
      },
      german,
    );
    expect(frieren).toContain('<p class="page-lead">Auch bekannt als Sousou no Frieren</p>');
  });

  it('writes home’s shortcuts and its first row, empty, in the app’s global classes (decision 457)', () => {
    const html = withFirstScreen(INDEX, FIRST_SCREENS['/'], german);
    expect(html).toContain(
      `<nav aria-label="${german('home.shortcuts')}" class="home-shortcuts"><ul>` +
        `<li><a href="/discover" class="home-shortcut">${german('shell.nav.discover')}</a></li>`,
    );
    const title = german('home.airing.title');
    expect(html).toContain(
      `<section aria-labelledby="home-airing" class="title-row"><div class="title-row-head">` +
        `<h2 id="home-airing">${title}</h2>` +
        `<a href="/coming-soon?days=7" class="title-row-see-all" aria-label="${german('common.row.seeAllLabel', { title })}">` +
        `${german('common.row.seeAll')} <span aria-hidden="true">→</span></a></div>` +
        '<ul class="title-rail title-rail-cards with-notes" data-opening-rail aria-hidden="true"></ul></section>',
    );
    expect(withOpening(INDEX, FIRST_SCREENS['/discover'])).not.toContain('title-row');
  });

  it('names the browser tab after the screen, as the app does', () => {
    expect(withOpening(INDEX, FIRST_SCREENS['/discover'])).toContain(
      '<title>Discover · Tsuzuki</title>',
    );
    expect(withOpening(INDEX, FIRST_SCREENS['/'])).toContain('<title>Home · Tsuzuki</title>');
    const dollars = withOpening(INDEX, { title: 'A $& B' });
    expect(dollars).toContain('<title>A $&amp; B · Tsuzuki</title>');
    expect(dollars).toContain('<h1 class="page-title">A $&amp; B</h1>');
  });

  it('escapes the words, so no screen text can open markup', () => {
    const html = withOpening(INDEX, { title: '<script>x</script>', lead: 'a & "b"' });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('a &amp; &quot;b&quot;');
  });

  it('marks a lead’s Japanese names as Japanese, escaping every run of words', () => {
    const html = withOpening(INDEX, {
      title: 'Frieren',
      lead: [
        { text: 'Also known as ' },
        { text: '葬送の<フリーレン>', lang: 'ja' },
        { text: ' & more' },
      ],
    });
    expect(html).toContain(
      '<p class="page-lead">Also known as <span lang="ja">葬送の&lt;フリーレン&gt;</span> &amp; more</p>',
    );
  });

  it('draws the screen’s cover in the opening, by the same sources and sizes as the app’s img', () => {
    const cover = {
      src: '/api/images/tv/1/342-0a.webp',
      srcSet:
        '/api/images/tv/1/342-0a.webp 342w, /api/images/tv/1/513-0a.webp 513w, /api/images/tv/1/684-0a.webp 684w',
      sizes: '(max-width: 640px) 220px, 260px',
      width: 342,
      height: 513,
    };
    const html = withOpening(INDEX, { title: 'Frieren', cover });
    expect(html).toContain(
      '<h1 class="page-title">Frieren</h1></header>' +
        '<div class="opening-cover"><img src="/api/images/tv/1/342-0a.webp" srcset="/api/images/tv/1/342-0a.webp 342w, /api/images/tv/1/513-0a.webp 513w, /api/images/tv/1/684-0a.webp 684w" sizes="(max-width: 640px) 220px, 260px" width="342" height="513" alt="" fetchpriority="high"></div>' +
        '</div></div><div id="root">',
    );
    expect(withOpening(INDEX, { title: 'Frieren' })).not.toContain('<img');
  });

  it('leaves a page without the app’s root as it is', () => {
    expect(withOpening('<title>Tsuzuki</title>', FIRST_SCREENS['/'])).toBe(
      '<title>Tsuzuki</title>',
    );
  });
});

describe('a screen’s own files asked for in the page', () => {
  it('lists its scripts and stylesheets, low priority, in an inert template after the app', () => {
    const html = withScreenFiles(INDEX, {
      scripts: ['/assets/HomePage-1.js', '/assets/proxy-2.js'],
      styles: ['/assets/HomePage-3.css'],
    });
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('<link rel="modulepreload"');
    const template =
      `<template ${LATER_FILES_ATTRIBUTE}>` +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomePage-1.js">' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/proxy-2.js">' +
      '<link rel="stylesheet" fetchpriority="low" crossorigin href="/assets/HomePage-3.css">' +
      '</template></body>';
    expect(html).toContain(template);
    expect(html.indexOf(template)).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('escapes the addresses and leaves a page with no files as it was', () => {
    expect(withScreenFiles(INDEX, { scripts: ['/a"><script>'], styles: [] })).not.toContain(
      '"><script>',
    );
    expect(withScreenFiles(INDEX, { scripts: [], styles: [] })).toBe(INDEX);
  });
});

describe('the verification banner written above the opening', () => {
  // Written once the catalogues are read, in the tests themselves.
  const opened = () => withOpening(INDEX, FIRST_SCREENS['/mylists']);

  it('says what the app says, by how the instance sends mail, ahead of the opening’s words', () => {
    const kept = withVerificationBanner(
      opened(),
      { email: 'ann@example.com', delivery: 'outbox' },
      english,
    );
    expect(kept).toContain(
      '<p class="account-banner-text">Your address <strong>ann@example.com</strong> is not verified yet. This server does not send email.</p>',
    );
    expect(kept).not.toContain('Resend Email');
    expect(kept.indexOf('account-banner')).toBeLessThan(kept.indexOf('<h1 class="page-title">'));
    const mailed = withVerificationBanner(
      opened(),
      { email: 'ann@example.com', delivery: 'smtp' },
      english,
    );
    expect(mailed).toContain('we sent a link to <strong>ann@example.com</strong>.</p>');
    expect(mailed).toContain(
      '<button type="button" class="button account-banner-resend" disabled>Resend Email</button>',
    );
  });

  it('escapes the address and leaves a page without an opening alone', () => {
    const hostile = withVerificationBanner(
      opened(),
      {
        email: '<img src=x>@x',
        delivery: 'outbox',
      },
      english,
    );
    expect(hostile).toContain('<strong>&lt;img src=x&gt;@x</strong>');
  });

  it('words the banner in the page’s language', () => {
    const banner = withVerificationBanner(
      opened(),
      { email: 'ann@example.com', delivery: 'smtp' },
      german,
    );
    expect(banner).toContain(
      '<p class="account-banner-text">Bestätige deine Adresse: Wir haben einen Link an <strong>ann@example.com</strong> geschickt.</p>',
    );
    expect(banner).toContain('aria-label="E-Mail-Bestätigung"');
    expect(banner).toContain('disabled>E-Mail erneut senden</button>');
    expect(
      withVerificationBanner(INDEX, { email: 'ann@example.com', delivery: 'outbox' }, english),
    ).toBe(INDEX);
  });
});
