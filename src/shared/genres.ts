import type { Genre, MediaType } from './catalogue-types';

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

/** One list for the filter bar: the first list's name wins for an id, sorted by name. */
export function mergeGenres(...lists: readonly (readonly Genre[])[]): Genre[] {
  const byId = new Map<number, Genre>();
  for (const list of lists) {
    for (const genre of list) {
      if (!byId.has(genre.id)) byId.set(genre.id, genre);
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
