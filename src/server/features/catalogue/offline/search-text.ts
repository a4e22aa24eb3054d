/** Separates synonyms in the search column; the folding below never leaves one inside a name. */
export const SYNONYM_SEPARATOR = '|';

/** Multiplication signs stand for an "x" in names such as SPY×FAMILY or HUNTER×HUNTER. */
const TIMES_SIGNS = /[×✕⨯]/gu;

/**
 * Folds a name or a query to the form the search compares: no diacritics, full-width forms made
 * half-width, lower case, and runs of anything but letters and digits turned into single spaces
 * (as FTS5's unicode61 tokenizer splits).
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(TIMES_SIGNS, ' x ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The same with no spaces or punctuation at all, so that "dandadan" finds DAN DA DAN and
 * "hells paradise" finds Hell's Paradise.
 */
export function compactForSearch(text: string): string {
  return normaliseForSearch(text).replaceAll(' ', '');
}
