import type { AnilistMedia } from '../../../shared/anilist-queries';

/**
 * Our own AniList-shaped records for real anime, modelled on AniList's GraphQL answers.
 * Ids are AniList's and MyAnimeList's; image and trailer addresses are placeholders in
 * AniList's format. A running show's next episode is given relative to "now".
 */
export interface AnilistFixture {
  media: Omit<AnilistMedia, 'nextAiringEpisode'>;
  nextAiring?: { episode: number; secondsFromNow: number };
}

const cover = (id: number, slug: string) => ({
  extraLarge: `https://s4.anilist.co/file/anilistcdn/media/anime/cover/large/bx${id}-${slug}.jpg`,
  large: `https://s4.anilist.co/file/anilistcdn/media/anime/cover/medium/bx${id}-${slug}.jpg`,
  medium: `https://s4.anilist.co/file/anilistcdn/media/anime/cover/small/bx${id}-${slug}.jpg`,
  color: '#e4a15d',
});

export const ANILIST_FIXTURES: AnilistFixture[] = [
  {
    media: {
      id: 154587,
      idMal: 52991,
      title: {
        romaji: 'Sousou no Frieren',
        english: 'Frieren: Beyond Journey’s End',
        native: '葬送のフリーレン',
        userPreferred: 'Sousou no Frieren',
      },
      format: 'TV',
      status: 'FINISHED',
      season: 'FALL',
      seasonYear: 2023,
      episodes: 28,
      countryOfOrigin: 'JP',
      isAdult: false,
      genres: ['Adventure', 'Drama', 'Fantasy'],
      coverImage: cover(154587, 'frieren'),
      trailer: { id: 'frieren-trailer', site: 'youtube', thumbnail: null },
      siteUrl: 'https://anilist.co/anime/154587',
    },
  },
  {
    media: {
      id: 113415,
      idMal: 40748,
      title: {
        romaji: 'Jujutsu Kaisen',
        english: 'JUJUTSU KAISEN',
        native: '呪術廻戦',
        userPreferred: 'Jujutsu Kaisen',
      },
      format: 'TV',
      status: 'FINISHED',
      season: 'FALL',
      seasonYear: 2020,
      episodes: 24,
      countryOfOrigin: 'JP',
      isAdult: false,
      genres: ['Action', 'Drama', 'Supernatural'],
      coverImage: cover(113415, 'jujutsu-kaisen'),
      trailer: null,
      siteUrl: 'https://anilist.co/anime/113415',
    },
  },
  {
    media: {
      id: 21,
      idMal: 21,
      title: {
        romaji: 'ONE PIECE',
        english: 'ONE PIECE',
        native: 'ONE PIECE',
        userPreferred: 'ONE PIECE',
      },
      format: 'TV',
      status: 'RELEASING',
      season: 'FALL',
      seasonYear: 1999,
      episodes: null,
      countryOfOrigin: 'JP',
      isAdult: false,
      genres: ['Action', 'Adventure', 'Comedy', 'Drama', 'Fantasy'],
      coverImage: cover(21, 'one-piece'),
      trailer: null,
      siteUrl: 'https://anilist.co/anime/21',
    },
    nextAiring: { episode: 1150, secondsFromNow: 86_400 },
  },
  {
    media: {
      id: 21519,
      idMal: 32281,
      title: {
        romaji: 'Kimi no Na wa.',
        english: 'Your Name.',
        native: '君の名は。',
        userPreferred: 'Kimi no Na wa.',
      },
      format: 'MOVIE',
      status: 'FINISHED',
      season: 'SUMMER',
      seasonYear: 2016,
      episodes: 1,
      countryOfOrigin: 'JP',
      isAdult: false,
      genres: ['Drama', 'Romance', 'Supernatural'],
      coverImage: cover(21519, 'your-name'),
      trailer: { id: 'your-name-trailer', site: 'youtube', thumbnail: null },
      siteUrl: 'https://anilist.co/anime/21519',
    },
  },
];

/** A fixture as AniList would answer it at `now` (epoch ms). */
export function mediaAt(fixture: AnilistFixture, now: number): AnilistMedia {
  const airing = fixture.nextAiring;
  return {
    ...fixture.media,
    nextAiringEpisode: airing
      ? {
          airingAt: Math.floor(now / 1000) + airing.secondsFromNow,
          timeUntilAiring: airing.secondsFromNow,
          episode: airing.episode,
        }
      : null,
  };
}
