import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../../shared/first-screens';
import { withFirstScreen, withScreenFiles, withVerificationBanner } from './first-screen-html';
import { LATER_FILES_ATTRIBUTE } from '../../shared/opening-screens';

const INDEX =
  '<!doctype html><html><head><title>Tsuzuki</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('the first screen written into the page', () => {
  it('puts the screen’s title and lead ahead of the app’s root, in the app’s classes', () => {
    const html = withFirstScreen(INDEX, FIRST_SCREENS['/discover']);
    expect(html).toContain(
      '<div id="first-screen"><div class="page"><header class="page-intro"><h1 class="page-title">Discover</h1>',
    );
    expect(html.indexOf('id="first-screen"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain(`<p class="page-lead">${FIRST_SCREENS['/discover'].lead}</p>`);
  });

  it('names the browser tab after the screen, as the app does', () => {
    expect(withFirstScreen(INDEX, FIRST_SCREENS['/discover'])).toContain(
      '<title>Discover · Tsuzuki</title>',
    );
    expect(withFirstScreen(INDEX, FIRST_SCREENS['/'])).toContain('<title>Home · Tsuzuki</title>');
    const dollars = withFirstScreen(INDEX, { title: 'A $& B' });
    expect(dollars).toContain('<title>A $&amp; B · Tsuzuki</title>');
    expect(dollars).toContain('<h1 class="page-title">A $&amp; B</h1>');
  });

  it('escapes the words, so no screen text can open markup', () => {
    const html = withFirstScreen(INDEX, { title: '<script>x</script>', lead: 'a & "b"' });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('a &amp; &quot;b&quot;');
  });

  it('marks a lead’s Japanese names as Japanese, escaping every run of words', () => {
    const html = withFirstScreen(INDEX, {
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
      srcSet: '/api/images/tv/1/342-0a.webp 342w, /api/images/tv/1/684-0a.webp 684w',
      sizes: '(max-width: 640px) 220px, 260px',
      width: 342,
      height: 513,
    };
    const html = withFirstScreen(INDEX, { title: 'Frieren', cover });
    expect(html).toContain(
      '<h1 class="page-title">Frieren</h1></header>' +
        '<div class="opening-cover"><img src="/api/images/tv/1/342-0a.webp" srcset="/api/images/tv/1/342-0a.webp 342w, /api/images/tv/1/684-0a.webp 684w" sizes="(max-width: 640px) 220px, 260px" width="342" height="513" alt="" fetchpriority="high"></div>' +
        '</div></div><div id="root">',
    );
    expect(withFirstScreen(INDEX, { title: 'Frieren' })).not.toContain('<img');
  });

  it('leaves a page without the app’s root as it is', () => {
    expect(withFirstScreen('<title>Tsuzuki</title>', FIRST_SCREENS['/'])).toBe(
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
  const opened = withFirstScreen(INDEX, FIRST_SCREENS['/mylists']);

  it('says what the app says, by how the instance sends mail, ahead of the opening’s words', () => {
    const kept = withVerificationBanner(opened, { email: 'ann@example.com', delivery: 'outbox' });
    expect(kept).toContain(
      '<p class="account-banner-text">Your address <strong>ann@example.com</strong> is not verified yet. This server does not send email.</p>',
    );
    expect(kept).not.toContain('Resend Email');
    expect(kept.indexOf('account-banner')).toBeLessThan(kept.indexOf('<h1 class="page-title">'));
    const mailed = withVerificationBanner(opened, { email: 'ann@example.com', delivery: 'smtp' });
    expect(mailed).toContain('we sent a link to <strong>ann@example.com</strong>.</p>');
    expect(mailed).toContain(
      '<button type="button" class="button account-banner-resend" disabled>Resend Email</button>',
    );
  });

  it('escapes the address and leaves a page without an opening alone', () => {
    const hostile = withVerificationBanner(opened, { email: '<img src=x>@x', delivery: 'outbox' });
    expect(hostile).toContain('<strong>&lt;img src=x&gt;@x</strong>');
    expect(withVerificationBanner(INDEX, { email: 'ann@example.com', delivery: 'outbox' })).toBe(
      INDEX,
    );
  });
});
