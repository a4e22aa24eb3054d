import type { MediaType } from './catalogue-types';

/** The upstream fields normalisation reads, on list items and details alike. */
export interface NormalisableRecord {
  id: number;
  title?: string | null;
  name?: string | null;
  release_date?: string | null;
  first_air_date?: string | null;
  media_type?: string | null;
}

/** A catalogue item with the spec's fallbacks applied (§3), keeping every other upstream field. */
export type CatalogueItem<Source extends NormalisableRecord = NormalisableRecord> = Omit<
  Source,
  'title' | 'release_date' | 'media_type'
> & {
  id: number;
  title: string;
  release_date: string | null;
  media_type: MediaType;
};

function firstFilled(...values: (string | null | undefined)[]): string | null {
  for (const value of values) {
    if (value && value.trim() !== '') return value;
  }
  return null;
}

export function isMediaType(value: unknown): value is MediaType {
  return value === 'tv' || value === 'movie';
}

/** title falls back to name, release_date to first_air_date, media_type to the supplied type. */
export function normaliseItem<Source extends NormalisableRecord>(
  record: Source,
  fallbackType: MediaType,
): CatalogueItem<Source> {
  return {
    ...record,
    id: record.id,
    title: firstFilled(record.title, record.name) ?? '',
    release_date: firstFilled(record.release_date, record.first_air_date),
    media_type: isMediaType(record.media_type) ? record.media_type : fallbackType,
  };
}

/** The year of the first release (film) or first air date (series), or null when unknown. */
export function releaseYear(
  item: Pick<NormalisableRecord, 'release_date' | 'first_air_date'>,
): number | null {
  const date = firstFilled(item.release_date, item.first_air_date);
  const year = date?.match(/^(\d{4})-/)?.[1];
  return year === undefined ? null : Number(year);
}

const PLAIN_ASCII = /^[ -~\t\n\r]*$/;

/**
 * The first, cheap half of {@link comparableText}: compatibility forms unfolded, Latin accents
 * dropped, lower case. Every run of letters and digits in the comparable text is a run of the
 * folded text too, so a word missing from this is missing from that: a cheap first test.
 */
export function foldedText(text: string | null | undefined): string {
  const raw = text ?? '';
  if (PLAIN_ASCII.test(raw)) return raw.toLowerCase();
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .toLowerCase();
}

/**
 * Text reduced for comparison: Latin accents and case removed, punctuation treated as spaces, so
 * that "Re:Zero", "re zero" and "RE：ZERO" compare equal. Only the Latin combining accents are
 * dropped: kana voicing marks change the word, so "ガンダム" must not become "カンタム".
 */
export function comparableText(text: string | null | undefined): string {
  const folded = foldedText(text);
  // Most names and synopses are plain ASCII, where the Unicode steps below change nothing and
  // cost ten times as much: the adult filter runs this on every synopsis of every list.
  if (PLAIN_ASCII.test(folded)) return folded.replace(/[^a-z0-9]+/g, ' ').trim();
  return folded
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}
