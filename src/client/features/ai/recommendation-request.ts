import {
  RECOMMENDATION_LIMITS,
  type RecommendationItem,
  type RecommendationRequest,
  type RecommendedTitle,
} from '../../../shared/recommendations-api';
import type { TrackedTitle } from '../../../shared/tracked-title';

type ExcludedTitle = NonNullable<RecommendationRequest['exclude']>[number];

function clampedVote(vote: number | null): number | null {
  if (vote === null || !Number.isFinite(vote)) return null;
  return Math.min(10, Math.max(0, vote));
}

/** Spec §3 "Recommendation request item" for every tracked title, with its id and media type. */
export function recommendationItems(tracked: Iterable<TrackedTitle>): RecommendationItem[] {
  const items: RecommendationItem[] = [];
  for (const title of tracked) {
    const name = (title.title ?? title.name ?? '').trim();
    if (name === '') continue;
    items.push({
      title: name.slice(0, RECOMMENDATION_LIMITS.titleLength),
      status: title.status,
      genres: title.genres.slice(0, RECOMMENDATION_LIMITS.genres),
      vote_average: clampedVote(title.vote_average),
      id: title.id,
      media_type: title.media_type,
    });
    if (items.length === RECOMMENDATION_LIMITS.items) break;
  }
  return items;
}

/** The titles already shown, newest kept when the limit is reached, so the next set is fresh. */
export function withShown(
  excluded: readonly ExcludedTitle[],
  shown: readonly RecommendedTitle[],
): ExcludedTitle[] {
  const added = shown.map(({ media_type, id, title, name }) => ({
    media_type,
    id,
    title: (title ?? name ?? '').slice(0, RECOMMENDATION_LIMITS.titleLength),
  }));
  return [...excluded, ...added].slice(-RECOMMENDATION_LIMITS.exclude);
}

export type { ExcludedTitle };
