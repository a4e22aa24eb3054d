import type { CatalogueListItem } from './catalogue-types';
import { comparableText } from './normalise';

type AdultCheckable = Partial<
  Pick<
    CatalogueListItem,
    'adult' | 'title' | 'name' | 'original_title' | 'original_name' | 'overview'
  >
>;

/** Words that mark explicit content wherever they appear in a title or overview. */
export const EXPLICIT_KEYWORDS: readonly string[] = [
  'hentai',
  'porn',
  'porno',
  'pornographic',
  'pornography',
  'xxx',
  'erotic',
  'erotica',
  'eroge',
  'nsfw',
];

/**
 * Words that mark explicit content only in a title: in an overview they are ordinary
 * ("the opposite sex"), in a Japanese animation title they are not.
 */
export const EXPLICIT_TITLE_KEYWORDS: readonly string[] = ['sex'];

/** Known explicit titles that carry neither the adult flag nor a keyword; compared normalised. */
export const ADULT_TITLE_BLOCKLIST: readonly string[] = [
  'Bible Black',
  'La Blue Girl',
  'Urotsukidoji',
  'Urotsukidoji: Legend of the Overfiend',
  'Legend of the Overfiend',
  'Cream Lemon',
  'Night Shift Nurses',
  'Boku no Pico',
  'Kuttsukiboshi',
  'Mezzo Forte',
  'Discipline: The Record of a Crusade',
  'Kite',
];

const blockedTitles = new Set(ADULT_TITLE_BLOCKLIST.map(comparableText));

/**
 * Whether normalised text holds one of the words as a whole word, so "Sussex", "xxxHOLiC" and
 * "Hentaigana" stay visible. The pattern, with its Unicode classes, is slow on a long overview,
 * about 0.1 ms each; a plain search first rules out nearly every text, which holds none of the
 * words at all.
 */
function wholeWordTest(words: readonly string[]): (text: string) => boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'u');
  return (text) => words.some((word) => text.includes(word)) && pattern.test(text);
}

const holdsExplicitWord = wholeWordTest(EXPLICIT_KEYWORDS);
const holdsExplicitTitleWord = wholeWordTest([...EXPLICIT_KEYWORDS, ...EXPLICIT_TITLE_KEYWORDS]);

export function isAdultTitle(item: AdultCheckable): boolean {
  if (item.adult === true) return true;
  const titles = [item.title, item.name, item.original_title, item.original_name].map(
    comparableText,
  );
  if (titles.some((title) => blockedTitles.has(title) || holdsExplicitTitleWord(title))) {
    return true;
  }
  return holdsExplicitWord(comparableText(item.overview));
}

/** Removes adult titles unless the viewer allows them (spec §5 "Adult filtering"). */
export function filterAdult<Item extends AdultCheckable>(
  items: readonly Item[],
  allowAdult: boolean,
): Item[] {
  return allowAdult ? [...items] : items.filter((item) => !isAdultTitle(item));
}
