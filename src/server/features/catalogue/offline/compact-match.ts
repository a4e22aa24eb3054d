import { SYNONYM_SEPARATOR as BAR } from './search-text';

/** FTS5's trigram tokenizer indexes runs of three characters; a shorter phrase matches nothing. */
const TRIGRAM = 3;

const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The titles_compact MATCH expression for titles one of whose compact names is `compact`
 * (compactForSearch's form, never empty). The separators around it make the phrase a whole name.
 */
export function wholeCompactName(compact: string): string {
  return phrase(`${BAR}${compact}${BAR}`);
}

/**
 * The titles_compact MATCH expression for titles one of whose compact names holds `compact`.
 * Under three characters the index cannot see inside a name, so such a query matches a name it
 * starts or ends (two characters) or is (one); words starting with it are the word index's part.
 */
export function compactNameHolding(compact: string): string {
  // The tokenizer counts characters, not UTF-16 units.
  const characters = Array.from(compact).length;
  if (characters >= TRIGRAM) return phrase(compact);
  if (characters === TRIGRAM - 1) {
    return `${phrase(`${BAR}${compact}`)} OR ${phrase(`${compact}${BAR}`)}`;
  }
  return wholeCompactName(compact);
}
