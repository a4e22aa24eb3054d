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
import type { CatalogueStore, SqlValues } from './catalogue-store';
import { listItem } from './list-items';
import { paged } from './paging';

/** Titles no member count ranks (bangumi-data's own) follow by how many services carry them. */
const BY_POPULARITY = 't.popularity DESC, t.service_count DESC, t.score DESC, t.id';
/** Titles whose score rests on too few ratings come after all the others (decision 033). */
const BY_SCORE = 't.score_trusted DESC, coalesce(t.score, 0) DESC, t.popularity DESC, t.id';

const SORTS: Record<string, string> = {
  [POPULARITY_DESCENDING]: BY_POPULARITY,
  'popularity.asc': 't.popularity ASC, t.id',
  'vote_average.desc': BY_SCORE,
  'vote_average.asc': 't.score_trusted DESC, coalesce(t.score, 0) ASC, t.popularity DESC, t.id',
  'vote_count.desc': 't.vote_count DESC, t.id',
  'vote_count.asc': 't.vote_count ASC, t.id',
};

/**
 * "Now" (decision 285, after 173): this season's shows and last season's still airing (a show
 * counts from its latest season's start) lead, unless they began over MODERN_YEARS ago, by
 * how many people follow them this season (seasonal_users) and then by their score; then what
 * aired in the last three months or airs now and began within MODERN_YEARS; then older long
 * runners still on air; then everything else. Beyond the first tier the best popularity signal
 * orders (MyAnimeList members, then how many services carry it, then how recent it is).
 */
const NOW_TIER = `CASE
  WHEN t.started_from < :modernFrom THEN
    CASE WHEN t.aired_to >= :recentFrom AND t.started_from <= :today THEN 2 ELSE 3 END
  WHEN t.season_started_from >= :seasonStart AND t.season_started_from <= :seasonEnd THEN 0
  WHEN t.season_started_from >= :lastSeasonStart AND t.season_started_from <= :today
    AND t.aired_to >= :today THEN 0
  WHEN t.aired_to >= :recentFrom AND t.started_from <= :today THEN 1
  ELSE 3 END AS now_tier`;
// Follower counts are asked for the first tier's rows only: each call crosses into JavaScript.
const TRENDING_ORDER = `now_tier, CASE WHEN now_tier = 0 THEN seasonal_users(t.mal_id) ELSE 0 END DESC,
  CASE WHEN now_tier = 0 THEN coalesce(t.score, 0) ELSE 0 END DESC,
  t.popularity DESC, t.service_count DESC, t.started_from DESC, t.trending DESC, t.id`;
const RECENT_DAYS = 90;
/** A show that began longer ago than this never leads the "now" rows, however long it runs. */
const MODERN_YEARS = 10;
const NAME_SORTS: Record<string, string> = {
  asc: 't.name COLLATE NOCASE ASC, t.id',
  desc: 't.name COLLATE NOCASE DESC, t.id',
};
const DATE_SORTS: Record<string, string> = {
  asc: 't.started_from IS NULL, t.started_from ASC, t.popularity DESC, t.id',
  desc: 't.started_from IS NULL, t.started_from DESC, t.popularity DESC, t.id',
};

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

interface DiscoverQuery {
  conditions: string[];
  values: SqlValues;
  rank?: string;
  order: string;
}

