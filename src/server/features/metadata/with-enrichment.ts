import type {
  CatalogueListItem,
  EpisodeSummary,
  MovieDetails,
  Paged,
  SeasonDetails,
  TvDetails,
} from '../../../shared/catalogue-types';
import { ownEpisodeName } from '../../../shared/episode-name';
import type {
  CatalogueAnswer,
  CatalogueProvider,
  ProviderEndpoint,
  TitleBasicsAnswer,
} from '../catalogue/provider';
import type { EnrichmentService } from './enrichment-service';
import type { KeptTitle } from './kept-title';
import { kitsuCredit, malIdOfOfflineId } from './kitsu-credit';

type Details = TvDetails | MovieDetails;
const LIST_KINDS = new Set<ProviderEndpoint['kind']>(['search-multi', 'search-typed', 'discover']);

const hasData = (title: KeptTitle | undefined): title is KeptTitle =>
  title !== undefined && title.fetchedAt !== null && title.kitsuId !== null;

/** A title's synopsis where the catalogue has none, and its cover, from what Kitsu gave. */
function withKept<Title extends Pick<Details, 'overview' | 'poster_path'>>(
  title: Title,
  own: KeptTitle | undefined,
): Title {
  if (!hasData(own)) return title;
  const synopsis = title.overview.trim() === '' ? own.synopsis : null;
  return {
    ...title,
    ...(synopsis ? { overview: synopsis, overview_source: kitsuCredit(own) } : {}),
    poster_path: own.posterUrl ?? title.poster_path,
  };
}

function isFirstPage(parameters: Record<string, string>): boolean {
  return (parameters.page ?? '1') === '1';
}

/** Counts Kitsu knows where the catalogue has none; a show's total once every season is known. */
function withCounts(details: TvDetails, kept: ReadonlyMap<number, KeptTitle>): TvDetails {
  const seasons = details.seasons.map((season) => {
    const count = kept.get(malIdOfOfflineId(season.id) ?? -1)?.episodeCount;
    return season.episode_count === 0 && count ? { ...season, episode_count: count } : season;
  });
  const own = kept.get(details.external_ids?.mal_id ?? -1)?.episodeCount ?? null;
  const total =
    seasons.length > 0 && seasons.every((season) => season.episode_count > 0)
      ? seasons.reduce((sum, season) => sum + season.episode_count, 0)
      : seasons.length === 0
        ? own
        : null;
  return { ...details, seasons, number_of_episodes: details.number_of_episodes ?? total };
}

function episodeWithKept(episode: EpisodeSummary, kept: KeptTitle): EpisodeSummary {
  const known = kept.episodes.find((each) => each.number === episode.episode_number);
  if (!known) return episode;
  const generic = ownEpisodeName(episode.name, episode.episode_number) === null;
  return {
    ...episode,
    name: generic && known.title ? known.title : episode.name,
    air_date: episode.air_date ?? known.airDate,
    runtime: episode.runtime ?? known.minutes,
  };
}

/**
 * The proxy keeps answers per catalogue version: a new version once Kitsu's data arrived lets
 * the next answer carry it, but at most this often, so background passes do not empty the cache.
 */
const MIN_VERSION_INTERVAL_MS = 30_000;

/** Episode ids as the offline catalogue derives them from the season's id. */
const EPISODE_ID_FACTOR = 10_000;

/** A season the catalogue has not counted gets the episodes Kitsu counts, named later. */
function countedEpisodes(showId: number, body: SeasonDetails, kept: KeptTitle): EpisodeSummary[] {
  const last = Math.max(kept.episodeCount ?? 0, kept.episodes.at(-1)?.number ?? 0);
  return Array.from({ length: Math.min(last, EPISODE_ID_FACTOR - 1) }, (_, index) => ({
    id: body.id * EPISODE_ID_FACTOR + index + 1,
    name: `Episode ${index + 1}`,
    overview: '',
    air_date: null,
    episode_number: index + 1,
    runtime: null,
    season_number: body.season_number,
    show_id: showId,
    still_path: null,
    vote_average: 0,
    vote_count: 0,
  }));
}

/**
 * The catalogue with what Kitsu adds (decision 293): synopses, covers and episode counts on
 * details, episode names and dates on seasons, covers on lists where the catalogue has none.
 * It never waits on Kitsu: what is kept is used, and a title with nothing kept is fetched for
 * next time. TMDB answers name no MyAnimeList id, so with TMDB it adds nothing.
 */
