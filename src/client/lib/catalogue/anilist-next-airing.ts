import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANILIST_DOCUMENTS } from '../../../shared/anilist-documents';
import type { AnilistNextAiringEpisode, AnilistResponse } from '../../../shared/anilist-queries';
import { apiFetch } from '../api';

/**
 * The next episode an AniList answer names. GraphQL errors yield null even beside data (spec §8:
 * "GraphQL errors ... are logged and yield null"), as part of an answer may be missing or wrong.
 */
export function nextAiringOf(
  body: AnilistResponse<'mediaByMalId'>,
  malId: number,
): AnilistNextAiringEpisode | null {
  if (body.errors?.length) {
    console.warn(`AniList answered errors for MyAnimeList id ${malId}.`, body.errors);
    return null;
  }
  return body.data?.Media?.nextAiringEpisode ?? null;
}

/**
 * When the next episode of an anime airs, asked of AniList by MyAnimeList id. Any failure, HTTP or
 * GraphQL, is logged and yields null (spec §8): the detail screen simply shows no next episode.
 */
async function fetchNextAiring(
  malId: number,
  signal: AbortSignal,
): Promise<AnilistNextAiringEpisode | null> {
  try {
    const body = await apiFetch<AnilistResponse<'mediaByMalId'>>('/api/anilist', {
      method: 'POST',
      json: { query: ANILIST_DOCUMENTS.mediaByMalId, variables: { idMal: malId } },
      signal,
    });
    return nextAiringOf(body, malId);
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn(`AniList lookup for MyAnimeList id ${malId} failed.`, error);
    return null;
  }
}

export const nextAiringQuery = (malId: number) =>
  queryOptions({
    queryKey: ['anilist', 'next-airing', malId],
    queryFn: ({ signal }) => fetchNextAiring(malId, signal),
  });

export function useNextAiring(malId: number, enabled: boolean) {
  return useQuery({ ...nextAiringQuery(malId), enabled });
}
