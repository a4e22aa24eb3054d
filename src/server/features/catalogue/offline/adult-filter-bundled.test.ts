import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ADULT_TITLE_BLOCKLIST,
  EXPLICIT_KEYWORDS,
  EXPLICIT_TITLE_KEYWORDS,
  isAdultTitle,
} from '../../../../shared/adult-filter';
import { comparableText } from '../../../../shared/normalise';
import { BUNDLED_CATALOGUE_SOURCE } from './build/build-catalogue';

const wholeWord = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'u');
const RULE = {
  blocked: new Set(ADULT_TITLE_BLOCKLIST.map(comparableText)),
  titleWord: wholeWord([...EXPLICIT_KEYWORDS, ...EXPLICIT_TITLE_KEYWORDS]),
  overviewWord: wholeWord(EXPLICIT_KEYWORDS),
};

/** The rule as the spec states it, on fully normalised text, without the filter's shortcuts. */
function flaggedByRule(item: { adult?: boolean; name?: string; overview?: string }): boolean {
  const name = comparableText(item.name);
  return (
    item.adult === true ||
    RULE.blocked.has(name) ||
    RULE.titleWord.test(name) ||
    RULE.overviewWord.test(comparableText(item.overview))
  );
}

/** Every flagged word and blocklisted title, in the disguises real names and synopses take. */
function disguises(): string[] {
  const fullWidth = (text: string) =>
    text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
  const phrases = [...EXPLICIT_KEYWORDS, ...EXPLICIT_TITLE_KEYWORDS, ...ADULT_TITLE_BLOCKLIST];
  return phrases.flatMap((phrase) => [
    phrase.toUpperCase(),
    fullWidth(phrase),
    phrase.replace(/e/g, 'é').replace(/o/g, 'ō'),
    phrase.replace(/[aeiou]/g, (vowel) => `${vowel}\u0301`),
    `変態${phrase}アニメ`,
    `「${phrase}」`,
    `${phrase}-chan`,
    `${phrase}ness`,
    phrase.split('').join('.'),
    `${phrase.replace(/ /g, '\u3000')}！`,
  ]);
}

/** The names of the bundled catalogue: 12,000 real titles, with their punctuation and scripts. */
function bundledNames(): string[] {
  const csv = zlib.gunzipSync(fs.readFileSync(BUNDLED_CATALOGUE_SOURCE));
  return csv
    .toString('utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[1] ?? '');
}

describe('isAdultTitle against the rule without shortcuts', () => {
  it('agrees on every bundled name and every disguise, as a name and as an overview', () => {
    const disguised = disguises();
    const texts = [...bundledNames(), ...disguised];
    expect(texts.length).toBeGreaterThan(12_000);
    const disagreements = texts.flatMap((text) =>
      [{ name: text }, { name: 'Mushishi', overview: text }].filter(
        (item) => isAdultTitle(item) !== flaggedByRule(item),
      ),
    );
    expect(disagreements).toEqual([]);
    // The disguises are not all clean, or the comparison would prove nothing.
    expect(disguised.filter((text) => isAdultTitle({ name: text })).length).toBeGreaterThan(100);
  });
});
