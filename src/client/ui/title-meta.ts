import type { MediaType, TitleFormat } from '../../shared/catalogue-types';
import { releaseYear, type NormalisableRecord } from '../../shared/normalise';

export function mediaTypeLabel(mediaType: MediaType): 'TV' | 'Movie' {
  return mediaType === 'movie' ? 'Movie' : 'TV';
}

/** Formats worth naming beside 'TV' or 'Movie'; TV, MOVIE and UNKNOWN add nothing. */
const FORMAT_LABELS: Partial<Record<TitleFormat, string>> = {
  TV_SHORT: 'TV Short',
  SPECIAL: 'Special',
  OVA: 'OVA',
  ONA: 'ONA',
  MUSIC: 'Music',
};

export function formatLabel(format: TitleFormat | undefined): string | null {
  return (format && FORMAT_LABELS[format]) ?? null;
}

/** 'TV', 'Movie', or with a known format 'TV · OVA'. */
export function kindLabel(mediaType: MediaType, format?: TitleFormat): string {
  const named = formatLabel(format);
  return named ? `${mediaTypeLabel(mediaType)} · ${named}` : mediaTypeLabel(mediaType);
}

/** The average score with one decimal, or null when nobody scored it. */
export function scoreLabel(voteAverage: number | null | undefined): string | null {
  if (typeof voteAverage !== 'number' || !Number.isFinite(voteAverage) || voteAverage <= 0) {
    return null;
  }
  return voteAverage.toFixed(1);
}

export function yearLabel(record: Pick<NormalisableRecord, 'release_date' | 'first_air_date'>) {
  const year = releaseYear(record);
  return year === null ? null : String(year);
}
