import type { MediaType, MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import { TRACKED_LIMITS } from '../../../shared/tracked-title-basics';
import type { TrackedTitleWrite } from '../../../shared/tracked-title';
import type { Title } from '../../lib/catalogue/titles';

/** The catalogue's part of a tracked title (spec §3), sent with the PUT that adds a title. */
export type CatalogueFields = Required<
  Pick<
    TrackedTitleWrite,
    | 'id'
    | 'media_type'
    | 'poster_path'
    | 'overview'
    | 'vote_average'
    | 'title'
    | 'name'
    | 'first_air_date'
    | 'release_date'
    | 'genres'
  >
>;

/** The server keeps dates as YYYY-MM-DD (or shorter); anything else is left out. */
const DATE = /^(\d{4}(-\d{2}(-\d{2})?)?)?$/;
const dateOrNull = (value: string | null | undefined) =>
  typeof value === 'string' && DATE.test(value) ? value : null;

const capped = (text: string, length: number) => text.slice(0, length);

/** A series is named and aired, a film titled and released (TMDB's fields); the others stay null. */
function namedFields(mediaType: MediaType, name: string, date: string | null | undefined) {
  const named = capped(name, TRACKED_LIMITS.titleLength);
  return mediaType === 'tv'
    ? { title: null, name: named, first_air_date: dateOrNull(date), release_date: null }
    : { title: named, name: null, first_air_date: null, release_date: dateOrNull(date) };
}

function common(
  id: number,
  mediaType: MediaType,
  source: { poster_path: string | null; overview: string; vote_average: number | null },
) {
  return {
    id,
    media_type: mediaType,
    poster_path: source.poster_path,
    overview: capped(source.overview, TRACKED_LIMITS.overviewLength),
    vote_average:
      source.vote_average !== null && Number.isFinite(source.vote_average)
        ? source.vote_average
        : null,
  };
}

export function fieldsFromDetails(
  mediaType: MediaType,
  details: TvDetails | MovieDetails,
): CatalogueFields {
  const [name, date] =
    'name' in details
      ? [details.name, details.first_air_date]
      : [details.title, details.release_date];
  return {
    ...common(details.id, mediaType, details),
    genres: details.genres.slice(0, TRACKED_LIMITS.genres).map(({ id, name }) => ({ id, name })),
    ...namedFields(mediaType, name, date),
  };
}

/** Cards carry genre ids only: the names come with the details, so a card alone sends none. */
export function fieldsFromCard(card: Title): CatalogueFields {
  return {
    ...common(card.id, card.media_type, card),
    genres: [],
    ...namedFields(card.media_type, card.title, card.release_date),
  };
}
