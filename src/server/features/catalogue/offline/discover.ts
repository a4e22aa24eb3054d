import {
  ADULT_EXCLUDED_KEYWORD_IDS,
  ANIME_KEYWORD_ID,
  JAPAN_ORIGIN_COUNTRY,
  JAPANESE_LANGUAGE,
  POPULARITY_DESCENDING,
  TRENDING_SORT,
} from '../../../../shared/catalogue-constants';
import type { CatalogueListItem, MediaType, Paged } from '../../../../shared/catalogue-types';
import { japanDate } from '../../../../shared/broadcast-schedule';
import type { CatalogueStore } from './catalogue-store';
import { dayNumber, type DiscoverIndex, type PositionTest } from './discover-index';
import type { DiscoverOrderName } from './discover-orders';
import { listItem } from './list-items';
import type { NowBounds, NowOrders } from './now-order';
import type { PositionSet } from './position-set';
import { PAGE_SIZE, paged } from './paging';

const SORTS: Record<string, DiscoverOrderName> = {
  [POPULARITY_DESCENDING]: 'popularity',
  'popularity.asc': 'popularityAscending',
  'vote_average.desc': 'score',
  'vote_average.asc': 'scoreAscending',
  'vote_count.desc': 'votes',
  'vote_count.asc': 'votesAscending',
};
const RECENT_DAYS = 90;
/** A show that began longer ago than this never leads the "now" rows, however long it runs. */
const MODERN_YEARS = 10;
const NAME_SORTS: Record<string, DiscoverOrderName> = { asc: 'name', desc: 'nameDescending' };
const DATE_SORTS: Record<string, DiscoverOrderName> = { asc: 'start', desc: 'startDescending' };

/** Which TMDB parameter names carry dates and names for each media type. */
const TYPE_PARAMETERS = {
  tv: {
    startedFrom: 'first_air_date.gte',
    startedTo: 'first_air_date.lte',
    year: 'first_air_date_year',
    airedFrom: 'air_date.gte',
    airedTo: 'air_date.lte',
    dateSort: 'first_air_date',
    nameSorts: ['name', 'original_name'],
  },
  movie: {
    startedFrom: 'primary_release_date.gte',
    startedTo: 'primary_release_date.lte',
    year: 'primary_release_year',
    airedFrom: undefined,
    airedTo: undefined,
    dateSort: 'primary_release_date',
    nameSorts: ['title', 'original_title'],
  },
} as const;

/** TMDB's list syntax: ',' joins groups that must all match, '|' alternatives within a group. */
function idGroups(text: string | undefined): number[][] {
  if (!text) return [];
  return text
    .split(',')
    .map((group) =>
      group
        .split('|')
        .map((id) => id.trim())
        .filter((id) => /^[0-9]{1,10}$/.test(id))
        .map(Number),
    )
    .filter((group) => group.length > 0);
}

/** Bounds on TMDB-style id lists (issue S-01): a real filter never comes near them. */
export const ID_LIST_LIMITS = { groups: 5, ids: 20 } as const;
const LIST_PARAMETERS = ['with_genres', 'without_genres', 'with_keywords', 'without_keywords'];

/**
 * Why a discover request's id lists are refused, or null: too many groups or ids, or an id that
 * is not a number. Keeps every filter's cost small; unknown genres simply match nothing.
 */
export function idListProblem(parameters: Record<string, string>): string | null {
  for (const name of LIST_PARAMETERS) {
    const text = parameters[name];
    if (!text) continue;
    const groups = text.split(',');
    const ids = groups.flatMap((group) => group.split('|'));
    if (groups.length > ID_LIST_LIMITS.groups || ids.length > ID_LIST_LIMITS.ids) {
      return `${name} takes at most ${ID_LIST_LIMITS.groups} groups and ${ID_LIST_LIMITS.ids} ids in all.`;
    }
    const bad = ids.find((id) => !/^[0-9]{1,10}$/.test(id.trim()));
    if (bad !== undefined) return `${name} has an id that is not a number: ${bad.slice(0, 20)}.`;
  }
  return null;
}

function mentions(text: string | undefined, wanted: string): boolean {
  return (text ?? '')
    .split(/[|,]/)
    .some((value) => value.trim().toLowerCase() === wanted.toLowerCase());
}

const ISO_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const DAY_MS = 86_400_000;

/** What a query walks: a stored order, or the "now" order of the day. */
type QueryOrder = DiscoverOrderName | 'now';

interface DiscoverQuery {
  /** The titles passing the filters that are sets: genres, type, adult, year (decision 407). */
  matching: PositionSet;
  /** The range filters (scores, votes, dates), tested on those titles only. */
  tests: PositionTest[];
  order: QueryOrder;
}

/** The first days of this season, the next and the last, in Japan (spec §9's seasons). */
function seasonBounds(now: number): NowBounds {
  const today = japanDate(now);
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
  const start = (offset: number) => {
    const index = year * 4 + quarter + offset;
    const month = String((index % 4) * 3 + 1).padStart(2, '0');
    return `${Math.floor(index / 4)}-${month}-01`;
  };
  const nextStart = start(1);
  return {
    today,
    seasonStart: start(0),
    seasonEnd: japanDate(Date.parse(`${nextStart}T00:00:00Z`) - DAY_MS),
    lastSeasonStart: start(-1),
    modernFrom: `${year - MODERN_YEARS}${today.slice(4)}`,
    recentFrom: japanDate(now - RECENT_DAYS * DAY_MS),
  };
}

