import type { CatalogueListItem } from './catalogue-types';
import { comparableText, foldedText } from './normalise';

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
 * "Hentaigana" stay visible. The pattern is built on first use: its Unicode classes cost the
 * page a few milliseconds, and almost no text gets this far.
 */
function wholeWordTest(words: readonly string[]): (text: string) => boolean {
  let pattern: RegExp | undefined;
  return (text) =>
    (pattern ??= new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`,
      'u',
    )).test(text);
}

const TITLE_WORDS = [...EXPLICIT_KEYWORDS, ...EXPLICIT_TITLE_KEYWORDS];
const holdsExplicitWord = wholeWordTest(EXPLICIT_KEYWORDS);
const holdsExplicitTitleWord = wholeWordTest(TITLE_WORDS);

/**
 * The normalising of a text, with its Unicode steps, is most of the filter's cost on a page of
 * titles with Japanese names. The words and the blocklist are plain letters and digits, and each
 * word of a normalised text is in its folded form too: a text whose folded form lacks them is
 * clean, and only the rare rest is normalised and tested whole.
 */
const BLOCKED_TITLE_WORDS = [...blockedTitles].map((title) => title.split(' '));

function mayBeBlocked(folded: string): boolean {
  return BLOCKED_TITLE_WORDS.some((words) => words.every((word) => folded.includes(word)));
}

function mayHoldWord(words: readonly string[], folded: string): boolean {
  return words.some((word) => folded.includes(word));
}

function isFlaggedTitle(text: string | undefined): boolean {
  const folded = foldedText(text);
  const blocked = mayBeBlocked(folded);
  const word = mayHoldWord(TITLE_WORDS, folded);
  if (!blocked && !word) return false;
  const title = comparableText(text);
  return (blocked && blockedTitles.has(title)) || (word && holdsExplicitTitleWord(title));
}

function isFlaggedOverview(text: string | undefined): boolean {
  return (
    mayHoldWord(EXPLICIT_KEYWORDS, foldedText(text)) && holdsExplicitWord(comparableText(text))
  );
}

export function isAdultTitle(item: AdultCheckable): boolean {
  if (item.adult === true) return true;
  if ([item.title, item.name, item.original_title, item.original_name].some(isFlaggedTitle)) {
    return true;
  }
  return isFlaggedOverview(item.overview);
}

/** Removes adult titles unless the viewer allows them (spec §5 "Adult filtering"). */
export function filterAdult<Item extends AdultCheckable>(
  items: readonly Item[],
  allowAdult: boolean,
): Item[] {
  return allowAdult ? [...items] : items.filter((item) => !isAdultTitle(item));
}
