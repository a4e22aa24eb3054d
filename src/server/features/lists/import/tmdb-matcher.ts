import { z } from 'zod';
import { CATALOGUE_LANGUAGE } from '../../../../shared/catalogue-constants';
import type {
  CatalogueListItem,
  MediaType,
  MovieDetails,
  Paged,
  TvDetails,
} from '../../../../shared/catalogue-types';
import type { ImportMatchRule } from '../../../../shared/lists-api';
import { releaseYear } from '../../../../shared/normalise';
import { trackedTitleKeyText, type TrackedTitleKey } from '../../../../shared/tracked-title';
import type { CatalogueIds, CatalogueTitle } from '../../catalogue/catalogue-ids';
import { compactForSearch } from '../../catalogue/offline/search-text';
import type { CatalogueProvider } from '../../catalogue/provider';
import { fieldsOfDetails } from './catalogue-fields';
import { ambiguousReason } from './exact-title';
import type { CatalogueLookup } from './import-entry';
import {
  UNREACHABLE,
  type MatchResult,
  type MatchedTitle,
  type TitleMatcher,
} from './match-result';

/** TMDB's Animation genre, the same id for films and shows: other results are not anime. */
const ANIMATION = 16;
/** Search results whose alternative titles are read, when no result's own name is the line's. */
const ALTERNATIVE_TITLE_CANDIDATES = 5;
const DAY_MS = 86_400_000;

/** TMDB's alternative_titles: `results` on shows, `titles` on films. */
const alternativeTitlesSchema = z.object({
  alternative_titles: z
    .object({
      results: z.array(z.object({ title: z.string() })).optional(),
      titles: z.array(z.object({ title: z.string() })).optional(),
    })
    .optional(),
});

type Looked<T> = { kind: 'found'; value: T } | { kind: 'missing' } | { kind: 'unreachable' };

interface IdRoute {
  rule: ImportMatchRule;
  site: string;
  id: number;
  title: CatalogueTitle | null;
}

function namesOf(item: CatalogueListItem): string[] {
  return [item.name, item.original_name, item.title, item.original_title].filter(
    (name): name is string => typeof name === 'string',
  );
}

/** The TMDB season that began on the day (± one, for time zones) the catalogue's season did. */
function seasonBeganOn(details: TvDetails, day: string | null): number | null {
  if (day === null) return null;
  const began = Date.parse(day);
  const season = details.seasons.find(
    ({ season_number, air_date }) =>
      season_number >= 1 && air_date !== null && Math.abs(Date.parse(air_date) - began) <= DAY_MS,
  );
  return season?.season_number ?? null;
}

/**
 * Matches against TMDB (decision 175): the line's MyAnimeList or AniList id, mapped to TMDB's by
 * the bundled catalogue file and checked against TMDB's details; then an exact name among the
 * anime TMDB's search finds, their own names first, else their alternative titles.
 */
export class TmdbMatcher implements TitleMatcher {
  constructor(
    private readonly ids: CatalogueIds | null,
    private readonly provider: CatalogueProvider,
  ) {}

  async match(lookup: CatalogueLookup): Promise<MatchResult> {
    const reasons: string[] = [];
    let unreachable = false;
    for (const route of this.idRoutes(lookup)) {
      if (!route.title) {
        reasons.push(`No title with ${route.site} id ${route.id} in the catalogue.`);
        continue;
      }
      const ref = route.title.tmdb;
      if (!ref) {
        reasons.push(`No TMDB id is known for ${route.site} id ${route.id}.`);
        continue;
      }
      const key: TrackedTitleKey = { media_type: ref.mediaType, id: ref.id };
      const details = await this.details(key, {});
      if (details.kind === 'found') {
        const season = this.seasonOf(details.value, ref.season, route.title);
        return this.matched(key, season, route.rule, details.value);
      }
      unreachable ||= details.kind === 'unreachable';
      if (details.kind === 'missing') {
        reasons.push(`TMDB has no ${ref.mediaType}/${ref.id} (${route.site} id ${route.id}).`);
      }
    }
    const named = await this.byNames(lookup);
    if (named.kind === 'found') return named.value;
    if (unreachable || named.kind === 'unreachable')
      return { kind: 'unmatched', reason: UNREACHABLE };
    if (named.kind === 'ambiguous') reasons.push(ambiguousReason(named.count, lookup));
    return {
      kind: 'unmatched',
      reason: reasons.join(' ') || 'No anime on TMDB has this exact name.',
    };
  }

  /** Without the catalogue file there is no map from these ids to TMDB's: names only. */
  private idRoutes(lookup: CatalogueLookup): IdRoute[] {
    const routes: IdRoute[] = [];
    if (!this.ids) return routes;
    if (lookup.malId !== null) {
      routes.push({
        rule: 'tmdb-id-from-mal',
        site: 'MyAnimeList',
        id: lookup.malId,
        title: this.ids.byMalId(lookup.malId),
      });
    }
    if (lookup.anilistId !== null) {
      routes.push({
        rule: 'tmdb-id-from-anilist',
        site: 'AniList',
        id: lookup.anilistId,
        title: this.ids.byAnilistId(lookup.anilistId),
      });
    }
    return routes;
  }

