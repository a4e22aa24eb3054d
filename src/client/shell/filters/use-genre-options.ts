import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Genre, MediaType } from '../../../shared/catalogue-types';
import { genreOptionsFor } from '../../../shared/genres';
import { apiGet } from '../../lib/api';

function isGenre(value: unknown): value is Genre {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Partial<Genre>;
  return typeof id === 'number' && typeof name === 'string';
}

async function fetchGenreList(mediaType: MediaType, signal: AbortSignal): Promise<Genre[]> {
  const body = await apiGet<{ genres?: unknown }>(
    `/api/tmdb-proxy/genre/${mediaType}/list?language=en-US`,
    signal,
  );
  if (!Array.isArray(body.genres)) throw new Error(`No genre list in the ${mediaType} answer.`);
  return body.genres.filter(isGenre);
}

export const genreListQuery = (mediaType: MediaType) =>
  queryOptions({
    queryKey: ['catalogue', 'genre-list', mediaType, 'en-US'],
    queryFn: ({ signal }) => fetchGenreList(mediaType, signal),
    staleTime: Infinity,
  });

/**
 * The anime genres of the type the screen lists, for the filter bar; empty while loading or when
 * the list fails. TV and film ids differ on TMDB, so a merged list offered TV screens film-only
 * genres that found nothing (issue 16).
 */
export function useGenreOptions(mediaType: MediaType): Genre[] {
  const { data } = useQuery(genreListQuery(mediaType));
  return useMemo(() => genreOptionsFor(data ?? [], mediaType), [data, mediaType]);
}
