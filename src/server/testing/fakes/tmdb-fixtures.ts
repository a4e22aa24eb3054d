import type { CatalogueListItem, Genre } from '../../../shared/catalogue-types';

/**
 * Our own TMDB-shaped records for a handful of real anime (and one western cartoon the
 * product must filter out), modelled on recorded TMDB v3 answers. Air dates of running
 * shows are given relative to "now", so upcoming-episode screens always have something.
 */

/** TMDB's keyword for anime, which the product's discover queries rely on. */
export const ANIME_KEYWORD = 210024;

export interface SeasonFixture {
  season_number: number;
  name: string;
  overview: string;
  /** Air date of a finished season; running seasons are dated from the next episode. */
  air_date: string | null;
  episode_count: number;
  /** Known episode titles from episode 1 on; later episodes are called "Episode n". */
  episodeNames?: string[];
}

export interface TvFixture {
  item: CatalogueListItem;
  keywords: number[];
  status: 'Returning Series' | 'Ended';
  runtime: number;
  networks: string[];
  seasons: SeasonFixture[];
  /** The next episode of the last season airs this many days from now; absent when none is due. */
  nextEpisode?: { episodeNumber: number; daysFromNow: number };
}

export interface MovieFixture {
  item: CatalogueListItem;
  keywords: number[];
  runtime: number;
  tagline: string;
}

export interface PersonFixture {
  id: number;
  name: string;
  known_for_department: string;
  profile_path: string | null;
  popularity: number;
  known_for_movie_ids: number[];
}

const tvItem = (
  item: Omit<CatalogueListItem, 'adult' | 'backdrop_path'> & { backdrop_path?: string },
) => ({
  adult: false,
  backdrop_path: null,
  ...item,
});

export const TV_FIXTURES: TvFixture[] = [
  {
    item: tvItem({
      id: 209867,
      name: 'Frieren: Beyond Journey’s End',
      original_name: '葬送のフリーレン',
      first_air_date: '2023-09-29',
      poster_path: '/frieren-beyond-journeys-end.jpg',
      backdrop_path: '/frieren-backdrop.jpg',
      genre_ids: [16, 18, 10759, 10765],
      origin_country: ['JP'],
      original_language: 'ja',
      overview:
        'Long after her party defeated the Demon King, the elf mage Frieren outlives her companions. Troubled by how little she knew them, she sets out again, with an apprentice, to retrace their journey.',
      popularity: 152.318,
      vote_average: 8.8,
      vote_count: 512,
    }),
    keywords: [ANIME_KEYWORD],
    status: 'Returning Series',
    runtime: 24,
    networks: ['Nippon TV'],
    seasons: [
      {
        season_number: 1,
        name: 'Season 1',
        overview: 'The journey after the journey begins.',
        air_date: '2023-09-29',
        episode_count: 28,
        episodeNames: [
          'The Journey’s End',
          'It Didn’t Have to Be Magic...',
          'Killing Magic',
          'The Land Where Souls Rest',
        ],
      },
      { season_number: 2, name: 'Season 2', overview: '', air_date: null, episode_count: 10 },
    ],
    nextEpisode: { episodeNumber: 4, daysFromNow: 3 },
  },
  {
    item: tvItem({
      id: 95479,
      name: 'Jujutsu Kaisen',
      original_name: '呪術廻戦',
      first_air_date: '2020-10-03',
      poster_path: '/jujutsu-kaisen.jpg',
      backdrop_path: '/jujutsu-kaisen-backdrop.jpg',
      genre_ids: [16, 10759, 10765],
      origin_country: ['JP'],
      original_language: 'ja',
      overview:
        'A high-school student swallows a cursed finger to save his friends and becomes host to a powerful curse, drawing him into a hidden school of sorcerers.',
      popularity: 210.547,
      vote_average: 8.6,
      vote_count: 4321,
    }),
    keywords: [ANIME_KEYWORD],
    status: 'Returning Series',
    runtime: 24,
    networks: ['MBS'],
    seasons: [
      {
        season_number: 1,
        name: 'Season 1',
        overview: '',
        air_date: '2020-10-03',
        episode_count: 24,
        episodeNames: ['Ryomen Sukuna', 'For Myself', 'Girl of Steel'],
      },
      {
        season_number: 2,
        name: 'Season 2',
        overview: '',
        air_date: '2023-07-06',
        episode_count: 23,
      },
      {
        season_number: 3,
        name: 'The Culling Game',
        overview: '',
        air_date: null,
        episode_count: 12,
      },
    ],
    nextEpisode: { episodeNumber: 2, daysFromNow: 10 },
  },
  {
    item: tvItem({
      id: 37854,
      name: 'One Piece',
      original_name: 'ワンピース',
      first_air_date: '1999-10-20',
      poster_path: '/one-piece.jpg',
      genre_ids: [10759, 35, 16],
      origin_country: ['JP'],
      original_language: 'ja',
      overview:
        'Monkey D. Luffy sails with his Straw Hat crew in search of the legendary treasure that would make him King of the Pirates.',
      popularity: 180.04,
      vote_average: 8.7,
      vote_count: 5012,
    }),
    keywords: [ANIME_KEYWORD],
    status: 'Returning Series',
    runtime: 24,
    networks: ['Fuji TV'],
    seasons: [
      {
        season_number: 1,
        name: 'East Blue',
        overview: '',
        air_date: '1999-10-20',
        episode_count: 61,
      },
      { season_number: 22, name: 'Egghead', overview: '', air_date: null, episode_count: 50 },
    ],
    nextEpisode: { episodeNumber: 40, daysFromNow: 1 },
  },
  {
    item: tvItem({
      id: 1429,
      name: 'Attack on Titan',
      original_name: '進撃の巨人',
      first_air_date: '2013-04-07',
      poster_path: '/attack-on-titan.jpg',
      genre_ids: [16, 10765, 10759],
      origin_country: ['JP'],
      original_language: 'ja',
      overview:
        'Humanity lives behind enormous walls that keep out the man-eating Titans, until the day a colossal Titan breaks through.',
      popularity: 140.2,
      vote_average: 8.7,
      vote_count: 7011,
    }),
    keywords: [ANIME_KEYWORD],
    status: 'Ended',
    runtime: 24,
    networks: ['NHK'],
    seasons: [
      {
        season_number: 1,
        name: 'Season 1',
        overview: '',
        air_date: '2013-04-07',
        episode_count: 25,
      },
    ],
  },
  {
    item: tvItem({
      id: 94605,
      name: 'Arcane',
      original_name: 'Arcane',
      first_air_date: '2021-11-06',
      poster_path: '/arcane.jpg',
      genre_ids: [16, 10765, 10759, 18],
      origin_country: ['US'],
      original_language: 'en',
      overview:
        'Two sisters end up on opposite sides of a war between the gleaming city of Piltover and the undercity below it.',
      popularity: 95.5,
      vote_average: 8.7,
      vote_count: 4200,
    }),
    keywords: [],
    status: 'Ended',
    runtime: 40,
    networks: ['Netflix'],
    seasons: [
      {
        season_number: 1,
        name: 'Season 1',
        overview: '',
        air_date: '2021-11-06',
        episode_count: 9,
      },
    ],
  },
];

