import type { TrackedTitleKey } from '../../../shared/tracked-title';
import { trackedTitleKeyText } from '../../../shared/tracked-title';
import type { CatalogueIds, CatalogueTitle } from '../catalogue/catalogue-ids';
import type { CatalogueProvider } from '../catalogue/provider';
import { CatalogueMatcher } from '../lists/import/catalogue-matcher';
import { chooseExact } from '../lists/import/exact-title';
import type { CatalogueLookup } from '../lists/import/import-entry';
import type { EpisodeOnServer } from './episode-mapping';
import { byExternalIds } from './external-ids';
import type { ScrobbleEvent } from './scrobble-event';

export type TitleMatch =
  | {
      kind: 'matched';
      key: TrackedTitleKey;
      /** The season of the show the matched title is, when it is a folded later season. */
      season: number | null;
      /** The episode as the catalogue itself numbers it, when its find named it (decision 248). */
      episode: EpisodeOnServer | null;
    }
  | { kind: 'unmatched'; reason: string };

export interface MatchSources {
  provider: CatalogueProvider;
  /** The offline catalogue file's ids, or null when it could not be opened. */
  ids: CatalogueIds | null;
  /** Of the given keys, those the user tracks. */
  tracked: (keys: TrackedTitleKey[]) => Promise<TrackedTitleKey[]>;
}

const matched = (key: TrackedTitleKey, season: number | null = null): TitleMatch => ({
  kind: 'matched',
  key,
  season,
  episode: null,
});

/**
 * A film's own ids name it (decision 231): TMDB's id directly with TMDB, or through the offline
 * catalogue's TMDB references; AniDB's through the catalogue's AniDB ids. An episode's TMDB and
 * AniDB ids are the episode's, so they never name its show (its TVDB and IMDb ids do, through
 * TMDB's find).
 */
async function byFilmIds(event: ScrobbleEvent, sources: MatchSources): Promise<TitleMatch | null> {
  if (event.kind !== 'movie') return null;
  const { provider, ids } = sources;
  const { tmdb, anidb } = event.ids;
  if (tmdb !== null) {
    if (provider.name === 'tmdb') {
      const answer = await provider.get({ kind: 'details', mediaType: 'movie', id: tmdb }, {});
      if (answer.status === 200) return matched({ media_type: 'movie', id: tmdb });
    } else {
      const title = ids?.byTmdbMovie(tmdb);
      if (title) return matched(title.key, title.season);
    }
  }
  const title = anidb === null ? null : (ids?.byAnidbId(anidb) ?? null);
  if (!title) return null;
  if (provider.name !== 'tmdb') return matched(title.key, title.season);
  return title.tmdb ? matched({ media_type: title.tmdb.mediaType, id: title.tmdb.id }) : null;
}

function lookupOf(event: ScrobbleEvent): CatalogueLookup {
  return {
    kind: 'catalogue',
    malId: null,
    anilistId: null,
    mediaType: event.kind === 'movie' ? 'movie' : 'tv',
    titles: event.names,
    year: event.year,
  };
}

/**
 * An exact name in the offline catalogue, as the list import compares names (decision 175).
 * Where one name is several titles (a show listed as a TV entry and as another), the one the
 * user already tracks is the one meant; otherwise the event stays unmatched.
 */
async function byOfflineName(
  event: ScrobbleEvent,
  ids: CatalogueIds,
  sources: MatchSources,
): Promise<TitleMatch> {
  const lookup = lookupOf(event);
  const named: CatalogueTitle[] = event.names.flatMap((name) => ids.named(name));
  const candidates = named.map((title) => ({
    key: title.key,
    season: title.season,
    mediaType: title.key.media_type,
    year: title.year,
    malId: title.malId,
    anilistId: title.anilistId,
  }));
  const choice = chooseExact(candidates, lookup);
  if (choice.kind === 'one') return matched(choice.key, choice.season);
  if (choice.kind === 'none') {
    return { kind: 'unmatched', reason: 'No title of this exact name in the catalogue.' };
  }
  const keys = new Map(
    candidates
      .filter((candidate) => candidate.mediaType === lookup.mediaType)
      .map((candidate) => [trackedTitleKeyText(candidate.key), candidate.key]),
  );
  const tracked = await sources.tracked([...keys.values()]);
  if (tracked.length === 1 && tracked[0]) return matched(tracked[0]);
  return {
    kind: 'unmatched',
    reason: `${choice.count} titles share this name; choose the one you mean.`,
  };
}

/** An exact name: in the offline catalogue file, or on TMDB as the list import matches it. */
async function byExactName(event: ScrobbleEvent, sources: MatchSources): Promise<TitleMatch> {
  if (event.names.length === 0) {
    return { kind: 'unmatched', reason: 'The event names no series or film.' };
  }
  if (sources.provider.name !== 'tmdb') {
    if (!sources.ids) return { kind: 'unmatched', reason: 'The catalogue could not be opened.' };
    return byOfflineName(event, sources.ids, sources);
  }
  const result = await new CatalogueMatcher(sources.provider, sources.ids).match(lookupOf(event));
  return result.kind === 'matched'
    ? matched(result.key, result.season)
    : { kind: 'unmatched', reason: result.reason };
}

/**
 * The catalogue title an event is about (decisions 231 and 248): the user's remembered choice, a
 * film's own ids, a TVDB or IMDb id through TMDB's find, then an exact name, never a prefix or a
 * part of one.
 */
export async function matchTitle(
  event: ScrobbleEvent,
  chosen: TrackedTitleKey | null,
  sources: MatchSources,
): Promise<TitleMatch> {
  if (chosen) return matched(chosen);
  const byIds = await byFilmIds(event, sources);
  if (byIds) return byIds;
  const external = await byExternalIds(event, sources.provider);
  if (external.kind === 'found') {
    return { kind: 'matched', key: external.key, season: null, episode: external.episode };
  }
  const byName = await byExactName(event, sources);
  return byName.kind === 'unmatched'
    ? { kind: 'unmatched', reason: [...external.said, byName.reason].join(' ') }
    : byName;
}
