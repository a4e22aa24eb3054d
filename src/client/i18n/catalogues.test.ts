import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from '../../shared/i18n/languages';
import { SERVER_ONLY_GROUPS } from '../../shared/i18n/server-only-groups';
import { CATALOGUE_GROUPS, loadCatalogue, type CatalogueGroup } from './catalogues';

const LOCALES = fileURLToPath(new URL('../locales', import.meta.url));
const LANGUAGE_TAGS = Object.keys(LANGUAGES) as Language[];

function readCatalogue(language: string, group: string): Record<string, string> {
  return JSON.parse(
    fs.readFileSync(path.join(LOCALES, language, `${group}.json`), 'utf8'),
  ) as Record<string, string>;
}

const PLURALS = new Set(['plural', 'selectordinal']);
const ELEMENT_TAG = /<\/?\d+\/?>/g;

/**
 * What a message must keep in every language: its arguments and their types, the cases of its
 * selects, the arguments inside each plural, and the numbered tags its components fill. Plural
 * cases are the language's own, so they are checked against its plural rules instead.
 */
function shapeOf(message: CompiledMessage, language: string, problems: string[]): string[] {
  const shape = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.match(ELEMENT_TAG) ?? []) shape.add(`tag ${tag}`);
        continue;
      }
      const [name, type, format] = token;
      shape.add(`{${name}, ${type ?? 'argument'}}`);
      if (type === 'select' || (type && PLURALS.has(type))) {
        const cases = Object.entries(format as Record<string, CompiledMessage | undefined>)
          .filter(([key]) => key !== 'offset')
          .map(([key, value]) => {
            if (value) visit(value);
            return key;
          });
        if (!cases.includes('other')) problems.push(`{${name}} has no 'other' case`);
        if (type === 'select') shape.add(`{${name}} cases ${cases.sort().join(' ')}`);
        else {
          const ordinal = type === 'selectordinal';
          const categories = new Intl.PluralRules(language, {
            type: ordinal ? 'ordinal' : 'cardinal',
          }).resolvedOptions().pluralCategories as string[];
          for (const key of cases)
            // Lingui keeps an exact case (`=0`) as its number.
            if (!/^=?\d+$/.test(key) && !categories.includes(key))
              problems.push(`{${name}}'s case '${key}' is no plural category of ${language}`);
        }
      }
    }
  };
  visit(message);
  return [...shape].sort();
}

describe('shapeOf', () => {
  it('checks plural cases against the language’s plural rules', () => {
    const problems: string[] = [];
    const plural = (cases: string) => compileMessageOrThrow(`{n, plural, ${cases}}`);
    expect(shapeOf(plural('other {# Folgen}'), 'ja', problems)).toEqual(['{n, plural}']);
    shapeOf(plural('one {# Folge} few {# Folgen} other {# Folgen}'), 'de', problems);
    shapeOf(plural('=0 {keine} one {# Folge}'), 'de', problems);
    expect(problems).toEqual([
      "{n}'s case 'few' is no plural category of de",
      "{n} has no 'other' case",
    ]);
  });
});

/** The app's groups and those only the server words: every one is checked alike. */
const GROUPS = [...CATALOGUE_GROUPS, ...SERVER_ONLY_GROUPS];

describe('the catalogues', () => {
  it('have a folder for each language and a file for each group in each', () => {
    expect(fs.readdirSync(LOCALES).sort()).toEqual([...LANGUAGE_TAGS].sort());
    for (const language of LANGUAGE_TAGS)
      expect(fs.readdirSync(path.join(LOCALES, language)).sort(), language).toEqual(
        GROUPS.map((group) => `${group}.json`).sort(),
      );
  });

  it.each(SERVER_ONLY_GROUPS)('leave the server’s %s group out of the app', async (group) => {
    expect(CATALOGUE_GROUPS).not.toContain(group);
    await expect(loadCatalogue('ja', group as CatalogueGroup)).rejects.toThrow(
      `There is no ja catalogue for ${group}.`,
    );
  });

  describe.each(GROUPS)('%s', (group) => {
    const english = readCatalogue(SOURCE_LANGUAGE, group);

    it('prefixes every id with the group, so groups never overwrite each other', () => {
      expect(Object.keys(english).filter((id) => !id.startsWith(`${group}.`))).toEqual([]);
    });

    it.each(LANGUAGE_TAGS)(
      'in %s has exactly English’s ids, each a non-empty message',
      (language) => {
        const catalogue = readCatalogue(language, group);
        const missing = Object.keys(english).filter((id) => !(id in catalogue));
        const extra = Object.keys(catalogue).filter((id) => !(id in english));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        const empty = Object.entries(catalogue).filter(
          ([, message]) => typeof message !== 'string' || message.trim() === '',
        );
        expect(empty).toEqual([]);
      },
    );

    it.each(LANGUAGE_TAGS)('in %s keeps each message’s arguments, cases and tags', (language) => {
      const catalogue = readCatalogue(language, group);
      const problems: string[] = [];
      for (const [id, message] of Object.entries(english)) {
        const translated = catalogue[id];
        if (translated === undefined) continue;
        const expected = shapeOf(compileMessageOrThrow(message), SOURCE_LANGUAGE, problems);
        const actual = shapeOf(compileMessageOrThrow(translated), language, problems);
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          problems.push(`${id}: ${actual.join('; ')} instead of ${expected.join('; ')}`);
      }
      expect(problems).toEqual([]);
    });
  });
});
