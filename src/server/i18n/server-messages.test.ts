import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../shared/i18n/languages';
import { loadServerMessages } from './server-messages';

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
});
