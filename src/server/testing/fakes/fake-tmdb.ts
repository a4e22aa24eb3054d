import type { CatalogueListItem } from '../../../shared/catalogue-types';
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type RecordedRequest,
} from './fake-http-server';
import {
  ANIME_KEYWORD,
  EPISODE_ID_FIXTURES,
  MOVIE_FIXTURES,
  PERSON_FIXTURES,
  TV_FIXTURES,
  type MovieFixture,
  type TvFixture,
} from './tmdb-fixtures';
import {
  RECORDED_FIND_EPISODE,
  RECORDED_GENRES,
  RECORDED_SHOWS,
  RECORDED_UNFILTERED_DISCOVER,
  listItemOf,
  type RecordedShow,
} from './tmdb-recordings';
import { movieDetailsOf, nextEpisodeOf, seasonDetailsOf, tvDetailsOf } from './tmdb-records';

export interface FakeTmdbOptions {
  /** The v3 key the fake accepts as ?api_key=. */
  apiKey?: string;
  /** The read access token the fake accepts as Authorization: Bearer. */
  readToken?: string;
  /** The clock air dates are computed from. */
  now?: () => number;
}

export interface FakeTmdb extends FakeHttpServer {
  /** What TMDB_BASE_URL should be set to, e.g. http://127.0.0.1:PORT/3. */
  readonly baseUrl: string;
  /** Requests received for one TMDB path such as "tv/209867", or for any path. */
  countRequests(path?: string): number;
}

const PAGE_SIZE = 20;
const MAX_PAGE = 500;

// TMDB's own error bodies, as its v3 API sends them.
const NOT_FOUND = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};
const INVALID_KEY = {
  status_code: 7,
  status_message: 'Invalid API key: You must be granted a valid key.',
  success: false,
};
const INVALID_PAGE = {
  success: false,
  status_code: 22,
  status_message:
    'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
};

type Filter = (value: string) => (item: Candidate) => boolean;

interface Candidate {
  item: CatalogueListItem;
  keywords: number[];
  countries: string[];
  /** first_air_date or release_date. */
  date: string | undefined;
  nextAirDate: string | null;
  /** TMDB's air_date window matches episodes a recording does not show; see recordedCandidate. */
  inAnyAirDateWindow?: boolean;
}

/** TMDB's list syntax: every ','-joined group must match, through any of its '|' alternatives. */
function anyOrAll(list: string, test: (value: number) => boolean): boolean {
  return list.split(',').every((group) => group.split('|').some((part) => test(Number(part))));
}

const onOrAfter = (date: string | null | undefined, bound: string) => !!date && date >= bound;
const onOrBefore = (date: string | null | undefined, bound: string) => !!date && date <= bound;

const DISCOVER_FILTERS: Record<string, Filter> = {
  with_genres: (value) => (c) => anyOrAll(value, (id) => c.item.genre_ids.includes(id)),
  without_genres: (value) => (c) =>
    !value.split(/[,|]/).some((id) => c.item.genre_ids.includes(Number(id))),
  with_keywords: (value) => (c) => anyOrAll(value, (id) => c.keywords.includes(id)),
  without_keywords: (value) => (c) =>
    !value.split(/[,|]/).some((id) => c.keywords.includes(Number(id))),
  with_original_language: (value) => (c) => value.split('|').includes(c.item.original_language),
  with_origin_country: (value) => (c) =>
    value.split('|').some((code) => c.countries.includes(code)),
  'vote_average.gte': (value) => (c) => c.item.vote_average >= Number(value),
  'air_date.gte': (value) => (c) => !!c.inAnyAirDateWindow || onOrAfter(c.nextAirDate, value),
  'air_date.lte': (value) => (c) => !!c.inAnyAirDateWindow || onOrBefore(c.nextAirDate, value),
  'first_air_date.gte': (value) => (c) => onOrAfter(c.date, value),
  'first_air_date.lte': (value) => (c) => onOrBefore(c.date, value),
  first_air_date_year: (value) => (c) => c.date?.slice(0, 4) === value,
  'primary_release_date.gte': (value) => (c) => onOrAfter(c.date, value),
  'primary_release_date.lte': (value) => (c) => onOrBefore(c.date, value),
  primary_release_year: (value) => (c) => c.date?.slice(0, 4) === value,
  year: (value) => (c) => c.date?.slice(0, 4) === value,
  include_adult: (value) => (c) => value === 'true' || !c.item.adult,
};

