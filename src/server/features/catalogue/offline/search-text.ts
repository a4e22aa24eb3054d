/** Separates synonyms in the search column; the folding below never leaves one inside a name. */
export const SYNONYM_SEPARATOR = '|';

/**
 * Folds a name or a query to the form the search compares: no diacritics, lower case, and runs of
 * anything but letters and digits turned into single spaces (as FTS5's unicode61 tokenizer splits).
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
