import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import englishGenres from '../locales/en/genres.json';
import { i18n, loadMessages } from '../i18n/i18n';
import type { Translate } from '../i18n/messages';
import { genreName } from './genre-names';

const t: Translate = (id, values) => i18n._(id, values);

beforeAll(() => Promise.all([loadMessages('genres', 'en'), loadMessages('genres', 'ja')]));
afterEach(() => i18n.activate(SOURCE_LANGUAGE));

describe('genreName', () => {
  it('keeps every catalogue name exactly in English', () => {
    const names = Object.values(englishGenres);
    expect(names.length).toBeGreaterThan(60);
    for (const name of names) expect(genreName(name, t)).toBe(name);
  });

  it('names a genre in the active language, and an unknown one as it came', () => {
    i18n.activate('ja');
    expect(genreName('Slice of Life', t)).toBe('日常');
    expect(genreName('Sci-Fi & Fantasy', t)).toBe('SF＆ファンタジー');
    expect(genreName('Cyberpunk', t)).toBe('Cyberpunk');
  });
});