const SORTS: Record<string, (left: Candidate, right: Candidate) => number> = {
  'popularity.desc': (a, b) => b.item.popularity - a.item.popularity,
  'vote_average.desc': (a, b) => b.item.vote_average - a.item.vote_average,
  'first_air_date.desc': (a, b) => (b.date ?? '').localeCompare(a.date ?? ''),
  'primary_release_date.desc': (a, b) => (b.date ?? '').localeCompare(a.date ?? ''),
};

function tvCandidate(show: TvFixture, now: number): Candidate {
  return {
    item: show.item,
    keywords: show.keywords,
    countries: show.item.origin_country ?? [],
    date: show.item.first_air_date,
    nextAirDate: nextEpisodeOf(show, now)?.air_date ?? null,
  };
}

/**
 * Recordings carry no keywords, so Japanese animation stands in for TMDB's anime keyword. TMDB's
 * air_date filter returns running shows whose recorded next_episode_to_air is long past or null
 * (issue 16), so a show still in production passes any air-date window, as there.
 */
function recordedCandidate(show: RecordedShow): Candidate {
  const item = listItemOf(show);
  const anime = show.original_language === 'ja' && item.genre_ids.includes(16);
  return {
    item,
    keywords: anime ? [ANIME_KEYWORD] : [],
    countries: show.origin_country,
    date: show.first_air_date ?? undefined,
    nextAirDate: null,
    inAnyAirDateWindow: show.in_production,
  };
}

/** Our generated shows, each replaced by TMDB's recorded answer where one is kept. */
function tvCandidates(now: number): Candidate[] {
  return [
    ...TV_FIXTURES.filter((show) => !RECORDED_SHOWS.has(show.item.id)).map((show) =>
      tvCandidate(show, now),
    ),
    ...[...RECORDED_SHOWS.values()].map(recordedCandidate),
  ];
}

function movieCandidate(movie: MovieFixture): Candidate {
  return {
    item: movie.item,
    keywords: movie.keywords,
    countries: movie.item.original_language === 'ja' ? ['JP'] : [],
    date: movie.item.release_date,
    nextAirDate: null,
  };
}

function paged(results: unknown[], query: URLSearchParams): FakeAnswer {
  const page = Number(query.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    return { status: 400, body: INVALID_PAGE };
  }
  return {
    status: 200,
    body: {
      page,
      results: results.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      total_pages: Math.max(1, Math.ceil(results.length / PAGE_SIZE)),
      total_results: results.length,
    },
  };
}

/** Parameters that only sign, order or word the answer, not choose its titles. */
const NOT_NARROWING = new Set(['api_key', 'language', 'sort_by', 'include_adult']);

const narrows = (query: URLSearchParams) =>
  [...query.keys()].some((name) => !NOT_NARROWING.has(name));

/** Every page of discover/tv unfiltered is TMDB's recorded first page, with its real totals. */
function unfilteredDiscover(query: URLSearchParams): FakeAnswer {
  const page = Number(query.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    return { status: 400, body: INVALID_PAGE };
  }
  return { status: 200, body: { ...RECORDED_UNFILTERED_DISCOVER, page } };
}

function matchesSearch(names: (string | undefined)[], query: string): boolean {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3);
  return words.some((word) => names.some((name) => name?.toLowerCase().includes(word)));
}

function filtered(candidates: Candidate[], query: URLSearchParams): Candidate[] {
  let kept = candidates;
  for (const [name, value] of query) {
    const filter = DISCOVER_FILTERS[name];
    if (filter && value !== '') kept = kept.filter(filter(value));
  }
  return kept.sort(SORTS[query.get('sort_by') ?? 'popularity.desc'] ?? SORTS['popularity.desc']);
}

function searchResults(kind: 'tv' | 'movie' | 'multi', query: URLSearchParams, now: number) {
  const text = query.get('query') ?? '';
  const named = (c: Candidate) =>
    matchesSearch([c.item.name, c.item.title, c.item.original_name, c.item.original_title], text);
  const typed = new URLSearchParams(query);
  typed.delete('query');
  typed.delete('language');
  typed.delete('page');
  const tv = filtered(tvCandidates(now).filter(named), typed);
  const movies = filtered(MOVIE_FIXTURES.map(movieCandidate).filter(named), typed);
  if (kind === 'tv') return tv.map((c) => c.item);
  if (kind === 'movie') return movies.map((c) => c.item);
  const people = PERSON_FIXTURES.filter((person) => matchesSearch([person.name], text)).map(
    (person) => ({
      adult: false,
      id: person.id,
      name: person.name,
      original_name: person.name,
      media_type: 'person',
      popularity: person.popularity,
      gender: 2,
      known_for_department: person.known_for_department,
      profile_path: person.profile_path,
      known_for: MOVIE_FIXTURES.filter((movie) =>
        person.known_for_movie_ids.includes(movie.item.id),
      ).map((movie) => ({ ...movie.item, media_type: 'movie' })),
    }),
  );
  return [
    ...tv.map((c) => ({ ...c.item, media_type: 'tv' })),
    ...movies.map((c) => ({ ...c.item, media_type: 'movie' })),
    ...people,
  ];
}

