import { normaliseForSearch } from '../search-text';

/** Words that name an instalment rather than the franchise ("Gintama Movie", "Haikyuu!! Second Season"). */
const INSTALMENT_WORDS = new Set([
  'movie',
  'movies',
  'film',
  'the',
  'ova',
  'ovas',
  'oad',
  'ona',
  'special',
  'specials',
  'sp',
  'tv',
  'season',
  'seasons',
  'part',
  'cour',
  'final',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
]);
const NUMBERING = /^(\d+(st|nd|rd|th)?|r\d|ii|iii|iv|v|vi|vii|viii|ix|x)$/;
const SUBTITLE_START = /: | - | \(| ~/;

/**
 * The franchise a title belongs to, judged by its name alone (decision 035): the name before any
 * subtitle, without punctuation and trailing instalment words. 'Gintama', "Gintama'", 'Gintama°'
 * and 'Gintama Movie: Kanketsu-hen' all give 'gintama'. Null when nothing distinctive is left.
 */
export function franchiseKey(name: string): string | null {
  const title = name.split(SUBTITLE_START)[0] ?? '';
  const words = normaliseForSearch(title).split(' ');
  while (words.length > 1) {
    const last = words[words.length - 1] ?? '';
    if (!INSTALMENT_WORDS.has(last) && !NUMBERING.test(last)) break;
    words.pop();
  }
  const key = words.join(' ');
  return key === '' || INSTALMENT_WORDS.has(key) ? null : key;
}