export function withEnrichment(
  provider: CatalogueProvider,
  service: EnrichmentService,
  now: () => number = Date.now,
): CatalogueProvider {
  if (provider.name === 'tmdb') return provider;
  let seen = { inner: provider.version, generation: service.generation, at: -Infinity };
  let version = 0;
  function currentVersion(): number {
    const inner = provider.version;
    const { generation } = service;
    const at = now();
    const newData = generation !== seen.generation && at - seen.at >= MIN_VERSION_INTERVAL_MS;
    if (inner !== seen.inner || newData) {
      seen = { inner, generation, at };
      version += 1;
    }
    return version;
  }

  async function details(body: Details): Promise<Details> {
    const malId = body.external_ids?.mal_id ?? null;
    const seasonIds = 'seasons' in body ? body.seasons.map((season) => season.id) : [];
    const seasonMalIds = seasonIds.flatMap((id) => malIdOfOfflineId(id) ?? []);
    const kept = await service.keptMany(malId === null ? seasonMalIds : [malId, ...seasonMalIds]);
    if (malId !== null) void service.wantNow(malId, kept.get(malId))?.catch(() => undefined);
    void service.wantLater(seasonMalIds.filter((id) => !kept.has(id)));
    const own = malId === null ? undefined : kept.get(malId);
    return withKept('seasons' in body ? withCounts(body, kept) : body, own);
  }

  /** The import's basics carry Kitsu's synopsis and cover as details do; it fetches nothing. */
  async function basics(body: TitleBasicsAnswer): Promise<TitleBasicsAnswer> {
    const malIds = body.results.flatMap((title) => title?.external_ids?.mal_id ?? []);
    const kept = await service.keptMany(malIds);
    const results = body.results.map((title) => {
      const malId = title?.external_ids?.mal_id;
      return title && withKept(title, malId == null ? undefined : kept.get(malId));
    });
    return { results };
  }

  async function season(showId: number, body: SeasonDetails): Promise<SeasonDetails> {
    const malId = malIdOfOfflineId(body.id);
    if (malId === null) return body;
    const kept = await service.kept(malId);
    void service.wantLater([malId]);
    if (!hasData(kept)) return body;
    const episodes = body.episodes.length > 0 ? body.episodes : countedEpisodes(showId, body, kept);
    return { ...body, episodes: episodes.map((episode) => episodeWithKept(episode, kept)) };
  }

  async function list(
    body: Paged<CatalogueListItem>,
    wantMore: boolean,
  ): Promise<Paged<CatalogueListItem>> {
    const ids = body.results.flatMap((item) => malIdOfOfflineId(item.id) ?? []);
    const kept = await service.keptMany(ids);
    if (wantMore) void service.wantLater(ids.filter((id) => !kept.has(id)));
    const results = body.results.map((item) => {
      const poster = item.poster_path ? null : kept.get(item.id)?.posterUrl;
      return poster ? { ...item, poster_path: poster } : item;
    });
    return { ...body, results };
  }

  async function enriched(
    endpoint: ProviderEndpoint,
    parameters: Record<string, string>,
    answer: CatalogueAnswer,
  ): Promise<unknown> {
    if (endpoint.kind === 'details') return details(answer.body as Details);
    if (endpoint.kind === 'season') return season(endpoint.id, answer.body as SeasonDetails);
    if (endpoint.kind === 'title-basics') return basics(answer.body as TitleBasicsAnswer);
    if (LIST_KINDS.has(endpoint.kind)) {
      // Home's rows are discover's first pages: their titles are enriched in the background.
      const wantMore = endpoint.kind === 'discover' && isFirstPage(parameters);
      return list(answer.body as Paged<CatalogueListItem>, wantMore);
    }
    return answer.body;
  }

  return {
    name: provider.name,
    capabilities: provider.capabilities,
    get version() {
      return currentVersion();
    },
    async get(endpoint, parameters) {
      const answer = await provider.get(endpoint, parameters);
      if (answer.status !== 200) return answer;
      try {
        return { status: 200, body: await enriched(endpoint, parameters, answer) };
      } catch {
        // Kept data that cannot be read leaves the catalogue's own answer as it was.
        return answer;
      }
    },
  };
}
