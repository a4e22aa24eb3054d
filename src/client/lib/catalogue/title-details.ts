import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import type { TitleWithDetails } from '../../../shared/title-names';
import { fetchCatalogue, requireData } from './proxy';

export type TitleDetails = TitleWithDetails;

/** A title's details; null when the catalogue has no such title (the not-found screen). */
type TitleDetailsResult = TitleDetails | null;

const NOT_FOUND = 404;

async function fetchTitleDetails(
  mediaType: MediaType,
  id: number,
  signal: AbortSignal,
): Promise<TitleDetailsResult> {
  const answer = await fetchCatalogue<TvDetails | MovieDetails>(`${mediaType}/${id}`, {}, signal);
  if (answer.status === NOT_FOUND) return null;
  // The endpoint decides the shape: tv/{id} answers TV details, movie/{id} film details.
  return { mediaType, details: requireData(answer, 'This title') } as TitleDetails;
}

export const titleDetailsQuery = (mediaType: MediaType, id: number) =>
  queryOptions({
    queryKey: ['catalogue', 'details', mediaType, id],
    queryFn: ({ signal }) => fetchTitleDetails(mediaType, id, signal),
  });

export function useTitleDetails(mediaType: MediaType, id: number) {
  return useQuery(titleDetailsQuery(mediaType, id));
}
