import { useQuery } from '@tanstack/react-query';
import { ANIMATION_GENRE_ID } from '../../../shared/catalogue-constants';
import type { Genre } from '../../../shared/catalogue-types';
import { catalogueListParams } from '../../../shared/discover-queries';
import type { TitleDetails } from '../../lib/catalogue/title-details';
import { pagedList } from '../../lib/catalogue/title-list';
import { visibleTitles, type Title } from '../../lib/catalogue/titles';

/** One row on a wide screen, two on a phone: enough to browse on, little to load. */
export const MORE_LIKE_THIS_COUNT = 6;

/** The genre that says most about the title: its first one, Animation aside (every title has it). */
export function tellingGenre(genres: readonly Genre[]): number | null {
  return genres.find((genre) => genre.id !== ANIMATION_GENRE_ID)?.id ?? null;
}

/** The titles to show from a discover list: the title itself left out, as many as fit. */
export function othersThan(titles: readonly Title[], self: Pick<Title, 'id'>): Title[] {
  return titles.filter((title) => title.id !== self.id).slice(0, MORE_LIKE_THIS_COUNT);
}

/**
 * Titles of the same telling genre, for a title whose catalogue entry names no related ones.
 * Off (and never pending) while `enabled` is false.
 */
export function useGenreNeighbours(
  { mediaType, details }: TitleDetails,
  allowAdult: boolean,
  enabled: boolean,
) {
  const genreId = tellingGenre(details.genres);
  const query = useQuery({
    queryKey: ['more-like-this', mediaType, details.id, genreId, allowAdult],
    enabled: enabled && genreId !== null,
    queryFn: async ({ signal }) => {
      const params = catalogueListParams({ page: 1, allowAdult, mediaType, genreId });
      const answer = await pagedList(`discover/${mediaType}`, params, signal);
      const titles = visibleTitles(answer.data?.results ?? [], mediaType, allowAdult);
      return othersThan(titles, details);
    },
  });
  return { titles: query.data ?? [], pending: query.isPending && query.fetchStatus !== 'idle' };
}
