import type { UpstreamAnswer } from '../../lib/upstream/upstream-client';

const MINUTE_MS = 60_000;
export const ANILIST_FRESH_FOR_MS = 15 * MINUTE_MS;
const SHORTEST_FRESH_MS = MINUTE_MS;
const SEARCH_DEPTH = 8;

function soonestAiringAt(value: unknown, depth: number): number | null {
  if (depth > SEARCH_DEPTH || typeof value !== 'object' || value === null) return null;
  let soonest: number | null = null;
  const consider = (candidate: number | null) => {
    if (candidate !== null && (soonest === null || candidate < soonest)) soonest = candidate;
  };
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'nextAiringEpisode' && typeof inner === 'object' && inner !== null) {
      const airingAt = (inner as { airingAt?: unknown }).airingAt;
      if (typeof airingAt === 'number') consider(airingAt * 1000);
    } else {
      consider(soonestAiringAt(inner, depth + 1));
    }
  }
  return soonest;
}

/**
 * How long an AniList answer stays fresh: 15 minutes, but never past the moment the soonest
 * nextAiringEpisode in it airs, since after that the answer names the wrong next episode.
 * Errors are not kept, except AniList's 404 for an anime it does not have.
 */
export function anilistFreshForMs(answer: UpstreamAnswer, now: number): number {
  if (answer.status !== 200 && answer.status !== 404) return 0;
  const body = answer.body as { data?: unknown; errors?: unknown } | null;
  if (answer.status === 200 && Array.isArray(body?.errors) && body.errors.length > 0) return 0;
  const airingAt = soonestAiringAt(body?.data, 0);
  if (airingAt === null) return ANILIST_FRESH_FOR_MS;
  return Math.min(ANILIST_FRESH_FOR_MS, Math.max(SHORTEST_FRESH_MS, airingAt - now));
}
