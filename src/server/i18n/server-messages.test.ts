import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../shared/i18n/languages';
import { loadServerMessages, SERVER_GROUPS } from './server-messages';

const LOCALES = path.resolve(import.meta.dirname, '../../client/locales');

describe('loadServerMessages', () => {
  it('words the first screens from the app’s catalogues in every language', async () => {
    const messages = await loadServerMessages(LANGUAGE_TAGS);
    expect([...messages.languages].sort()).toEqual([...LANGUAGE_TAGS].sort());
    expect(messages.in('en')('shell.nav.discover')).toBe('Discover');
    expect(messages.in('de')('shell.nav.discover')).toBe('Entdecken');
    expect(messages.in('ja')('shell.nav.home')).toBe('ホーム');
  });

  it('always has English, and refuses an id no catalogue holds', async () => {
    const messages = await loadServerMessages([]);
    expect(messages.languages).toEqual(['en']);
    expect(messages.in('fr')('shell.nav.home')).toBe('Home');
    expect(() => messages.in('en')('no.such.message')).toThrow(/no message no.such.message/);
  });

  it('compiles each message when it is first used, and every one of them compiles', async () => {
    const messages = await loadServerMessages(LANGUAGE_TAGS);
    for (const language of LANGUAGE_TAGS) {
      const translate = messages.in(language);
      for (const group of SERVER_GROUPS) {
        const file = path.join(LOCALES, language, `${group}.json`);
        const ids = Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object);
        for (const id of ids) expect(() => translate(id), `${language} ${id}`).not.toThrow();
      }
    }
  });
});
