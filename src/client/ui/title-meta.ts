import type { MediaType, TitleFormat } from '../../shared/catalogue-types';
import { formatTenths } from '../../shared/locale-format';
import { releaseYear, type NormalisableRecord } from '../../shared/normalise';
import type { MessageId, Translate } from '../i18n/messages';

export function mediaTypeLabel(mediaType: MediaType, t: Translate): string {
  return t(mediaType === 'movie' ? 'common.kind.movie' : 'common.kind.tv');
}

/** Formats worth naming beside 'TV' or 'Movie'; TV, MOVIE and UNKNOWN add nothing. */
const FORMAT_LABELS: Partial<Record<TitleFormat, MessageId>> = {
  TV_SHORT: 'common.format.tvShort',
  SPECIAL: 'common.format.special',
  OVA: 'common.format.ova',
  ONA: 'common.format.ona',
  MUSIC: 'common.format.music',
};

/** 'TV', 'Movie', or with a known format 'TV · OVA'. */
export function kindLabel(mediaType: MediaType, format: TitleFormat | undefined, t: Translate) {
  const named = format && FORMAT_LABELS[format];
  const kind = mediaTypeLabel(mediaType, t);
  return named ? t('common.kind.withFormat', { kind, format: t(named) }) : kind;
}

/** The average score with one decimal, in the interface's language, or null when nobody scored it. */
export function scoreLabel(voteAverage: number | null | undefined): string | null {
  if (typeof voteAverage !== 'number' || !Number.isFinite(voteAverage) || voteAverage <= 0) {
    return null;
  }
  return formatTenths(voteAverage);
}

export function yearLabel(record: Pick<NormalisableRecord, 'release_date' | 'first_air_date'>) {
  const year = releaseYear(record);
  return year === null ? null : String(year);
}
