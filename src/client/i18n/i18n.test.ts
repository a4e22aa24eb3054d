import { afterEach, describe, expect, it } from 'vitest';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import { i18n, loadMessages, startLanguage } from './i18n';

afterEach(() => i18n.activate(SOURCE_LANGUAGE));

describe('startLanguage', () => {
  it('starts in English with its shell messages already in', async () => {
    expect(await startLanguage(['de-AT', 'en'], ['en'])).toBe('en');
    expect(i18n._('shell.menu.open')).toBe('Open menu');
  });

  it('activates an offered language with its shell messages fetched', async () => {
    expect(await startLanguage(['de-AT', 'en'], ['en', 'de'])).toBe('de');
    expect(i18n.locale).toBe('de');
    expect(i18n._('shell.menu.open')).toBe('Menü öffnen');
    expect(i18n._('shell.loading', { product: 'Tsuzuki' })).toBe('Tsuzuki wird geladen…');
  });
});

describe('loadMessages', () => {
  it('adds a group in the active language, leaving the loaded ones in place', async () => {
    await startLanguage(['ja'], ['en', 'ja']);
    await loadMessages('shell');
    expect(i18n._('shell.nav.home')).toBe('ホーム');
    expect(i18n._('shell.menu.title')).toBe('メニュー');
  });

  it('formats a group’s plurals by the language’s rules', async () => {
    await loadMessages('search');
    expect(i18n._('search.count', { count: 1 })).toBe('1 result');
    expect(i18n._('search.count', { count: 12 })).toBe('12 results');
    await startLanguage(['ja'], ['en', 'ja']);
    await loadMessages('search');
    expect(i18n._('search.count', { count: 1 })).toBe('1件');
    await startLanguage(['fr'], ['en', 'fr']);
    await loadMessages('search');
    expect(i18n._('search.count', { count: 0 })).toBe('0 résultat');
    expect(i18n._('search.count', { count: 2 })).toBe('2 résultats');
  });
});