/** The first days of this season, the next and the last, in Japan (spec §9's seasons). */
function seasonBounds(now: number) {
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

function sortOrder(mediaType: MediaType, sortBy: string | undefined, datesKnown: boolean): string {
  const names = TYPE_PARAMETERS[mediaType];
  if (sortBy === TRENDING_SORT) return datesKnown ? TRENDING_ORDER : 't.trending DESC, t.id';
  const [field = '', direction = 'desc'] = (sortBy ?? '').split('.');
  if (datesKnown && field === names.dateSort && DATE_SORTS[direction]) {
    return DATE_SORTS[direction];
  }
  if ((names.nameSorts as readonly string[]).includes(field) && NAME_SORTS[direction]) {
    return NAME_SORTS[direction];
  }
  // Unknown sorts fall back to TMDB's default rather than failing the page.
  return SORTS[sortBy ?? ''] ?? BY_POPULARITY;
}

/**
 * Turns discover parameters into conditions, or null when they ask for something no title here
 * can satisfy: another country or language, an unknown keyword, or dates the dataset lacks.
 */
function discoverQuery(
  mediaType: MediaType,
  parameters: Record<string, string>,
  datesKnown: boolean,
  now: number,
): DiscoverQuery | null {
  const names = TYPE_PARAMETERS[mediaType];
  // Later seasons are found through their show (decision 171).
  const conditions = ['t.media_type = :mediaType', 't.show_id IS NULL'];
  const values: SqlValues = { mediaType };
  const nowRows = parameters.sort_by === TRENDING_SORT && datesKnown;
  if (nowRows) Object.assign(values, seasonBounds(now));

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
  if (parameters.include_adult !== 'true' || hidesAdult) conditions.push('t.adult = 0');

  const genreGroups = idGroups(parameters.with_genres);
  if (genreGroups.length > 0) {
    // One statement for any number of groups: no group may lack a genre the title has.
    conditions.push(
      `NOT EXISTS (SELECT 1 FROM json_each(:genreGroups) grp WHERE NOT EXISTS (
        SELECT 1 FROM title_genres g WHERE g.title_id = t.id
        AND g.genre_id IN (SELECT value FROM json_each(grp.value))))`,
    );
    values.genreGroups = JSON.stringify(genreGroups);
  }
  const excluded = idGroups(parameters.without_genres).flat();
  if (excluded.length > 0) {
    conditions.push(
      `NOT EXISTS (SELECT 1 FROM title_genres g WHERE g.title_id = t.id
        AND g.genre_id IN (SELECT value FROM json_each(:excludedGenres)))`,
    );
    values.excludedGenres = JSON.stringify(excluded);
  }

  const minimumScore = Number(parameters['vote_average.gte']);
  if (parameters['vote_average.gte'] && Number.isFinite(minimumScore)) {
    conditions.push('coalesce(t.score, 0) >= :minimumScore');
    values.minimumScore = minimumScore;
  }

  // Decision 023 has the client send vote_count.gte with the top-rated sort. A score averaged
  // over enough sites is trusted too: titles after 2017 have no member counts (decision 285).
  const minimumVotes = Number(parameters['vote_count.gte']);
  if (parameters['vote_count.gte'] && Number.isFinite(minimumVotes)) {
    conditions.push('(t.vote_count >= :minimumVotes OR t.score_trusted = 1)');
    values.minimumVotes = minimumVotes;
  }

  // Season-precision spans (decision 036): a title matches when it may have aired in the range.
  const dateConditions: [string | undefined, string][] = [
    [names.startedFrom, 't.started_to >= :startedFrom'],
    [names.startedTo, 't.started_from <= :startedTo'],
    [names.airedFrom, 't.aired_to >= :airedFrom'],
    [names.airedTo, 't.started_from <= :airedTo'],
  ];
  for (const [parameter, condition] of dateConditions) {
    const date = parameter ? parameters[parameter] : undefined;
    if (!date || !ISO_DATE.test(date)) continue;
    if (!datesKnown) return null;
    conditions.push(condition);
    values[condition.slice(condition.indexOf(':') + 1)] = date;
  }
  const year = parameters[names.year];
  if (year && /^[0-9]{4}$/.test(year)) {
    if (!datesKnown) return null;
    conditions.push('t.year = :year');
    values.year = Number(year);
  }

  return {
    conditions,
    values,
    ...(nowRows ? { rank: NOW_TIER } : {}),
    order: sortOrder(mediaType, parameters.sort_by, datesKnown),
  };
}

export function discoverTitles(
  store: CatalogueStore,
  mediaType: MediaType,
  parameters: Record<string, string>,
  page: number,
  now: number,
): Paged<CatalogueListItem> {
  const query = discoverQuery(mediaType, parameters, store.meta.capabilities.years, now);
  if (!query) return paged(page, [], 0);
  const { rows, total } = store.page(
    {
      from: `FROM titles t WHERE ${query.conditions.join(' AND ')}`,
      rank: query.rank,
      order: query.order,
    },
    query.values,
    page,
  );
  return paged(
    page,
    rows.map((row) => listItem(row, false)),
    total,
  );
}