/**
 * TMDB's find answer: its five lists, empty for an id it does not know (still 200), else the
 * episode in the recorded answer's fields (test/fixtures/tmdb/find-tv-episode.json).
 */
function findAnswer(id: string, source: string | null, now: number): FakeAnswer {
  const nothing = Object.fromEntries(Object.keys(RECORDED_FIND_EPISODE).map((list) => [list, []]));
  const known = EPISODE_ID_FIXTURES.find((each) => each.source === source && each.id === id);
  const show = known && TV_FIXTURES.find((candidate) => candidate.item.id === known.showId);
  const episode =
    known &&
    show &&
    seasonDetailsOf(show, known.season, now)?.episodes.find(
      (each) => each.episode_number === known.episode,
    );
  const body = episode
    ? { ...nothing, tv_episode_results: [{ ...episode, media_type: 'tv_episode' }] }
    : nothing;
  return { status: 200, body };
}

function answer(path: string, query: URLSearchParams, now: number): FakeAnswer {
  const found = (body: unknown): FakeAnswer =>
    body ? { status: 200, body } : { status: 404, body: NOT_FOUND };
  let match: RegExpMatchArray | null;
  if ((match = path.match(/^search\/(multi|tv|movie)$/))) {
    return paged(searchResults(match[1] as 'multi' | 'tv' | 'movie', query, now), query);
  }
  if ((match = path.match(/^discover\/(tv|movie)$/))) {
    const discoverQuery = new URLSearchParams(query);
    discoverQuery.delete('page');
    if (match[1] === 'tv' && !narrows(discoverQuery)) return unfilteredDiscover(query);
    const candidates = match[1] === 'tv' ? tvCandidates(now) : MOVIE_FIXTURES.map(movieCandidate);
    return paged(
      filtered(candidates, discoverQuery).map((c) => c.item),
      query,
    );
  }
  if ((match = path.match(/^genre\/(tv|movie)\/list$/))) {
    return found({ genres: RECORDED_GENRES[match[1] === 'tv' ? 'tv' : 'movie'] });
  }
  if ((match = path.match(/^tv\/(\d+)$/))) {
    const recorded = RECORDED_SHOWS.get(Number(match[1]));
    if (recorded) return found(recorded);
    const show = TV_FIXTURES.find((candidate) => candidate.item.id === Number(match?.[1]));
    return found(show && tvDetailsOf(show, now));
  }
  if ((match = path.match(/^movie\/(\d+)$/))) {
    const movie = MOVIE_FIXTURES.find((candidate) => candidate.item.id === Number(match?.[1]));
    return found(movie && movieDetailsOf(movie));
  }
  if ((match = path.match(/^tv\/(\d+)\/season\/(\d+)$/))) {
    // No season answer of a recorded show was recorded: TMDB's 404 rather than a made-up one.
    if (RECORDED_SHOWS.has(Number(match[1]))) return { status: 404, body: NOT_FOUND };
    const show = TV_FIXTURES.find((candidate) => candidate.item.id === Number(match?.[1]));
    return found(show && seasonDetailsOf(show, Number(match[2]), now));
  }
  if ((match = path.match(/^find\/([^/]+)$/))) {
    return findAnswer(decodeURIComponent(match[1] ?? ''), query.get('external_source'), now);
  }
  return { status: 404, body: NOT_FOUND };
}

/** A local stand-in for TMDB's v3 API answering the product's endpoints from our fixtures. */
export async function startFakeTmdb(options: FakeTmdbOptions = {}): Promise<FakeTmdb> {
  const now = options.now ?? Date.now;
  const authorised = (request: RecordedRequest) =>
    (options.apiKey !== undefined && request.query.get('api_key') === options.apiKey) ||
    (options.readToken !== undefined &&
      request.headers.authorization === `Bearer ${options.readToken}`);

  const server = await startFakeHttpServer((request) => {
    if (!authorised(request)) return { status: 401, body: INVALID_KEY };
    if (!request.path.startsWith('/3/')) return { status: 404, body: NOT_FOUND };
    return answer(request.path.slice('/3/'.length), request.query, now());
  });

  return Object.assign(server, {
    baseUrl: `${server.url}/3`,
    countRequests: (path?: string) =>
      path === undefined
        ? server.requests.length
        : server.requests.filter((request) => request.path === `/3/${path}`).length,
  });
}
