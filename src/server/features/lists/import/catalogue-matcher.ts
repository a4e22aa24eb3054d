import { parseCatalogueEndpoint } from '../../../../shared/catalogue-endpoints';
import type {
  CatalogueListItem,
  Genre,
  MediaType,
  MovieDetails,
  Paged,
  TvDetails,
} from '../../../../shared/catalogue-types';
import { pickBestMatch, planTitleIdCheck } from '../../../../shared/title-id-check';
import {
  trackedFieldsShape,
  type TrackedFieldName,
  type TrackedFieldsPatch,
  type TrackedTitleKey,
} from '../../../../shared/tracked-title';
import { CatalogueReader } from '../../catalogue/catalogue-reader';
import type { CatalogueProvider } from '../../catalogue/provider';
import type { ImportLookup } from './import-entry';

export type MatchResult =
  | { kind: 'matched'; key: TrackedTitleKey; fields: TrackedFieldsPatch }
  | { kind: 'unmatched'; reason: string };

const NOT_FOUND = 'Not found in the catalogue.';
const UNREACHABLE = 'The catalogue could not be reached; import the file again later.';

const otherType = (type: MediaType): MediaType => (type === 'tv' ? 'movie' : 'tv');

/** Catalogue data, each field kept only when it fits the tracked title's rules. */
function checkedFields(candidates: Partial<Record<TrackedFieldName, unknown>>): TrackedFieldsPatch {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(candidates)) {
    if (value === undefined) continue;
    const checked = trackedFieldsShape[name as TrackedFieldName].safeParse(value);
    if (checked.success) fields[name] = checked.data;
  }
  return fields;
}

function fieldsOfDetails(type: MediaType, details: TvDetails | MovieDetails): TrackedFieldsPatch {
  const common = {
    poster_path: details.poster_path,
    overview: details.overview,
    vote_average: details.vote_average,
    genres: details.genres.map(({ id, name }) => ({ id, name })),
  };
  if (type === 'tv') {
    const show = details as TvDetails;
    return checkedFields({ ...common, name: show.name, first_air_date: show.first_air_date });
  }
  const movie = details as MovieDetails;
  return checkedFields({ ...common, title: movie.title, release_date: movie.release_date });
}

/**
 * Finds an imported title in the catalogue (spec §5 title id check): by MyAnimeList id where the
 * catalogue's ids are MyAnimeList's (the offline catalogue), else by title and year through
 * search and pickBestMatch. Never guesses: no title match means unmatched.
 */
export class CatalogueMatcher {
  /** Search results carry genre ids only; the reader asks for the names once per media type. */
  private readonly reader: CatalogueReader;

  constructor(private readonly provider: CatalogueProvider) {
    this.reader = new CatalogueReader(provider);
  }

  async match(lookup: ImportLookup): Promise<MatchResult> {
    if (lookup.kind === 'known') return { kind: 'matched', key: lookup.key, fields: {} };
    let unreachable = false;
    const types = [lookup.mediaType, otherType(lookup.mediaType)];
    if (lookup.malId !== null && this.provider.name === 'offline') {
      for (const type of types) {
        const found = await this.details(type, lookup.malId);
        if (found.kind === 'matched') return found;
        unreachable ||= found.kind === 'unreachable';
      }
    }
    for (const type of types) {
      for (const title of lookup.titles) {
        const found = await this.search(type, title, lookup.year);
        if (found.kind === 'matched') return found;
        unreachable ||= found.kind === 'unreachable';
      }
    }
    return { kind: 'unmatched', reason: unreachable ? UNREACHABLE : NOT_FOUND };
  }

  private async details(
    type: MediaType,
    id: number,
  ): Promise<MatchResult | { kind: 'missing' | 'unreachable' }> {
    const answer = await this.provider.get({ kind: 'details', mediaType: type, id }, {});
    if (answer.status === 200) {
      return {
        kind: 'matched',
        key: { media_type: type, id },
        fields: fieldsOfDetails(type, answer.body as TvDetails | MovieDetails),
      };
    }
    return { kind: answer.status === 404 ? 'missing' : 'unreachable' };
  }

  /** With the year first, then without: the bundled catalogue knows no years. */
  private async search(
    type: MediaType,
    title: string,
    year: number | null,
  ): Promise<MatchResult | { kind: 'missing' | 'unreachable' }> {
    const years = year === null ? [null] : [year, null];
    let unreachable = false;
    for (const tryYear of years) {
      const [request] = planTitleIdCheck({ media_type: type, title, year: tryYear });
      const endpoint = request && parseCatalogueEndpoint(request.endpoint);
      if (!request || !endpoint) continue;
      const answer = await this.provider.get(endpoint, request.params);
      if (answer.status !== 200) {
        unreachable ||= answer.status !== 404;
        continue;
      }
      const { results } = answer.body as Paged<CatalogueListItem>;
      const best = pickBestMatch(results, title, year);
      if (best) {
        return {
          kind: 'matched',
          key: { media_type: type, id: best.id },
          fields: await this.fieldsOfItem(type, best),
        };
      }
    }
    return { kind: unreachable ? 'unreachable' : 'missing' };
  }

  private async fieldsOfItem(
    type: MediaType,
    item: CatalogueListItem,
  ): Promise<TrackedFieldsPatch> {
    const names = await this.reader.genreNames(type);
    const genres: Genre[] = item.genre_ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
    return checkedFields({
      poster_path: item.poster_path,
      overview: item.overview,
      vote_average: item.vote_average,
      genres,
      ...(type === 'tv'
        ? { name: item.name, first_air_date: item.first_air_date }
        : { title: item.title, release_date: item.release_date }),
    });
  }
}