/** Another site's id of one of our episodes, which the fake's find/{id} resolves. */
export interface EpisodeIdFixture {
  source: 'tvdb_id' | 'imdb_id';
  id: string;
  showId: number;
  season: number;
  episode: number;
}

/**
 * Our own ids, like the records: a library that numbers Frieren's second cour on from the first
 * (TVDB's one long season) calls TMDB's S02E03 its S01E31.
 */
export const EPISODE_ID_FIXTURES: EpisodeIdFixture[] = [
  { source: 'tvdb_id', id: '10404931', showId: 209867, season: 2, episode: 3 },
  { source: 'imdb_id', id: 'tt33261932', showId: 209867, season: 2, episode: 3 },
];

export const MOVIE_FIXTURES: MovieFixture[] = [
  {
    item: {
      id: 372058,
      title: 'Your Name.',
      original_title: '君の名は。',
      release_date: '2016-08-26',
      poster_path: '/your-name.jpg',
      backdrop_path: '/your-name-backdrop.jpg',
      genre_ids: [16, 10749, 18],
      original_language: 'ja',
      overview:
        'A schoolgirl in the mountains and a schoolboy in Tokyo begin waking up in each other’s bodies, and set out to meet before a comet changes everything.',
      popularity: 98.76,
      vote_average: 8.5,
      vote_count: 11000,
      adult: false,
    },
    keywords: [ANIME_KEYWORD],
    runtime: 106,
    tagline: '',
  },
  {
    item: {
      id: 129,
      title: 'Spirited Away',
      original_title: '千と千尋の神隠し',
      release_date: '2001-07-20',
      poster_path: '/spirited-away.jpg',
      backdrop_path: null,
      genre_ids: [16, 10751, 14],
      original_language: 'ja',
      overview:
        'On the way to her new home, a ten-year-old girl wanders into a world of spirits and must work in a bathhouse to free her parents.',
      popularity: 110.3,
      vote_average: 8.5,
      vote_count: 16500,
      adult: false,
    },
    keywords: [ANIME_KEYWORD],
    runtime: 125,
    tagline: '',
  },
  {
    item: {
      id: 916224,
      title: 'Suzume',
      original_title: 'すずめの戸締まり',
      release_date: '2022-11-11',
      poster_path: '/suzume.jpg',
      backdrop_path: null,
      genre_ids: [16, 18, 12, 14],
      original_language: 'ja',
      overview:
        'A girl and a mysterious young man travel across Japan closing doors through which disaster pours into the world.',
      popularity: 70.1,
      vote_average: 7.9,
      vote_count: 1600,
      adult: false,
    },
    keywords: [ANIME_KEYWORD],
    runtime: 122,
    tagline: '',
  },
];

export const PERSON_FIXTURES: PersonFixture[] = [
  {
    id: 1356039,
    name: 'Makoto Shinkai',
    known_for_department: 'Directing',
    profile_path: '/makoto-shinkai.jpg',
    popularity: 12.4,
    known_for_movie_ids: [372058, 916224],
  },
];

export const TV_GENRES: Genre[] = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
];

export const MOVIE_GENRES: Genre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];