  /**
   * TMDB's season where bangumi-data names one TMDB lists; for a later season whose reference
   * names only the show, the season TMDB dates to the day it began. Otherwise none.
   */
  private seasonOf(
    details: TvDetails | MovieDetails,
    refSeason: number | null,
    title: CatalogueTitle,
  ): number | null {
    if (!('seasons' in details)) return null;
    if (refSeason !== null) {
      const listed = details.seasons.some(({ season_number }) => season_number === refSeason);
      return refSeason >= 1 && listed ? refSeason : null;
    }
    return title.season === null ? null : seasonBeganOn(details, title.beganOn);
  }

  private async byNames(
    lookup: CatalogueLookup,
  ): Promise<Looked<MatchedTitle> | { kind: 'ambiguous'; count: number }> {
    const exact = new Map<string, { key: TrackedTitleKey; rule: ImportMatchRule }>();
    let unreachable = false;
    const wanted = new Map(lookup.titles.map((name) => [compactForSearch(name), name]));
    wanted.delete('');
    for (const [compact, name] of wanted) {
      const results = await this.search(lookup, name);
      if (results.kind !== 'found') {
        unreachable ||= results.kind === 'unreachable';
        continue;
      }
      const named = results.value.filter((item) =>
        namesOf(item).map(compactForSearch).includes(compact),
      );
      const found =
        named.length > 0
          ? named
          : await this.byAlternativeTitle(lookup.mediaType, results.value, compact);
      for (const item of found) {
        const key: TrackedTitleKey = { media_type: lookup.mediaType, id: item.id };
        exact.set(trackedTitleKeyText(key), {
          key,
          rule: named.length > 0 ? 'title' : 'alternative-title',
        });
      }
    }
    if (exact.size > 1) return { kind: 'ambiguous', count: exact.size };
    const [only] = exact.values();
    if (!only) return { kind: unreachable ? 'unreachable' : 'missing' };
    const details = await this.details(only.key, {});
    if (details.kind !== 'found') return details;
    return { kind: 'found', value: this.matched(only.key, null, only.rule, details.value) };
  }

  /** Anime of the line's type and year (where both are known) that TMDB's search finds by the name. */
  private async search(
    lookup: CatalogueLookup,
    name: string,
  ): Promise<Looked<CatalogueListItem[]>> {
    const answer = await this.provider.get(
      { kind: 'search-typed', mediaType: lookup.mediaType },
      {
        query: name.trim(),
        include_adult: 'false',
        language: CATALOGUE_LANGUAGE,
        ...(lookup.year === null ? {} : { year: String(lookup.year) }),
      },
    );
    if (answer.status !== 200) return { kind: answer.status === 404 ? 'missing' : 'unreachable' };
    const { results } = answer.body as Paged<CatalogueListItem>;
    const anime = results.filter((item) => {
      const year = releaseYear(item);
      return (
        item.genre_ids.includes(ANIMATION) &&
        (lookup.year === null || year === null || year === lookup.year)
      );
    });
    return { kind: 'found', value: anime };
  }

  private async byAlternativeTitle(
    mediaType: MediaType,
    results: CatalogueListItem[],
    compact: string,
  ): Promise<CatalogueListItem[]> {
    const found: CatalogueListItem[] = [];
    for (const item of results.slice(0, ALTERNATIVE_TITLE_CANDIDATES)) {
      const details = await this.details(
        { media_type: mediaType, id: item.id },
        { append_to_response: 'alternative_titles' },
      );
      if (details.kind !== 'found') continue;
      const parsed = alternativeTitlesSchema.safeParse(details.value);
      const titles = parsed.success
        ? [
            ...(parsed.data.alternative_titles?.results ?? []),
            ...(parsed.data.alternative_titles?.titles ?? []),
          ]
        : [];
      if (titles.some(({ title }) => compactForSearch(title) === compact)) found.push(item);
    }
    return found;
  }

  private async details(
    key: TrackedTitleKey,
    parameters: Record<string, string>,
  ): Promise<Looked<TvDetails | MovieDetails>> {
    const answer = await this.provider.get(
      { kind: 'details', mediaType: key.media_type, id: key.id },
      parameters,
    );
    if (answer.status === 200) {
      return { kind: 'found', value: answer.body as TvDetails | MovieDetails };
    }
    return { kind: answer.status === 404 ? 'missing' : 'unreachable' };
  }

  private matched(
    key: TrackedTitleKey,
    season: number | null,
    rule: ImportMatchRule,
    details: TvDetails | MovieDetails,
  ): MatchedTitle {
    return { kind: 'matched', key, season, rule, fields: fieldsOfDetails(key.media_type, details) };
  }
}
