/**
 * Kitsu JSON:API resources for the fake Kitsu, every field laid out as in the real recorded
 * answers named in kitsu-fixtures.SOURCES.md. Ids are Kitsu's and MyAnimeList's; texts and
 * counts not in a recording are our own, and say so there.
 */
export interface KitsuTitleFixture {
  kitsuId: string;
  malId: number;
  mappingId: string;
  slug: string;
  canonicalTitle: string;
  titles: Record<string, string>;
  synopsis: string;
  posterHash: string;
  startDate: string;
  endDate: string | null;
  status: 'current' | 'finished' | 'upcoming';
  episodeLength: number;
  userCount: number;
  popularityRank: number;
  season: { season: 'winter' | 'spring' | 'summer' | 'fall'; year: number };
  episodes: { title: string; airdate: string }[];
}

const WEEK_MS = 7 * 86_400_000;

/** Weekly from the first date, skipping the weeks named, as a broadcast does. */
function weekly(
  first: string,
  titles: string[],
  skipped: string[] = [],
): KitsuTitleFixture['episodes'] {
  const dates: string[] = [];
  for (let at = Date.parse(first); dates.length < titles.length; at += WEEK_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    if (!skipped.includes(date)) dates.push(date);
  }
  return titles.map((title, index) => ({ title, airdate: dates[index] ?? first }));
}

const FRIEREN_TITLES = [
  'The Journey’s End',
  'It Didn’t Have to Be Magic...',
  'Killing Magic',
  'The Land Where Souls Rest',
  'Phantoms of the Dead',
  'The Hero of the Village',
  'Like a Fairy Tale',
  'Frieren the Slayer',
  'Aura the Guillotine',
  'A Powerful Mage',
  'Winter in the Northern Lands',
  'A Real Hero',
  'Aversion Toward One’s Kind',
  'Privilege of the Young',
  'Smells Like Trouble',
  'Long-Lived Friends',
  'Take Care',
  'First-Class Mage Exam',
  'Well-Laid Plans',
  'Necessary Killing',
  'The World of Magic',
  'Future Enemies',
  'Conquering the Labyrinth',
  'Perfect Replicas',
  'A Fatal Vulnerability',
  'The Height of Magic',
  'An Era of Humans',
  'It Would Be Embarrassing When We Met Again',
];

const BEBOP_TITLES = [
  'Asteroid Blues',
  'Stray Dog Strut',
  'Honky Tonk Women',
  'Gateway Shuffle',
  'Ballad of Fallen Angels',
  'Sympathy for the Devil',
  'Heavy Metal Queen',
  'Waltz for Venus',
  'Jamming with Edward',
  'Ganymede Elegy',
  'Toys in the Attic',
  'Jupiter Jazz (Part 1)',
  'Jupiter Jazz (Part 2)',
  'Bohemian Rhapsody',
  'My Funny Valentine',
  'Black Dog Serenade',
  'Mushroom Samba',
  'Speak Like a Child',
  'Wild Horses',
  'Pierrot le Fou',
  'Boogie Woogie Feng Shui',
  'Cowboy Funk',
  'Brain Scratch',
  'Hard Luck Woman',
  'The Real Folk Blues (Part 1)',
  'The Real Folk Blues (Part 2)',
];

/** The acceptance test's title: Frieren, 28 episodes, four on its first night. */
export const FRIEREN: KitsuTitleFixture = {
  kitsuId: '46474',
  malId: 52991,
  mappingId: '88374',
  slug: 'sousou-no-frieren',
  canonicalTitle: 'Sousou no Frieren',
  titles: {
    en: 'Frieren: Beyond Journey’s End',
    en_jp: 'Sousou no Frieren',
    ja_jp: '葬送のフリーレン',
  },
  synopsis:
    'The demon king has been defeated, and the victorious hero party returns home before disbanding. The four—mage Frieren, hero Himmel, priest Heiter, and warrior Eisen—reminisce about their decade-long journey. Frieren, an elf who will outlive her companions, sets out to understand the people she travelled with.',
  posterHash: 'ec9b98dd5fbf8f92532d1edb45f9e882',
  startDate: '2023-09-29',
  endDate: '2024-03-22',
  status: 'finished',
  episodeLength: 24,
  userCount: 67_000,
  popularityRank: 120,
  season: { season: 'fall', year: 2023 },
  episodes: [
    ...FRIEREN_TITLES.slice(0, 4).map((title) => ({ title, airdate: '2023-09-29' })),
    ...weekly('2023-10-06', FRIEREN_TITLES.slice(4), ['2023-12-29']),
  ],
};

/** Background work's title in the tests, with the values of the recorded Cowboy Bebop answer. */
export const COWBOY_BEBOP: KitsuTitleFixture = {
  kitsuId: '1',
  malId: 1,
  mappingId: '6',
  slug: 'cowboy-bebop',
  canonicalTitle: 'Cowboy Bebop',
  titles: { en: 'Cowboy Bebop', en_jp: 'Cowboy Bebop', ja_jp: 'カウボーイビバップ' },
  synopsis:
    'In the year 2071, humanity has colonized several of the planets and moons of the solar system leaving the now uninhabitable surface of planet Earth behind. The ragtag team aboard the spaceship Bebop are bounty hunters, referred to as "Cowboys".',
  posterHash: '',
  startDate: '1998-04-03',
  endDate: '1999-04-24',
  status: 'finished',
  episodeLength: 25,
  userCount: 121_662,
  popularityRank: 31,
  season: { season: 'spring', year: 1998 },
  episodes: weekly('1998-10-23', BEBOP_TITLES),
};