function sortOrder(
  mediaType: MediaType,
  sortBy: string | undefined,
  datesKnown: boolean,
): QueryOrder {
  const names = TYPE_PARAMETERS[mediaType];
  if (sortBy === TRENDING_SORT) return datesKnown ? 'now' : 'trending';
  const [field = '', direction = 'desc'] = (sortBy ?? '').split('.');
  const dateSort = DATE_SORTS[direction];
  if (datesKnown && field === names.dateSort && dateSort) return dateSort;
  const nameSort = NAME_SORTS[direction];
  if ((names.nameSorts as readonly string[]).includes(field) && nameSort) return nameSort;
  // Unknown sorts fall back to TMDB's default rather than failing the page.
  return SORTS[sortBy ?? ''] ?? 'popularity';
}

/**
 * Turns discover parameters into sets and tests of the index's titles, or null when they ask for
 * something no title here can satisfy: another country or language, an unknown keyword, or
 * dates the dataset lacks.
 */
function discoverQuery(
  index: DiscoverIndex,
  mediaType: MediaType,
  parameters: Record<string, string>,
  datesKnown: boolean,
): DiscoverQuery | null {
  const names = TYPE_PARAMETERS[mediaType];
  const { score, voteCount, scoreTrusted, startedFrom, startedTo, airedTo } = index.columns;

  if (
    parameters.with_origin_country &&
    !mentions(parameters.with_origin_country, JAPAN_ORIGIN_COUNTRY)
  ) {
    return null;
  }
  const language = parameters.with_original_language;
  if (language && !mentions(language, JAPANESE_LANGUAGE)) return null;
  if (idGroups(parameters.with_keywords).some((group) => !group.includes(ANIME_KEYWORD_ID))) {
    return null;
  }

  const hidesAdult = idGroups(parameters.without_keywords)
    .flat()
    .some((id) => ADULT_EXCLUDED_KEYWORD_IDS.includes(id));
  const hideAdult = parameters.include_adult !== 'true' || hidesAdult;

  // Later seasons are found through their show (decision 171): the index lists shows only.
  const matching = index.withFlag('movie', mediaType === 'movie' ? 1 : 0).copy();
  if (hideAdult) matching.and(index.withFlag('adult', 0));
  // Every group must hold a genre the title has.
  for (const group of idGroups(parameters.with_genres)) matching.and(index.holdingAnyOf(group));
  const excluded = idGroups(parameters.without_genres).flat();
  if (excluded.length > 0) matching.andNot(index.holdingAnyOf(excluded));

  const tests: PositionTest[] = [];
  const minimumScore = Number(parameters['vote_average.gte']);
  if (parameters['vote_average.gte'] && Number.isFinite(minimumScore)) {
    tests.push((position) => (score[position] || 0) >= minimumScore);
  }

  // Decision 023 has the client send vote_count.gte with the top-rated sort. A score averaged
  // over enough sites is trusted too: titles after 2017 have no member counts (decision 285).
  const minimumVotes = Number(parameters['vote_count.gte']);
  if (parameters['vote_count.gte'] && Number.isFinite(minimumVotes)) {
    tests.push(
      (position) => (voteCount[position] ?? 0) >= minimumVotes || scoreTrusted[position] === 1,
    );
  }

  // Season-precision spans (decision 036): a title matches when it may have aired in the range.
  const dateTests: [string | undefined, (day: number) => PositionTest][] = [
    [names.startedFrom, (day) => (position) => (startedTo[position] ?? Number.NaN) >= day],
    [names.startedTo, (day) => (position) => (startedFrom[position] ?? Number.NaN) <= day],
    [names.airedFrom, (day) => (position) => (airedTo[position] ?? Number.NaN) >= day],
    [names.airedTo, (day) => (position) => (startedFrom[position] ?? Number.NaN) <= day],
  ];
  for (const [parameter, test] of dateTests) {
    const date = parameter ? parameters[parameter] : undefined;
    if (!date || !ISO_DATE.test(date)) continue;
    if (!datesKnown) return null;
    tests.push(test(dayNumber(date)));
  }
  const wantedYear = parameters[names.year];
  if (wantedYear && /^[0-9]{4}$/.test(wantedYear)) {
    if (!datesKnown) return null;
    matching.and(index.ofYear(Number(wantedYear)));
  }
  return { matching, tests, order: sortOrder(mediaType, parameters.sort_by, datesKnown) };
}

/** Where discover reads: the catalogue's rows, its index, and the follower counts of the season. */
export interface DiscoverSource {
  store: CatalogueStore;
  index: DiscoverIndex;
  nowOrders: NowOrders;
  followers: () => ReadonlyMap<number, number>;
}

/** One page of discover: a walk over a stored order, then the page's rows by id (decision 350). */
export function discoverTitles(
  source: DiscoverSource,
  mediaType: MediaType,
  parameters: Record<string, string>,
  page: number,
  now: number,
): Paged<CatalogueListItem> {
  const { store, index } = source;
  const query = discoverQuery(index, mediaType, parameters, store.meta.capabilities.years);
  if (!query) return paged(page, [], 0);
  const order =
    query.order === 'now'
      ? source.nowOrders.of(seasonBounds(now), source.followers())
      : index.order(query.order);
  const { matching, tests } = query;
  if (tests.length > 0) matching.keepWhere((position) => tests.every((test) => test(position)));
  const { ids, total } = index.page(order, matching, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  return paged(
    page,
    store.titlesById(ids).map((row) => listItem(row, false)),
    total,
  );
}
