import { ANIMATION_GENRE_ID } from '../../../../../shared/catalogue-constants';
import type { Genre, MediaType } from '../../../../../shared/catalogue-types';

const ANIMATION_GENRE: Genre = { id: ANIMATION_GENRE_ID, name: 'Animation' };

/** MyAnimeList genres with a TMDB equivalent, per media type (TMDB's own ids and names). */
const TMDB_EQUIVALENTS: Record<string, Record<MediaType, Genre>> = {
  Action: { tv: { id: 10759, name: 'Action & Adventure' }, movie: { id: 28, name: 'Action' } },
  Adventure: {
    tv: { id: 10759, name: 'Action & Adventure' },
    movie: { id: 12, name: 'Adventure' },
  },
  Comedy: { tv: { id: 35, name: 'Comedy' }, movie: { id: 35, name: 'Comedy' } },
  Drama: { tv: { id: 18, name: 'Drama' }, movie: { id: 18, name: 'Drama' } },
  Fantasy: { tv: { id: 10765, name: 'Sci-Fi & Fantasy' }, movie: { id: 14, name: 'Fantasy' } },
  Historical: { tv: { id: 36, name: 'History' }, movie: { id: 36, name: 'History' } },
  Horror: { tv: { id: 27, name: 'Horror' }, movie: { id: 27, name: 'Horror' } },
  Kids: { tv: { id: 10762, name: 'Kids' }, movie: { id: 10751, name: 'Family' } },
  Music: { tv: { id: 10402, name: 'Music' }, movie: { id: 10402, name: 'Music' } },
  Mystery: { tv: { id: 9648, name: 'Mystery' }, movie: { id: 9648, name: 'Mystery' } },
  Romance: { tv: { id: 10749, name: 'Romance' }, movie: { id: 10749, name: 'Romance' } },
  'Sci-Fi': {
    tv: { id: 10765, name: 'Sci-Fi & Fantasy' },
    movie: { id: 878, name: 'Science Fiction' },
  },
  Thriller: { tv: { id: 53, name: 'Thriller' }, movie: { id: 53, name: 'Thriller' } },
};

/**
 * MyAnimeList genres TMDB has no equivalent for, with fixed ids in a private range (decision 032).
 * The ids are listed, not computed, so a genre keeps its id across rebuilds and datasets.
 */
const PRIVATE_GENRE_IDS: Record<string, number> = {
  Cars: 1_000_001,
  Dementia: 1_000_002,
  Demons: 1_000_003,
  Ecchi: 1_000_004,
  Game: 1_000_005,
  Harem: 1_000_006,
  Hentai: 1_000_007,
  Josei: 1_000_008,
  Magic: 1_000_009,
  'Martial Arts': 1_000_010,
  Mecha: 1_000_011,
  Military: 1_000_012,
  Parody: 1_000_013,
  Police: 1_000_014,
  Psychological: 1_000_015,
  Samurai: 1_000_016,
  School: 1_000_017,
  Seinen: 1_000_018,
  Shoujo: 1_000_019,
  'Shoujo Ai': 1_000_020,
  Shounen: 1_000_021,
  'Shounen Ai': 1_000_022,
  'Slice of Life': 1_000_023,
  Space: 1_000_024,
  Sports: 1_000_025,
  'Super Power': 1_000_026,
  Supernatural: 1_000_027,
  Vampire: 1_000_028,
  Yaoi: 1_000_029,
  Yuri: 1_000_030,
};

export const ADULT_GENRE = 'Hentai';

/** anime-offline-database tags (lowercase, from several sites) that name a MyAnimeList genre. */
const TAG_ALIASES: Record<string, string> = {
  'science fiction': 'Sci-Fi',
  'sci fi': 'Sci-Fi',
  suspense: 'Thriller',
  history: 'Historical',
  'super powers': 'Super Power',
  'boys love': 'Shounen Ai',
  'girls love': 'Shoujo Ai',
  'avant garde': 'Dementia',
  vampires: 'Vampire',
  demon: 'Demons',
};

const GENRE_BY_LOWERCASE_NAME = new Map(
  [...Object.keys(TMDB_EQUIVALENTS), ...Object.keys(PRIVATE_GENRE_IDS)].map((name) => [
    name.toLowerCase(),
    name,
  ]),
);

/** The MyAnimeList genre a tag stands for, or null when the tag is no genre. */
export function genreForTag(tag: string): string | null {
  const lower = tag.trim().toLowerCase();
  return GENRE_BY_LOWERCASE_NAME.get(lower) ?? TAG_ALIASES[lower] ?? null;
}

/** Animation first, then each genre's TMDB or private genre, without duplicates; unknown names dropped. */
export function genresFor(genreNames: string[], mediaType: MediaType): Genre[] {
  const genres = new Map<number, Genre>([[ANIMATION_GENRE.id, ANIMATION_GENRE]]);
  for (const name of genreNames) {
    const equivalent = TMDB_EQUIVALENTS[name]?.[mediaType];
    const privateId = PRIVATE_GENRE_IDS[name];
    const genre = equivalent ?? (privateId === undefined ? null : { id: privateId, name });
    if (genre && !genres.has(genre.id)) genres.set(genre.id, genre);
  }
  return [...genres.values()];
}