export const KITSU_TITLES: KitsuTitleFixture[] = [FRIEREN, COWBOY_BEBOP];

const posterImage = (title: KitsuTitleFixture) => {
  const path = title.posterHash
    ? (size: string) =>
        `https://media.kitsu.app/anime/${title.kitsuId}/poster_image/${size}-${title.posterHash}.jpeg`
    : (size: string) => `https://media.kitsu.app/anime/poster_images/${title.kitsuId}/${size}.jpg`;
  return {
    tiny: path('tiny'),
    large: path('large'),
    small: path('small'),
    medium: path('medium'),
    original: path('original'),
    meta: {
      dimensions: {
        tiny: { width: 110, height: 156 },
        large: { width: 550, height: 780 },
        small: { width: 284, height: 402 },
        medium: { width: 390, height: 554 },
      },
    },
  };
};

const relationshipLinks = (base: string, kind: string, id: string, names: string[]) =>
  Object.fromEntries(
    names.map((name) => [
      name,
      {
        links: {
          self: `${base}/${kind}/${id}/relationships/${name}`,
          related: `${base}/${kind}/${id}/${name}`,
        },
      },
    ]),
  );

const ANIME_RELATIONSHIPS = [
  'genres',
  'categories',
  'castings',
  'installments',
  'mappings',
  'reviews',
  'mediaRelationships',
  'characters',
  'staff',
  'productions',
  'quotes',
  'episodes',
  'streamingLinks',
  'animeProductions',
  'animeCharacters',
  'animeStaff',
];

/** One anime resource, as `/anime/{id}` and the `included` of a mapping carry it. */
export function animeResource(base: string, title: KitsuTitleFixture) {
  return {
    id: title.kitsuId,
    type: 'anime',
    links: { self: `${base}/anime/${title.kitsuId}` },
    attributes: {
      createdAt: '2022-06-25T19:45:55.179Z',
      updatedAt: '2026-09-24T10:12:03.512Z',
      slug: title.slug,
      synopsis: title.synopsis,
      description: title.synopsis,
      coverImageTopOffset: 400,
      titles: title.titles,
      canonicalTitle: title.canonicalTitle,
      abbreviatedTitles: [],
      averageRating: '82.07',
      ratingFrequencies: { '2': '4409', '10': '859', '20': '36843' },
      userCount: title.userCount,
      favoritesCount: 4580,
      startDate: title.startDate,
      endDate: title.endDate,
      nextRelease: null,
      popularityRank: title.popularityRank,
      ratingRank: 106,
      ageRating: 'PG',
      ageRatingGuide: 'Teens 13 or older',
      subtype: 'TV',
      status: title.status,
      tba: null,
      posterImage: posterImage(title),
      coverImage: null,
      episodeCount: title.episodes.length,
      episodeLength: title.episodeLength,
      totalLength: title.episodes.length * title.episodeLength,
      youtubeVideoId: '',
      showType: 'TV',
      nsfw: false,
    },
    relationships: relationshipLinks(base, 'anime', title.kitsuId, ANIME_RELATIONSHIPS),
  };
}

/** One mapping resource; with `include=item` its `item` names the anime. */
export function mappingResource(base: string, title: KitsuTitleFixture, withItem: boolean) {
  return {
    id: title.mappingId,
    type: 'mappings',
    links: { self: `${base}/mappings/${title.mappingId}` },
    attributes: {
      createdAt: '2023-08-08T12:14:52.146Z',
      updatedAt: '2023-08-08T12:14:52.146Z',
      externalSite: 'myanimelist/anime',
      externalId: String(title.malId),
    },
    relationships: {
      item: {
        links: {
          self: `${base}/mappings/${title.mappingId}/relationships/item`,
          related: `${base}/mappings/${title.mappingId}/item`,
        },
        ...(withItem ? { data: { type: 'anime', id: title.kitsuId } } : {}),
      },
    },
  };
}

/** One episode resource, with the fields of the 2026 recording. */
export function episodeResource(base: string, title: KitsuTitleFixture, index: number) {
  const episode = title.episodes[index];
  const id = String(Number(title.kitsuId) * 1000 + index + 1);
  return {
    id,
    type: 'episodes',
    links: { self: `${base}/episodes/${id}` },
    attributes: {
      createdAt: '2023-09-30T09:52:14.730Z',
      updatedAt: '2024-03-23T05:03:10.398Z',
      synopsis: null,
      description: null,
      titles: { en_us: episode?.title ?? '' },
      canonicalTitle: episode?.title ?? null,
      seasonNumber: 1,
      number: index + 1,
      relativeNumber: null,
      airdate: episode?.airdate ?? null,
      length: title.episodeLength,
      thumbnail: {
        original: `https://media.kitsu.app/episodes/thumbnails/${id}/original.jpeg`,
        meta: { dimensions: {} },
      },
    },
    relationships: relationshipLinks(base, 'episodes', id, ['media', 'videos']),
  };
}
