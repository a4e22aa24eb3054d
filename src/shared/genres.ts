import type { Genre, MediaType } from './catalogue-types';
import { compareNames } from './locale-format';

/** Catalogue genres that never describe anime, whichever media type (spec §5 "Genre lists"). */
const NON_ANIME_GENRES = [
  'Kids',
  'Soap',
  'News',
  'Talk',
  'Reality',
  'Western',
  'War & Politics',
  'Documentary',
  'Horror',
  'Family',
  'Music',
  'History',
  'Science Fiction',
];

const NON_ANIME_GENRES_BY_TYPE: Record<MediaType, readonly string[]> = {
  tv: ['War', 'Thriller', 'TV Movie'],
  movie: ['Action & Adventure', 'Sci-Fi & Fantasy'],
};

function excludedNames(mediaType: MediaType): Set<string> {
  return new Set(
    [...NON_ANIME_GENRES, ...NON_ANIME_GENRES_BY_TYPE[mediaType]].map((name) => name.toLowerCase()),
  );
}

const EXCLUDED: Record<MediaType, Set<string>> = {
  tv: excludedNames('tv'),
  movie: excludedNames('movie'),
};

/** Drops the genres that make no sense as an anime filter, matched by name, any case. */
export function animeGenres(genres: readonly Genre[], mediaType: MediaType): Genre[] {
  const excluded = EXCLUDED[mediaType];
  return genres.filter((genre) => !excluded.has(genre.name.trim().toLowerCase()));
}

/** The genres a screen listing `mediaType` offers: that type's own list, sorted by name. */
export function genreOptionsFor(genres: readonly Genre[], mediaType: MediaType): Genre[] {
  return animeGenres(genres, mediaType).sort((a, b) => compareNames(a.name, b.name));
}

/**
 * TMDB's TV list joins genres its film list keeps apart (genre/tv/list and genre/movie/list):
 * Action 28 and Adventure 12 are one TV genre, 10759, as are Fantasy 14 and Science Fiction 878
 * in 10765, and War 10752 is TV's 10768. Every other shared id is the same on both.
 */
const TV_ID_OF_FILM_ID: ReadonlyMap<number, number> = new Map([
  [28, 10759],
  [12, 10759],
  [14, 10765],
  [878, 10765],
  [10752, 10768],
]);

const FILM_IDS_OF_TV_ID: ReadonlyMap<number, readonly number[]> = new Map(
  [10759, 10765, 10768].map((tvId) => [
    tvId,
    [...TV_ID_OF_FILM_ID].filter(([, id]) => id === tvId).map(([filmId]) => filmId),
  ]),
);

/** One chosen id as the ids meaning it in `mediaType`; TMDB reads them joined by '|' as any of. */
function idsFor(mediaType: MediaType, id: string): string[] {
  const number = Number(id);
  if (mediaType === 'movie') return FILM_IDS_OF_TV_ID.get(number)?.map(String) ?? [id];
  const tvId = TV_ID_OF_FILM_ID.get(number);
  // Some recorded TV answers carry a film id themselves (Overlord: 12 and 14), so it stays too.
  return tvId === undefined ? [id] : [String(tvId), id];
}

/**
 * A with_genres value (',' all of, '|' any of) in `mediaType`'s ids, so a genre chosen on a
 * film screen still means the same genre on a TV screen and the other way round. An id with no
 * counterpart (Romance on TV) stays as chosen: the offline catalogue knows it on both types.
 */
export function genresFor(mediaType: MediaType, withGenres: string): string {
  return withGenres
    .split(',')
    .map((group) => [...new Set(group.split('|').flatMap((id) => idsFor(mediaType, id.trim())))])
    .map((ids) => ids.join('|'))
    .join(',');
}

/** The media type a filtered screen lists: Coming Soon and the seasonal view are TV only. */
export function listedMediaType(pathname: string, format: 'any' | 'tv' | 'movie'): MediaType {
  if (/^\/(coming-soon|browse\/season)\/?$/.test(pathname)) return 'tv';
  return format === 'movie' ? 'movie' : 'tv';
}
