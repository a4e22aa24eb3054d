import type { SeasonSummary } from '../../../shared/catalogue-types';
import type { TitleEnrichment } from '../../../shared/title-enrichment';
import type { TitleDetails } from '../../lib/catalogue/title-details';

function countedSeasons(
  seasons: SeasonSummary[],
  titleId: number,
  count: number | null,
): SeasonSummary[] | null {
  const own = seasons.findIndex((season) => season.id === titleId && season.episode_count === 0);
  if (own === -1 || !count) return null;
  return seasons.map((season, index) =>
    index === own ? { ...season, episode_count: count } : season,
  );
}

/**
 * The title as the page shows it once the enrichment answer came (decision 293): the synopsis
 * (credited), the cover and the title's own season count where the catalogue has none. The
 * catalogue's own values always win; with nothing to add, the same object comes back.
 */
export function enrichedTitle(
  title: TitleDetails,
  enrichment: TitleEnrichment | undefined,
): TitleDetails {
  if (enrichment?.state !== 'ready') return title;
  const { details } = title;
  const changes: Partial<TitleDetails['details']> = {};
  if (details.overview.trim() === '' && enrichment.synopsis && enrichment.source) {
    changes.overview = enrichment.synopsis;
    changes.overview_source = enrichment.source;
  }
  if (!details.poster_path && enrichment.posterUrl) changes.poster_path = enrichment.posterUrl;
  if (title.mediaType === 'movie') {
    return Object.keys(changes).length === 0
      ? title
      : { ...title, details: { ...title.details, ...changes } };
  }
  const count = enrichment.episodeCount;
  const seasons = countedSeasons(title.details.seasons, details.id, count);
  const lone = title.details.seasons.length === 0 && title.details.number_of_episodes === null;
  const counts = {
    ...(seasons ? { seasons } : {}),
    ...(lone && count ? { number_of_episodes: count } : {}),
  };
  if (Object.keys(changes).length + Object.keys(counts).length === 0) return title;
  return { ...title, details: { ...title.details, ...changes, ...counts } };
}
