import { ANIMATION_GENRE_ID } from '../../../../../shared/catalogue-constants';
import type { Genre } from '../../../../../shared/catalogue-types';

/**
 * The one genre set every offline list and filter uses (decision 283): MyAnimeList's genre,
 * theme and demographic names, the same id on TV and films. A genre TMDB also has keeps TMDB's
 * film id, so a filter chosen against TMDB still means the same genre here; the rest keep the
 * private ids they always had (decision 032), so a saved filter keeps its genre across rebuilds.
 */
const GENRE_IDS: Record<string, number> = {
  Action: 28,
  Adventure: 12,
  Comedy: 35,
  Drama: 18,
  Fantasy: 14,
  Historical: 36,
  Horror: 27,
  Kids: 10762,
  Music: 10402,
  Mystery: 9648,
  Romance: 10749,
  'Sci-Fi': 878,
  Suspense: 53,
  Racing: 1_000_001,
  'Avant Garde': 1_000_002,
  Mythology: 1_000_003,
  Ecchi: 1_000_004,
  'Strategy Game': 1_000_005,
  Harem: 1_000_006,
  Hentai: 1_000_007,
  Josei: 1_000_008,
  'Martial Arts': 1_000_010,
  Mecha: 1_000_011,
  Military: 1_000_012,
  Parody: 1_000_013,
  Detective: 1_000_014,
  Psychological: 1_000_015,
  Samurai: 1_000_016,
  School: 1_000_017,
  Seinen: 1_000_018,
  Shoujo: 1_000_019,
  'Girls Love': 1_000_020,
  Shounen: 1_000_021,
  'Boys Love': 1_000_022,
  'Slice of Life': 1_000_023,
  Space: 1_000_024,
  Sports: 1_000_025,
  'Super Power': 1_000_026,
  Supernatural: 1_000_027,
  Vampire: 1_000_028,
  Gourmet: 1_000_031,
  Erotica: 1_000_032,
  Isekai: 1_000_033,
  Iyashikei: 1_000_034,
  'Mahou Shoujo': 1_000_035,
  Reincarnation: 1_000_036,
  'Time Travel': 1_000_037,
  Gore: 1_000_038,
  Survival: 1_000_039,
  'Video Game': 1_000_040,
  Workplace: 1_000_041,
  'Adult Cast': 1_000_042,
  Anthropomorphic: 1_000_043,
  CGDCT: 1_000_044,
  'Reverse Harem': 1_000_045,
};

/** Titles with these genres are adult: hidden unless the viewer allows adult content. */
export const ADULT_GENRES: ReadonlySet<string> = new Set(['Hentai', 'Erotica']);

/** Whether a title with these genre names or tags is adult. */
export function isAdult(genreNames: readonly string[]): boolean {
  return genreNames.some((name) => ADULT_GENRES.has(genreForTag(name) ?? ''));
}

/**
 * Other spellings of the set's genres: the 2017 MyAnimeList names the Kaggle file uses (renamed or
 * merged since), and anime-offline-database's lowercase tags from AniList, AniDB and others.
 */
const ALIASES: Record<string, string> = {
  cars: 'Racing',
  dementia: 'Avant Garde',
  demons: 'Mythology',
  game: 'Strategy Game',
  magic: 'Fantasy',
  police: 'Detective',
  'shoujo ai': 'Girls Love',
  yuri: 'Girls Love',
  'shounen ai': 'Boys Love',
  yaoi: 'Boys Love',
  thriller: 'Suspense',
  'science fiction': 'Sci-Fi',
  'sci fi': 'Sci-Fi',
  history: 'Historical',
  'super powers': 'Super Power',
  'avant-garde': 'Avant Garde',
  vampires: 'Vampire',
  demon: 'Mythology',
  'magical girl': 'Mahou Shoujo',
  'cute girls doing cute things': 'CGDCT',
  anthropomorphism: 'Anthropomorphic',
  'video games': 'Video Game',
  cooking: 'Gourmet',
  food: 'Gourmet',
  'time manipulation': 'Time Travel',
};

const GENRE_BY_LOWERCASE_NAME = new Map<string, string>([
  ...Object.keys(GENRE_IDS).map((name): [string, string] => [name.toLowerCase(), name]),
  ...Object.entries(ALIASES),
]);

/** The genre of the set a genre name or tag stands for, in any case; null when it is no genre. */
export function genreForTag(tag: string): string | null {
  return GENRE_BY_LOWERCASE_NAME.get(tag.trim().toLowerCase()) ?? null;
}

/** The set's genres for a title's genre names or tags, without duplicates; unknown names dropped. */
export function genresFor(genreNames: readonly string[]): Genre[] {
  const genres = new Map<number, Genre>();
  for (const raw of genreNames) {
    const name = genreForTag(raw);
    const id = name === null ? undefined : GENRE_IDS[name];
    if (name !== null && id !== undefined && !genres.has(id)) genres.set(id, { id, name });
  }
  return [...genres.values()];
}

/**
 * Every title is animation: the id stays on each title so that TMDB-style filters asking for it
 * (with_genres=16) keep matching, but it is no genre of the set and no list shows it.
 */
export const EVERY_TITLE_GENRE_ID = ANIMATION_GENRE_ID;
