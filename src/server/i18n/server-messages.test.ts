import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../shared/i18n/languages';
import { loadServerMessages } from './server-messages';

describe('loadServerMessages', () => {
  it('words the first screens from the app’s catalogues in every language', async () => {
    const translators = await loadServerMessages(LANGUAGE_TAGS);
    expect([...translators.keys()].sort()).toEqual([...LANGUAGE_TAGS].sort());
    expect(translators.get('en')?.('shell.nav.discover')).toBe('Discover');
    expect(translators.get('de')?.('shell.nav.discover')).toBe('Entdecken');
    expect(translators.get('ja')?.('shell.nav.home')).toBe('ホーム');
  });

  it('always has English, and refuses an id no catalogue holds', async () => {
    const translators = await loadServerMessages([]);
    expect([...translators.keys()]).toEqual(['en']);
    expect(() => translators.get('en')?.('no.such.message')).toThrow(/no message no.such.message/);
  });
});
